// The currency table (SPEC.md section 9): symbols, bet limits per game, minimum
// payout, rooms and wheel of fortune, deposit defaults. `null` means SPEC.md
// does not show that value: callers say so rather than invent one.
import type { InHouseGame } from './games.ts';

/** A currency of the table. */
export type CurrencyCode = 'RUB' | 'USD' | 'EUR' | 'KZT' | 'TRY' | 'AZN' | 'INR';
/** An in-house game with per-currency bet limits (cases and rooms price their own way). */
export type BetGame = Exclude<InHouseGame, 'cases' | 'rooms'>;
/** A room of /games/rooms. */
export type Room = 'red' | 'yellow' | 'purple';

/** Bet limits of one game in one currency; null where SPEC.md does not show the value. */
export interface Limits {
  min: number | null;
  max: number | null;
}

/** One row of the currency table. */
export interface CurrencyRules {
  code: CurrencyCode;
  symbol: string;
  bets: Readonly<Record<BetGame, Limits>>;
  minPayout: number;
  wheelOfFortuneMax: number | null;
  /** Minimum bet per room; null where not shown. */
  rooms: Readonly<Record<Room, number | null>>;
}

/** True when the currency table has bet limits for `game`. */
export function isBetGame(game: InHouseGame): game is BetGame {
  return game !== 'cases' && game !== 'rooms';
}
/** Every currency game. */
export const BET_GAMES: readonly BetGame[] = [
  'crash',
  'miner',
  'coinflip',
  'keno',
  'hilo',
  'roulette',
  'dice',
];
/** Every room. */
export const ROOMS: readonly Room[] = ['red', 'yellow', 'purple'];

const range = (min: number | null, max: number | null): Limits => ({ min, max });
const notShown = range(null, null);
const noRooms = { red: null, yellow: null, purple: null } as const;

const usdLike = (code: CurrencyCode, symbol: string): CurrencyRules => ({
  code,
  symbol,
  bets: {
    crash: range(0.01, 500),
    miner: range(0.01, 10),
    coinflip: range(0.01, 100),
    keno: notShown,
    hilo: notShown,
    roulette: range(null, 0.1),
    dice: notShown,
  },
  minPayout: 1,
  wheelOfFortuneMax: null,
  rooms: noRooms,
});

const kztLike = (code: CurrencyCode, symbol: string): CurrencyRules => ({
  code,
  symbol,
  bets: {
    crash: range(5, 250000),
    miner: range(5, 5000),
    coinflip: range(5, 50000),
    keno: notShown,
    hilo: notShown,
    roulette: range(null, 5),
    dice: notShown,
  },
  minPayout: 500,
  wheelOfFortuneMax: 5,
  rooms: noRooms,
});

/** The currency table, by code. */
export const CURRENCIES: Readonly<Record<CurrencyCode, CurrencyRules>> = {
  RUB: {
    code: 'RUB',
    symbol: '₽',
    bets: {
      crash: range(1, 50000),
      miner: range(1, 1000),
      coinflip: range(1, 10000),
      keno: range(1, 10000),
      hilo: range(1, 10000),
      roulette: range(1, 10000),
      dice: range(1, 10000),
    },
    minPayout: 100,
    wheelOfFortuneMax: 1,
    rooms: { red: 1, yellow: 10, purple: 50 },
  },
  USD: usdLike('USD', '$'),
  EUR: usdLike('EUR', '€'),
  KZT: kztLike('KZT', '₸'),
  TRY: kztLike('TRY', '₺'),
  AZN: kztLike('AZN', '₼'),
  INR: {
    code: 'INR',
    symbol: '₹',
    bets: {
      crash: range(1, 50000),
      miner: range(1, 1000),
      coinflip: range(1, 10000),
      keno: notShown,
      hilo: notShown,
      roulette: range(null, 1),
      dice: notShown,
    },
    minPayout: 100,
    wheelOfFortuneMax: null,
    rooms: noRooms,
  },
};

/** The default currency (a profile without one is shown in it). */
export const DEFAULT_CURRENCY: CurrencyCode = 'RUB';
/** Levels start at 100. */
export const LEVELS_MIN = 100;
/** Deposit limits a payment method leaves out (SPEC.md sections 5 and 9). */
export const DEPOSIT_DEFAULTS = { min: 100, max: 300000, default: 100 } as const;

/** True when `code` is a currency of the table. */
export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && Object.hasOwn(CURRENCIES, code);
}

/** The rules of a currency; a missing or unknown one gives the default currency's. */
export function currencyRules(code: string | null | undefined): CurrencyRules {
  return CURRENCIES[isCurrencyCode(code) ? code : DEFAULT_CURRENCY];
}

/** Why a bet amount is refused. */
export type BetProblem =
  | { kind: 'not-a-number' }
  | { kind: 'below-min'; min: number }
  | { kind: 'above-max'; max: number }
  | { kind: 'limits-not-shown' };

/**
 * Checks a bet against the table. Where SPEC.md shows neither limit for the
 * game in this currency the answer is `limits-not-shown`; where it shows one,
 * only that one is checked.
 */
export function checkBet(
  amount: number,
  currency: string | null | undefined,
  game: BetGame,
): BetProblem | null {
  return checkLimits(amount, currencyRules(currency).bets[game]);
}

/** The limits of a room in a currency: its minimum (null where not shown), no maximum shown. */
export function roomLimits(currency: string | null | undefined, room: Room): Limits {
  return { min: currencyRules(currency).rooms[room], max: null };
}

/** The digits after the point a currency's amounts take: 2 for USD and EUR (limits from 0.01), else 0. */
export function currencyDecimals(currency: string | null | undefined): number {
  const code = currencyRules(currency).code;
  return code === 'USD' || code === 'EUR' ? 2 : 0;
}

/** Checks an amount against limits (the same rules as checkBet). */
export function checkLimits(amount: number, { min, max }: Limits): BetProblem | null {
  if (!Number.isFinite(amount) || amount <= 0) return { kind: 'not-a-number' };
  if (min === null && max === null) return { kind: 'limits-not-shown' };
  if (min !== null && amount < min) return { kind: 'below-min', min };
  if (max !== null && amount > max) return { kind: 'above-max', max };
  return null;
}

/** A payment method's limits as the billing data gives them. */
export interface MethodLimits {
  min_amount?: number | null;
  max_amount?: number | null;
  default_amount?: number | null;
}

/** A method's deposit limits with the defaults applied to missing or non-positive values. */
export function depositLimits(method: MethodLimits): { min: number; max: number; default: number } {
  const pick = (value: number | null | undefined, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
  const min = pick(method.min_amount, DEPOSIT_DEFAULTS.min);
  const max = Math.max(min, pick(method.max_amount, DEPOSIT_DEFAULTS.max));
  const fallbackDefault = Math.min(Math.max(DEPOSIT_DEFAULTS.default, min), max);
  const value = pick(method.default_amount, fallbackDefault);
  return { min, max, default: Math.min(Math.max(value, min), max) };
}

/** Formats an amount with the currency's symbol, e.g. `1 000 ₽`, `0.01 $` (symbol after, as the table writes limits). */
export function formatMoney(
  amount: number,
  currency: string | null | undefined,
  locale = 'ru-RU',
): string {
  const rules = currencyRules(currency);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount);
  return `${number}\u00a0${rules.symbol}`;
}
