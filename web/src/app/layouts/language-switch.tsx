// Switching language stores the locale cookie (365 days, path /, SameSite lax)
// and goes to the same page in that language.
import { COOKIES, LOCALES, type LocaleCode } from '@casino/sdk';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { addressIn } from '../../i18n/paths.ts';
import { useHasToken } from '../../shared/api.tsx';
import { writeCookie } from '../../shared/cookies.ts';
import { useSaveLocale } from '../../shared/profile.ts';

/** The ru / en / kz switch. */
export function LanguageSwitch() {
  const { locale, t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const hasToken = useHasToken();
  const saveLocale = useSaveLocale();
  const choose = (next: LocaleCode) => {
    writeCookie(COOKIES.locale, next);
    if (next === locale) return;
    // A logged-in player's profile keeps the interface language.
    if (hasToken) {
      saveLocale(next).catch((e: unknown) =>
        console.error('could not store the language in the profile', e),
      );
    }
    navigate(addressIn(location, next));
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
