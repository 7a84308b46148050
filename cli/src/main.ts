// The `casino` program: commander parses argv, each command's module is
// imported only when it runs (so `casino --help` loads neither undici, zod nor
// the SDK), and every failure, commander's own included, leaves through
// handleError: redacted, its control characters spelled out, with its exit
// code, and with --json as one JSON error object on stdout.
import { Command, CommanderError, Option } from 'commander';
import { addSandboxCommands } from './commands/sandbox.ts';
import { apiErrorHint, CliError, EXIT, type ExitCode, redact, usage } from './errors.ts';
import { escapeControl, jsonLine, type Output, processOutput } from './output.ts';

type Loader = () => Promise<unknown>;

/** The options `casino fair verify` requires unless --round is given, in the order of its help. */
const FLAG_FORM_REQUIRED = ['game', 'serverSeed', 'clientSeed', 'nonce'];

/**
 * Adds the options every command takes. `withTimeout: false` for commands
 * with their own --timeout; `json`: what --json prints (a watch, a line each).
 */
function common(
  command: Command,
  withTimeout = true,
  json = 'print one JSON document on stdout',
): Command {
  command
    .addOption(new Option('--api <url>', 'API base URL').env('CASINO_API_URL'))
    .option('--site <host>', 'derive the API URL from a site host (www. removed, api. prefixed)')
    .addOption(new Option('--token <token>', 'bearer token').env('CASINO_TOKEN'))
    .option('--region <code>', 'Region header: RU, KZ, AZ or TR')
    .option('--lang <locale>', 'Accept-Language: ru, en, kz, ...');
  if (withTimeout)
    command.option('--timeout <ms>', 'timeout per API request in ms (default 10000)');
  return command.option('--json', json).option('--debug', 'show stack traces of failures');
}

