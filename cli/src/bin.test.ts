// The real `casino` bin, as ops run it: a separate process with argv and
// environment variables, stdout and stderr apart, and its exit code; what it
// loads for --help, and that it exits with its result while work nobody
// waits for (a DNS look-up that never ends) is still pending.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answering, type TestServer } from './test-servers.ts';

const bin = fileURLToPath(new URL('../bin/casino.js', import.meta.url));
const repoNode24 = fileURLToPath(
  new URL('../../.cache/node24/node_modules/.bin/node', import.meta.url),
);

function run(
  args: string[],
  env: Record<string, string> = {},
  options: { closeStdout?: boolean; stdoutFd?: number; stderrFd?: number } = {},
) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', options.stdoutFd ?? 'pipe', options.stderrFd ?? 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    // The reader of the pipe goes away at once, as `| head -c 10` does once it has its bytes.
    if (options.closeStdout) child.stdout?.destroy();
    else child.stdout?.on('data', (c) => (stdout += c));
    child.stderr?.on('data', (c) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let scratch: string;

let geo: TestServer;

beforeAll(async () => {
  geo = await answering(200, { data: { ip: '2.132.10.21', country_code: 'KZ', region: 'KZ' } });
  scratch = mkdtempSync(join(tmpdir(), 'casino-bin-'));
});

afterAll(async () => {
  await geo?.close();
  rmSync(scratch, { recursive: true, force: true });
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
    // It reads in an 80-column terminal.
    expect(r.stdout.split('\n').filter((line) => line.length > 80)).toEqual([]);
  });

  it('--help loads neither the SDK nor undici, fair verify only the fair engine', async () => {
    // Logs every module of the SDK or undici the process resolves.
    const preload = join(scratch, 'log-heavy.mjs');
    writeFileSync(
      preload,
      `import { registerHooks } from 'node:module';
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    if (/\\/(sdk\\/src|node_modules\\/undici)\\//.test(result.url)) process.stderr.write('loaded ' + result.url + '\\n');
    return result;
  },
});
`,
    );
    const env = { NODE_OPTIONS: `--import=${preload}` };
    for (const args of [['--help'], ['mirrors', 'check', '--help'], ['fair', 'verify', '--help']]) {
      const r = await run(args, env);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe('');
    }
    // The hook sees them when a command runs.
    const ran = await run(['geo', '--api', geo.url, '--json'], env);
    expect(ran.code).toBe(0);
    expect(ran.stderr).toMatch(/loaded \S*\/sdk\/src\//);
    expect(ran.stderr).toMatch(/loaded \S*\/node_modules\/undici\//);
    // A command that calls no API loads its own work (the fair engine) and
    // neither undici nor the SDK's client and its answer checking.
    const verify = await run(
      'fair verify --game dice --server-seed s --client-seed c --nonce 1'.split(' '),
      env,
    );
    expect(verify.code).toBe(0);
    expect(verify.stderr).toMatch(/loaded \S*\/sdk\/src\/fair\//);
    expect(verify.stderr).not.toMatch(
      /undici|\/sdk\/src\/(client\/(?!hosts\.ts)|validation|index\.ts)/,
    );
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

  it('an empty CASINO_TOKEN counts as unset: a command without a token still runs', async () => {
    const r = await run(['geo', '--json'], { CASINO_API_URL: geo.url, CASINO_TOKEN: '' });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ country_code: 'KZ' });
    expect(geo.received.at(-1)?.headers.authorization).toBeUndefined();
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

  it('an unknown option never echoes its value', async () => {
    const r = await run(['geo', '--tokn=sekret-token-123456']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown option '--tokn'");
    expect(r.stderr).not.toContain('sekret');
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

describe('the casino bin and its streams', () => {
  const fair = ['fair', 'verify', '--game', 'hilo', '--server-seed', 's', '--client-seed', 'c'];

  it('a closed pipe on stdout (casino ... | head -c 10) ends quietly with exit 5', async () => {
    const r = await run(
      [...fair, '--nonce', '1', '--cards', '1000', '--json'],
      {},
      {
        closeStdout: true,
      },
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(5);
  });

  it('a full disk on stdout (ENOSPC, /dev/full) ends quietly with exit 5', async () => {
    if (!existsSync('/dev/full')) return;
    const fd = openSync('/dev/full', 'w');
    try {
      const r = await run(['geo', '--api', geo.url, '--json'], {}, { stdoutFd: fd });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(5);
    } finally {
      closeSync(fd);
    }
  });

  it('a full disk on stderr ends with exit 5 too, without a stack', async () => {
    if (!existsSync('/dev/full')) return;
    const fd = openSync('/dev/full', 'w');
    try {
      const r = await run(['geo', '--frobnicate'], {}, { stderrFd: fd });
      expect(r.stdout).toBe('');
      expect(r.code).toBe(5);
    } finally {
      closeSync(fd);
    }
  });

  it('DNS look-ups that never end do not keep the process alive after the result', async () => {
    // Stands in for a resolver that does not answer: each look-up never calls
    // back and holds the event loop, as a getaddrinfo call stuck in libuv's
    // pool does. At exit it writes how many were still pending: a process
    // that waited for them would never exit (the test would time out).
    const preload = join(scratch, 'stuck-dns.mjs');
    const pendingAtExit = join(scratch, 'pending-at-exit');
    writeFileSync(
      preload,
      `import dns from 'node:dns';
import { writeFileSync } from 'node:fs';
let pending = 0;
dns.lookup = () => {
  pending++;
  setInterval(() => undefined, 60_000);
};
process.on('exit', () => writeFileSync(${JSON.stringify(pendingAtExit)}, String(pending)));
`,
    );
    const domains = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].flatMap((d) => [
      '--domain',
      `${d}.mirror.example`,
    ]);
    const r = await run(['mirrors', 'check', ...domains, '--timeout', '300', '--json'], {
      NODE_OPTIONS: `--import=${preload}`,
    });
    expect(r.code).toBe(3);
    expect(Object.values(JSON.parse(r.stdout).results)).toEqual(Array(6).fill(null));
    // It exited with its result while all six look-ups were still pending.
    expect(readFileSync(pendingAtExit, 'utf8')).toBe('6');
  });
});
