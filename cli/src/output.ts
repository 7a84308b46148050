// Where the CLI writes: results on stdout (one JSON document with --json),
// messages on stderr. Injected so that commands run in tests without a process.
// Everything printed for people passes escapeControl: text from a server, a
// file or argv may hold terminal escape sequences (ESC ] 0; sets the window
// title, ESC [ 2J clears the screen, colours forge an "OK"), and an ops
// terminal must show them as text, never obey them.

/** The CLI's output streams. */
export interface Output {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** True when stderr is a terminal (live progress lines). */
  interactive: boolean;
}

/** The process's streams. */
export const processOutput: Output = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  interactive: Boolean(process.stderr.isTTY),
};

// C0 controls, DEL, C1 controls (U+009B is CSI on terminals that take 8-bit
// controls), the Unicode line and paragraph separators, and the bidirectional
// overrides and isolates that reorder what is shown (Trojan Source).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const hex = (c: string, width: number) => (c.codePointAt(0) ?? 0).toString(16).padStart(width, '0');

/**
 * Spells out control characters so that a terminal shows them instead of
 * obeying them: `\x1b`, `\x07`, `\x7f` for C0 and DEL, `\u009b` for C1 and the
 * Unicode separators and bidi controls, `\n`, `\r`, `\t` by name. With
 * `keepLines`, newlines and tabs pass: for text whose line breaks are the
 * CLI's own (a rendered table, a stack), after each value in it was escaped
 * whole. Backslashes are left as they are.
 */
export function escapeControl(text: string, keepLines = false): string {
  return text.replace(UNSAFE, (c) => {
    if (keepLines && (c === '\n' || c === '\t')) return c;
    return NAMED[c] ?? (c <= '\x7f' ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`);
  });
}

// JSON.stringify escapes C0 but writes DEL, C1, U+2028/9 and the bidi
// controls as they are; \u escapes keep the parsed value identical.
const JSON_UNSAFE = /[\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** One JSON document as a line: exactly `value` when parsed, with no raw control character in the text. */
export function jsonLine(value: unknown): string {
  return `${JSON.stringify(value).replace(JSON_UNSAFE, (c) => `\\u${hex(c, 4)}`)}\n`;
}

/** A plain text table: columns padded to their widest cell. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) {
    for (const [i, cell] of row.entries()) widths[i] = Math.max(widths[i] ?? 0, cell.length);
  }
  return rows
    .map((row) =>
      row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  '),
    )
    .join('\n');
}
