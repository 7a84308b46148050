// Where the CLI writes: results on stdout (one JSON document with --json),
// messages on stderr. Injected so that commands run in tests without a process.

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
