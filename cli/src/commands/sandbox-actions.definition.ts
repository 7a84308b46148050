// The sandbox's one-step controls, defined: `invoice pay|fail`, `payout
// pay|fail`, `tokens expire`, `faults clear`, `clock [--advance]` and
// `reset`, each with the sandbox's options. Their work is sandbox-actions.ts.
import { z } from 'zod';
import { defineCommand } from '../definition.ts';
import { sandboxOptions } from './shared.definition.ts';

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** The sandbox moves its clock at most this far in one call. */
const MAX_ADVANCE_MS = 400 * UNIT_MS.d;

/** --advance: 30s, 15m, 24h, 7d, or whole milliseconds; forward, at most 400 days. */
const advance = z.string().transform((value, ctx) => {
  const match = /^(\d+)(ms|[smhd])?$/.exec(value.trim());
  const ms = match
    ? Number(match[1]) * (match[2] && match[2] !== 'ms' ? UNIT_MS[match[2] as 's'] : 1)
    : Number.NaN;
  if (!Number.isSafeInteger(ms) || ms < 1 || ms > MAX_ADVANCE_MS) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a duration forward, at most 400 days: 30s, 15m, 24h, 7d or milliseconds',
      params: { suggestion: 'e.g. --advance 24h (a raised limit applies), --advance 7d' },
    });
    return z.NEVER;
  }
  return ms;
});

/** `invoice pay`, `invoice fail`, `payout pay`, `payout fail`: the action is the last word. */
const payOrFail = (group: 'invoice' | 'payout', action: 'pay' | 'fail') =>
  defineCommand({
    path: ['sandbox', group, action],
    description: `${action} the ${group} now`,
    options: {},
    shared: sandboxOptions,
    values: { action },
  });

export const sandboxInvoicePayDefinition = payOrFail('invoice', 'pay');
export const sandboxInvoiceFailDefinition = payOrFail('invoice', 'fail');
export const sandboxPayoutPayDefinition = payOrFail('payout', 'pay');
export const sandboxPayoutFailDefinition = payOrFail('payout', 'fail');

export const sandboxTokensExpireDefinition = defineCommand({
  path: ['sandbox', 'tokens', 'expire'],
  description: 'expire --token now, or every token: the next call is a 401, a refresh cures it',
  options: {},
  shared: sandboxOptions,
});

export const sandboxFaultsClearDefinition = defineCommand({
  path: ['sandbox', 'faults', 'clear'],
  description: 'every operation answers normally again',
  options: {},
  shared: sandboxOptions,
});

export const sandboxClockDefinition = defineCommand({
  path: ['sandbox', 'clock'],
  description: "the sandbox's time; --advance moves it forward",
  options: {
    advance: {
      flags: '--advance <duration>',
      description: 'forward by 30s, 15m, 24h, 7d or ms (at most 400 days)',
      zod: advance.optional(),
    },
  },
  shared: sandboxOptions,
});

export const sandboxResetDefinition = defineCommand({
  path: ['sandbox', 'reset'],
  description: 'start over: every player, session, invoice, payout and fault gone',
  options: {},
  shared: sandboxOptions,
});
