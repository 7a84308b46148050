// What a game module is (games/<game>.ts, one per in-house game played for
// money; the registry, games/index.ts, maps each game's name to its module)
// and what the modules share. A module holds everything about its game that
// the engine, verifyRound, the sandbox's game routes and the web's round lines
// and proofs need: its inputs (the contract's zod schema from zod.gen.ts, then
// the rules the contract cannot say), its draw, its round's opening, moves
// and settlement, its part of verifyRound, and its round's summary and proof
// step as data that the web words with its own messages. Nothing outside the
// registry picks a game by its name, so a game is added by adding its module
// (docs/architecture.md, "Adding an in-house game").
//
// The modules hash (their draws) and carry zod: only code that plays,
// verifies or describes rounds loads them, never a game page's first visit
// (games.ts and inputs.ts are what that needs).
import type { ZodMiniType } from 'zod/mini';
import type { CurrencyCode } from '../../rules/currency-codes.ts';
import { timesMultiplier } from '../../rules/money.ts';
import type { CaseSnapshot, PrizeKey } from '../cases.ts';
import type { CoinSide } from '../games.ts';
import {
  type EngineRound,
  type FairRound,
  type MoneyGame,
  RoundInputError,
  type RoundInputsByGame,
  type RoundMove,
  type RoundPlay,
} from '../inputs.ts';
import type { RoundSeeds } from '../rng.ts';

/** A source of uniform numbers in [0, 1) (Math.random, or a seeded or crypto one). */
export type Random = () => number;

/** One of `list`, drawn with `random`. */
export const pickWith = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

/** Throws the API's 422 refusal of an input or a move: the field and its message code. */
export function refuse(field: string, code: string, message: string): never {
  throw new RoundInputError(field, code, message);
}

/** A round that cannot be recomputed as asked (a missing or bad option of verifyRound). */
export class FairInputError extends Error {
  override readonly name = 'FairInputError';
}

/** What a game's round needs besides the seeds (verifyRound). */
export interface VerifyOptions {
  /** Miner: how many mines (1–24). */
  mines?: number;
  /** Hilo: how many cards to show (default 5). */
  cards?: number;
  /** Cases: the items' weights, in the case's order. */
  weights?: readonly number[];
  /** Rooms: the players' stakes, in the order they joined. */
  stakes?: readonly number[];
}

/** `values` when each is a positive finite number; FairInputError with `message` otherwise. */
export function positive(
  values: readonly number[] | undefined,
  message: string,
): readonly number[] {
  if (!values || values.length === 0 || values.some((v) => !(v > 0) || !Number.isFinite(v))) {
    throw new FairInputError(`${message} (positive numbers)`);
  }
  return values;
}

// ---- Inputs ---------------------------------------------------------------

/** A problem the contract's schema found in the inputs: where it is (`['chips', 0, 'amount']`). */
export interface InputIssue {
  readonly path: readonly PropertyKey[];
}

