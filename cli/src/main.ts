// The `casino` program's entry: builds the program from the commands'
// definitions (program.ts), parses argv with commander, runs the command's
// work (imported only then, so `casino --help` loads neither undici nor the
// SDK), and sends every failure, commander's own included, through
// handleError (failure.ts) with its exit code.
import { CommanderError } from 'commander';
import { EXIT, type ExitCode, usage } from './errors.ts';
import { commanderError, handleError, shownCommandName } from './failure.ts';
import { type Output, processOutput } from './output.ts';
import { createProgram } from './program.ts';

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
    // `casino help <name>` of no command: said so (commander would print the whole help).
    const [first, asked] = argv;
    if (
      first === 'help' &&
      asked !== undefined &&
      !program.commands.some((c) => c.name() === asked)
    )
      throw usage(
        `unknown command ${shownCommandName(asked)}`,
        'see casino --help for the commands',
      );
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help or --version (0), or the help a command without its subcommand shows (exit 2).
      if (
        error.code === 'commander.helpDisplayed' ||
        error.code === 'commander.help' ||
        error.code === 'commander.version'
      )
        return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
      return handleError(commanderError(error, argv), out, { debug, json, secrets });
    }
    return handleError(error, out, { debug, json, secrets });
  }
}
