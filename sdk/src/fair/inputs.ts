// What a round of an in-house game takes and records, with nothing random in
// it and no schema: the games played for money, the types of their inputs,
// moves and results, the record's shape, the refusal of a bad input (the
// API's 422 codes) and how tiles and cards are numbered. A page that only
// shows a game or its records needs this alone; checking inputs and playing
// rounds is each game's module's (games/, with the contract's zod schemas and
// the hashing draws), which the engine (rounds.ts) dispatches to.
import type { CurrencyCode } from '../rules/currency-codes.ts';
import type { InHouseGame } from '../rules/games.ts';
import type { CaseSnapshot } from './cases.ts';
import type { CoinSide, DiceBet, HiloGuess, RouletteBet } from './games.ts';

/** The in-house games played for money here (rooms are shared rounds, see the live rounds). */
export type MoneyGame = Exclude<InHouseGame, 'rooms'>;

/** The games whose rounds take several moves. */
export type SteppedGame = 'miner' | 'hilo';

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

/** A move in a round of several steps. */
export type RoundMove =
  | { kind: 'reveal'; tile: number }
  | { kind: 'guess'; guess: HiloGuess }
  | { kind: 'cashout' };

const RANK_ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
/** The rank (0 = 2 … 12 = A) of a card code such as ♠J; -1 for anything else. */
export const cardRank = (code: string) => RANK_ORDER.indexOf(code.slice(1));