/** The inputs of a game as the engine takes them. */
export interface InputsSchema<T> {
  /** The contract's schema of these inputs (zod.gen.ts), which every accepted input satisfies. */
  readonly contract: ZodMiniType;
  /** The inputs checked and in the engine's shape; RoundInputError (the API's 422) otherwise. */
  parse(raw: unknown): T;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A game's inputs: first the contract's own schema (whose problems become the
 * game's refusal: `refusal` names the field, the code and the message of the
 * issues found), then `rules`, the game's rules the contract cannot say
 * (two decimals, distinct numbers, a straight bet's pocket...), which throw
 * their own refusal and give the inputs in the engine's shape.
 */
export function inputsSchema<C, T>(
  contract: ZodMiniType<C>,
  refusal: (issues: readonly InputIssue[], input: Record<string, unknown>) => RoundInputError,
  rules: (inputs: C) => T,
): InputsSchema<T> {
  return {
    contract,
    parse(raw) {
      if (!isObject(raw)) refuse('inputs', 'round.inputs', 'inputs must be an object');
      const parsed = contract.safeParse(raw);
      if (!parsed.success) throw refusal(parsed.error.issues, raw);
      return rules(parsed.data);
    },
  };
}

/** A refusal's code and message; the message may depend on the value refused. */
type Refusal = readonly [code: string, message: string | ((value: unknown) => string)];

/**
 * The refusal of the first issue by the input field it concerns (a game whose
 * fields each have one code); a field the table does not name is refused as
 * inputs the game does not take.
 */
export function byField(
  table: Readonly<Record<string, Refusal>>,
): (issues: readonly InputIssue[], input: Record<string, unknown>) => RoundInputError {
  return (issues, input) => {
    const field = String(issues[0]?.path[0] ?? 'inputs');
    const found = Object.hasOwn(table, field) ? table[field] : undefined;
    if (!found) return new RoundInputError('inputs', 'round.inputs', `${field} is not an input`);
    const [code, message] = found;
    return new RoundInputError(
      field,
      code,
      typeof message === 'function' ? message(input[field]) : message,
    );
  };
}

// Whether a number is written with at most two decimals. Compared after the
// division back (1.15 * 100 is 114.99999999999999 in binary floating point,
// but 115 / 100 is 1.15), as toMinor does for amounts.
export const twoDecimals = (n: number) => Number.isFinite(n) && Math.round(n * 100) / 100 === n;

// ---- Rounds ---------------------------------------------------------------

/** A one-step round, settled as it opens: its play, payout and multiplier (cases: with the case's snapshot). */
export function settled(
  play: RoundPlay,
  stakeMinor: number,
  payoutMinor: number,
  multiplier: number,
  snapshot: CaseSnapshot | null = null,
): EngineRound {
  return { play, stakeMinor, payoutMinor, multiplier, status: 'settled', case: snapshot };
}

/** A one-step round that pays the stake times `multiplier` (0 on a loss). */
export const settledAt = (play: RoundPlay, stakeMinor: number, multiplier: number) =>
  settled(play, stakeMinor, timesMultiplier(stakeMinor, multiplier), multiplier);

/** A round of several moves as it opens: nothing paid yet, the cash-out at 1. */
export function opened(play: RoundPlay, stakeMinor: number): EngineRound {
  return { play, stakeMinor, payoutMinor: 0, multiplier: 1, status: 'active', case: null };
}

/** An engine round of one game. */
type EngineRoundOf<G extends MoneyGame> = EngineRound & { play: RoundPlay<G> };

// ---- Summary and proof, as data ---------------------------------------------

/**
 * A value in a round's summary or proof, as data the web words: `null` when
 * there is none (a dash), a whole number as it is (a pocket, a count), a
 * number written in the reader's locale (`digits` fixed, else up to 4), a
 * word of the game (a dice direction, a coin side, a case's prize: the web's
 * messages say them), tile numbers as players see them (1–25), drawn
 * numbers (keno's), or cards.
 */
export type PhraseValue =
  | null
  | number
  | { decimal: number; digits?: number }
  | { direction: 'over' | 'under' }
  | { side: CoinSide }
  | { prize: PrizeKey }
  | { tiles: readonly number[] }
  | { numbers: readonly number[] }
  | { cards: readonly string[] };

/** The sentences a round's summary can be (the web's messages fair.summary.*). */
export type SummarySentence = 'dice' | 'coinflip' | 'crash' | 'roulette' | 'keno' | 'miner';

/**
 * What a settled round's result says, as data: a sentence with its values, or
 * one value alone (a case's prize, hilo's cards).
 */
export type RoundSummary =
  | { sentence: SummarySentence; values: Readonly<Record<string, PhraseValue>> }
  | { sentence: null; value: PhraseValue };

/** The texts of a proof step (the web's messages fair.how.*). */
export type ProofText =
  | 'dice'
  | 'roulette'
  | 'heads'
  | 'tails'
  | 'crash'
  | 'keno'
  | 'drawn'
  | 'yourNumbers'
  | 'miner'
  | 'mineTiles'
  | 'opened'
  | 'hilo'
  | 'cards'
  | 'cases';

/**
 * A part of a round's proof step (the game's rule from the round's first
 * float to its result, with the round's numbers): a sentence with its values,
 * or numbers, tiles or cards listed under a label.
 */
export type ProofPart =
  | { say: ProofText; values?: Readonly<Record<string, PhraseValue>> }
  | { list: readonly (number | string)[]; label: ProofText };

/** The first float of a round, as proofs show it (six decimals). */
export const floatValue = (float: number): PhraseValue => ({ decimal: float, digits: 6 });

// ---- The module ---------------------------------------------------------------

/**
 * An in-house game played for money, with `R` the result verifyRound gives
 * for it.
 */
export interface GameModule<G extends MoneyGame, R> {
  readonly game: G;
  /**
   * The contract's schema of this game's round record (zod.gen.ts): what a
   * record given to verifyRecord from outside (a file, a pasted text) must
   * be before the engine reads it.
   */
  readonly record: ZodMiniType;
  readonly inputs: InputsSchema<RoundInputsByGame[G]>;
  /**
   * For a game whose inputs carry the stake (no amount is sent): the input
   * field that does (where a refused stake is reported) and the stake, minor
   * units (roulette: its chips; cases: the case's price).
   */
  readonly stake?: {
    readonly field: string;
    of(inputs: RoundInputsByGame[G], currency: CurrencyCode): number;
  };
  /** Opens a round with checked inputs: settled at once, or active for the player's moves. */
  open(
    inputs: RoundInputsByGame[G],
    stakeMinor: number,
    seeds: RoundSeeds,
    currency: CurrencyCode,
  ): EngineRound;
  /**
   * A game of several moves: the moves it takes (each its contract path's last
   * part, `/{game}/rounds/{roundId}/{move}`, with the move's other fields as
   * that call's body), how an active round takes one (RoundInputError for
   * one it does not), and a record's moves in order, to replay it.
   */
  readonly moves?: {
    readonly kinds: readonly RoundMove['kind'][];
    apply(round: EngineRoundOf<G>, move: RoundMove, seeds: RoundSeeds): EngineRound;
    recorded(record: FairRound<G>): RoundMove[];
    /** A move a player might make next in an active round (not a cash-out), drawn with `random`. */
    sample(round: EngineRoundOf<G>, random: Random): RoundMove;
  };
  /**
   * A game whose record keeps what its round was played with (cases: the
   * case's snapshot): verification opens the round and prices it from the
   * record, not from today's tables.
   */
  readonly fromRecord?: {
    open(record: FairRound<G>, stakeMinor: number, seeds: RoundSeeds): EngineRound;
    stake(record: FairRound<G>): number;
  };
  /**
   * A bet a player might make at `stake` (major units), drawn with `random`:
   * its inputs as the API takes them, and the amount sent beside them. The
   * sandbox's simulated players (the bets feed) play these.
   */
  sample(random: Random, stake: number): { inputs: object; amount: number };
  /** verifyRound: the result of these seeds; FairInputError for a missing or bad option. */
  verify(seeds: RoundSeeds, options: VerifyOptions): R;
  /** verifyRound's result as players read it (the fairness verifier words it). */
  verified(result: R): PhraseValue;
  /** What a settled round's result says. */
  summary(round: FairRound<G>): RoundSummary;
  /** The proof's step from the round's first float to its result; null when there is none to show. */
  proof(round: FairRound<G>, seeds: RoundSeeds): ProofPart[] | null;
}
