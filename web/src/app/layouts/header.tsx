// The header: brand, section links, language switch and account menu, then the
// bar of in-house games; on a narrow screen each bar scrolls to its active link.
// The sections are sections.ts's.
import { IN_HOUSE_GAMES } from '@casino/sdk';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { AccountMenu } from '../../features/account/account-menu.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { href } from '../../shared/lib/paths.ts';
import { usePublishedSize } from '../../shared/ui/published-size.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { SECTIONS } from './sections.ts';

/** A bar of links that scrolls its active one into the middle when it does not fit (a phone's games bar). */
function Bar({
  label,
  games = false,
  children,
}: {
  label: string;
  games?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address moves the active link
  useLayoutEffect(() => {
    const nav = ref.current;
    const active = nav?.querySelector('.is-active');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    const n = nav.getBoundingClientRect();
    const a = active.getBoundingClientRect();
    nav.scrollLeft += a.left - n.left - (n.width - a.width) / 2;
  }, [pathname]);
  return (
    <nav ref={ref} className={games ? 'nav nav--games' : 'nav'} aria-label={label}>
      {children}
    </nav>
  );
}

/** The site header: brand, sections, language, account; and the in-house games bar. */
export function Header() {
  const { t, locale } = useI18n();
  const sections = SECTIONS;
  const cls = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'nav__link is-active' : 'nav__link';
  // Sticky: what sticks below it (the sportsbook's columns) stands clear of it.
  const [header, setHeader] = useState<HTMLElement | null>(null);
  usePublishedSize(header, (element) => ({
    '--header-height': element.getBoundingClientRect().height,
  }));
  return (
    <header className="header" ref={setHeader}>
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
        <Bar label={t('nav.sections')}>
          {sections.map(([name, key]) => (
            <NavLink key={name} className={cls} to={href(name, locale)}>
              {t(key)}
            </NavLink>
          ))}
        </Bar>
        <Bar label={t('nav.games')} games>
          {IN_HOUSE_GAMES.map((game) => (
            <NavLink key={game} className={cls} to={href(game, locale)}>
              {t(`games.${game}.name`)}
            </NavLink>
          ))}
        </Bar>
      </div>
    </header>
  );
}
