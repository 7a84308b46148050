// A round's win joins the balance on screen when its board says the result,
// as the best casinos do: the stake leaves at once, the payout comes once the
// dice have landed, the coin has fallen, the wheel or the reel has stopped,
// so the balance never tells the result before the board. How long a board
// moves before it says the result is its stylesheet's `--result-after`
// (in-house-games.css), read from the board on screen: no wait with instant
// play or reduced motion (the board shows the result at once then), nor for a
// loss. The real balance comes from the round's answer (api.ts), the demo
// balance from the demo state (use-demo.ts); both hold the win back here,
// and a newer round's answer supersedes a win still held.

import { toMinor } from '@casino/sdk';
import type { FairRound } from '@casino/sdk/fair';
import { useSyncExternalStore } from 'react';
import { gameFeel, reducedMotion } from '../feel/feel.ts';

/** How long, in ms, the board of `game` on screen moves before it says a round's result. */
export function revealDelay(game: string): number {
  if (typeof document === 'undefined') return 0;
  if (gameFeel().instant || reducedMotion()) return 0;
  const board = document.querySelector<HTMLElement>(`.board--${game}`);
  if (!board) return 0;
  const value = getComputedStyle(board).getPropertyValue('--result-after').trim();
  const seconds = value.endsWith('ms') ? Number.parseFloat(value) / 1000 : Number.parseFloat(value);
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0;
}

/** What a round paid, in minor units (nothing while it is in play). */
const payoutMinor = (round: FairRound): number =>
  round.status === 'settled' ? (toMinor(round.payout) ?? 0) : 0;

/** The newest settlement's number: a timer of an older one does nothing. */
let latest = 0;
/** The win held back from the balance shown, minor units (0: none). */
let held = 0;
const listeners = new Set<() => void>();
const setHeld = (minor: number) => {
  held = minor;
  for (const listener of listeners) listener();
};

/**
 * Holds `round`'s win back from the balance shown until its board on screen
 * says the result. `show(false)` is called at once (the balance less the
 * win), `show(true)` when the win joins it; a later settlement supersedes
 * this one (its own `show` then says the balance).
 */
export function settle(round: FairRound, game: string, show: (whole: boolean) => void): void {
  const mine = ++latest;
  const win = payoutMinor(round);
  const delay = win > 0 ? revealDelay(game) : 0;
  if (delay === 0) {
    setHeld(0);
    show(true);
    return;
  }
  setHeld(win);
  show(false);
  setTimeout(() => {
    if (latest !== mine) return;
    setHeld(0);
    show(true);
  }, delay);
}

/** The win held back from the balance shown now, minor units. */
export function heldWin(): number {
  return held;
}

/** The win held back from the balance shown, re-rendering when it joins it. */
export function useHeldWin(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    heldWin,
    () => 0,
  );
}
