// The demo state shared by every in-house game page, in local storage,
// re-rendering its users on every change (a store outside React, read with
// useSyncExternalStore).
import type { CurrencyCode } from '@casino/sdk';
import type { FairRound, MoneyGame, RoundMove } from '@casino/sdk/fair';
import { useSyncExternalStore } from 'react';
import {
  DEMO_KEY,
  type DemoState,
  loadDemoState,
  moveBalance,
  moveDemoRound,
  placeRound,
  resetBalance,
  rotateSeeds,
} from './demo-state.ts';

let state: DemoState | null = null;
const listeners = new Set<() => void>();

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

/** Plays or starts a demo round; throws ShortBalanceError or RoundInputError. */
export function playDemoRound(
  game: MoneyGame,
  currency: CurrencyCode,
  stakeMinor: number,
  inputs: unknown,
): FairRound {
  const { state: next, round } = placeRound(
    current(),
    game,
    currency,
    stakeMinor,
    inputs,
    new Date(),
  );
  commit(next);
  return round;
}

/** Moves the demo balance of a currency (a live round's stake or win); throws ShortBalanceError. */
export function moveDemoBalance(currency: CurrencyCode, deltaMinor: number): void {
  commit(moveBalance(current(), currency, deltaMinor));
}

/** Moves a demo round in play; null when it is no longer in play. */
export function moveDemo(id: string, move: RoundMove): FairRound | null {
  const moved = moveDemoRound(current(), id, move, new Date());
  if (!moved) return null;
  commit(moved.state);
  return moved.round;
}

/**
 * The demo state of a prerendered page (and of its hydration): no seeds yet
 * and the starting balance. The browser's own (random seeds, a stored
 * balance) follows at once; rendering it in the HTML would make every page
 * load disagree with its prerendered markup.
 */
const PRERENDERED: DemoState = {
  balances: {},
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: 0,
  history: [],
  active: [],
};
const prerendered = () => PRERENDERED;

/** The demo state and its actions. */
export function useDemo() {
  const demo = useSyncExternalStore(subscribe, current, prerendered);
  return {
    demo,
    rotate: (clientSeed?: string) => commit(rotateSeeds(current(), clientSeed)),
    reset: (currency: CurrencyCode) => commit(resetBalance(current(), currency)),
  };
}

/** Forgets the in-memory state (tests). */
export function resetDemoForTests(): void {
  state = null;
}
