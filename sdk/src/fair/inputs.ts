// What a round of an in-house game takes and records, with nothing random in
// it: the games played for money, their inputs and moves (checked here, the
// API's 422 codes on a bad one), the stake they take, the record's shape. The
// engine that plays and verifies rounds (rounds.ts) builds on it; a page that
// only checks a bet or shows a record needs this alone, no hash function.
import type { CurrencyCode } from '../rules/currency-codes.ts';
import type { InHouseGame } from '../rules/games.ts';
import { toMinor } from '../rules/money.ts';
import { type CaseSnapshot, houseCase, snapshotCase } from './cases.ts';
import {
  type CoinSide,
  CRASH_MIN_TARGET,
  DICE_CHANCE,
  type DiceBet,
  diceChance,
  type HiloGuess,
  KENO,
  MINES,
  type RouletteBet,
} from './games.ts';

/** The in-house games played for money here (rooms are shared rounds, see the live rounds). */
export type MoneyGame = Exclude<InHouseGame, 'rooms'>;
/** Every MoneyGame. */
export const MONEY_GAMES: readonly MoneyGame[] = [
  'dice',
  'coinflip',
  'crash',
  'roulette',
  'keno',
  'cases',
  'miner',
  'hilo',
];
/** The games whose rounds take several moves. */
export type SteppedGame = 'miner' | 'hilo';

/** True when `game` is played for money through a game service. */
export function isMoneyGame(game: unknown): game is MoneyGame {
  return typeof game === 'string' && (MONEY_GAMES as readonly string[]).includes(game);
}

/** A chip on the roulette table: a bet and its amount (major units). */
export type RouletteChip = RouletteBet & { amount: number };

/** What the player chooses before a round, by game. */
export interface RoundInputsByGame {
  dice: DiceBet;
  coinflip: { side: CoinSide };
  /** The cash-out target, from 1.01, two decimals. */
  crash: { target: number };
  roulette: { chips: RouletteChip[] };
  keno: { picks: number[] };
  cases: { caseId: string };
  miner: { mines: number };
  hilo: Record<string, never>;
}

/** What the player did during a round of several moves, by game. */
export interface RoundMovesByGame {
  /** Tiles opened, 0–24, in order. */
  miner: { revealed: number[] };
  /** The guesses made, in order, and the cards shown so far (the first is the start card). */
  hilo: { guesses: HiloGuess[]; cards: string[] };
}

/** What the seeds decided, by game (for miner: where the mines were; for hilo: every card shown). */
export interface RoundResultByGame {
  dice: { roll: number };
  coinflip: { side: CoinSide };
  crash: { crashPoint: number };
  roulette: { pocket: number };
  keno: { drawn: number[]; hits: number };
  cases: { item: number };
  miner: { mines: number[] };
  hilo: { cards: string[] };
}

/** The game-specific part of a round. */
export type RoundPlay<G extends MoneyGame = MoneyGame> = {
  [K in G]: {
    game: K;
    inputs: RoundInputsByGame[K];
    moves: K extends SteppedGame ? RoundMovesByGame[K] : null;
    /** Null while the round is active. */
    result: RoundResultByGame[K] | null;
  };
}[G];

/**
 * A round as the game services record it and `casino fair verify --round`
 * reads it: everything needed to recompute it offline.
 */
export type FairRound<G extends MoneyGame = MoneyGame> = RoundPlay<G> & {
  id: string;
  algorithm: string;
  /** `active`: a miner or hilo round still being played; its result is hidden. */
  status: 'active' | 'settled';
  currency: CurrencyCode;
  /** The stake, major units (for cases, the price; for roulette, the chips together). */
  amount: number;
  /** What came back, major units (0 while active and on a loss). */
  payout: number;
  /** The payout over the stake; while active, the cash-out multiplier now. */
  multiplier: number;
  /** SHA-256 of the server seed, shown before the round. */
  serverSeedHash: string;
  /** Revealed once the seed pair is rotated; null until then. */
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  /** Cases: the case opened, its price and odds at that moment. Null for other games. */
  case: CaseSnapshot | null;
  createdAt: string;
  settledAt: string | null;
};

/** A bad input of a round: the field it concerns and a message code (the API's 422). */
export class RoundInputError extends Error {
  override readonly name = 'RoundInputError';
  /** The field the input concerns (`target`, `picks`, `tile`...). */
  readonly field: string;
  /** The message code (`round.target`...), as the API's 422 carries it. */
  readonly code: string;
  constructor(field: string, code: string, message: string) {
    super(message);
    this.field = field;
    this.code = code;
  }
}

