// Where a document holds round records, in the shapes the game services answer
// with: a bare round (`FairRound`), a place or move answer `{"round",
// "balance"}`, or the history answer of GET /rounds `{"rounds": [...]}`. Read
// by `casino fair verify --round` and the web's fairness verifier (a record
// pasted in); each words the problems in its own way. checkRecord then checks
// one record before the engine reads it.
import { gameModule, isMoneyGame } from './games/index.ts';
import type { FairRound, MoneyGame } from './inputs.ts';
import { FAIR_ALGORITHM } from './rounds.ts';

/** One record found, and where it sits in the document (`rounds[2]`, `round`, or '' for the document itself). */
export interface RecordAt {
  readonly raw: unknown;
  readonly at: string;
}

/** Why a document holds no round records. */
export type RecordsProblem =
  /** The document is not an object (`kind` says what it is). */
  | { readonly problem: 'not-an-object'; readonly kind: ValueKind }
  /** Its `rounds` is not a list. */
  | { readonly problem: 'rounds-not-a-list'; readonly kind: ValueKind }
  /** Its `rounds` is an empty list. */
  | { readonly problem: 'no-rounds' }
  /** An object with none of a record's fields (`keys`: its own fields). */
  | { readonly problem: 'no-record'; readonly keys: readonly string[] };

/** What a JSON value is, for a message. */
export type ValueKind = 'null' | 'list' | 'object' | 'string' | 'number' | 'boolean' | 'other';

/** What a JSON value is. */
export function jsonKindOf(value: unknown): ValueKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  const type = typeof value;
  return type === 'object' || type === 'string' || type === 'number' || type === 'boolean'
    ? type
    : 'other';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The round records a document holds, each with where it sits; or why it holds none. */
export function roundRecordsIn(
  doc: unknown,
): { readonly rounds: readonly RecordAt[] } | RecordsProblem {
  if (!isObject(doc)) return { problem: 'not-an-object', kind: jsonKindOf(doc) };
  if (Object.hasOwn(doc, 'rounds')) {
    if (!Array.isArray(doc.rounds))
      return { problem: 'rounds-not-a-list', kind: jsonKindOf(doc.rounds) };
    if (doc.rounds.length === 0) return { problem: 'no-rounds' };
    return { rounds: doc.rounds.map((raw, i) => ({ raw, at: `rounds[${i}]` })) };
  }
  if (Object.hasOwn(doc, 'round')) return { rounds: [{ raw: doc.round, at: 'round' }] };
  if (['game', 'algorithm', 'serverSeedHash'].some((key) => Object.hasOwn(doc, key)))
    return { rounds: [{ raw: doc, at: '' }] };
  return { problem: 'no-record', keys: Object.keys(doc) };
}

/** A problem the contract's schema found in a record: where (`['inputs', 'target']`), and what. */
export interface RecordIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A record as verifyRecord may read it, or why it may not. */
export type RecordCheck =
  | { readonly round: FairRound }
  /** Not an object (`kind` says what it is). */
  | { readonly problem: 'not-an-object'; readonly kind: ValueKind }
  /** A round of another rules version: its shape is that version's, so it is not read. */
  | { readonly problem: 'algorithm'; readonly algorithm: string }
  /** No game played for money (a room's draw is verified from its seeds and stakes). */
  | { readonly problem: 'game'; readonly game: unknown }
  /** Not what the contract says a round of its game is. */
  | {
      readonly problem: 'shape';
      readonly game: MoneyGame;
      readonly issues: readonly RecordIssue[];
    };

/**
 * A round record from outside (a file, a pasted text) checked in order: its
 * rules version, its game, then the contract's schema of that game's round
 * (the game's module's `record`), so that a malformed record says what is
 * wrong instead of failing inside the engine.
 */
export function checkRecord(raw: unknown): RecordCheck {
  if (!isObject(raw)) return { problem: 'not-an-object', kind: jsonKindOf(raw) };
  if (typeof raw.algorithm === 'string' && raw.algorithm !== FAIR_ALGORITHM)
    return { problem: 'algorithm', algorithm: raw.algorithm };
  if (!isMoneyGame(raw.game)) return { problem: 'game', game: raw.game };
  const parsed = gameModule(raw.game).record.safeParse(raw);
  if (!parsed.success)
    return {
      problem: 'shape',
      game: raw.game,
      issues: parsed.error.issues.map(({ path, message }) => ({ path, message })),
    };
  // The schema is the contract's round of this game, field for field.
  return { round: parsed.data as FairRound };
}
