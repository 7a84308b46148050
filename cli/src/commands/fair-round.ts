// casino fair verify --round <file|->: checks round records as the game
// services return them (a bare round, a place or move answer `{round,
// balance}`, or a history answer `{rounds: [...]}`) with verifyRecord of
// @casino/sdk/fair, the engine the services settle with. The record's shape is
// checked first with the spec's generated zod schema of its game, so a
// malformed file names the field that is wrong instead of failing inside the
// engine. Exit codes as the flag form: 0 verified, 1 a mismatch (as a seed
// that does not match its hash), 2 a round that cannot be verified yet (active,
// seed not revealed, another algorithm version) or bad input. The form of
// fair verify defined in fair-verify.definition.ts.
import {
  checkRecord,
  FAIR_ALGORITHM,
  type FairRound,
  MONEY_GAMES,
  type RecordAt,
  type RoundCheck,
  RoundInputError,
  roundRecordsIn,
  type ValueKind,
  verifyRecord,
} from '@casino/sdk/fair';
import { z } from 'zod';
import type { CommandModule } from '../command.ts';
import { longFlag, optionsSchema } from '../definition.ts';
import { EXIT, usage } from '../errors.ts';
import { readJsonInput } from '../input.ts';
import { escapeControl, table } from '../output.ts';
import { fairVerifyDefinition } from './fair-verify.definition.ts';

/**
 * The seeds form's options the record replaces, refused with --round (all
 * but a room's --client-seeds, which has never been refused here).
 */
const FLAG_FORM = [
  'game',
  'serverSeed',
  'clientSeed',
  'nonce',
  'mines',
  'cards',
  'weights',
  'stakes',
  'serverSeedHash',
] as const;

const schema = optionsSchema(fairVerifyDefinition, { form: 'round' }).extend(
  // Taken only to refuse them.
  Object.fromEntries(FLAG_FORM.map((key) => [key, z.unknown().optional()])) as Record<
    (typeof FLAG_FORM)[number],
    z.ZodOptional<z.ZodUnknown>
  >,
);

type Verdict = 'verified' | 'mismatch' | 'unverifiable';
type Reason = 'active' | 'seed-hidden' | 'algorithm';

/** The verdict on one round, as --json prints it. */
interface RoundReport {
  id: string | null;
  game: string | null;
  nonce: number | null;
  currency: string | null;
  verdict: Verdict;
  /** Why an unverifiable round cannot be checked; null otherwise. */
  reason: Reason | null;
  message: string;
  /** How to make an unverifiable round checkable; null otherwise. */
  hint: string | null;
  checks: RoundCheck[];
}

/** Every round's verdict and the verdict on them all (the worst one). */
interface FairRoundResult {
  verdict: Verdict;
  counts: Record<Verdict, number>;
  rounds: RoundReport[];
}

const ACCEPTED =
  'pass a round record as a game service returns it: a round, a place or move answer {"round", "balance"}, or the history answer of GET /rounds {"rounds": [...]}';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a JSON value is, in a message. */
const KIND_WORDS: Record<ValueKind, string> = {
  null: 'null',
  list: 'a list',
  object: 'an object',
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
  other: 'not JSON',
};
/** True when `path` leads to nothing in `value` (a field left out). */
function absent(value: unknown, path: readonly PropertyKey[]): boolean {
  let here: unknown = value;
  for (const part of path) {
    if (typeof here !== 'object' || here === null || !Object.hasOwn(here, part)) return true;
    here = (here as Record<PropertyKey, unknown>)[part];
  }
  return here === undefined;
}

/** A zod issue's path as `rounds[2].inputs.target`, below `at`. */
function pathOf(at: string, path: readonly PropertyKey[]): string {
  let out = at;
  for (const part of path) {
    out += typeof part === 'number' ? `[${part}]` : `${out ? '.' : ''}${String(part)}`;
  }
  return out;
}

