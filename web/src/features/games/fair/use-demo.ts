// The demo state shared by every in-house game page, in local storage,
// re-rendering its users on every change (a store outside React, read with
// useSyncExternalStore). Its rounds (demo-rounds.ts: the seeds, their hashes,
// the engine) load once a page shows the state, after the page has hydrated;
// until then the state is the prerendered one (the starting balance, no
// seeds yet), as during hydration, and every action waits for them.
import type { CurrencyCode } from '@casino/sdk';
import type { FairRound, MoneyGame, RoundMove } from '@casino/sdk/fair';
import { useSyncExternalStore } from 'react';
import { nextTask } from '../../../shared/lib/next-task.ts';
import { DEMO_KEY, type DemoState, moveBalance, resetBalance } from './demo-state.ts';
import { settle } from './reveal.ts';

type Rounds = typeof import('./demo-rounds.ts');

/** The demo's rounds could not be loaded (the network, a new deploy): nothing was played. */
export class DemoUnavailableError extends Error {
  override readonly name = 'DemoUnavailableError';
}

/**
 * The demo state of a prerendered page (and of its hydration): no seeds yet
 * and the starting balance. The browser's own (random seeds, a stored
 * balance) follows once the rounds' module is there; rendering it in the
 * HTML would make every page load disagree with its prerendered markup.
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

let state: DemoState | null = null;
let rounds: Promise<Rounds> | null = null;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** The rounds' module, with the stored state read (once); a failed load is tried again next time. */
function ready(): Promise<Rounds> {
  rounds ??= import('./demo-rounds.ts').then(
    async (module) => {
      // Evaluating the engine's module (its games and their schemas) is one
      // task; reading the stored state and the boards' renders another.
      await nextTask();
      if (!state) {
        state = module.loadDemoState(localStorage);
        notify();
      }
      return module;
    },
    (error: unknown) => {
      rounds = null;
      throw new DemoUnavailableError('the demo rounds did not load', { cause: error });
    },
  );
  return rounds;
}

const current = (): DemoState => state ?? PRERENDERED;

function commit(next: DemoState): void {
  state = next;
  try {
    localStorage.setItem(DEMO_KEY, JSON.stringify(next));
  } catch (error) {
    console.error('could not keep the demo state', error);
  }
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  ready().catch((error: unknown) => console.error(error));
  return () => listeners.delete(listener);
};

/** Plays or starts a demo round; rejects with ShortBalanceError, RoundInputError or DemoUnavailableError. */
export async function playDemoRound(
  game: MoneyGame,
  currency: CurrencyCode,
  stakeMinor: number,
  inputs: unknown,
): Promise<FairRound> {
  const { placeRound } = await ready();
  const { state: next, round } = placeRound(
    current(),
    game,
    currency,
    stakeMinor,
    inputs,
    new Date(),
  );
  // The win is held back from the balance shown before the state that has it is.
  settle(round, game, () => undefined);
  commit(next);
  return round;
}

/** Moves the demo balance of a currency (a live round's stake or win); rejects with ShortBalanceError. */
export async function moveDemoBalance(currency: CurrencyCode, deltaMinor: number): Promise<void> {
  await ready();
  commit(moveBalance(current(), currency, deltaMinor));
}

/** Moves a demo round in play; null when it is no longer in play. */
export async function moveDemo(id: string, move: RoundMove): Promise<FairRound | null> {
  const { moveDemoRound } = await ready();
  const moved = moveDemoRound(current(), id, move, new Date());
  if (!moved) return null;
  settle(moved.round, moved.round.game, () => undefined);
  commit(moved.state);
  return moved.round;
}

const prerendered = () => PRERENDERED;

/** The demo state and its actions. */
export function useDemo() {
  const demo = useSyncExternalStore(subscribe, current, prerendered);
  return {
    demo,
    rotate: async (clientSeed?: string) => {
      const { rotateSeeds } = await ready();
      commit(rotateSeeds(current(), clientSeed));
    },
    reset: async (currency: CurrencyCode) => {
      await ready();
      commit(resetBalance(current(), currency));
    },
  };
}

/** Forgets the in-memory state (tests). */
export function resetDemoForTests(): void {
  state = null;
  rounds = null;
}
