// The `casino` program as commander sees it, built from the commands'
// definitions (commands/index.ts): each command with its options, their help
// (descriptions, defaults as `(default: …)`, environment variables), its
// argument and its action, and the program's help with the synopsis. The
// action hands the options given (commander's own defaults left out: the
// definition's field applies the default, parsed like a given value) to
// `run` with the module of the command's work, which is imported only then.
import { createRequire } from 'node:module';
import { Command, Option } from 'commander';
import {
  COMMANDS,
  GROUPS,
  type Load,
  PROGRAM_DESCRIPTION,
  type WiredCommand,
} from './commands/index.ts';
import { CONTEXT_OPTIONS, sandboxOptions } from './commands/shared.definition.ts';
import { allOptions, longFlag, type OptionDefinition, shownDefault } from './definition.ts';
import type { Output } from './output.ts';
import { COMMAND, FROM_ENV, type RawOptions } from './raw-options.ts';
import { programSynopsis, wrap } from './synopsis.ts';

/** Runs a command: loads its work and executes it with the raw options. */
export type Run = (load: Load, raw: Record<string, unknown>) => Promise<void>;

/** The columns the program's own help text fills (commander wraps the rest at 80). */
const WIDTH = 78;

/** Adds an option (and its --no- form) to a command, as its definition says. */
function addOption(command: Command, definition: OptionDefinition): void {
  const option = new Option(definition.flags, definition.description);
  if (definition.env) option.env(definition.env);
  const shown = shownDefault(definition);
  // Shown by --help as `(default: …)`; the value itself is left out of the
  // options handed over (givenOptions), so that the field parses it.
  if (shown !== undefined) option.default(shown, shown);
  if (definition.hidden) option.hideHelp();
  command.addOption(option);
  if (definition.negation)
    command.addOption(new Option(`--no-${longFlag(definition).slice(2)}`, definition.negation));
}

/** The CLI's version (cli/package.json), which `casino --version` prints. */
const VERSION: string = createRequire(import.meta.url)('../package.json').version;

/**
 * The options given on the command line or in the environment, by attribute
 * name, with the variable each one read from the environment came from.
 */
function givenOptions(command: Command): RawOptions {
  const raw: RawOptions = Object.fromEntries(
    Object.entries(command.opts()).filter(
      ([key]) => command.getOptionValueSource(key) !== 'default',
    ),
  );
  const fromEnv = command.options.flatMap((option) =>
    option.envVar && command.getOptionValueSource(option.attributeName()) === 'env'
      ? [[option.attributeName(), option.envVar] as const]
      : [],
  );
  if (fromEnv.length > 0) raw[FROM_ENV] = Object.fromEntries(fromEnv);
  const words: string[] = [];
  for (let c: Command | null = command; c?.parent; c = c.parent) words.unshift(c.name());
  raw[COMMAND] = words.join(' ');
  return raw;
}

/** The command at `path` under `program`, made (with its group's description) when missing. */
function group(program: Command, path: readonly string[]): Command {
  let parent = program;
  path.forEach((name, i) => {
    parent =
      parent.commands.find((c) => c.name() === name) ??
      parent.command(name).description(GROUPS[path.slice(0, i + 1).join(' ')] ?? '');
  });
  return parent;
}

/** Adds a wired command: its options from its definition, its action running its work. */
function addCommand(program: Command, { definition, load }: WiredCommand, run: Run): void {
  const command = group(program, definition.path.slice(0, -1))
    .command(definition.path.at(-1) as string)
    .description(definition.description);
  const { argument } = definition;
  if (argument) command.argument(`<${argument.name}>`, argument.description);
  for (const [, option] of allOptions(definition)) addOption(command, option);
  command.action((...args: unknown[]) => {
    const raw = givenOptions(command);
    if (argument) raw[argument.key] = args[0];
    Object.assign(raw, definition.values);
    if (typeof load === 'function') return run(load, raw);
    // A command of several forms: its definition's route picks the form (or refuses a mix).
    return run(load[definition.route?.(raw) ?? ''] as Load, raw);
  });
}

/** What `casino --help` prints after the commands: the synopsis, the shared options, the exit codes. */
function programHelp(): string {
  const { api, site, token, region, lang, timeout } = CONTEXT_OPTIONS;
  const { sandbox } = sandboxOptions.command;
  const shared = [
    `The API commands take ${api.flags} (${api.env}) or ${site.flags},`,
    `${token.flags} (${token.env}), ${region.flags}, ${lang.flags},`,
    `${timeout.flags}, --json and --debug; options go after the command. The sandbox`,
    `commands take ${sandbox.flags} (${sandbox.env}, default ${shownDefault(sandbox)};`,
    'loopback unless --allow-remote), --token <token> (acts on that player), --timeout <ms>,',
    '--json and --debug.',
  ];
  return [
    '',
    'Synopsis:',
    ...programSynopsis(
      COMMANDS.map((c) => c.definition),
      WIDTH - 2,
    ).map((line) => `  ${line}`),
    '',
    // Keeps a flag with its value on one line.
    ...wrap(shared.join(' ').split(/ (?!<)/), WIDTH, ''),
    '',
    `Exit codes: 0 ok, 1 the API or the network failed (fair verify: the seed does
not match its hash, or a --round record does not match its seeds; fair chain:
the hashes never reach --terminating; live watch: the stream cannot be opened
or went silent; contract check: an answer drifted from the contract or a call
failed; sandbox: the sandbox refused or did not answer), 2 bad usage or input
(fair verify --round: also a round that cannot be verified yet), 3 no mirror
answered, 4 the region is blocked (451), 5 stdout or stderr could not be
written (a closed pipe, a full disk). With --json a failure prints
{"error": {"code", "message", "suggestion"}} on stdout.`,
    '',
    'Example:',
    '  casino geo --api http://127.0.0.1:4010 --json',
  ].join('\n');
}

/** Builds the program. `run` executes a command's work; help goes to `out`, errors are thrown. */
export function createProgram(run: Run, out: Output): Command {
  // Set before the commands are added: they inherit these settings.
  const program = new Command('casino')
    .description(PROGRAM_DESCRIPTION)
    .exitOverride()
    .configureOutput({
      // Help only: commander's error lines are dropped here and printed by
      // main() from the CommanderError, through the one path (commanderError).
      writeOut: (text) => out.stdout(text),
      writeErr: (text) => out.stderr(text),
      outputError: () => undefined,
      // Help is 80 columns wide whatever the terminal: the same text in a
      // pipe, a wide terminal and the launcher's copy of `casino --help`
      // (cli/help.txt, which bin/casino.js prints without loading the CLI).
      getOutHelpWidth: () => 80,
      getErrHelpWidth: () => 80,
    })
    .configureHelp({ sortSubcommands: false })
    .version(VERSION, '-V, --version', "print casino's version");
  for (const wired of COMMANDS) addCommand(program, wired, run);
  program.addHelpText('after', programHelp());
  return program;
}