/** The rounds a document holds, each with where it sits in the document. */
function roundsOf(doc: unknown, name: string): readonly RecordAt[] {
  const found = roundRecordsIn(doc);
  if ('rounds' in found) return found.rounds;
  switch (found.problem) {
    case 'not-an-object':
      throw usage(`${name} is not a round record: it is ${KIND_WORDS[found.kind]}`, ACCEPTED);
    case 'rounds-not-a-list':
      throw usage(
        `${name}: rounds must be a list of round records (it is ${KIND_WORDS[found.kind]})`,
        ACCEPTED,
      );
    case 'no-rounds':
      throw usage(
        `${name} holds no rounds`,
        'play a round first, or ask GET /rounds for another game (?game=dice)',
      );
    case 'no-record': {
      const shown = found.keys
        .slice(0, 5)
        .map((k) => JSON.stringify(k))
        .join(', ');
      throw usage(
        `${name} is not a round record: ${found.keys.length === 0 ? 'it is an empty object' : `its fields are ${shown}${found.keys.length > 5 ? ', ...' : ''}`}`,
        ACCEPTED,
      );
    }
  }
}

/** The rounds `--id` chooses (every round without it). */
function choose(
  rounds: readonly RecordAt[],
  id: string | undefined,
  name: string,
): readonly RecordAt[] {
  if (id === undefined) return rounds;
  const chosen = rounds.filter(({ raw }) => isObject(raw) && raw.id === id);
  if (chosen.length > 0) return chosen;
  const ids = rounds.map(({ raw }) => (isObject(raw) ? JSON.stringify(raw.id) : '?'));
  throw usage(
    `${name} has no round with --id ${JSON.stringify(id)} (it has ${ids.slice(0, 5).join(', ')}${ids.length > 5 ? `, and ${ids.length - 5} more` : ''})`,
    'give the id of one of its rounds, or drop --id to check them all',
  );
}

/** A round of another algorithm version: refused before its shape, which that version may change. */
function otherAlgorithm(raw: Record<string, unknown>): RoundReport {
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return report(
    {
      id: text(raw.id),
      game: text(raw.game),
      nonce: typeof raw.nonce === 'number' ? raw.nonce : null,
      currency: text(raw.currency),
    },
    {
      verdict: 'unverifiable',
      reason: 'algorithm',
      checks: [
        { name: 'algorithm', ok: false, recorded: raw.algorithm, recomputed: FAIR_ALGORITHM },
      ],
    },
  );
}

/** A round record, checked against its game's schema; a usage error naming what is wrong. */
function parseRound(raw: unknown, at: string, name: string): FairRound | RoundReport {
  const where = at ? `${at} ` : '';
  const checked = checkRecord(raw);
  if ('round' in checked) return checked.round;
  switch (checked.problem) {
    case 'not-an-object':
      throw usage(
        `${name}: ${where || 'the record '}is not a round record (it is ${KIND_WORDS[checked.kind]})`,
        ACCEPTED,
      );
    case 'algorithm':
      return otherAlgorithm(raw as Record<string, unknown>);
    case 'game':
      throw usage(
        `${name}: ${pathOf(at, ['game'])} must be one of ${MONEY_GAMES.join(', ')} (got ${JSON.stringify(checked.game) ?? 'nothing'})`,
        checked.game === 'rooms'
          ? 'a room is verified with its players\u2019 stakes: casino fair verify --game rooms --stakes ...'
          : ACCEPTED,
      );
    case 'shape': {
      // Missing fields together, then each wrong one with what it should be.
      const { issues } = checked;
      const missing = [
        ...new Set(
          issues.filter((issue) => absent(raw, issue.path)).map((i) => pathOf(at, i.path)),
        ),
      ];
      const wrong = issues
        .filter((issue) => !absent(raw, issue.path))
        .map((issue) => `${pathOf(at, issue.path)}: ${issue.message}`);
      const problems = [
        ...(missing.length > 0 ? [`missing ${missing.join(', ')}`] : []),
        ...wrong.slice(0, 3),
        ...(wrong.length > 3 ? [`and ${wrong.length - 3} more`] : []),
      ];
      throw usage(
        `${name} is not a valid ${checked.game} round record: ${problems.join('; ')}`,
        'pass the record as the game service returned it, unchanged',
      );
    }
  }
}

