// The demo's rounds: the seeds (the server seed's SHA-256 shown before play,
// the client seed the player may change at a rotation, the nonce counting
// rounds from 1) and the rounds themselves, played by the game services'
// engine (`@casino/sdk/fair` rounds.ts) in the browser. use-demo.ts loads it
// once a page shows the demo state: the hashing and the engine are not part
// of any page's first visit.
import type { CurrencyCode } from '@casino/sdk';
import {
  type FairRound,
  hashSeed,
  isMoneyGame,
  type MoneyGame,
  moveRound,
  newClientSeed,
  newServerSeed,
  openRound,
  type RoundMove,
  type RoundSeeds,
  roundRecord,
} from '@casino/sdk/fair';
import {
  balanceOf,
  DEMO_KEY,
  type DemoActive,
  type DemoState,
  HISTORY_SIZE,
  OLD_KEY,
  ShortBalanceError,
} from './demo-state.ts';

function freshSeeds(): Pick<DemoState, 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'nonce'> {
  const serverSeed = newServerSeed();
  return {
    serverSeed,
    serverSeedHash: hashSeed(serverSeed),
    clientSeed: newClientSeed(),
    nonce: 0,
  };
}

/** A new demo state. */
export function newDemoState(): DemoState {
  return { balances: {}, ...freshSeeds(), history: [], active: [] };
}

const isRecord = (value: unknown): value is FairRound =>
  typeof value === 'object' &&
  value !== null &&
  isMoneyGame((value as FairRound).game) &&
  typeof (value as FairRound).id === 'string' &&
  typeof (value as FairRound).nonce === 'number';

/** Reads the stored state; anything malformed starts afresh. */
export function loadDemoState(storage: Pick<Storage, 'getItem' | 'removeItem'>): DemoState {
  try {
    storage.removeItem(OLD_KEY);
    const raw = JSON.parse(storage.getItem(DEMO_KEY) ?? 'null') as Partial<DemoState> | null;
    if (
      raw &&
      typeof raw.serverSeed === 'string' &&
      /^[0-9a-f]{64}$/.test(raw.serverSeed) &&
      typeof raw.clientSeed === 'string' &&
      Number.isSafeInteger(raw.nonce) &&
      Array.isArray(raw.history) &&
      Array.isArray(raw.active) &&
      typeof raw.balances === 'object' &&
      raw.balances !== null
    ) {
      return {
        balances: raw.balances,
        serverSeed: raw.serverSeed,
        serverSeedHash: hashSeed(raw.serverSeed),
        clientSeed: raw.clientSeed,
        nonce: raw.nonce as number,
        history: raw.history.filter(isRecord).slice(0, HISTORY_SIZE),
        active: raw.active,
      };
    }
  } catch {
    // start afresh
  }
  return newDemoState();
}

const seedsOf = (state: DemoState, nonce: number): RoundSeeds => ({
  serverSeed: state.serverSeed,
  clientSeed: state.clientSeed,
  nonce,
});

function recordOf(state: DemoState, active: DemoActive, at: string): FairRound {
  return roundRecord(active.engine, {
    id: active.id,
    currency: active.currency,
    seeds: seedsOf(state, active.nonce),
    serverSeedHash: state.serverSeedHash,
    revealed: false,
    createdAt: active.createdAt,
    settledAt: active.engine.status === 'settled' ? at : null,
  });
}

/** Puts a round's record first in the history, replacing its earlier record. */
const withRecord = (history: FairRound[], round: FairRound) =>
  [round, ...history.filter((r) => r.id !== round.id)].slice(0, HISTORY_SIZE);

/**
 * Plays (or, for miner and hilo, starts) a round: the stake leaves the demo
 * balance, the payout comes back, the nonce moves on. Throws ShortBalanceError
 * when the balance is short and RoundInputError for bad inputs.
 */
export function placeRound(
  state: DemoState,
  game: MoneyGame,
  currency: CurrencyCode,
  stakeMinor: number,
  inputs: unknown,
  now: Date,
): { state: DemoState; round: FairRound } {
  const balance = balanceOf(state, currency);
  if (stakeMinor > balance) throw new ShortBalanceError('not enough demo balance');
  const nonce = state.nonce + 1;
  const engine = openRound(game, inputs, stakeMinor, seedsOf(state, nonce), currency);
  const active: DemoActive = {
    id: `demo-${state.serverSeedHash.slice(0, 8)}-${nonce}`,
    currency,
    nonce,
    engine,
    createdAt: now.toISOString(),
  };
  const round = recordOf(state, active, now.toISOString());
  const next: DemoState = {
    ...state,
    nonce,
    balances: { ...state.balances, [currency]: balance - stakeMinor + engine.payoutMinor },
    history: withRecord(state.history, round),
    active: engine.status === 'active' ? [...state.active, active] : state.active,
  };
  return { state: next, round };
}

/** Applies a move to a round in play; the payout, if it ends with one, comes back. */
export function moveDemoRound(
  state: DemoState,
  id: string,
  move: RoundMove,
  now: Date,
): { state: DemoState; round: FairRound } | null {
  const active = state.active.find((a) => a.id === id);
  if (!active) return null;
  const engine = moveRound(active.engine, move, seedsOf(state, active.nonce));
  const moved = { ...active, engine };
  const round = recordOf(state, moved, now.toISOString());
  const ended = engine.status === 'settled';
  return {
    state: {
      ...state,
      balances: ended
        ? {
            ...state.balances,
            [active.currency]: balanceOf(state, active.currency) + engine.payoutMinor,
          }
        : state.balances,
      history: state.history.map((r) => (r.id === id ? round : r)),
      active: ended
        ? state.active.filter((a) => a.id !== id)
        : [...state.active.filter((a) => a.id !== id), moved],
    },
    round,
  };
}

/**
 * Rotates the seeds: the old server seed is revealed on its rounds, a new
 * one (and the client seed the player typed, else a new one) start at nonce
 * 0. A round left in play (the page was closed mid-round) is forfeited: its
 * stake stays lost. Changing the client seed is part of a rotation, so every
 * round stays tied to exactly one pair of seeds.
 */
export function rotateSeeds(state: DemoState, clientSeed?: string): DemoState {
  const revealed = state.serverSeed;
  const history = state.history.map((round) =>
    round.serverSeedHash === state.serverSeedHash ? { ...round, serverSeed: revealed } : round,
  );
  const fresh = freshSeeds();
  return {
    ...state,
    ...fresh,
    clientSeed: clientSeed?.trim() || fresh.clientSeed,
    history,
    active: [],
  };
}
