// `casino sandbox fault`, defined: which operation fails (--operation, as
// `GET /profile/user` or its operationId; the work checks it against the
// contract, which this light definition does not load), how (--kind error,
// slow or malformed; a slow one's --ms) and for how many calls (--times).
// Its work is sandbox-fault.ts.
import { z } from 'zod';
import { type Check, defineCommand } from '../definition.ts';
import { wholeNumber } from '../parse.ts';
import { sandboxOptions } from './shared.definition.ts';

const KINDS = ['error', 'slow', 'malformed'] as const;
/** The sandbox holds a slow answer at most this long. */
const MAX_SLOW_MS = 120_000;
/** The most calls one fault lasts for. */
const MAX_TIMES = 1_000_000;

/** --ms is a slow fault's. */
const msOnlyWhenSlow: Check = (options, ctx) => {
  if (options.ms !== undefined && options.kind !== 'slow')
    ctx.addIssue({
      code: 'custom',
      path: ['ms'],
      message: 'is the delay of a slow fault',
      params: { suggestion: 'pass --kind slow with --ms, or drop --ms' },
    });
};

export const sandboxFaultDefinition = defineCommand({
  path: ['sandbox', 'fault'],
  description: 'make an operation fail until the faults are cleared (or for --times calls)',
  options: {
    operation: {
      flags: '--operation <op>',
      description: 'the operation: "GET /profile/user" or its operationId',
      zod: z.string({ error: 'is required' }),
    },
    kind: {
      flags: '--kind <kind>',
      description: 'error (500), slow (waits --ms) or malformed (not JSON)',
      zod: z.enum(KINDS, { error: 'must be error, slow or malformed' }),
    },
    ms: {
      flags: '--ms <n>',
      description: `slow: the delay in ms, 1-${MAX_SLOW_MS}`,
      // The sandbox's (scripts/sandbox/server.ts), when the fault names none.
      whenAbsent: '3000',
      zod: wholeNumber(1, MAX_SLOW_MS, 'milliseconds').optional(),
    },
    times: {
      flags: '--times <n>',
      description: `only for the next n calls, 1-${MAX_TIMES}`,
      zod: wholeNumber(1, MAX_TIMES, 'calls').optional(),
    },
  },
  checks: [msOnlyWhenSlow],
  shared: sandboxOptions,
});
