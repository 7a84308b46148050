// casino mirrors check --domains-file: a list with comments and blank lines,
// from a file or stdin; malformed names named by line and skipped, duplicates
// probed once and reported once, nothing usable left a usage error.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casino } from './test-run.ts';
import { answering, type TestServer } from './test-servers.ts';

let scratch: string;
let live: TestServer;
let other: TestServer;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'casino-domains-'));
  live = await answering(200, 'ok');
  other = await answering(200, 'ok');
});

afterAll(async () => {
  await Promise.all([live?.close(), other?.close()]);
  rmSync(scratch, { recursive: true, force: true });
});

const file = (name: string, text: string) => {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
};

describe('--domains-file', () => {
  it('reads one domain a line, skips comments, blank and malformed lines, probes duplicates once', async () => {
    const list = file(
      'mirrors.txt',
      [
        '# mirrors of the week',
        live.host,
        '',
        `   ${other.host}   # the backup`,
        'https://bad.example/path',
        'mirror.example:70000',
        live.host.toUpperCase(),
        other.host,
      ].join('\n'),
    );
    const r = await casino(
      'mirrors',
      'check',
      '--domains-file',
      list,
      '--domain',
      live.host,
      '--scheme',
      'http',
      '--json',
    );
    expect(r.code).toBe(0);
    expect(Object.keys(r.json().results)).toEqual([live.host, other.host]);
    expect(r.stderr).toContain(
      `line 5: skipping "https://bad.example/path": it is not a host[:port]`,
    );
    expect(r.stderr).toContain(
      'line 6: skipping "mirror.example:70000": its port is outside 1-65535',
    );
    const notices = r.stderr.split('\n').filter((l) => l.includes('listed more than once'));
    expect(notices).toEqual([
      `casino: listed more than once, probed once: ${live.host}, ${other.host}`,
    ]);
  });

  it('a file with nothing to probe, or none at all, is exit 2', async () => {
    const empty = await casino(
      'mirrors',
      'check',
      '--domains-file',
      file('empty.txt', '# nothing yet\n\nnot a domain!\n'),
    );
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('names no mirror to check');
    expect(empty.stderr).toContain('line 3: skipping "not a domain!"');
    const missing = await casino(
      'mirrors',
      'check',
      '--domains-file',
      join(scratch, 'no-such.txt'),
      '--json',
    );
    expect(missing.code).toBe(2);
    expect(missing.json().error.message).toContain('there is no such file');
  });

  it('- reads the list from stdin (the real bin)', async () => {
    const bin = fileURLToPath(new URL('../bin/casino.js', import.meta.url));
    const child = spawn(
      process.execPath,
      [bin, 'mirrors', 'check', '--domains-file', '-', '--scheme', 'http', '--json'],
      { env: { PATH: process.env.PATH ?? '' }, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let stdout = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stdin.end(`${live.host}\n# a comment\n${other.host}\n`);
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(Object.keys(JSON.parse(stdout).results)).toEqual([live.host, other.host]);
  });
});
