// The in-house games' rules: their inputs' ranges, odds and payouts, with
// nothing random in them (the outcomes drawn from the seeds are each game's
// module's, games/), so a page can show a game's odds without carrying the
// engine: a game page's first visit loads this file, never the modules.

/** The 1% house edge of dice, crash, miner, hilo and coinflip. */
export const HOUSE_EDGE = 0.01;

const round2 = (n: number) => Math.round(n * 100) / 100;

// ---- Dice -----------------------------------------------------------------

/** A dice bet: win when the roll is over (or under) the target. */
export interface DiceBet {
  direction: 'over' | 'under';
  /** The target, 0.01–99.99. */
  target: number;
}

/** The lowest and highest win chance a dice bet may have, in percent. */
export const DICE_CHANCE = { min: 1, max: 95 } as const;

/** The win chance of a dice bet in percent (the share of rolls that win, as 100 - target or target). */
export function diceChance(bet: DiceBet): number {
  return round2(bet.direction === 'over' ? 100 - bet.target : bet.target);
}

/** The dice payout multiplier: 99 / chance (1% edge), 4 decimals. */
export function diceMultiplier(bet: DiceBet): number {
  return Math.floor((99 / diceChance(bet)) * 10_000) / 10_000;
}

/** True when the roll wins the bet. */
export function diceWins(bet: DiceBet, roll: number): boolean {
  return bet.direction === 'over' ? roll > bet.target : roll < bet.target;
}

// ---- Roulette (European, single zero) -----------------------------------

/** The red pockets of the European wheel. */
export const RED_POCKETS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

/** A roulette bet. */
export type RouletteBet =
  | { kind: 'straight'; pocket: number }
  | { kind: 'red' | 'black' | 'even' | 'odd' | 'low' | 'high' }
  | { kind: 'dozen' | 'column'; index: 1 | 2 | 3 };

/** The pockets a roulette bet covers. */
export function rouletteCovers(bet: RouletteBet): number[] {
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  switch (bet.kind) {
    case 'straight':
      return [bet.pocket];
    case 'red':
      return all.filter((n) => RED_POCKETS.has(n));
    case 'black':
      return all.filter((n) => !RED_POCKETS.has(n));
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'low':
      return all.filter((n) => n <= 18);
    case 'high':
      return all.filter((n) => n >= 19);
    case 'dozen':
      return all.filter((n) => Math.ceil(n / 12) === bet.index);
    case 'column':
      return all.filter((n) => ((n - 1) % 3) + 1 === bet.index);
  }
}

/** What a winning roulette bet returns per unit staked (stake included): 36 / pockets covered. */
export function rouletteMultiplier(bet: RouletteBet): number {
  return 36 / rouletteCovers(bet).length;
}

// ---- Crash ----------------------------------------------------------------

/** The lowest cash-out target. */
export const CRASH_MIN_TARGET = 1.01;

/** A crash bet with a cash-out target wins `target` times the stake when the crash point reaches it. */
export function crashWins(target: number, point: number): boolean {
  return point >= target;
}

// ---- Keno -------------------------------------------------------------------

/** Keno's board: numbers 1–40, 10 drawn. */
export const KENO = { numbers: 40, drawn: 10, maxPicks: 10 } as const;

/**
 * The keno paytable: KENO_PAYTABLE[picks][hits] is the multiplier (stake
 * included). Every row returns 96.8–97.3% to the player: kenoReturn gives each row's
 * exact figure.
 */
export const KENO_PAYTABLE: Readonly<Record<number, readonly number[]>> = {
  1: [0.69, 1.82],
  2: [0, 1.86, 4.41],
  3: [0, 1.01, 2.94, 10],
  4: [0, 0.53, 2.11, 5.81, 23],
  5: [0, 0.33, 1.63, 3.27, 11, 44],
  6: [0, 0, 1.34, 2.58, 7.21, 19, 82],
  7: [0, 0, 1.01, 2.01, 4.02, 12, 40, 181],
  8: [0, 0, 0.75, 1.5, 3.28, 7.49, 23, 75, 375],
  9: [0, 0, 0.53, 1.23, 2.64, 5.28, 13, 44, 176, 704],
  10: [0, 0, 0.42, 1.01, 2.02, 4.2, 8.41, 25, 84, 336, 841],
};

/** Numbers hit by a pick of numbers. */
export function kenoHits(picks: readonly number[], drawn: readonly number[]): number {
  const set = new Set(drawn);
  return picks.filter((n) => set.has(n)).length;
}

