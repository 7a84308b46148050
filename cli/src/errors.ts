// One error type for the CLI and one exit path (handleError).

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
  /** fair verify: the revealed server seed does not match the hash shown before play. */
  fairMismatch: 1,
} as const;

/** An exit code of EXIT. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure the CLI reports as one line, with a hint on how to fix it. */
export class CliError extends Error {
  override readonly name = 'CliError';
  /** The exit code. */
  readonly code: ExitCode;
  /** How to fix it, shown as `hint:`. */
  readonly suggestion: string | undefined;
  constructor(code: ExitCode, message: string, suggestion?: string) {
    super(message);
    this.code = code;
    this.suggestion = suggestion;
  }
}

/** A usage error (exit 2). */
export const usage = (message: string, suggestion?: string) =>
  new CliError(EXIT.usage, message, suggestion);

/** Replaces every secret in `text` (and anything that looks like a bearer token) with `***`. */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets)
    if (secret && secret.length >= 4) out = out.split(secret).join('***');
  return out
    .replace(/\bBearer\s+[A-Za-z0-9._~+/=-]{12,}/g, 'Bearer ***')
    .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '***');
}
