// Demo play (play for fun): the same round engine as the game services
// (`@casino/sdk/fair` rounds.ts), run in the browser: a demo balance per
// currency in minor units, one seed pair (the server seed kept here until
// rotated, its SHA-256 shown before play; the client seed the player may
// change at a rotation; the nonce counting rounds from 1), the rounds as the
// same records the services send, and the miner or hilo round in play. Kept in
// local storage so a reload changes nothing. The "server" seed lives in this
// browser, which is fine for fun and says nothing about real bets: those are
// played on the game services.
import { type CurrencyCode, currencyRules, LOCAL_STORAGE_KEYS, toMinor } from '@casino/sdk';
import {
  type EngineRound,
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

/** A miner or hilo round being played: the engine's state and the seeds of its nonce. */
interface DemoActive {
  id: string;
  currency: CurrencyCode;
  nonce: number;
  engine: EngineRound;
  createdAt: string;
}

/** The whole demo state. */
export interface DemoState {
  /** Demo balances, minor units. */
  balances: Partial<Record<CurrencyCode, number>>;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Rounds played with the current seeds. */
  nonce: number;
  /** Newest first, as the game services record rounds. */
  history: FairRound[];
  /** Rounds of several steps being played. */
  active: DemoActive[];
}

/** The local-storage key of the demo state (the older shape's key is removed). */
export const DEMO_KEY = LOCAL_STORAGE_KEYS.demo;
const OLD_KEY = LOCAL_STORAGE_KEYS.oldDemo;
/** How many rounds the history keeps. */
const HISTORY_SIZE = 50;

/** A stake above the balance played with (the demo's, or the real one checked before sending). */
export class ShortBalanceError extends Error {
  override readonly name = 'ShortBalanceError';
}

/** A fresh demo balance, minor units: 1000 times the currency's smallest crash bet (1000 ₽, 10 $, 5000 ₸). */
export function startingBalance(currency: CurrencyCode): number {
  return (toMinor(currencyRules(currency).bets.crash.min ?? 1) ?? 100) * 1000;
}

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

/** The demo balance of a currency, minor units (a fresh one when none is kept). */
export function balanceOf(state: DemoState, currency: CurrencyCode): number {
  return state.balances[currency] ?? startingBalance(currency);
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

/** Resets one currency's demo balance. */
export function resetBalance(state: DemoState, currency: CurrencyCode): DemoState {
  return { ...state, balances: { ...state.balances, [currency]: startingBalance(currency) } };
}

/**
 * Moves a demo balance by `deltaMinor` (a live round's stake out, its win
 * in); a stake the balance cannot cover throws ShortBalanceError.
 */
export function moveBalance(
  state: DemoState,
  currency: CurrencyCode,
  deltaMinor: number,
): DemoState {
  const after = balanceOf(state, currency) + deltaMinor;
  if (after < 0) throw new ShortBalanceError('not enough demo balance');
  return { ...state, balances: { ...state.balances, [currency]: after } };
}
