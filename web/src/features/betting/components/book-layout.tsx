// The sportsbook's frame around a list or an event: the sports menu in a
// column (a sheet from a button where there is no room), the pre-match and
// live tabs, the page's body, and the bet slip in a column beside it; on a
// phone the slip is a bar at the bottom of the screen (how many selections,
// the odds) that slides the slip up as a sheet. Every page of the book follows
// the player's open bets, so a bet that settles moves the header's balance.

import { combinedOdds } from '@casino/sdk';
import { type ReactNode, useState } from 'react';
import { NavLink } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { usePlayer } from '../../../shared/domain/player.tsx';
import { href } from '../../../shared/lib/paths.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { type EventFilter, useSportBets } from '../api.ts';
import { useBookLabels } from '../labels.ts';
import { hundredths, useSlip } from '../slip.ts';
import { BetSlip } from './bet-slip.tsx';
import { SportsMenu, SportsSheet } from './sports-menu.tsx';
import '../betting.css';

/** The phone's slip bar and its sheet. */
function SlipBar() {
  const { t } = useI18n();
  const names = useBookLabels();
  const { picks } = useSlip();
  const [open, setOpen] = useState(false);
  const odds = combinedOdds(picks.map(hundredths)) / 100;
  return (
    <>
      <button
        type="button"
        className={`slip-bar${picks.length > 0 ? ' has-picks' : ''}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="slip-bar__count" aria-hidden="true">
          {picks.length}
        </span>
        <span className="slip-bar__title">
          {t('betting.slip.title')}
          <span className="visually-hidden">
            : {t('betting.slip.count', { count: picks.length })}
          </span>
        </span>
        {picks.length > 0 ? <span className="slip-bar__odds">{names.odds(odds)}</span> : null}
      </button>
      {open ? (
        <Dialog title={t('betting.slip.title')} onClose={() => setOpen(false)} sheet>
          <BetSlip />
        </Dialog>
      ) : null}
    </>
  );
}

/** The sportsbook's frame: `filter` is the list's (the menu marks it), `children` the body. */
export function BookLayout({ filter, children }: { filter: EventFilter; children: ReactNode }) {
  const { t, locale } = useI18n();
  const { loggedIn } = usePlayer();
  // The player's open bets are followed on every page of the book: one that
  // settles (its match ended) reloads the balance the header shows.
  useSportBets(loggedIn ? 'open' : null, locale);
  const tab = ({ isActive }: { isActive: boolean }) => (isActive ? 'tab is-active' : 'tab');
  return (
    <div className="book">
      <aside className="book__menu">
        <SportsMenu filter={filter} />
      </aside>
      <div className="book__main">
        <div className="book__bar">
          <nav className="tabs" aria-label={t('betting.lists')}>
            <NavLink end className={tab} to={href('betting', locale)}>
              {t('betting.prematch')}
            </NavLink>
            <NavLink end className={tab} to={href('bettingLive', locale)}>
              <span className="live-dot" aria-hidden="true" />
              {t('betting.live')}
            </NavLink>
          </nav>
          <SportsSheet filter={filter} />
        </div>
        {children}
      </div>
      <aside className="book__slip">
        <BetSlip />
      </aside>
      <SlipBar />
    </div>
  );
}
