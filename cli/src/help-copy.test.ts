// cli/help.txt, which the launcher prints for `casino`, `casino --help` and
// `casino -h`, is the program's own help: a changed definition without
// `npm run docs:cli` fails here; and the bin prints it as the CLI would,
// exit codes included.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HELP_COPY_PATH, programHelpText } from './help-copy.ts';

const bin = fileURLToPath(new URL('../bin/casino.js', import.meta.url));
/** The real bin, as a person runs it. */
const casino = (...args: string[]) => {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

const copy = () =>
  readFileSync(fileURLToPath(new URL(`../../${HELP_COPY_PATH}`, import.meta.url)), 'utf8');

describe(HELP_COPY_PATH, () => {
  it('is the program’s help (npm run docs:cli writes it)', async () => {
    expect(
      copy() === (await programHelpText()),
      `${HELP_COPY_PATH} is out of date with the commands' definitions: run npm run docs:cli`,
    ).toBe(true);
  });

  it('is what the bin prints: --help and -h exit 0, no arguments exit 2, a command’s help comes from the CLI', () => {
    for (const args of [['--help'], ['-h']]) {
      const r = casino(...args);
      expect(r.code, args.join(' ')).toBe(0);
      expect(r.stdout).toBe(copy());
    }
    const bare = casino();
    expect(bare.code).toBe(2);
    expect(bare.stdout).toBe(copy());
    const version = casino('--version');
    expect(version.code).toBe(0);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    const unknown = casino('help', 'nosuch');
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toBe(
      "casino: unknown command 'nosuch'\nhint: see casino --help for the commands\n",
    );
    const mirrors = casino('mirrors', 'check', '--help');
    expect(mirrors.code).toBe(0);
    expect(mirrors.stdout).toContain('--timeout <ms>');
  });
});