/** Builds the program. `run` executes a command module lazily; help goes to `out`, errors are thrown. */
export function createProgram(
  run: (load: Loader, raw: Record<string, unknown>) => Promise<void>,
  out: Output,
): Command {
  // Set before the subcommands are added: they inherit these settings.
  const program = new Command('casino')
    .description(
      'Ops tool for the casino site: mirror checks, geo probes, UTM replay, token refresh, fairness, live rounds.',
    )
    .exitOverride()
    .configureOutput({
      // Help only: commander's error lines are dropped here and printed by
      // main() from the CommanderError, through the one path (commanderError).
      writeOut: (text) => out.stdout(text),
      writeErr: (text) => out.stderr(text),
      outputError: () => undefined,
    })
    .configureHelp({ sortSubcommands: false });

  const mirrors = program.command('mirrors').description('mirror domains');
  common(
    mirrors
      .command('check')
      .description(
        'probe mirror domains (--domain, --domains-file, or GET /api/getMirrorsToCheck) stage by stage: a verdict and timings per mirror',
      )
      .option(
        '--domain <host...>',
        'a mirror host or host:port to probe (repeatable); default: the API list',
      )
      .option(
        '--domains-file <path>',
        'a file of mirror hosts, one a line (# comments); - reads stdin',
      )
      .option('--timeout <ms>', 'timeout per mirror in ms, all stages (default 4000)')
      .option('--concurrency <n>', 'probes in flight at once (default 100)')
      .option('--scheme <scheme>', 'https or http (default https)')
      .option('--depth <depth>', 'quick, or full: also read 64 KB of the page (default quick)')
      .option('--doh <url>', 'also resolve with this DNS-over-HTTPS resolver; flag mismatches')
      .addOption(
        new Option(
          '--dns-server <ip:port>',
          'testing aid: resolve with this DNS server',
        ).hideHelp(),
      )
      .option('--report', 'post the results to POST /api/sendAntiBonusResult'),
    false,
  ).action((opts) =>
    run(() => import('./commands/mirrors-check.ts').then((m) => m.mirrorsCheck), opts),
  );
  // watch takes every option of check (its schema extends check's), then its own.
  const check = mirrors.commands.find((c) => c.name() === 'check') as Command;
  const everyCommandTakes = new Set(common(new Command(), false).options.map((o) => o.long));
  const watch = mirrors
    .command('watch')
    .description(
      'run mirrors check every --interval and print only the changes of verdict; --metrics serves Prometheus metrics',
    );
  for (const option of check.options)
    if (!everyCommandTakes.has(option.long)) watch.addOption(option);
  common(
    watch
      .option(
        '--interval <duration>',
        'between runs: 300s, 5m, 1h or ms (default 5m, as the web app)',
      )
      .option(
        '--metrics <[host:]port>',
        'serve Prometheus metrics at http://host:port/metrics (host default 127.0.0.1)',
      ),
    false,
    'print one JSON line per change on stdout (NDJSON)',
  ).action((opts) =>
    run(() => import('./commands/mirrors-watch.ts').then((m) => m.mirrorsWatch), opts),
  );
  common(
    mirrors
      .command('resolve')
      .description('GET /mirror: the link players of a blocked mirror are sent to'),
  ).action((opts) =>
    run(() => import('./commands/mirrors-resolve.ts').then((m) => m.mirrorsResolve), opts),
  );

  common(
    program
      .command('geo')
      .description('GET /geo_ip: ip, country code and region; exit 4 when the region is blocked')
      .option('--user-agent <ua>', 'send this User-Agent'),
  ).action((opts) => run(() => import('./commands/geo.ts').then((m) => m.geo), opts));

  const utm = program.command('utm').description('advertising links');
  common(
    utm
      .command('replay')
      .description("send a landing URL's query to POST /middleware/utm and show advId and promo")
      .argument(
        '<landing-url>',
        'the full landing URL with utm_source, utm_medium, utm_campaign, utm_term',
      ),
  ).action((landingUrl: string, opts) =>
    run(() => import('./commands/utm-replay.ts').then((m) => m.utmReplay), { ...opts, landingUrl }),
  );

  const token = program.command('token').description('bearer tokens');
  common(
    token.command('refresh').description('POST /auth/refresh-token: print a new access token'),
  ).action((opts) =>
    run(() => import('./commands/token-refresh.ts').then((m) => m.tokenRefresh), opts),
  );
  const fair = program.command('fair').description('provably fair rounds of the in-house games');
  const verify = fair
    .command('verify')
    .description(
      'recompute a round from its revealed seeds, or check a round record (--round); exit 1 on a mismatch',
    )
    .option('--game <game>', 'dice, crash, roulette, keno, mines, hilo, coinflip, cases or rooms')
    .option('--server-seed <seed>', 'the revealed server seed')
    .option('--client-seed <seed>', 'the client seed of the round')
    .option('--nonce <n>', 'the round number (from 1)')
    .option('--mines <k>', 'mines: the number of mines (1-24)')
    .option('--cards <n>', 'hilo: how many cards to show (default 5)')
    .option('--weights <list>', "cases: the items' weights in order, e.g. 60,25,10,5")
    .option('--stakes <list>', "rooms: the players' stakes in joining order, e.g. 10,30,60")
    .option(
      '--client-seeds <json>',
      "rooms: every player's client seed in joining order, a JSON list (instead of --client-seed)",
    )
    .option(
      '--server-seed-hash <sha256>',
      'the hash shown before play: check the revealed seed against it',
    )
    .option(
      '--round <file>',
      'instead of the options above: a round record as the game services return it (a round, {round, balance} or {rounds: [...]}); - reads stdin',
    )
    .option('--id <roundId>', 'with --round: check only this round of a history')
    .option('--hash <hash>', "with --game crash: a shared round's revealed hash (the hash chain)")
    .option('--salt <salt>', 'with --hash: the public salt of the chain')
    .option('--json', 'print one JSON document on stdout')
    .option('--debug', 'show stack traces of failures');
  verify.action((opts: Record<string, unknown>) => {
    if (opts.round !== undefined)
      return run(() => import('./commands/fair-round.ts').then((m) => m.fairRound), opts);
    if (opts.hash !== undefined || opts.salt !== undefined) {
      const seedFlags = ['serverSeed', 'clientSeed', 'nonce', 'serverSeedHash'].filter(
        (key) => opts[key] !== undefined,
      );
      if (seedFlags.length > 0)
        throw usage(
          '--hash and --salt verify a shared crash round; the seed options are for single rounds',
          'pass either --hash <h> --salt <s>, or --server-seed, --client-seed and --nonce',
        );
      return run(() => import('./commands/fair-chain.ts').then((m) => m.fairCrashHash), opts);
    }
    // Without --round these four are required, and a missing one is reported
    // word for word as when they were commander's required options.
    for (const option of verify.options) {
      const name = option.attributeName();
      // A shared room's --client-seeds stands for --client-seed.
      if (name === 'clientSeed' && opts.clientSeeds !== undefined) continue;
      if (FLAG_FORM_REQUIRED.includes(name) && opts[name] === undefined)
        verify.error(`error: required option '${option.flags}' not specified`, {
          code: 'commander.missingMandatoryOptionValue',
        });
    }
    if (opts.id !== undefined)
      throw usage(
        '--id chooses a round of a --round history',
        'pass --round <file> with it, or drop --id',
      );
    return run(() => import('./commands/fair-verify.ts').then((m) => m.fairVerify), opts);
  });

  fair
    .command('chain')
    .description(
      "walk the shared crash rounds' hash chain back from a revealed hash; with --terminating, check it reaches the published hash (exit 1 when not)",
    )
    .option('--from <hash>', 'a revealed game hash to start from')
    .option('--count <n>', 'how many hashes to walk (1-10000000)')
    .option('--salt <salt>', "the chain's public salt: show each round's crash point")
    .option('--terminating <hash>', 'the hash published before the first round')
    .option('--json', 'print one JSON document on stdout')
    .option('--debug', 'show stack traces of failures')
    .action((opts: Record<string, unknown>) =>
      run(() => import('./commands/fair-chain.ts').then((m) => m.fairChain), opts),
    );

  const live = program.command('live').description('the shared live rounds: crash and the rooms');
  common(
    live
      .command('watch')
      .description(
        'print the live rounds as they happen (--json: one event per line) until Ctrl-C or --rounds',
      )
      .option('--game <game>', 'crash or rooms')
      .option('--room <room>', 'rooms: red, yellow or purple (default red)')
      .option('--currency <code>', "rooms: the table's currency (default RUB)")
      .option('--rounds <n>', 'stop after this many rounds have ended')
      .option('--idle <s>', 'fail when the stream sends nothing for this long (default 30)'),
    true,
    'print each event as one JSON line on stdout (NDJSON)',
  ).action((opts: Record<string, unknown>) =>
    run(() => import('./commands/live-watch.ts').then((m) => m.liveWatch), opts),
  );

  const contract = program.command('contract').description('the API contract (openapi/)');
  common(
    contract
      .command('check')
      .description(
        "call every GET of the contract that needs no input and check each answer against the spec's schemas; exit 1 on a drift or an error",
      ),
  ).action((opts: Record<string, unknown>) =>
    run(() => import('./commands/contract-check.ts').then((m) => m.contractCheck), opts),
  );

  addSandboxCommands(program, run);

  program.addHelpText(
    'after',
    `
Synopsis:
  casino mirrors check [--domain <host[:port]> ...] [--domains-file <path|->]
        [--timeout <ms>] [--concurrency <n>] [--scheme https|http]
        [--depth quick|full] [--doh <url>] [--report]
  casino mirrors watch [the options of mirrors check] [--interval <duration>]
        [--metrics <[host:]port>]
  casino mirrors resolve
  casino geo [--user-agent <ua>]
  casino utm replay <landing-url>
  casino token refresh
  casino fair verify --game <game> --server-seed <s> --client-seed <c>
        --nonce <n> [--mines <k>] [--cards <n>] [--weights <w,...>]
        [--stakes <s,...>] [--client-seeds <json>] [--server-seed-hash <h>]
  casino fair verify --round <file|-> [--id <round-id>]
  casino fair verify --game crash --hash <h> --salt <s>
  casino fair chain --from <h> --count <n> [--salt <s>] [--terminating <h>]
  casino live watch --game crash|rooms [--room <room>] [--currency <code>]
        [--rounds <n>] [--idle <s>]
  casino contract check [--token <token>]
  casino sandbox state | invoice pay|fail | payout pay|fail | tokens expire
        | faults clear | reset
  casino sandbox site [--country <code>] [--blocked|--no-blocked] [--ip <ip>]
        [--sso <url>|--no-sso] [--mirror <host> ...|--no-mirrors]
        [--new-link <url>|--no-new-link]
  casino sandbox fault --operation "GET /profile/user"
        --kind error|slow|malformed [--ms <n>] [--times <n>]
  casino sandbox clock [--advance 24h]

The API commands take --api <url> (CASINO_API_URL) or --site <host>,
--token <token> (CASINO_TOKEN), --region <code>, --lang <locale>,
--timeout <ms>, --json and --debug; options go after the command. The sandbox
commands take --sandbox <url> (CASINO_SANDBOX_URL, default
http://127.0.0.1:4011/_sandbox; loopback unless --allow-remote), --token
<token> (acts on that player), --timeout <ms>, --json and --debug.

Exit codes: 0 ok, 1 the API or the network failed (fair verify: the seed does
not match its hash, or a --round record does not match its seeds; fair chain:
the hashes never reach --terminating; live watch: the stream cannot be opened
or went silent; contract check: an answer drifted from the contract or a call
failed; sandbox: the sandbox refused or did not answer), 2 bad usage or input
(fair verify --round: also a round that cannot be verified yet), 3 no mirror
answered, 4 the region is blocked (451), 5 stdout or stderr could not be
written (a closed pipe, a full disk). With --json a failure prints
{"error": {"code", "message", "suggestion"}} on stdout.

Example:
  casino geo --api http://127.0.0.1:4010 --json`,
  );
  return program;
}

