// The `casino sandbox …` command group as commander sees it: the development
// sandbox's scenario controls from the shell (`state`, `invoice pay|fail`,
// `payout pay|fail`, `tokens expire`, `site`, `fault`, `faults clear`,
// `clock`, `reset`). Only the options and help live here (main.ts adds the
// group); each action's module (sandbox-*.ts) is imported when it runs.
import { type Command, Option } from 'commander';

/** Where `npm start` and `npm run sandbox` serve the controls (scripts/sandbox.ts: SANDBOX_PORT 4011). */
export const DEFAULT_SANDBOX_URL = 'http://127.0.0.1:4011/_sandbox';

type Run = (load: () => Promise<unknown>, raw: Record<string, unknown>) => Promise<void>;

/** The options every sandbox action takes. */
function sandboxOptions(command: Command): Command {
  return command
    .addOption(
      new Option('--sandbox <url>', `the sandbox's controls (default ${DEFAULT_SANDBOX_URL})`).env(
        'CASINO_SANDBOX_URL',
      ),
    )
    .option('--allow-remote', 'allow a --sandbox that is not on this machine')
    .addOption(
      new Option('--token <token>', "act on this player's invoice, payout or token").env(
        'CASINO_TOKEN',
      ),
    )
    .option('--timeout <ms>', 'timeout of the call in ms (default 10000)')
    .option('--json', "print the sandbox's answer as one JSON document")
    .option('--debug', 'show stack traces of failures');
}

/** Adds `casino sandbox` and its actions to `program`; `run` executes an action's module lazily. */
export function addSandboxCommands(program: Command, run: Run): void {
  const sandbox = program
    .command('sandbox')
    .description("the development sandbox's scenario controls (npm start / npm run sandbox)");
  const action =
    (load: () => Promise<unknown>, extra: Record<string, unknown> = {}) =>
    (opts: Record<string, unknown>) =>
      run(load, { ...opts, ...extra });

  sandboxOptions(
    sandbox
      .command('state')
      .description('what the sandbox holds: site, clock, players, invoices, payouts, faults'),
  ).action(action(() => import('./sandbox-state.ts').then((m) => m.sandboxState)));

  for (const [group, description, load] of [
    [
      'invoice',
      "the open deposit invoice (of --token's player, else the newest)",
      () => import('./sandbox-actions.ts').then((m) => m.sandboxInvoice),
    ],
    [
      'payout',
      "the pending payout (of --token's player, else the newest)",
      () => import('./sandbox-actions.ts').then((m) => m.sandboxPayout),
    ],
  ] as const) {
    const parent = sandbox.command(group).description(description);
    sandboxOptions(parent.command('pay').description(`pay the ${group} now`)).action(
      action(load, { action: 'pay' }),
    );
    sandboxOptions(parent.command('fail').description(`fail the ${group} now`)).action(
      action(load, { action: 'fail' }),
    );
  }

  const tokens = sandbox.command('tokens').description('access tokens');
  sandboxOptions(
    tokens
      .command('expire')
      .description(
        'expire --token now, or every token: the next call is a 401, a refresh cures it',
      ),
  ).action(action(() => import('./sandbox-actions.ts').then((m) => m.sandboxTokensExpire)));

  sandboxOptions(
    sandbox
      .command('site')
      .description('switch geo, the 451, the IP, SSO, the mirror list and the new link')
      .option('--country <code>', 'the geo country code, e.g. KZ')
      .option('--blocked', 'geo answers 451 (a blocked region)')
      .option('--no-blocked', 'geo answers normally again')
      .option('--ip <address>', "the visitor's IP geo reports")
      .option('--sso <url>', 'the mirror SSO link')
      .option('--no-sso', 'no SSO link')
      .option('--mirror <host...>', 'the mirrors GET /api/getMirrorsToCheck lists')
      .option('--no-mirrors', 'an empty mirror list')
      .option('--new-link <url>', "GET /mirror's new link")
      .option('--no-new-link', 'no new link'),
  ).action(action(() => import('./sandbox-site.ts').then((m) => m.sandboxSite)));

  sandboxOptions(
    sandbox
      .command('fault')
      .description('make an operation fail until the faults are cleared (or for --times calls)')
      .option('--operation <op>', 'the operation: "GET /profile/user" or its operationId')
      .option('--kind <kind>', 'error (500), slow (waits --ms) or malformed (not JSON)')
      .option('--ms <n>', 'slow: the delay in ms, 1-120000 (default 3000)')
      .option('--times <n>', 'only for the next n calls'),
  ).action(action(() => import('./sandbox-fault.ts').then((m) => m.sandboxFault)));

  const faults = sandbox.command('faults').description('operation faults');
  sandboxOptions(
    faults.command('clear').description('every operation answers normally again'),
  ).action(action(() => import('./sandbox-actions.ts').then((m) => m.sandboxFaultsClear)));

  sandboxOptions(
    sandbox
      .command('clock')
      .description("the sandbox's time; --advance moves it forward")
      .option('--advance <duration>', 'forward by 30s, 15m, 24h, 7d or ms (at most 400 days)'),
  ).action(action(() => import('./sandbox-actions.ts').then((m) => m.sandboxClock)));

  sandboxOptions(
    sandbox
      .command('reset')
      .description('start over: every player, session, invoice, payout and fault gone'),
  ).action(action(() => import('./sandbox-actions.ts').then((m) => m.sandboxReset)));
}