const SUPPORTED = `this casino supports ${FAIR_ALGORITHM} only`;

/** What an unverifiable round lacks, and how to get it. */
function unverifiable(reason: Reason, meta: { game: string | null; algorithm?: unknown }) {
  const rotate = `POST /${meta.game ?? '{game}'}/seeds/rotate on the game's service`;
  switch (reason) {
    case 'active':
      return {
        message: 'the round is still in play: its result and seed are hidden until it ends',
        hint: `finish the round (cash out), then rotate the seed pair first (${rotate}) and take the record again from GET /rounds`,
      };
    case 'seed-hidden':
      return {
        message: 'the server seed of the round is not revealed yet',
        hint: `rotate the seed pair first (${rotate} reveals it), then take the record again from GET /rounds`,
      };
    case 'algorithm':
      return {
        message: `the round was played by algorithm ${String(meta.algorithm)}; ${SUPPORTED}`,
        hint: `verify it with a casino CLI that supports ${String(meta.algorithm)} (this one supports ${FAIR_ALGORITHM} only)`,
      };
  }
}

/** A round's report from verifyRecord's verdict. */
function report(
  meta: Pick<RoundReport, 'id' | 'game' | 'nonce' | 'currency'>,
  verdict: ReturnType<typeof verifyRecord>,
): RoundReport {
  if (verdict.verdict === 'unverifiable') {
    const algorithm = verdict.checks.find((c) => c.name === 'algorithm')?.recorded;
    return {
      ...meta,
      verdict: 'unverifiable',
      reason: verdict.reason,
      ...unverifiable(verdict.reason, { game: meta.game, algorithm }),
      checks: verdict.checks,
    };
  }
  const failed = verdict.checks.filter((c) => !c.ok).map((c) => c.name);
  return {
    ...meta,
    verdict: verdict.verdict,
    reason: null,
    message:
      verdict.verdict === 'verified'
        ? 'the record is what its seeds give'
        : `the record is not what its seeds give (${failed.join(', ')})`,
    hint: null,
    checks: verdict.checks,
  };
}

/** Verifies one parsed record; a record the engine cannot replay is bad input. */
function verifyOne(record: FairRound, at: string, name: string): RoundReport {
  const meta = {
    id: record.id,
    game: record.game,
    nonce: record.nonce,
    currency: record.currency,
  };
  try {
    return report(meta, verifyRecord(record));
  } catch (error) {
    if (!(error instanceof RoundInputError) && !(error instanceof RangeError)) throw error;
    const field = error instanceof RoundInputError ? ` (${error.field})` : '';
    throw usage(
      `${name}: ${at ? `${at}, ` : ''}round ${JSON.stringify(record.id)} cannot be replayed: ${error.message}${field}`,
      `its inputs or moves are not valid for ${record.game}: pass the record as the game service returned it, unchanged`,
    );
  }
}