/** The --json error object: `{"error": {"code", "message", "suggestion"[, "status"]}}`. */
interface JsonError {
  code: string;
  message: string;
  suggestion: string | null;
  status?: number;
}

/** What to say about a failure: its exit code, the --json error and the lines for people. */
async function describeFailure(error: unknown): Promise<{ exit: ExitCode; json: JsonError }> {
  if (error instanceof CliError) {
    return {
      exit: error.code,
      json: { code: error.kind, message: error.message, suggestion: error.suggestion ?? null },
    };
  }
  const { ApiError } = await import('@casino/sdk');
  if (error instanceof ApiError) {
    const timedOut =
      error.kind === 'network' &&
      error.cause instanceof Error &&
      error.cause.name === 'TimeoutError';
    const suggestion = apiErrorHint(error);
    // A web page where the API was expected: said so, not quoted.
    const page =
      error.kind === 'http' && typeof error.body === 'string' && /^\s*</.test(error.body);
    return {
      exit: EXIT.api,
      json: {
        code: timedOut ? 'timeout' : error.kind,
        message: timedOut
          ? `${error.operation} got no answer within the timeout`
          : page
            ? `${error.operation} failed with ${error.status}: the answer is a web page, not the API's`
            : error.message,
        suggestion,
        ...(error.status ? { status: error.status } : {}),
      },
    };
  }
  return {
    exit: EXIT.api,
    json: {
      code: 'internal',
      message: `unexpected failure: ${error instanceof Error ? error.message : String(error)}`,
      suggestion: 'run again with --debug and report the stack',
    },
  };
}

