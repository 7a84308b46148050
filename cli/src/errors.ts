// One error type for the CLI and one exit path (handleError), and the
// redaction every message goes through before it is printed.

/** The exit codes others script against. */
export const EXIT = {
  ok: 0,
  /** The API or the network failed. */
  api: 1,
  /** Bad usage or input. */
  usage: 2,
  /** No mirror answered. */
  noMirror: 3,
  /** The region is blocked (451). */
  blocked: 4,
  /** stdout or stderr could not be written (a closed pipe, a full disk): the process ends quietly. */
  output: 5,
  /** fair verify: the revealed server seed does not match the hash shown before play. */
  fairMismatch: 1,
} as const;

/** An exit code of EXIT. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The `error.code` of a --json error object (docs/cli.md lists them). */
export type ErrorKind =
  | 'usage'
  | 'http'
  | 'network'
  | 'timeout'
  | 'malformed'
  | 'invalid-response'
  | 'refresh'
  | 'token-rejected'
  | 'internal';

/** A failure the CLI reports as one line, with a hint on how to fix it. */
export class CliError extends Error {
  override readonly name = 'CliError';
  /** The exit code. */
  readonly code: ExitCode;
  /** How to fix it, shown as `hint:`. */
  readonly suggestion: string | undefined;
  /** The `error.code` of the --json error object; `usage` for a usage error when absent. */
  readonly kind: ErrorKind;
  /** The HTTP status of an `http` failure (the --json error's `status`). */
  readonly status: number | undefined;
  constructor(
    code: ExitCode,
    message: string,
    suggestion?: string,
    kind?: ErrorKind,
    status?: number,
  ) {
    super(message);
    this.code = code;
    this.suggestion = suggestion;
    this.kind = kind ?? (code === EXIT.usage ? 'usage' : 'internal');
    this.status = status;
  }
}

/**
 * How to fix a failed API call (an ApiError's kind and status), or null: the
 * hint handleError prints, and that a command printing a failure itself uses.
 */
export function apiErrorHint(error: { kind: string; status: number }): string | null {
  if (error.status === 401)
    return 'the API refused the token: it has expired or is not valid; `casino token refresh --token <expired token>` prints a fresh one, else log in again';
  if (error.kind === 'http' && error.status === 404)
    return 'nothing answers that call there: is --api the casino API, with the right path prefix?';
  if (error.kind === 'network')
    return 'check the --api address and that the API is up; raise --timeout for a slow one';
  if (error.kind === 'malformed' || error.kind === 'invalid-response')
    return 'the --api address may not be the casino API';
  return null;
}

/** A usage error (exit 2). */
export const usage = (message: string, suggestion?: string) =>
  new CliError(EXIT.usage, message, suggestion);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces every secret in `text` (and anything that looks like a bearer token)
 * with `***`. A secret of 4 characters or more goes wherever it appears; a
 * shorter one wherever it stands as a word of its own, so that `--token abc`
 * is hidden in "token abc is invalid" without cutting "abc" out of other words.
 * A bearer token goes whatever its length.
 */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    if (!secret) continue;
    out =
      secret.length >= 4
        ? out.split(secret).join('***')
        : out.replace(
            new RegExp(`(?<![\\w.~+/=-])${escapeRegExp(secret)}(?![\\w.~+/=-])`, 'g'),
            '***',
          );
  }
  return out
    .replace(/\bBearer\s+(?!\*\*\*)[^\s"',;]+/gi, 'Bearer ***')
    .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '***');
}
