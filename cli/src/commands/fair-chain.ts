// The shared crash rounds' hash chain (the live crash game's rounds,
// `@casino/sdk/fair` chain.ts): `casino fair verify --game crash --hash <h>
// --salt <s>` (fair verify's hash form) recomputes one round's crash point
// from its revealed hash and the public salt, and `casino fair chain --from
// <h> --count <n>` walks the chain back from a revealed hash, with each
// round's point when the salt is given, and checks with --terminating that it
// reaches the hash published before the first round within --count steps
// (exit 1 when it does not: the hash is not on that chain). Round n of a
// chain is n steps from that hash, so `--count n` links round n. Their options are defined in
// fair-verify.definition.ts and fair-chain.definition.ts.
import { chainCrashPoint, previousGameHash } from '@casino/sdk/fair';
import type { CommandModule } from '../command.ts';
import { optionsSchema } from '../definition.ts';
import { EXIT } from '../errors.ts';
import { fairChainDefinition } from './fair-chain.definition.ts';
import { fairVerifyDefinition } from './fair-verify.definition.ts';

/** The most rows printed; a longer walk prints its first and last rows. */
const MAX_ROWS = 1000;

const verifySchema = optionsSchema(fairVerifyDefinition, { form: 'hash' });

/** A shared crash round recomputed from its hash. */
export interface CrashHashResult {
  hash: string;
  salt: string;
  crashPoint: number;
}

export const fairCrashHash: CommandModule<typeof verifySchema, CrashHashResult> = {
  schema: verifySchema,
  async run(options) {
    return {
      hash: options.hash,
      salt: options.salt,
      crashPoint: chainCrashPoint(options.hash, options.salt),
    };
  },
  render: (r) =>
    [
      'game              crash (shared round, hash chain)',
      `hash              ${r.hash}`,
      `salt              ${r.salt}`,
      `crash point       ×${r.crashPoint.toFixed(2)}`,
    ].join('\n'),
  toJson: (r) => ({ game: 'crash', hash: r.hash, salt: r.salt, crashPoint: r.crashPoint }),
};

const chainSchema = optionsSchema(fairChainDefinition);

/** One round of a walk: how many steps back from --from, its hash, its point when the salt is known. */
interface ChainRow {
  step: number;
  hash: string;
  crashPoint?: number;
}

/** A walk back along the chain. */
export interface ChainResult {
  from: string;
  count: number;
  rows: ChainRow[];
  /** Rows left out of `rows` (past MAX_ROWS). */
  omitted: number;
  terminating?: string;
  /** The step at which the terminating hash was reached, or null when it was not within `count`. */
  reachedAt?: number | null;
}

export const fairChain: CommandModule<typeof chainSchema, ChainResult> = {
  schema: chainSchema,
  async run(options) {
    const rows: ChainRow[] = [];
    let reachedAt: number | null = null;
    let hash = options.from;
    const keep = (step: number) =>
      step < MAX_ROWS / 2 || step >= options.count - MAX_ROWS / 2 || options.count <= MAX_ROWS;
    // Round n of a chain is n steps from the published hash, which is no
    // round itself: the walk lists --count hashes and checks the published
    // hash up to --count steps back (one past the last row listed).
    for (let step = 0; step <= options.count; step++) {
      const reached = options.terminating !== undefined && hash === options.terminating;
      if (step === options.count && !reached) break;
      // The published hash, when reached, is always shown.
      if (keep(step) || reached) {
        rows.push({
          step,
          hash,
          ...(options.salt ? { crashPoint: chainCrashPoint(hash, options.salt) } : {}),
        });
      }
      if (reached) {
        reachedAt = step;
        break;
      }
      hash = previousGameHash(hash);
    }
    return {
      from: options.from,
      count: options.count,
      rows,
      omitted: Math.max(0, (reachedAt === null ? options.count : reachedAt + 1) - rows.length),
      ...(options.terminating ? { terminating: options.terminating, reachedAt } : {}),
    };
  },
  render: (r) => {
    const lines = r.rows.map(
      (row) =>
        `${String(row.step).padStart(8)}  ${row.hash}${row.crashPoint === undefined ? '' : `  ×${row.crashPoint.toFixed(2)}`}`,
    );
    if (r.omitted > 0) lines.splice(MAX_ROWS / 2, 0, `       …  ${r.omitted} rounds not shown`);
    if (r.terminating) {
      lines.push(
        r.reachedAt === null || r.reachedAt === undefined
          ? `chain check       MISMATCH: ${r.count} steps back from ${r.from} never reach ${r.terminating}`
          : `chain check       ok: ${r.reachedAt} steps back from the given hash reach the published hash`,
      );
    }
    return lines.join('\n');
  },
  toJson: (r) => r,
  exitCode: (r) => (r.terminating && r.reachedAt === null ? EXIT.fairMismatch : EXIT.ok),
};
