// The header: brand, section links, language switch and account menu, then the
// bar of in-house games.
import { IN_HOUSE_GAMES } from '@casino/sdk';
import { Link, NavLink } from 'react-router';
import { AccountMenu } from '../../features/account/account-menu.tsx';
import { type MessageKey, useI18n } from '../../i18n/i18n.tsx';
import { href, type StaticRouteName } from '../../shared/paths.ts';
import { LanguageSwitch } from './language-switch.tsx';

const SECTIONS: [StaticRouteName, MessageKey][] = [
  ['slots', 'nav.slots'],
  ['liveCasino', 'nav.liveCasino'],
  ['betting', 'nav.betting'],
  ['tournaments', 'nav.tournaments'],
  ['bonuses', 'nav.bonuses'],
  ['vipClub', 'nav.vipClub'],
  ['top', 'nav.top'],
];

/** The site header: brand, sections, language, account; and the in-house games bar. */
export function Header() {
  const { t, locale } = useI18n();
  const cls = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'nav__link is-active' : 'nav__link';
  return (
    <header className="header">
      <a className="skip-link" href="#content">
        {t('nav.skip')}
      </a>
      <div className="header__bar">
        <Link className="brand" to={href('home', locale)} aria-label={t('brand.name')}>
          <span className="brand__mark" aria-hidden="true">
            ★
          </span>
          <span className="brand__name">{t('brand.name')}</span>
        </Link>
        <div className="header__end">
          <LanguageSwitch />
          <AccountMenu />
        </div>
      </div>
      <div className="header__nav">
        <nav className="nav" aria-label={t('nav.sections')}>
          {SECTIONS.map(([name, key]) => (
            <NavLink key={name} className={cls} to={href(name, locale)}>
              {t(key)}
            </NavLink>
          ))}
        </nav>
        <nav className="nav nav--games" aria-label={t('nav.games')}>
          {IN_HOUSE_GAMES.map((game) => (
            <NavLink key={game} className={cls} to={href(game, locale)}>
              {t(`games.${game}.name`)}
            </NavLink>
          ))}
        </nav>
      </div>
    </header>
  );
}
