// An outcome's price as a button: pressing it puts the outcome on the bet
// slip (or takes it off); pressed while on the slip. When the price moves it
// flashes green and up or red and down for a moment (the browser replays the
// animation on a new price element); a suspended market's buttons are locked.
// Prices change silently for screen readers: the slip says what matters.
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { Market, SportEvent } from '../api.ts';
import { useBookLabels } from '../labels.ts';
import { pickOf, samePick, slip, useSlip } from '../slip.ts';

/** Which way a price last moved, and a count of moves (a new one replays the flash). */
function useMove(odds: number): { way: 'up' | 'down' | null; count: number } {
  const last = useRef(odds);
  const [move, setMove] = useState<{ way: 'up' | 'down' | null; count: number }>({
    way: null,
    count: 0,
  });
  useEffect(() => {
    if (odds === last.current) return;
    const way = odds > last.current ? 'up' : 'down';
    last.current = odds;
    setMove((m) => ({ way, count: m.count + 1 }));
  }, [odds]);
  return move;
}

/** A padlock: the market takes no bets now (decorative; the button's name says so). */
function Lock() {
  return (
    <svg className="odds__lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

export function OddsButton({
  event,
  market,
  outcome,
  label,
}: {
  event: SportEvent;
  market: Market;
  outcome: Market['outcomes'][number];
  /** The button's short label (1, X, 2, O 2.5…). */
  label: string;
}) {
  const { t } = useI18n();
  const names = useBookLabels();
  const { picks } = useSlip();
  const pick = pickOf(event, market, outcome.key, outcome.odds);
  const picked = picks.some((p) => samePick(p, pick));
  const move = useMove(outcome.odds);
  const open = !market.suspended && (event.status === 'prematch' || event.status === 'live');
  const price = names.odds(outcome.odds);
  const what = names.outcome(market.kind, outcome.key, market.line, event.home, event.away);
  // The name a screen reader gives is the visible text first (1 2,10), then
  // what it means when the label is short (the home side's name), then that
  // no bets are taken: what a speech-input user says is what they see.
  const meaning = label === what ? '' : ` — ${what}`;
  return (
    <button
      type="button"
      className={`odds${picked ? ' is-picked' : ''}`}
      aria-pressed={picked}
      disabled={!open}
      onClick={() => slip.toggle(pick)}
    >
      <span className="odds__label">{label}</span>{' '}
      <span
        key={move.count}
        className={`odds__price${move.way ? ` odds__price--${move.way}` : ''}`}
        data-testid="odds-price"
      >
        {open ? price : <Lock />}
      </span>
      <span className="visually-hidden">
        {meaning}
        {open ? '' : ` — ${t('betting.suspended')}`}
      </span>
    </button>
  );
}
