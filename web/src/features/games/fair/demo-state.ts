// The demo state (play for fun) and the rules of its balances: a demo balance
// per currency in minor units, one seed pair, the rounds as the same records
// the game services send, and the miner or hilo round in play, kept in local
// storage so a reload changes nothing. Its rounds are played by the same
// engine as the game services' (demo-rounds.ts, loaded when a page shows the
// state); this part has nothing random in it, so the pages that show a
// balance carry no engine. The "server" seed lives in this browser, which is
// fine for fun and says nothing about real bets: those are played on the game
// services.
import { type CurrencyCode, currencyRules, LOCAL_STORAGE_KEYS, toMinor } from '@casino/sdk';
import type { EngineRound, FairRound } from '@casino/sdk/fair';

/** A miner or hilo round being played: the engine's state and the seeds of its nonce. */
export interface DemoActive {
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
export const OLD_KEY = LOCAL_STORAGE_KEYS.oldDemo;
/** How many rounds the history keeps. */
export const HISTORY_SIZE = 50;

/** A stake above the balance played with (the demo's, or the real one checked before sending). */
export class ShortBalanceError extends Error {
  override readonly name = 'ShortBalanceError';
}

/** A fresh demo balance, minor units: 1000 times the currency's smallest crash bet (1000 ₽, 10 $, 5000 ₸). */
export function startingBalance(currency: CurrencyCode): number {
  return (toMinor(currencyRules(currency).bets.crash.min ?? 1) ?? 100) * 1000;
}

/** The demo balance of a currency, minor units (a fresh one when none is kept). */
export function balanceOf(state: DemoState, currency: CurrencyCode): number {
  return state.balances[currency] ?? startingBalance(currency);
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
