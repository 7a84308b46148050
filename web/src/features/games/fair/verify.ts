// The fairness verifier's arithmetic (/fairness): what a visitor typed or
// pasted, checked field by field, then recomputed in the browser with the
// SDK's engine, the one the game services settle with. Three forms:
// - seeds: an in-house game's round (or a room's draw) from its revealed
//   server seed, the client seed (a room: every player's) and the nonce,
//   with the game's own option (miner's mines, hilo's cards, a case's
//   weights, a room's stakes), and, when given, the hash shown before play;
// - a round record as the game services return it (a round, a place or move
//   answer, the history of GET /rounds), replayed whole by verifyRecord;
// - a live crash round from its hash and the table's public salt.
// Loaded when a check is asked for: the engine hashes and carries zod, which
// the page's first visit does without. Nothing here is worded: problems are
// codes the component translates (verifier.error.*).
import type { InHouseGame } from '@casino/sdk';
import {
  chainCrashBits,
  chainCrashPoint,
  checkRecord,
  type FairResult,
  type FairRound,
  firstFloat,
  GAME_HASH,
  hashSeed,
  isClientSeed,
  MINER,
  type PhraseValue,
  roomClientSeed,
  roundBytes,
  roundRecordsIn,
  seedMatchesHash,
  verifiedValueOf,
  verifyRound,
} from '@casino/sdk/fair';

/** The most items of a list (weights, stakes, players) and of hilo's cards: a round never gets near it. */
export const MAX_ITEMS = 1000;

/** What a field's value was refused for (the messages verifier.error.*). */
export type Problem =
  | 'required'
  | 'seed'
  | 'nonce'
  | 'mines'
  | 'cards'
  | 'numbers'
  | 'tooMany'
  | 'overflow'
  | 'players'
  | 'hash'
  | 'json'
  | 'notRecord'
  | 'noRounds'
  | 'badRecord'
  | 'roomRecord';

/** Problems by field name. */
export type Problems<F extends string> = Partial<Record<F, Problem>>;

/** What the seeds form holds, as typed. */
export interface SeedsForm {
  game: InHouseGame;
  serverSeed: string;
  /** The client seed; a room's every player's, one per line. */
  clientSeed: string;
  nonce: string;
  /** The server seed's hash shown before play (optional). */
  shownHash: string;
  mines: string;
  cards: string;
  weights: string;
  stakes: string;
}
export type SeedsField = Exclude<keyof SeedsForm, 'game'>;

/** A round recomputed from its seeds. */
export interface SeedsResult {
  kind: 'seeds';
  verified: FairResult;
  /** The result as players read it (its game module's words). */
  shown: PhraseValue;
  /** SHA-256 of the server seed: what the game showed before play. */
  serverSeedHash: string;
  /** Whether it is the hash given; null when none was. */
  hashMatches: boolean | null;
  /** HMAC-SHA256's message: client seed:nonce:0. */
  message: string;
  /** The HMAC's first 4 bytes, as hex pairs. */
  bytes: string;
  /** The number from 0 to 1 they make. */
  float: number;
}

/** What the live crash form holds. */
export interface CrashForm {
  hash: string;
  salt: string;
}
export type CrashField = keyof CrashForm;

/** A live crash round's point. */
export interface CrashResult {
  kind: 'crash';
  hash: string;
  salt: string;
  /** HMAC-SHA256 (key: the salt, message: the hash's bytes): its first 13 hex digits. */
  digits: string;
  /** Those 52 bits divided by 2^52. */
  x: number;
  crashPoint: number;
}

/** Round records found and checked for their shape. */
export interface RecordsResult {
  kind: 'records';
  rounds: FairRound[];
}

/** A check's outcome: the result, or the problems of its fields. */
export type Outcome<R, F extends string> =
  | { ok: true; result: R }
  | { ok: false; problems: Problems<F>; detail?: string };

const trimmed = (value: string) => value.trim();
const refused = <F extends string>(problems: Problems<F>, detail?: string) => ({
  ok: false as const,
  problems,
  ...(detail ? { detail } : {}),
});

/** A whole number from `min` to `max`, or null. */
function whole(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}

/** Positive decimal numbers separated by commas, spaces or new lines, with a finite sum. */
function numberList(text: string): number[] | Problem {
  const items = text.split(/[\s,;]+/).filter(Boolean);
  if (items.length === 0) return 'required';
  if (items.length > MAX_ITEMS) return 'tooMany';
  const numbers = items.map((item) => (/^\d*\.?\d+$/.test(item) ? Number(item) : Number.NaN));
  if (numbers.some((n) => !(n > 0) || !Number.isFinite(n))) return 'numbers';
  if (!Number.isFinite(numbers.reduce((a, b) => a + b, 0))) return 'overflow';
  return numbers;
}

/** The first 4 bytes of a round's HMAC, as hex pairs. */
const firstBytes = (bytes: Uint8Array) =>
  [...bytes.slice(0, 4)].map((b) => b.toString(16).padStart(2, '0')).join(' ');

