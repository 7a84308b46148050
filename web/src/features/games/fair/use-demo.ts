// The demo state shared by every in-house game page, in local storage,
// re-rendering its users on every change.
import type { CurrencyCode, InHouseGame } from '@casino/sdk';
import type { RoundSeeds } from '@casino/sdk/fair';
import { useSyncExternalStore } from 'react';
import {
  balanceOf,
  DEMO_KEY,
  type DemoRound,
  type DemoState,
  finishRound,
  loadDemoState,
  nextRound,
  resetBalance,
  rotateSeeds,
  settleRound,
  startRound,
} from './demo-state.ts';

let state: DemoState | null = null;
const listeners = new Set<() => void>();
/** Rounds of several steps being played on this page (rotation waits for them). */
let inPlay = 0;

function current(): DemoState {
  state ??= loadDemoState(localStorage);
  return state;
}

function commit(next: DemoState): void {
  state = next;
  try {
    localStorage.setItem(DEMO_KEY, JSON.stringify(next));
  } catch (error) {
    console.error('could not keep the demo state', error);
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Why a demo round cannot be played. */
export class DemoBalanceError extends Error {
  override readonly name = 'DemoBalanceError';
}

/** Plays one round: computes it from the next round's seeds, settles it, returns it. */
export function playDemoRound(
  game: InHouseGame,
  currency: CurrencyCode,
  bet: number,
  compute: (seeds: RoundSeeds) => { result: unknown; payout: number },
  options?: Record<string, unknown>,
): DemoRound {
  const before = current();
  if (bet > balanceOf(before, currency)) throw new DemoBalanceError('not enough demo balance');
  const { result, payout } = compute(nextRound(before));
  const after = settleRound(
    before,
    { game, currency, bet, payout, result, ...(options ? { options } : {}) },
    Date.now(),
  );
  commit(after);
  return after.history[0] as DemoRound;
}

/** Starts a round of several steps; returns it (pending) with the seeds it was played with. */
export function startDemoRound(
  game: InHouseGame,
  currency: CurrencyCode,
  bet: number,
  result: (seeds: RoundSeeds) => unknown,
  options?: Record<string, unknown>,
): { round: DemoRound; seeds: RoundSeeds } {
  const before = current();
  if (bet > balanceOf(before, currency)) throw new DemoBalanceError('not enough demo balance');
  const seeds = nextRound(before);
  const after = startRound(
    before,
    { game, currency, bet, result: result(seeds), ...(options ? { options } : {}) },
    Date.now(),
  );
  inPlay += 1;
  commit(after);
  return { round: after.history[0] as DemoRound, seeds };
}

/** Finishes a round started with startDemoRound. */
export function finishDemoRound(
  round: DemoRound,
  end: { payout: number; result: unknown; options?: Record<string, unknown> },
): void {
  inPlay = Math.max(0, inPlay - 1);
  commit(finishRound(current(), round, end));
}

/** True while a round of several steps is being played here: its seed must not be revealed. */
export function useRoundInPlay(): boolean {
  useSyncExternalStore(subscribe, current, current);
  return inPlay > 0;
}

/** The demo state and its actions. */
export function useDemo() {
  const demo = useSyncExternalStore(subscribe, current, current);
  return {
    demo,
    rotate: (clientSeed?: string) => {
      if (inPlay === 0) commit(rotateSeeds(current(), clientSeed));
    },
    reset: (currency: CurrencyCode) => commit(resetBalance(current(), currency)),
  };
}

/** Forgets the in-memory state (tests). */
export function resetDemoForTests(): void {
  state = null;
  inPlay = 0;
}
