// The free spin widget of the layout: the first active free spin, its game
// (cover and title from the catalog) with a Play that opens that game's page,
// and a live countdown, in the free-spins message group it waits for. It
// floats over the page's bottom corner rather than sitting above the page:
// it appears once the player's free spins load, and in the page's flow it
// would push the page down (a layout shift). Hidden, it stays hidden for the
// rest of the visit (the profile's bonuses tab lists the spins). None during
// a time-out or self-exclusion (issue 23: no promotion, no play), from the
// moment one starts. While it shows, the page's end has room for it
// (--float-room, which layout.css adds under the footer), so nothing of the
// page stays under it once scrolled to the bottom.
import { useLayoutEffect, useState } from 'react';
import { useI18n, WithMessages } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { useCachedRestriction } from '../../../shared/restriction.ts';
import { useCountdown, useCountdownFormat } from '../../../shared/use-countdown.ts';
import { activeFreeSpins, expiresAt } from '../active-free-spins.ts';
import { useFreeSpins } from '../api.ts';
import { GameCover, GameTitle, PlayLink, useSpinGame } from './game-title.tsx';
import '../free-spins.css';

const MESSAGES = [MESSAGE_GROUPS['free-spins']];

/** Keeps room at the page's end as tall as the floating element (and its gap). */
function useRoomBelow(element: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const gap = window.innerHeight - element.getBoundingClientRect().bottom;
      root.style.setProperty('--float-room', `${Math.ceil(element.offsetHeight + 2 * gap)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--float-room');
    };
  }, [element]);
}

/** The campaigns whose widget the player hid during this visit. */
const hidden = new Set<number>();

function Widget() {
  const { t } = useI18n();
  const format = useCountdownFormat();
  const { data } = useFreeSpins();
  // Re-filtered at every render, and the countdown renders each second: when the
  // first spin runs out it drops away and the next active one takes its place.
  const first = data ? activeFreeSpins(data.data, Date.now())[0] : undefined;
  const seconds = useCountdown(first ? expiresAt(first) : null);
  const game = useSpinGame(first?.game.id ?? null);
  const [, setHidden] = useState(0);
  const restricted = useCachedRestriction();
  const [element, setElement] = useState<HTMLElement | null>(null);
  useRoomBelow(element);
  if (!first || seconds === 0 || hidden.has(first.id) || restricted) return null;
  const hide = () => {
    hidden.add(first.id);
    setHidden((n) => n + 1);
  };
  return (
    <aside ref={setElement} className="free-spin-widget" aria-label={t('freeSpins.widgetTitle')}>
      <GameCover game={game} />
      <p className="free-spin-widget__text">
        <strong>{t('freeSpins.widgetTitle')}</strong>
        <span data-testid="free-spin-game">
          <GameTitle id={first.game.id} game={game} />
        </span>
      </p>
      <p className="free-spin-widget__timer">
        {t('freeSpins.endsIn')}{' '}
        <time role="timer" data-testid="free-spin-countdown">
          {format(seconds)}
        </time>
      </p>
      <PlayLink game={game} />
      <button
        type="button"
        className="free-spin-widget__hide"
        aria-label={t('freeSpins.hide')}
        title={t('freeSpins.hide')}
        onClick={hide}
      >
        ×
      </button>
    </aside>
  );
}

/** The first active free spin with its game and a live countdown; nothing without one. */
export default function FreeSpinWidget() {
  return (
    <WithMessages groups={MESSAGES}>
      <Widget />
    </WithMessages>
  );
}