const fail = (field: string, code: string, message: string): never => {
  throw new RoundInputError(field, code, message);
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Whether a number is written with at most two decimals. Compared after the
// division back (1.15 * 100 is 114.99999999999999 in binary floating point,
// but 115 / 100 is 1.15), as toMinor does for amounts.
const twoDecimals = (n: number) => Number.isFinite(n) && Math.round(n * 100) / 100 === n;

/** A tile's number as players see it everywhere (board, history, verification): 1–25 for the record's 0–24. */
export const tileNumber = (tile: number) => tile + 1;

/** A round's state in minor units, as the engine moves it. */
export interface EngineRound {
  play: RoundPlay;
  stakeMinor: number;
  payoutMinor: number;
  multiplier: number;
  status: 'active' | 'settled';
  case: CaseSnapshot | null;
}

/** The stake a round of these inputs takes, minor units, before any limit (roulette: the chips; cases: the price). */
export function roundStake(
  game: MoneyGame,
  inputs: unknown,
  amount: unknown,
  currency: CurrencyCode,
): number {
  if (game === 'roulette') {
    const chips = checkInputs('roulette', inputs).chips;
    return chips.reduce((sum, chip) => sum + (toMinor(chip.amount) ?? 0), 0);
  }
  if (game === 'cases') {
    const found = houseCase(checkInputs('cases', inputs).caseId);
    return toMinor(found ? snapshotCase(found, currency).price : 0) ?? 0;
  }
  const minor = typeof amount === 'number' ? toMinor(amount) : null;
  if (minor === null || minor === 0) {
    return fail('amount', 'bet.amount', 'the stake must be a positive amount with two decimals');
  }
  return minor;
}

const ROULETTE_KINDS = new Set(['red', 'black', 'even', 'odd', 'low', 'high']);

/** The inputs of a game, checked; throws RoundInputError for anything else. */
export function checkInputs<G extends MoneyGame>(game: G, inputs: unknown): RoundInputsByGame[G] {
  const input = isObject(inputs)
    ? inputs
    : fail('inputs', 'round.inputs', 'inputs must be an object');
  switch (game) {
    case 'dice': {
      const { direction, target } = input;
      if (direction !== 'over' && direction !== 'under')
        fail('direction', 'round.direction', 'direction is over or under');
      if (typeof target !== 'number' || !twoDecimals(target))
        fail('target', 'round.target', 'the target is a number with two decimals');
      const bet = { direction, target } as DiceBet;
      const chance = diceChance(bet);
      if (!(chance >= DICE_CHANCE.min && chance <= DICE_CHANCE.max))
        fail(
          'target',
          'round.target',
          `the win chance must be ${DICE_CHANCE.min}–${DICE_CHANCE.max}%`,
        );
      return bet as RoundInputsByGame[G];
    }
    case 'coinflip':
      if (input.side !== 'heads' && input.side !== 'tails')
        fail('side', 'round.side', 'side is heads or tails');
      return { side: input.side } as RoundInputsByGame[G];
    case 'crash': {
      const { target } = input;
      if (
        typeof target !== 'number' ||
        !twoDecimals(target) ||
        target < CRASH_MIN_TARGET ||
        target > 1_000_000
      )
        fail(
          'target',
          'round.target',
          `the cash-out target is ${CRASH_MIN_TARGET}–1000000, two decimals`,
        );
      return { target } as RoundInputsByGame[G];
    }
    case 'roulette':
      return { chips: checkChips(input.chips) } as RoundInputsByGame[G];
    case 'keno': {
      const { picks } = input;
      if (
        !Array.isArray(picks) ||
        picks.length < 1 ||
        picks.length > KENO.maxPicks ||
        picks.some((n) => !Number.isInteger(n) || n < 1 || n > KENO.numbers) ||
        new Set(picks).size !== picks.length
      )
        fail(
          'picks',
          'round.picks',
          `pick 1–${KENO.maxPicks} different numbers of 1–${KENO.numbers}`,
        );
      return { picks: [...(picks as number[])] } as RoundInputsByGame[G];
    }
    case 'cases':
      if (typeof input.caseId !== 'string' || !houseCase(input.caseId))
        fail('caseId', 'round.case', 'no such case');
      return { caseId: input.caseId } as RoundInputsByGame[G];
    case 'miner': {
      const { mines } = input;
      if (
        !Number.isInteger(mines) ||
        (mines as number) < MINES.minMines ||
        (mines as number) > MINES.maxMines
      )
        fail('mines', 'round.mines', `mines are ${MINES.minMines}–${MINES.maxMines}`);
      return { mines } as RoundInputsByGame[G];
    }
    case 'hilo':
      return {} as RoundInputsByGame[G];
    default:
      return fail('game', 'round.game', `${String(game)} is not played for money`);
  }
}

function checkChips(chips: unknown): RouletteChip[] {
  if (!Array.isArray(chips) || chips.length === 0 || chips.length > 50)
    fail('chips', 'round.chips', 'place 1–50 chips');
  return (chips as unknown[]).map((chip) => {
    if (!isObject(chip)) return fail('chips', 'round.chips', 'a chip is an object');
    const amount = chip.amount;
    if (typeof amount !== 'number' || !(toMinor(amount) ?? 0))
      fail('chips', 'bet.amount', 'a chip has a positive amount with two decimals');
    const kind = chip.kind;
    if (kind === 'straight') {
      if (
        !Number.isInteger(chip.pocket) ||
        (chip.pocket as number) < 0 ||
        (chip.pocket as number) > 36
      )
        fail('chips', 'round.chips', 'a straight bet is on a pocket of 0–36');
      return { kind, pocket: chip.pocket as number, amount: amount as number };
    }
    if (kind === 'dozen' || kind === 'column') {
      if (chip.index !== 1 && chip.index !== 2 && chip.index !== 3)
        fail('chips', 'round.chips', 'a dozen or column is 1, 2 or 3');
      return { kind, index: chip.index as 1 | 2 | 3, amount: amount as number };
    }
    if (typeof kind === 'string' && ROULETTE_KINDS.has(kind))
      return { kind: kind as 'red', amount: amount as number };
    return fail('chips', 'round.chips', `no roulette bet ${String(kind)}`);
  });
}

/** A move in a round of several steps. */
export type RoundMove =
  | { kind: 'reveal'; tile: number }
  | { kind: 'guess'; guess: HiloGuess }
  | { kind: 'cashout' };

const RANK_ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
/** The rank (0 = 2 … 12 = A) of a card code such as ♠J; -1 for anything else. */
export const cardRank = (code: string) => RANK_ORDER.indexOf(code.slice(1));