/** The seeds form checked, then its round recomputed. */
export function verifySeeds(form: SeedsForm): Outcome<SeedsResult, SeedsField> {
  const problems: Problems<SeedsField> = {};
  const serverSeed = trimmed(form.serverSeed);
  if (!serverSeed) problems.serverSeed = 'required';

  const room = form.game === 'rooms';
  const seedTexts = room
    ? form.clientSeed.split('\n').map(trimmed).filter(Boolean)
    : [form.clientSeed.trim()].filter(Boolean);
  if (seedTexts.length === 0) problems.clientSeed = 'required';
  else if (seedTexts.length > MAX_ITEMS) problems.clientSeed = 'tooMany';
  else if (!seedTexts.every(isClientSeed)) problems.clientSeed = 'seed';

  const nonceText = trimmed(form.nonce);
  const nonce = whole(nonceText, 1, Number.MAX_SAFE_INTEGER);
  if (!nonceText) problems.nonce = 'required';
  else if (nonce === null) problems.nonce = 'nonce';

  const shownHash = trimmed(form.shownHash).toLowerCase();
  if (shownHash && !GAME_HASH.test(shownHash)) problems.shownHash = 'hash';

  let mines: number | undefined;
  let cards: number | undefined;
  let weights: number[] | undefined;
  let stakes: number[] | undefined;
  if (form.game === 'miner') {
    const text = trimmed(form.mines);
    mines = whole(text, MINER.minMines, MINER.maxMines) ?? undefined;
    if (!text) problems.mines = 'required';
    else if (mines === undefined) problems.mines = 'mines';
  }
  if (form.game === 'hilo') {
    const text = trimmed(form.cards);
    cards = text ? (whole(text, 1, MAX_ITEMS) ?? undefined) : 5;
    if (cards === undefined) problems.cards = 'cards';
  }
  if (form.game === 'cases') {
    const list = numberList(form.weights);
    if (Array.isArray(list)) weights = list;
    else problems.weights = list;
  }
  if (room) {
    const list = numberList(form.stakes);
    if (Array.isArray(list)) stakes = list;
    else problems.stakes = list;
    if (
      stakes &&
      seedTexts.length > 0 &&
      !problems.clientSeed &&
      stakes.length !== seedTexts.length
    )
      problems.clientSeed = 'players';
  }
  if (Object.keys(problems).length > 0 || nonce === null) return refused(problems);

  const clientSeed = room ? roomClientSeed(seedTexts) : (seedTexts[0] as string);
  const seeds = { serverSeed, clientSeed, nonce };
  const verified = verifyRound(form.game, seeds, { mines, cards, weights, stakes });
  return {
    ok: true,
    result: {
      kind: 'seeds',
      verified,
      shown: verifiedValueOf(verified),
      serverSeedHash: hashSeed(serverSeed),
      hashMatches: shownHash ? seedMatchesHash(serverSeed, shownHash) : null,
      message: `${clientSeed}:${nonce}:0`,
      bytes: firstBytes(roundBytes(seeds, 0)),
      float: firstFloat(seeds),
    },
  };
}

/** A live crash round's hash and salt checked, then its point recomputed. */
export function verifyCrash(form: CrashForm): Outcome<CrashResult, CrashField> {
  const hash = trimmed(form.hash).toLowerCase();
  const salt = trimmed(form.salt);
  const problems: Problems<CrashField> = {};
  if (!hash) problems.hash = 'required';
  else if (!GAME_HASH.test(hash)) problems.hash = 'hash';
  if (!salt) problems.salt = 'required';
  if (Object.keys(problems).length > 0) return refused(problems);
  const crashPoint = chainCrashPoint(hash, salt);
  const digits = chainCrashBits(hash, salt);
  return {
    ok: true,
    result: {
      kind: 'crash',
      hash,
      salt,
      digits,
      x: Number.parseInt(digits, 16) / 2 ** 52,
      crashPoint,
    },
  };
}

/** The round records of a pasted text, each checked against the contract's FairRound. */
export function readRecords(text: string): Outcome<RecordsResult, 'record'> {
  if (!text.trim()) return refused({ record: 'required' });
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return refused({ record: 'json' });
  }
  const found = roundRecordsIn(doc);
  if (!('rounds' in found))
    return refused({ record: found.problem === 'no-rounds' ? 'noRounds' : 'notRecord' });
  const rounds: FairRound[] = [];
  for (const { raw, at } of found.rounds) {
    const checked = checkRecord(raw);
    if ('round' in checked) rounds.push(checked.round);
    // A round of another rules version is shown as such (verifyRecord says so first).
    else if (checked.problem === 'algorithm') rounds.push(raw as FairRound);
    else if (checked.problem === 'game' && checked.game === 'rooms')
      return refused({ record: 'roomRecord' });
    else if (checked.problem === 'shape') {
      const path = [at, ...(checked.issues[0]?.path ?? []).map(String)].filter(Boolean).join('.');
      return refused({ record: 'badRecord' }, path || undefined);
    } else return refused({ record: 'notRecord' });
  }
  return { ok: true, result: { kind: 'records', rounds } };
}
