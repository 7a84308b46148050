// docs/cli-reference.md is what the commands' definitions give: a changed
// option, description or default without `npm run docs:cli` fails here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cliReference, REFERENCE_PATH } from './reference.ts';

describe(REFERENCE_PATH, () => {
  it('is up to date with the definitions (npm run docs:cli writes it)', () => {
    const path = fileURLToPath(new URL(`../../${REFERENCE_PATH}`, import.meta.url));
    const expected = cliReference();
    const actual = readFileSync(path, 'utf8');
    expect(
      actual === expected,
      `${REFERENCE_PATH} is out of date with the commands' definitions: run npm run docs:cli`,
    ).toBe(true);
  });

  it('lists every command with a table of its options', () => {
    const text = cliReference();
    expect(text).toContain('## casino mirrors check');
    expect(text).toContain('| `--timeout <ms>` | timeout per mirror in ms, all stages | 4000 |');
    expect(text).toContain(
      '| `--game <game>` | dice, crash, roulette, keno, miner (or mines), hilo, coinflip, cases or rooms (choices:',
    );
    expect(text).toContain('aliases: `mines` for `miner`');
    expect(text).not.toContain('--dns-server');
  });
});
