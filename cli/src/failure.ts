// How a failure leaves the CLI, whatever it is (a usage error, an API
// error, commander's own parse error, a bug): one line on stderr with a hint,
// the stack with --debug, with --json also one JSON error object on stdout,
// and an exit code. Every line is redacted and has its control characters
// spelled out: messages carry the server's text and the user's input.
import type { CommanderError } from 'commander';
import { apiOptions, sandboxOptions } from './commands/shared.definition.ts';
import { longFlag } from './definition.ts';
import { apiErrorHint, CliError, EXIT, type ExitCode, redact, usage } from './errors.ts';
import { escapeControl, jsonLine, type Output } from './output.ts';

/** The options that go after the command, which `casino --api <url> geo` gives before it. */
const GO_AFTER = [...Object.values(apiOptions().context), sandboxOptions.command.sandbox].map(
  longFlag,
);

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
      json: {
        code: error.kind,
        message: error.message,
        suggestion: error.suggestion ?? null,
        ...(error.status === undefined ? {} : { status: error.status }),
      },
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
/** A command name as a message may quote it: a plausible name in quotes, anything else not shown. */
export function shownCommandName(name: string): string {
  return /^[a-z][a-z0-9-]{0,30}$/i.test(name) ? `'${name}'` : '(not shown)';
}

export function commanderError(error: CommanderError, argv: readonly string[]): CliError {
  const full = error.message.replace(/^error: /, '');
  // `casino --api <url> geo`: an option the API commands take (or the
  // sandbox commands' --sandbox), given before the command.
  const first = argv[0]?.split('=')[0];
  if (error.code === 'commander.unknownOption' && first !== undefined && GO_AFTER.includes(first))
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
    message = message.replace(/'([\s\S]*)'/, (_, name: string) => shownCommandName(name));
  const help = 'see casino --help, or casino <command> --help';
  return usage(message, didYouMean ? `did you mean ${didYouMean[1]}? ${help}` : help);
}
