// The phone's bottom bar (shown by CSS on phones only), as mobile casinos
// have it, within a thumb's reach: Home, Games (the slots), Live (the live
// casino), Deposit (PayIn; a guest's asks to log in first, and during a
// time-out or self-exclusion it says why deposits are closed) and Menu,
// which opens every section, the in-house games and the help pages in a
// dialog (its code loads on first use). Not on game pages: there the game's
// own controls take the bottom of the screen. The same markup for a guest
// and a player, so the prerendered page needs no update.
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { type MessageKey, useI18n } from '../../i18n/i18n.tsx';
import { href, type StaticRouteName } from '../../shared/lib/paths.ts';
import './bottom-bar.css';

const MenuSheet = lazy(() => import('./menu-sheet.tsx'));

/** The icons, drawn here (24 × 24, the current colour). */
const ICONS = {
  home: 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  games:
    'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7zM7.5 6.2v2.6M15.2 7.5h2.6M6.2 16.5h2.6M7.5 15.2v2.6M16.5 16.5h.01',
  live: 'M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM7.8 16.2a6 6 0 0 1 0-8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 19a10 10 0 0 1 0-14M19 5a10 10 0 0 1 0 14',
  deposit:
    'M3 7h15a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l12-3v3M16 13.5h.01M12 11v5M9.5 13.5h5',
  menu: 'M4 7h16M4 12h16M4 17h16',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="bottom-bar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} />
    </svg>
  );
}

const LINKS: readonly [StaticRouteName, MessageKey, keyof typeof ICONS][] = [
  ['home', 'nav.home', 'home'],
  ['slots', 'nav.gamesTab', 'games'],
  ['liveCasino', 'nav.live', 'live'],
];

/** The bottom bar of phones (the default export: the layout loads it lazily). */
export default function BottomBar() {
  const { t, locale } = useI18n();
  const [menu, setMenu] = useState(false);
  const cls = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'bottom-bar__item is-active' : 'bottom-bar__item';
  return (
    <nav className="bottom-bar" aria-label={t('nav.quick')}>
      {LINKS.map(([route, key, icon]) => (
        <NavLink key={route} className={cls} to={href(route, locale)} end={route === 'home'}>
          <Icon name={icon} />
          <span>{t(key)}</span>
        </NavLink>
      ))}
      <Link className="bottom-bar__item bottom-bar__item--deposit" to="?deposit">
        <Icon name="deposit" />
        {/* The tab's short word (ru "Касса": "Пополнить" does not fit a fifth of a phone). */}
        <span>{t('nav.cashier')}</span>
      </Link>
      <button
        type="button"
        className="bottom-bar__item"
        aria-haspopup="dialog"
        aria-expanded={menu}
        onClick={() => setMenu(true)}
      >
        <Icon name="menu" />
        <span>{t('nav.menu')}</span>
      </button>
      {menu ? (
        <Suspense fallback={null}>
          <MenuSheet onClose={() => setMenu(false)} />
        </Suspense>
      ) : null}
    </nav>
  );
}
