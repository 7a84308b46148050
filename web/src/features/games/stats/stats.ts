// The session's statistics: every settled round of this tab's session (an
// in-house round, a crash bet), by mode and currency, in minor units so the
// sums are exact. Kept in session storage, so a reload or another game page
// keeps them and a new tab starts afresh; the newest 1000 per mode and
// currency. The panel (stats-panel.tsx) reads them per game and in total.
import { toMinor } from '@casino/sdk';
import { useSyncExternalStore } from 'react';
import type { SettledBet } from './count.ts';

/** One settled bet. */
export interface StatRound {
  game: string;
  stake: number;
  payout: number;
}

/** The rounds of the session by `mode:currency`, oldest first. */
type Rounds = Record<string, StatRound[]>;

const KEY = 'casino:session-stats';
const KEEP = 1000;

let current: Rounds | null = null;
const listeners = new Set<() => void>();
const EMPTY: Rounds = {};

function read(): Rounds {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    if (!raw || typeof raw !== 'object') return {};
    const rounds: Rounds = {};
    for (const [key, list] of Object.entries(raw)) {
      if (!Array.isArray(list)) continue;
      rounds[key] = list.filter(
        (r): r is StatRound =>
          typeof r?.game === 'string' &&
          Number.isSafeInteger(r.stake) &&
          Number.isSafeInteger(r.payout),
      );
    }
    return rounds;
  } catch {
    return {};
  }
}

const snapshot = (): Rounds => {
  current ??= read();
  return current;
};

function save(next: Rounds): void {
  current = next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // kept for this page only
  }
  for (const listener of listeners) listener();
}

/** The key of a mode and currency. */
export const statsKey = (mode: string, currency: string) => `${mode}:${currency}`;

/** Records a settled bet (amounts in major units, as rounds give them; count.ts calls it). */
export function recordBet(mode: string, bet: SettledBet): void {
  const stake = toMinor(bet.amount);
  const payout = toMinor(bet.payout);
  if (stake === null || payout === null) return;
  const key = statsKey(mode, bet.currency);
  const rounds = snapshot();
  const list = [...(rounds[key] ?? []), { game: bet.game, stake, payout }].slice(-KEEP);
  save({ ...rounds, [key]: list });
}

/** Forgets the rounds of a mode and currency. */
export function resetStats(key: string): void {
  const { [key]: _, ...rest } = snapshot();
  save(rest);
}

/** The session's rounds, re-rendering when one is recorded. */
export function useSessionRounds(): Rounds {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    () => EMPTY,
  );
}

/** What the panel shows of some rounds (minor units). */
export interface Figures {
  wagered: number;
  profit: number;
  wins: number;
  losses: number;
  /** The running profit after each bet. */
  curve: number[];
}

/** The figures of `rounds`: a win pays more than its stake; a loss pays less. */
export function figuresOf(rounds: readonly StatRound[]): Figures {
  let profit = 0;
  let wagered = 0;
  let wins = 0;
  let losses = 0;
  const curve: number[] = [];
  for (const round of rounds) {
    wagered += round.stake;
    profit += round.payout - round.stake;
    if (round.payout > round.stake) wins += 1;
    else if (round.payout < round.stake) losses += 1;
    curve.push(profit);
  }
  return { wagered, profit, wins, losses, curve };
}