/**
 * Prints a failure and returns its exit code: one line on stderr (plus a hint;
 * the stack with --debug), and with --json the error object on stdout. Every
 * line is redacted and has its control characters spelled out: messages carry
 * the server's text and the user's input.
 */
export async function handleError(
  error: unknown,
  out: Output,
  context: { debug: boolean; json?: boolean; secrets: readonly (string | undefined)[] },
): Promise<ExitCode> {
  const clean = (text: string) => redact(text, context.secrets);
  const say = (text: string) => out.stderr(`${escapeControl(clean(text))}\n`);
  const { exit, json } = await describeFailure(error);
  say(`casino: ${json.message}`);
  if (json.suggestion) say(`hint: ${json.suggestion}`);
  if (context.debug && error instanceof Error && error.stack)
    out.stderr(`${escapeControl(clean(error.stack), true)}\n`);
  if (context.json) {
    out.stdout(
      jsonLine({
        error: {
          ...json,
          message: clean(json.message),
          suggestion: json.suggestion && clean(json.suggestion),
        },
      }),
    );
  }
  return exit;
}

/**
 * Commander's parse error as a usage error, without the values it quotes: an
 * unknown `--name=value` keeps only `--name`, excess arguments are counted,
 * not listed, and an unknown command is named only when it looks like one.
 * Commander's "(Did you mean ...?)" line becomes the hint.
 */
