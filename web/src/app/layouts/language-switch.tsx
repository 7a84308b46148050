// Switching language stores the locale cookie (365 days, path /, SameSite lax)
// and goes to the same page in that language. A logged-in player's profile
// then gets that language from SessionEffects (features/account/session.tsx),
// as on any address in a language other than the profile's.
import { COOKIES, LOCALES, type LocaleCode } from '@casino/sdk';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { addressIn } from '../../i18n/paths.ts';
import { writeCookie } from '../../shared/lib/cookies.ts';

/** The ru / en / kz switch. */
export function LanguageSwitch() {
  const { locale, t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const choose = (next: LocaleCode) => {
    writeCookie(COOKIES.locale, next);
    if (next !== locale) navigate(addressIn(location, next));
  };
  return (
    <nav className="lang-switch" aria-label={t('nav.language')}>
      {LOCALES.map((entry) => (
        <button
          key={entry.code}
          type="button"
          lang={entry.iso}
          className={entry.code === locale ? 'lang-switch__item is-active' : 'lang-switch__item'}
          aria-current={entry.code === locale ? 'true' : undefined}
          title={entry.name}
          onClick={() => choose(entry.code)}
        >
          {entry.code.toUpperCase()}
        </button>
      ))}
    </nav>
  );
}