export const fairRound: CommandModule<typeof schema, FairRoundResult> = {
  schema,
  async run(options) {
    const given = FLAG_FORM.filter((key) => options[key] !== undefined);
    if (given.length > 0) {
      throw usage(
        `--round cannot be used with ${given.map((key) => longFlag(fairVerifyDefinition.options[key])).join(', ')}: the record carries the game, the seeds and the nonce`,
        'pass either --round <file> (or - for stdin), or --game, --server-seed, --client-seed and --nonce',
      );
    }
    const name = options.round === '-' ? 'stdin' : `--round ${JSON.stringify(options.round)}`;
    const doc = await readJsonInput(options.round, '--round');
    const rounds = choose(roundsOf(doc, name), options.id, name);
    // Every record is checked before any is verified: a bad one fails the whole input.
    const parsed = rounds.map(({ raw, at }) => ({ at, round: parseRound(raw, at, name) }));
    const reports = parsed.map(({ at, round }) =>
      'verdict' in round ? round : verifyOne(round, at, name),
    );
    const counts: Record<Verdict, number> = { verified: 0, mismatch: 0, unverifiable: 0 };
    for (const r of reports) counts[r.verdict] += 1;
    const verdict: Verdict =
      counts.mismatch > 0 ? 'mismatch' : counts.unverifiable > 0 ? 'unverifiable' : 'verified';
    return { verdict, counts, rounds: reports };
  },
  render: (result) => {
    const blocks = result.rounds.map(renderRound);
    if (result.rounds.length > 1) {
      const { verified, mismatch, unverifiable } = result.counts;
      blocks.push(
        `${result.rounds.length} rounds: ${verified} verified, ${mismatch} mismatch, ${unverifiable} unverifiable`,
      );
    }
    return blocks.join('\n\n');
  },
  toJson: (result) => result,
  exitCode: (result) =>
    result.verdict === 'mismatch'
      ? EXIT.fairMismatch
      : result.verdict === 'unverifiable'
        ? EXIT.usage
        : EXIT.ok,
};

const CHECK_LABELS: Record<RoundCheck['name'], string> = {
  algorithm: 'algorithm version',
  seed: 'seed hashes to the committed hash',
  stake: 'stake is what the inputs stake',
  result: 'result recomputed',
  payout: 'payout recomputed',
};

/** A value of a record for people: a result as `roll 74.67`, a list as its items; escaped. */
function shown(value: unknown, currency: string | null, check: RoundCheck['name']): string {
  if (value === null || value === undefined) return 'none';
  if ((check === 'payout' || check === 'stake') && typeof value === 'number')
    return escapeControl(`${value}${currency ? ` ${currency}` : ''}`);
  if (isObject(value)) {
    return escapeControl(
      Object.entries(value)
        .map(([key, v]) => `${key} ${Array.isArray(v) ? v.join(' ') : String(v)}`)
        .join(', '),
    );
  }
  return escapeControl(typeof value === 'string' ? value : JSON.stringify(value));
}

/** One round's block: what it is, each check, the verdict (and a hint when it cannot be checked). */
function renderRound(r: RoundReport): string {
  const what = [r.game, r.nonce === null ? null : `nonce ${r.nonce}`].filter(Boolean).join(', ');
  const rows: string[][] = (Object.keys(CHECK_LABELS) as RoundCheck['name'][]).map((name) => {
    const check = r.checks.find((c) => c.name === name);
    if (!check) return ['-', CHECK_LABELS[name], 'not checked'];
    const value = (v: unknown) => shown(v, r.currency, name);
    if (check.ok) return ['ok', CHECK_LABELS[name], value(check.recomputed)];
    return [
      r.verdict === 'unverifiable' ? 'REFUSED' : 'MISMATCH',
      CHECK_LABELS[name],
      `recorded ${value(check.recorded)}, ${name === 'algorithm' ? 'supported' : 'recomputed'} ${value(check.recomputed)}`,
    ];
  });
  const verdict =
    r.verdict === 'verified' ? 'verified' : r.verdict === 'mismatch' ? 'MISMATCH' : 'UNVERIFIABLE';
  const lines = [
    `round ${r.id === null ? '(no id)' : escapeControl(r.id)}${what ? ` (${escapeControl(what)})` : ''}`,
    table(rows.map((row) => ['', ...row])),
    `verdict: ${verdict}: ${escapeControl(r.message)}`,
  ];
  if (r.hint) lines.push(`hint: ${escapeControl(r.hint)}`);
  return lines.join('\n');
}
