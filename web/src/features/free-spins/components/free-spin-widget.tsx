// The free spin widget of the layout: the first active free spin, its game
// (cover and title from the catalog) with a Play that opens that game's page,
// and a live countdown, in the free-spins message group it waits for. It
// floats over the page's bottom corner rather than sitting above the page:
// it appears once the player's free spins load, and in the page's flow it
// would push the page down (a layout shift). Hidden, that campaign's widget
// stays hidden, on later visits too (the profile's bonuses tab lists the
// spins); a new campaign shows again. None during
// a time-out or self-exclusion (no promotion, no play), from the
// moment one starts. While it shows, the page's end has room for it
// (--float-room, which layout.css adds under the footer), so nothing of the
// page stays under it once scrolled to the bottom.
import { LOCAL_STORAGE_KEYS } from '@casino/sdk';
import { useState } from 'react';
import { useI18n, WithMessages } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { Slotted } from '../../../i18n/slotted.tsx';
import { useCachedRestriction } from '../../../shared/domain/restriction.ts';
import { useCountdown, useCountdownFormat } from '../../../shared/lib/use-countdown.ts';
import { usePublishedSize } from '../../../shared/ui/published-size.ts';
import { activeFreeSpins, expiresAt } from '../active-free-spins.ts';
import { useFreeSpins } from '../api.ts';
import { GameCover, GameTitle, PlayLink, useSpinGame } from './game-title.tsx';
import '../free-spins.css';

const MESSAGES = [MESSAGE_GROUPS['free-spins']];

/**
 * Room at the page's end as tall as the floating widget and its gap
 * (--float-room), and where its top edge stands above the screen's bottom
 * (--float-top), for other floating parts to stand above it (the
 * sportsbook's slip bar on a phone).
 */
function floatRoom(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  const gap = window.innerHeight - rect.bottom;
  return {
    '--float-room': element.offsetHeight + 2 * gap,
    '--float-top': window.innerHeight - rect.top,
  };
}

/** How many hidden campaigns are remembered (the newest): enough for any player's spins. */
const HIDDEN_KEPT = 20;

/** The campaigns whose widget the player hid, from storage (none when it cannot be read). */
function readHidden(): number[] {
  try {
    const ids: unknown = JSON.parse(
      localStorage.getItem(LOCAL_STORAGE_KEYS.hiddenFreeSpins) ?? '[]',
    );
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

/** The hidden campaigns, read from storage at first use. */
let hidden: number[] | undefined;

function hiddenCampaigns(): number[] {
  if (hidden === undefined) hidden = readHidden();
  return hidden;
}

const isHidden = (id: number) => hiddenCampaigns().includes(id);

function hideCampaign(id: number): void {
  hidden = [...hiddenCampaigns().filter((x) => x !== id), id].slice(-HIDDEN_KEPT);
  try {
    localStorage.setItem(LOCAL_STORAGE_KEYS.hiddenFreeSpins, JSON.stringify(hidden));
  } catch {
    // private mode: hidden for this visit only
  }
}

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
  usePublishedSize(element, floatRoom);
  if (!first || seconds === 0 || isHidden(first.id) || restricted) return null;
  const hide = () => {
    hideCampaign(first.id);
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
        <Slotted text={(time) => t('freeSpins.endsIn', { time })}>
          <time role="timer" data-testid="free-spin-countdown">
            {format(seconds)}
          </time>
        </Slotted>
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
