// casino sandbox state: what the sandbox holds now (`GET /_sandbox/state`),
// summed up for people: the site settings, the clock, the players with their
// balances, invoices and payouts by status (the open ones named), the faults,
// the game rounds. --json prints the sandbox's answer as it came. The clock
// is read from `GET /_sandbox/clock` when the sandbox has one. Defined in
// sandbox-state.definition.ts (no options of its own: the sandbox's).
import { fromMinor } from '@casino/sdk';
import type { CommandModule } from '../command.ts';
import { optionsSchema } from '../definition.ts';
import { CliError } from '../errors.ts';
import { escapeControl, table } from '../output.ts';
import { clockLine } from './sandbox-actions.ts';
import { callControl } from './sandbox-control.ts';
import { faultText } from './sandbox-fault.ts';
import { siteText } from './sandbox-site.ts';
import { sandboxStateDefinition } from './sandbox-state.definition.ts';

const schema = optionsSchema(sandboxStateDefinition);

type Json = Record<string, unknown>;
/** How many players, open invoices or open payouts are named one by one. */
const NAMED = 10;

const list = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((v): v is Json => typeof v === 'object' && v !== null) : [];
const text = (value: unknown) => escapeControl(String(value ?? ''));
/** Minor units as `150.00 RUB`. */
const money = (minor: unknown, currency: unknown) =>
  typeof minor === 'number' ? `${fromMinor(minor).toFixed(2)} ${text(currency)}` : '?';

/** Counts by a field's value, in the order of `names`, then any other value. */
function counts(items: Json[], field: string, names: Record<string, string>): string {
  const by = new Map<string, number>();
  for (const item of items) {
    const name = names[String(item[field])] ?? text(item[field]);
    by.set(name, (by.get(name) ?? 0) + 1);
  }
  const order = [...new Set([...Object.values(names), ...by.keys()])];
  return order.map((name) => `${by.get(name) ?? 0} ${name}`).join(', ');
}

/** `… and N more` when a list was cut. */
const more = (total: number) => (total > NAMED ? `\n  … and ${total - NAMED} older` : '');

/** The summary of a state answer (and the clock's answer, when there is one). */
export function stateText(state: Json, clock: Json | null): string {
  const players = list(state.players);
  const currencyOf = new Map(players.map((p) => [p.id, p.currency]));
  const invoices = list(state.invoices);
  const payouts = list(state.payouts);
  const faults =
    typeof state.faults === 'object' && state.faults !== null ? Object.entries(state.faults) : [];
  const lines: string[] = [];
  if (typeof state.site === 'object' && state.site !== null)
    lines.push(`site      ${siteText(state.site as Json)}`);
  if (clock) lines.push(`clock     ${clockLine(clock)}`);

  lines.push(`players   ${players.length}`);
  const rows = players
    .slice(-NAMED)
    .map((p) => [
      `  #${text(p.id)}`,
      text(p.email ?? p.phone ?? p.name ?? '(no contact)'),
      `balance ${money(p.balance, p.currency)}`,
      `bonus ${money(p.bonus, p.currency)}`,
      text(p.region),
    ]);
  if (rows.length > 0) lines.push(table(rows) + more(players.length));

  lines.push(`invoices  ${counts(invoices, 'status', { 1: 'waiting', 3: 'paid', 4: 'failed' })}`);
  const waiting = invoices.filter((i) => i.status === 1);
  for (const invoice of waiting.slice(-NAMED))
    lines.push(
      `  waiting #${text(invoice.id)} of player #${text(invoice.playerId)}: ${money(invoice.amount, currencyOf.get(invoice.playerId))}`,
    );
  if (waiting.length > NAMED) lines.push(more(waiting.length).slice(1));

  lines.push(
    `payouts   ${counts(payouts, 'status', { pending: 'pending', paid: 'paid', failed: 'failed' })}`,
  );
  const pending = payouts.filter((p) => p.status === 'pending');
  for (const payout of pending.slice(-NAMED))
    lines.push(
      `  pending #${text(payout.id)} of player #${text(payout.playerId)}: ${money(payout.amount, payout.currency)} by ${text(payout.method)}`,
    );
  if (pending.length > NAMED) lines.push(more(pending.length).slice(1));

  lines.push(
    `faults    ${faults.length === 0 ? 'none: every operation answers normally' : faults.length}`,
  );
  for (const [operation, fault] of faults)
    lines.push(`  ${text(operation)} ${faultText((fault ?? {}) as Json)}`);

  const rounds = list(state.rounds);
  const seeds = list(state.seeds);
  lines.push(`games     ${rounds.length} rounds, ${seeds.length} seed pairs`);
  return lines.join('\n');
}

export const sandboxState: CommandModule<typeof schema, { state: Json; clock: Json | null }> = {
  schema,
  async run(options, ctx) {
    const state = await callControl(options, ctx, 'state');
    // The clock control is newer than the state: a sandbox without it shows no clock line.
    const clock = ctx.options.json
      ? null
      : await callControl(options, ctx, 'clock').catch((error: unknown) => {
          if (error instanceof CliError && error.kind === 'http') return null;
          throw error;
        });
    return { state, clock };
  },
  render: ({ state, clock }) => stateText(state, clock),
  toJson: ({ state }) => state,
};