/** The multiplier for `hits` of `picks` picked numbers. */
export function kenoMultiplier(picks: number, hits: number): number {
  return KENO_PAYTABLE[picks]?.[hits] ?? 0;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** The exact return to player of a keno row (hypergeometric odds of each hit count). */
export function kenoReturn(picks: number): number {
  const row = KENO_PAYTABLE[picks] ?? [];
  const total = choose(KENO.numbers, KENO.drawn);
  return row.reduce(
    (sum, multiplier, hits) =>
      sum +
      (multiplier * choose(picks, hits) * choose(KENO.numbers - picks, KENO.drawn - hits)) / total,
    0,
  );
}

// ---- Miner ----------------------------------------------------------------------

/** Miner's board: 25 tiles, 0–24 left to right, top to bottom, with 1–24 mines. */
export const MINER = { tiles: 25, minMines: 1, maxMines: 24 } as const;

/** Miner's cash-out multiplier after `revealed` safe tiles with `mines` mines: 0.99 / P(all safe), 2 decimals down. */
export function minerMultiplier(mines: number, revealed: number): number {
  if (revealed === 0) return 1;
  let safe = 1;
  for (let i = 0; i < revealed; i++) safe *= (MINER.tiles - mines - i) / (MINER.tiles - i);
  return Math.floor(((1 - HOUSE_EDGE) / safe) * 100) / 100;
}

// ---- Hilo -------------------------------------------------------------------

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
const SUITS = ['♦', '♥', '♠', '♣'] as const;

/** A card: its code (e.g. ♠J), rank 0 (2) – 12 (A) and index 0–51 (♦2 ♥2 ♠2 ♣2 ♦3 … ♣A). */
export interface Card {
  code: string;
  rank: number;
  index: number;
}

/** The card of index 0–51. */
export function cardAt(index: number): Card {
  const rank = Math.floor(index / 4);
  return { code: `${SUITS[index % 4]}${RANKS[rank]}`, rank, index };
}

/** A hilo guess about the next card's rank. */
export type HiloGuess = 'higherOrSame' | 'lowerOrSame';

/** The chance of a guess from a card of `rank` (unlimited deck). */
export function hiloChance(rank: number, guess: HiloGuess): number {
  return guess === 'higherOrSame' ? (13 - rank) / 13 : (rank + 1) / 13;
}

/** The multiplier of one right guess: 0.99 / chance, 2 decimals down. */
export function hiloMultiplier(rank: number, guess: HiloGuess): number {
  return Math.floor(((1 - HOUSE_EDGE) / hiloChance(rank, guess)) * 100) / 100;
}

/** True when `next` makes the guess right. */
export function hiloRight(current: Card, next: Card, guess: HiloGuess): boolean {
  return guess === 'higherOrSame' ? next.rank >= current.rank : next.rank <= current.rank;
}

// ---- Coinflip ---------------------------------------------------------------

/** A coin side. */
export type CoinSide = 'heads' | 'tails';

/** A right call pays 1.98 (1% edge). */
export const COINFLIP_MULTIPLIER = 1.98;

// ---- Rooms --------------------------------------------------------------------

/** True for a client seed the game services take: 1–64 printable ASCII characters (the contract's ClientSeed). */
export function isClientSeed(seed: unknown): seed is string {
  return typeof seed === 'string' && /^[\x20-\x7E]{1,64}$/.test(seed);
}

/**
 * The client seed of a shared room draw: every participant's client
 * seed in joining order, one per line. A client seed is printable ASCII (no
 * line break), so the list reads back one way only. With the server seed
 * committed by its hash before the room opens, no single party, the house
 * included, can choose the draw: the last seed to join is mixed with a server
 * seed it cannot see.
 */
export function roomClientSeed(clientSeeds: readonly string[]): string {
  if (clientSeeds.length === 0)
    throw new RangeError('a room draw needs the players\u2019 client seeds');
  if (!clientSeeds.every(isClientSeed)) {
    throw new RangeError('a client seed is 1–64 printable characters');
  }
  return clientSeeds.join('\n');
}

/** The index whose range [sum before, sum before + weight) holds float * total. */
export function pickByRanges(float: number, weights: readonly number[]): number {
  if (weights.length === 0 || weights.some((w) => !(w > 0) || !Number.isFinite(w))) {
    throw new RangeError('weights must be positive numbers');
  }
  const total = weights.reduce((a, b) => a + b, 0);
  // A sum past the largest number would make every ticket land on the last range.
  if (!Number.isFinite(total))
    throw new RangeError('the weights add up to more than a number can hold');
  const ticket = float * total;
  let end = 0;
  for (const [index, weight] of weights.entries()) {
    end += weight;
    if (ticket < end) return index;
  }
  return weights.length - 1;
}
