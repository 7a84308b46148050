// The currency table (SPEC.md section 9): symbols, bet limits per game, minimum
// payout, rooms and wheel of fortune, deposit defaults. Bet limits and room
// minimums the table leaves "not shown" are inferred (so that no player is
// locked out of a game by currency) by one rule, RUB's value times the
// currency's scale against RUB, and marked `inferred` where they live; see
// SCALE_TO_RUB. The wheel of fortune's max stays `null` where not shown.
import {
  CURRENCY_SYMBOLS,
  type CurrencyCode,
  DEFAULT_CURRENCY,
  isCurrencyCode,
} from './currency-codes.ts';
import type { InHouseGame } from './games.ts';

/** An in-house game with per-currency bet limits (cases and rooms price their own way). */
export type BetGame = Exclude<InHouseGame, 'cases' | 'rooms'>;
/** A room of /games/rooms. */
export type Room = 'red' | 'yellow' | 'purple';

/** Bet limits of one game in one currency; null where neither SPEC.md nor the rule gives a value. */
export interface Limits {
  min: number | null;
  max: number | null;
  /** Which of the two were inferred (RUB's times the currency's scale); absent when SPEC.md shows both. */
  inferred?: readonly ('min' | 'max')[];
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
  /** True when the room minimums were inferred (RUB's times the currency's scale). */
  roomsInferred?: boolean;
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

/** The currency table as SPEC.md shows it. */
const SHOWN: Readonly<Record<CurrencyCode, CurrencyRules>> = {
  RUB: {
    code: 'RUB',
    symbol: CURRENCY_SYMBOLS.RUB,
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
  USD: usdLike('USD', CURRENCY_SYMBOLS.USD),
  EUR: usdLike('EUR', CURRENCY_SYMBOLS.EUR),
  KZT: kztLike('KZT', CURRENCY_SYMBOLS.KZT),
  TRY: kztLike('TRY', CURRENCY_SYMBOLS.TRY),
  AZN: kztLike('AZN', CURRENCY_SYMBOLS.AZN),
  INR: {
    code: 'INR',
    symbol: CURRENCY_SYMBOLS.INR,
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

/**
 * Each currency's scale against RUB, from the one game whose limits SPEC.md
 * shows in every currency, coinflip (RUB 1–10000): USD and EUR 0.01–100 (÷100),
 * KZT, TRY and AZN 5–50000 (×5), INR 1–10000 (×1). Crash and miner agree.
 */
export const SCALE_TO_RUB: Readonly<Record<CurrencyCode, number>> = {
  RUB: 1,
  USD: 0.01,
  EUR: 0.01,
  KZT: 5,
  TRY: 5,
  AZN: 5,
  INR: 1,
};

/**
 * Minor units of `rub` roubles in `currency` by the table's scale: how an
 * amount the product sets in roubles (a bonus's cap, a free spin's worth, a
 * bet's largest return) reads in every currency.
 */
export function rubInMinor(rub: number, currency: CurrencyCode): number {
  return Math.round(rub * SCALE_TO_RUB[currency] * 100);
}

/** RUB's value times the scale, to the cent (no float residue: 10000 × 0.01 is 100). */
const scaled = (rub: number | null, scale: number) =>
  rub === null ? null : Math.round(rub * scale * 100) / 100;

/** A currency's row with what SPEC.md leaves out inferred from RUB's and marked. */
function withInferred(rules: CurrencyRules): CurrencyRules {
  const scale = SCALE_TO_RUB[rules.code];
  const rub = SHOWN.RUB;
  const bets = Object.fromEntries(
    BET_GAMES.map((game) => {
      const shown = rules.bets[game];
      const inferred = (['min', 'max'] as const).filter((end) => shown[end] === null);
      if (inferred.length === 0) return [game, shown];
      const limits: Limits = {
        min: shown.min ?? scaled(rub.bets[game].min, scale),
        max: shown.max ?? scaled(rub.bets[game].max, scale),
        inferred,
      };
      return [game, limits];
    }),
  ) as Record<BetGame, Limits>;
  const roomsShown = ROOMS.every((room) => rules.rooms[room] !== null);
  return {
    ...rules,
    bets,
    ...(roomsShown
      ? {}
      : {
          rooms: {
            red: rules.rooms.red ?? scaled(rub.rooms.red, scale),
            yellow: rules.rooms.yellow ?? scaled(rub.rooms.yellow, scale),
            purple: rules.rooms.purple ?? scaled(rub.rooms.purple, scale),
          },
          roomsInferred: true,
        }),
  };
}

/** The currency table, by code: SPEC.md's values, and the inferred ones marked. */
export const CURRENCIES: Readonly<Record<CurrencyCode, CurrencyRules>> = Object.fromEntries(
  Object.values(SHOWN).map((rules) => [rules.code, withInferred(rules)]),
) as Record<CurrencyCode, CurrencyRules>;

/** Levels start at 100. */
export const LEVELS_MIN = 100;
/** Deposit limits a payment method leaves out (SPEC.md sections 5 and 9). */
export const DEPOSIT_DEFAULTS = { min: 100, max: 300000, default: 100 } as const;

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
 * Checks a bet against the table (SPEC.md's limits and the inferred ones).
 * `limits-not-shown` stays for a row with neither limit, which the table no
 * longer has.
 */
export function checkBet(
  amount: number,
  currency: string | null | undefined,
  game: BetGame,
): BetProblem | null {
  return checkLimits(amount, currencyRules(currency).bets[game]);
}

/** The limits of a room in a currency: its minimum (inferred where SPEC.md shows none), no maximum shown. */
export function roomLimits(currency: string | null | undefined, room: Room): Limits {
  const rules = currencyRules(currency);
  return {
    min: rules.rooms[room],
    max: null,
    ...(rules.roomsInferred ? { inferred: ['min'] as const } : {}),
  };
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
