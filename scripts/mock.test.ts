// `npm run mock`: the port rules, and the real Prism binary answering on
// loopback under the PID that was started, stopped by that PID. The
// in-process mock of the tests: malformed JSON answered by the front itself
// (Prism never answers such a body).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MOCK_PORT, resolveMockPort } from './mock.ts';
import { freePort } from './ports.ts';

describe('resolveMockPort', () => {
  it('defaults to 4010', () => {
    expect(resolveMockPort([], {})).toBe(4010);
    expect(DEFAULT_MOCK_PORT).toBe(4010);
  });

  it('takes MOCK_PORT, and --port over MOCK_PORT', () => {
    expect(resolveMockPort([], { MOCK_PORT: '5001' })).toBe(5001);
    expect(resolveMockPort(['--port', '5002'], { MOCK_PORT: '5001' })).toBe(5002);
    expect(resolveMockPort(['-p', '5003'], {})).toBe(5003);
    expect(resolveMockPort(['--port=5004'], {})).toBe(5004);
  });

  it('names the bad value and the fix', () => {
    expect(() => resolveMockPort(['--port', 'abc'], {})).toThrow(
      '--port must be a port number from 1 to 65535, got "abc"',
    );
    expect(() => resolveMockPort([], { MOCK_PORT: '70000' })).toThrow(
      'MOCK_PORT must be a port number',
    );
    expect(() => resolveMockPort(['--port'], {})).toThrow('--port needs a value');
    expect(() => resolveMockPort(['--verbose'], {})).toThrow('Unknown argument "--verbose"');
  });
});

/** The status `url` answers with, or undefined when nothing answers (refused, or no answer within 2 s: asked again). */
async function answers(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined;
  }
}

describe('npm run mock', () => {
  it('serves the spec on 127.0.0.1 from the Prism binary, and stopping its PID stops it', async () => {
    const port = await freePort();
    const script = fileURLToPath(new URL('./mock.ts', import.meta.url));
    const child = spawn(process.execPath, [script, '--port', String(port)], { stdio: 'ignore' });
    const url = `http://127.0.0.1:${port}/geo_ip`;
    const exited = once(child, 'exit');
    try {
      // Until Prism answers (it starts in a few seconds; the bound only catches a hang).
      await vi.waitFor(async () => expect(await answers(url)).toBe(200), {
        timeout: 45_000,
        interval: 200,
      });
      const cmdline = (await readFile(`/proc/${child.pid}/cmdline`, 'utf8')).split('\0');
      expect(cmdline.some((arg) => arg.includes('prism-cli'))).toBe(true);
      expect(cmdline).toEqual(
        expect.arrayContaining(['--host', '127.0.0.1', '--port', String(port)]),
      );
    } finally {
      child.kill('SIGTERM');
    }
    // The PID started was Prism's: once it has exited, nothing listens on the port.
    await exited;
    await expect(fetch(url)).rejects.toThrow();
  });
});

describe('the in-process mock (startMockServer)', () => {
  it('answers a malformed JSON body itself with the contract’s 422; the rest reaches Prism', async () => {
    const { startMockServer } = await import('./mock-server.ts');
    const mock = await startMockServer();
    try {
      const login = `${mock.url}/api/v2/auth/login/email/password`;
      // Each answer is the front's own (its message and errors shape): Prism,
      // which never answers such a body, did not see it. The abort only turns
      // a hang into a failure.
      for (const body of ['{"email": "a@b.c", "password":', '{oops}', 'null,']) {
        const response = await fetch(login, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          signal: AbortSignal.timeout(15_000),
        });
        expect(response.status, body).toBe(422);
        expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
        const answer = (await response.json()) as { message: unknown; errors: unknown };
        expect(answer.message).toBe('The request body is not valid JSON.');
        expect(answer.errors).toEqual({ body: ['validation.json'] });
      }
      const good = await fetch(login, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'player@example.com', password: 's3cret-pass' }),
        signal: AbortSignal.timeout(15_000),
      });
      expect(good.status).toBe(200);
      expect(((await good.json()) as { token?: unknown }).token).toEqual(expect.any(String));
      expect((await fetch(`${mock.url}/geo_ip`)).status).toBe(200);
    } finally {
      await mock.stop();
    }
  }, 60_000);
});
