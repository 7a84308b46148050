// The real `casino` bin, as ops run it: a separate process with argv and
// environment variables, stdout and stderr apart, and its exit code.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answering, type TestServer } from './test-servers.ts';

const bin = fileURLToPath(new URL('../bin/casino.js', import.meta.url));
const repoNode24 = fileURLToPath(
  new URL('../../.cache/node24/node_modules/.bin/node', import.meta.url),
);

function run(args: string[], env: Record<string, string> = {}, node = process.execPath) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(node, [bin, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let geo: TestServer;

beforeAll(async () => {
  geo = await answering(200, { data: { ip: '2.132.10.21', country_code: 'KZ', region: 'KZ' } });
});

afterAll(async () => {
  await geo?.close();
});

describe('the casino bin', () => {
  it('--help lists every command and the exit codes', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    for (const text of [
      'casino mirrors check',
      'casino mirrors resolve',
      'casino geo',
      'casino utm replay',
      'casino token refresh',
      '4 the region is blocked',
    ]) {
      expect(r.stdout).toContain(text);
    }
  });

  it('without a command shows help and exits 2', async () => {
    const r = await run([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('Usage: casino');
  });

  it('reads CASINO_API_URL and CASINO_TOKEN; --json prints one document and nothing else', async () => {
    const r = await run(['geo', '--json'], {
      CASINO_API_URL: geo.url,
      CASINO_TOKEN: 'env-token-abcdefgh',
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      ip: '2.132.10.21',
      country_code: 'KZ',
      region: 'KZ',
      blocked: false,
    });
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(geo.received.at(-1)?.headers.authorization).toBe('Bearer env-token-abcdefgh');
  });

  it('a failure is one line on stderr with the exit code, no stack, no token', async () => {
    const r = await run([
      'token',
      'refresh',
      '--api',
      'http://127.0.0.1:1',
      '--token',
      'very-secret-token',
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('casino: POST /auth/refresh-token got no answer');
    expect(r.stderr).not.toContain('very-secret-token');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('an unknown option exits 2', async () => {
    const r = await run(['geo', '--nope']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown option '--nope'");
  });

  it('on an older system Node, runs with the repository Node 24 or says how to get it', () => {
    const systemNode = '/usr/bin/node';
    if (!existsSync(systemNode)) return;
    const version = spawnSync(systemNode, ['-p', 'process.versions.node'], {
      encoding: 'utf8',
    }).stdout.trim();
    if (Number(version.split('.')[0]) >= 24) return; // nothing to relaunch
    const r = spawnSync(systemNode, [bin, '--help'], {
      encoding: 'utf8',
      env: { PATH: '/usr/bin:/bin' },
    });
    if (existsSync(repoNode24)) {
      expect(r.status).toBe(0);
      expect(r.stdout).toContain('Usage: casino');
    } else {
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`casino: needs Node 24 or newer, this is Node ${version}`);
    }
  });
});
