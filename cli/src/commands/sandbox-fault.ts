// casino sandbox fault: makes one operation of the API fail in the sandbox
// (`POST /_sandbox/faults`) until `faults clear` or for --times calls:
// `error` answers 500, `slow` waits --ms then answers, `malformed` answers a
// 200 that is not JSON. The operation is checked against the contract's
// operations first (the sandbox would take a typo and never fire it), given
// as `GET /profile/user` or as its operationId (`getProfile`). Its options
// are defined in sandbox-fault.definition.ts; the contract's operations are
// the SDK's, so the check against them is added here, where the SDK is loaded.
import { operations } from '@casino/sdk';
import { z } from 'zod';
import type { ControlBody } from '../../../scripts/sandbox/controls/api.ts';
import type { CommandModule } from '../command.ts';
import { optionsSchema } from '../definition.ts';
import { escapeControl } from '../output.ts';
import { callControl } from './sandbox-control.ts';
import { sandboxFaultDefinition } from './sandbox-fault.definition.ts';

const byKey = new Map<string, string>();
for (const o of operations) {
  const key = `${o.method.toUpperCase()} ${o.path}`;
  byKey.set(key.toLowerCase(), key);
  byKey.set(o.operationId.toLowerCase(), key);
}

/** The edit distance of two strings (insertions, deletions, substitutions). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length] ?? 0;
}

/**
 * The operations closest to a typo, as "METHOD /path" or operationId: within
 * a few edits (a fifth of its length, at least two), the closest first.
 */
function nearby(given: string): string[] {
  const typed = given.toLowerCase();
  const limit = Math.max(2, Math.floor(typed.length / 5));
  const scored = new Map<string, number>();
  for (const [candidate, key] of byKey) {
    const d = distance(typed, candidate);
    if (d <= limit && d < (scored.get(key) ?? Number.POSITIVE_INFINITY)) scored.set(key, d);
  }
  return [...scored]
    .sort((x, y) => x[1] - y[1])
    .slice(0, 3)
    .map(([key]) => key);
}

/** An operation of the contract as the sandbox keys it (`GET /profile/user`), or an issue with the nearest ones. */
const contractOperation = (value: string, ctx: z.RefinementCtx) => {
  const given = value.trim().replace(/\s+/g, ' ');
  const key = byKey.get(given.toLowerCase());
  if (key) return key;
  const near = nearby(given);
  ctx.addIssue({
    code: 'custom',
    message: 'is not an operation of the contract',
    params: {
      suggestion: near.length
        ? `did you mean ${near.map((o) => `"${o}"`).join(', ')}?`
        : 'pass "METHOD /path" as the contract writes it (e.g. --operation "GET /profile/user") or its operationId (getProfile); openapi/ lists them',
    },
  });
  return z.NEVER;
};

const schema = optionsSchema(sandboxFaultDefinition, {
  narrow: { operation: (field) => field.pipe(z.string().transform(contractOperation)) },
});

type Fault = Record<string, unknown>;

/** What a fault does, in words: `answers 500`, `waits 3000 ms`, `answers a 200 that is not JSON`. */
export function faultText(fault: Fault): string {
  const what =
    fault.kind === 'error'
      ? 'answers 500'
      : fault.kind === 'slow'
        ? `waits ${typeof fault.ms === 'number' ? fault.ms : 3000} ms, then answers`
        : fault.kind === 'malformed'
          ? 'answers a 200 that is not JSON'
          : `fails (${escapeControl(String(fault.kind))})`;
  const times = typeof fault.times === 'number' ? fault.times : null;
  return `${what} ${times === null ? 'until the faults are cleared' : `for the next ${times} call${times === 1 ? '' : 's'}`}`;
}

export const sandboxFault: CommandModule<typeof schema, Fault> = {
  schema,
  run(options, ctx) {
    const body: ControlBody<'setFault'> = { operation: options.operation, kind: options.kind };
    if (options.ms !== undefined) body.ms = options.ms;
    if (options.times !== undefined) body.times = options.times;
    return callControl(options, ctx, 'setFault', body);
  },
  render: (fault) => `fault set: ${escapeControl(String(fault.operation))} ${faultText(fault)}`,
  toJson: (fault) => fault,
};
