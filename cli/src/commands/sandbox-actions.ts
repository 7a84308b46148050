// The sandbox's one-step scenario controls from the shell: `casino sandbox
// invoice pay|fail`, `payout pay|fail`, `tokens expire`, `faults clear`,
// `reset` and `clock [--advance <duration>]`. Each calls its control
// (sandbox-control.ts) and prints one line saying what changed; --json
// prints the sandbox's answer as it came. Defined in
// sandbox-actions.definition.ts.
import { z } from 'zod';
import type { CommandModule } from '../command.ts';
import { optionsSchema } from '../definition.ts';
import { escapeControl } from '../output.ts';
import {
  sandboxClockDefinition,
  sandboxInvoicePayDefinition,
  sandboxResetDefinition,
} from './sandbox-actions.definition.ts';
import { callControl } from './sandbox-control.ts';

type Answer = Record<string, unknown>;
/** The schema of the actions without options of their own (each is the sandbox's options only). */
const noOptions = optionsSchema(sandboxResetDefinition);
/** pay or fail: the action comes from the command's definition (its `values`), not from an option. */
const payOrFail = optionsSchema(sandboxInvoicePayDefinition).extend({
  action: z.enum(['pay', 'fail']),
});

/** A value of the sandbox's answer as text for people. */
const shown = (value: unknown) => escapeControl(String(value));

/** The invoice states of the sandbox (SPEC.md: 1 waiting, 3 paid; 4 failed inferred). */
const INVOICE_STATUS: Record<number, string> = { 1: 'waiting', 3: 'paid', 4: 'failed' };

/** `invoice pay|fail`: the open invoice (of --token's player, else the newest) paid or failed now. */
export const sandboxInvoice: CommandModule<typeof payOrFail, Answer> = {
  schema: payOrFail,
  run: (options, ctx) =>
    callControl(options, ctx, options.action === 'pay' ? 'payInvoice' : 'failInvoice'),
  render: (r) =>
    r.status === 3
      ? `invoice ${shown(r.id)} paid: the deposit is credited to the balance`
      : `invoice ${shown(r.id)} ${INVOICE_STATUS[Number(r.status)] ?? `status ${shown(r.status)}`}: nothing is credited`,
  toJson: (r) => r,
};

/** `payout pay|fail`: the pending payout (of --token's player, else the newest) paid or failed now. */
export const sandboxPayout: CommandModule<typeof payOrFail, Answer> = {
  schema: payOrFail,
  run: (options, ctx) =>
    callControl(options, ctx, options.action === 'pay' ? 'payPayout' : 'failPayout'),
  render: (r) =>
    r.status === 'failed'
      ? `payout ${shown(r.id)} failed: the money is back on the balance`
      : `payout ${shown(r.id)} ${shown(r.status)}`,
  toJson: (r) => r,
};

/** `tokens expire`: --token's token, or every token, expired now. */
export const sandboxTokensExpire: CommandModule<typeof noOptions, Answer> = {
  schema: noOptions,
  run: (options, ctx) => callControl(options, ctx, 'expireTokens'),
  render: (r) =>
    `expired ${shown(r.expired)} token${r.expired === 1 ? '' : 's'}: the next call with ${r.expired === 1 ? 'it' : 'any of them'} is a 401, a token refresh cures it`,
  toJson: (r) => r,
};

/** `faults clear`: every operation answers normally again. */
export const sandboxFaultsClear: CommandModule<typeof noOptions, Answer> = {
  schema: noOptions,
  run: (options, ctx) => callControl(options, ctx, 'clearFaults'),
  render: () => 'faults cleared: every operation answers normally again',
  toJson: (r) => r,
};

/** `reset`: the sandbox starts over. */
export const sandboxReset: CommandModule<typeof noOptions, Answer> = {
  schema: noOptions,
  run: (options, ctx) => callControl(options, ctx, 'reset'),
  render: () =>
    'sandbox reset: every player, session, invoice, payout and fault is gone, the clock is back to real time',
  toJson: (r) => r,
};

const clockSchema = optionsSchema(sandboxClockDefinition);

/** A span of milliseconds as `1d 2h 3m 4s` (the largest units only, whole seconds). */
export function spanText(ms: number): string {
  let rest = Math.floor(ms / 1000);
  const parts: string[] = [];
  for (const [unit, seconds] of [
    ['d', 86_400],
    ['h', 3600],
    ['m', 60],
    ['s', 1],
  ] as const) {
    const count = Math.floor(rest / seconds);
    rest -= count * seconds;
    if (count > 0) parts.push(`${count}${unit}`);
  }
  return parts.length > 0 ? parts.join(' ') : '0s';
}

/** The clock's line: its time and how far ahead of real time it runs. */
export const clockLine = (r: Answer) =>
  `${shown(r.now)} (${typeof r.offsetMs === 'number' && r.offsetMs > 0 ? `${spanText(r.offsetMs)} ahead of real time` : 'real time'})`;

/** `clock [--advance <duration>]`: the sandbox's time, or moves it forward. */
export const sandboxClock: CommandModule<
  typeof clockSchema,
  { advanced: boolean; answer: Answer }
> = {
  schema: clockSchema,
  async run(options, ctx) {
    if (options.advance === undefined)
      return { advanced: false, answer: await callControl(options, ctx, 'clock') };
    const answer = await callControl(options, ctx, 'advanceClock', { ms: options.advance });
    return { advanced: true, answer };
  },
  render: ({ advanced, answer }) =>
    `${advanced ? 'clock moved forward: now' : 'sandbox clock:'} ${clockLine(answer)}`,
  toJson: ({ answer }) => answer,
};