function commanderError(error: CommanderError, argv: readonly string[]): CliError {
  const full = error.message.replace(/^error: /, '');
  // `casino --api <url> geo`: an option every command takes (common(), or the
  // sandbox commands' --sandbox), given before the command.
  const first = argv[0]?.split('=')[0];
  if (
    error.code === 'commander.unknownOption' &&
    first !== undefined &&
    (first === '--sandbox' || common(new Command()).options.some((o) => o.long === first))
  )
    return usage(
      `${first} goes after the command`,
      'casino <command> [options], e.g. casino geo --api http://127.0.0.1:4010',
    );
  const didYouMean = /\n\(Did you mean ([\w-]+)\?\)$/.exec(full);
  let message = didYouMean ? full.slice(0, didYouMean.index) : full;
  if (error.code === 'commander.unknownOption')
    message = message.replace(/'(-[^'=\s]*)=[\s\S]*'/, "'$1'");
  if (error.code === 'commander.excessArguments') message = message.replace(/: [\s\S]*$/, '.');
  if (error.code === 'commander.unknownCommand')
    message = message.replace(/'([\s\S]*)'/, (quoted, name: string) =>
      /^[a-z][a-z0-9-]{0,30}$/i.test(name) ? quoted : '(not shown)',
    );
  const help = 'see casino --help, or casino <command> --help';
  return usage(message, didYouMean ? `did you mean ${didYouMean[1]}? ${help}` : help);
}

/** Runs the CLI with `argv` (without node and script); resolves with the exit code. */
export async function main(
  argv: string[],
  out: Output = processOutput,
  env = process.env,
): Promise<ExitCode> {
  let exitCode: ExitCode = EXIT.ok;
  // An empty variable (`export CASINO_TOKEN=` in a profile) counts as unset.
  for (const name of ['CASINO_TOKEN', 'CASINO_API_URL']) if (env[name] === '') delete env[name];
  const secrets = [
    env.CASINO_TOKEN,
    ...argv.filter((_, i) => argv[i - 1] === '--token'),
    ...argv.filter((a) => a.startsWith('--token=')).map((a) => a.slice(8)),
  ];
  const debug = argv.includes('--debug');
  // Until commander has parsed the options, a --json anywhere in argv counts.
  let json = argv.includes('--json');
  const program = createProgram(async (load, raw) => {
    json = raw.json === true;
    const [{ execute }, module] = await Promise.all([import('./command.ts'), load()]);
    exitCode = await execute(module as never, raw, out);
  }, out);
  try {
    if (argv.length === 0) {
      program.outputHelp();
      return EXIT.usage;
    }
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help (0), or the help a command without its subcommand shows (exit 2).
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.help')
        return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
      return handleError(commanderError(error, argv), out, { debug, json, secrets });
    }
    return handleError(error, out, { debug, json, secrets });
  }
}
