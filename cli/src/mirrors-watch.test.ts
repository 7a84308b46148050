// casino mirrors watch: in process with a fake clock over loopback mirrors
// whose behaviour flips between runs (only the changes are printed, as text
// and as NDJSON), its Prometheus endpoint scraped over HTTP and parsed, the
// reports it posts, its usage errors, and the real bin stopped by SIGTERM
// and SIGINT (exit 0, the metrics port freed, a run in flight abandoned).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mirrorsWatch, watchMirrors } from './commands/mirrors-watch.ts';
import { createContext } from './context.ts';
import type { Clock } from './mirror-watch/repeat.ts';
import type { Output } from './output.ts';
import { parseOptions } from './parse.ts';
import { httpsServer, makeCertificate, silent } from './probe-test-servers.ts';
import { casino } from './test-run.ts';
import { startServer, type TestServer } from './test-servers.ts';

const T0 = Date.UTC(2026, 10, 24, 10, 0, 0);
const FIVE_MINUTES = 300_000;

/** A mirror on a fixed loopback port that answers 200, answers 500, or is not there (refused). */
async function flippingMirror() {
  let status = 200;
  const server: Server = createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'text/html' });
    res.end('<html><body>casino mirror</body></html>');
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    answer: (code: number) => {
      status = code;
    },
    refuse: close,
    reopen: () => listen(port),
    close: () => (server.listening ? close() : Promise.resolve()),
  };
}

/** A clock that stands still during a run; the test ends each pause, moving it on by the pause. */
function fakeClock() {
  let now = T0;
  const pauses: { ms: number; wake: () => void }[] = [];
  let pausing: (() => void) | undefined;
  const clock: Clock = {
    now: () => now,
    sleep: (ms, signal) =>
      new Promise<void>((resolve) => {
        pauses.push({
          ms,
          wake: () => {
            now += ms;
            resolve();
          },
        });
        signal.addEventListener('abort', () => resolve(), { once: true });
        pausing?.();
      }),
  };
  return {
    clock,
    /** Resolves with the pause's ms once the watch pauses (its run has ended). */
    async paused(): Promise<number> {
      while (pauses.length === 0) await new Promise<void>((resolve) => (pausing = resolve));
      return (pauses[0] as { ms: number }).ms;
    },
    /** Ends the pause: the next run starts. */
    next() {
      (pauses.shift() as { wake: () => void }).wake();
    },
  };
}

/** Output captured; `take()` returns stdout's lines written since the last call. */
function capture() {
  let stdout = '';
  let stderr = '';
  let taken = 0;
  const out: Output = {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    interactive: true,
  };
  return {
    out,
    stderr: () => stderr,
    take(): string[] {
      const lines = stdout.slice(taken).split('\n').filter(Boolean);
      taken = stdout.length;
      return lines;
    },
  };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

/** Starts a watch in process as `casino mirrors watch` with `raw` options would; stopped after the test. */
function startWatch(raw: Record<string, unknown>) {
  const output = capture();
  const time = fakeClock();
  const stop = new AbortController();
  const ctx = createContext(raw, output.out);
  const done = watchMirrors(parseOptions(mirrorsWatch.schema, raw), ctx, {
    signal: stop.signal,
    clock: time.clock,
  }).finally(() => ctx.close());
  const metricsUrl = () => /serving Prometheus metrics at (\S+)/.exec(output.stderr())?.[1] ?? '';
  cleanups.push(async () => {
    stop.abort();
    await done;
  });
  return { ...output, ...time, stop: () => stop.abort(), done, metricsUrl };
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (version 0.0.4); a line that is none fails the test. */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ')) continue;
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1] as string, type[2] as string);
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, raw] of (sample[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g))
      labels[key as string] = (raw as string).replace(/\\(.)/g, (_, c: string) =>
        c === 'n' ? '\n' : c,
      );
    samples.push({ name: sample[1] as string, labels, value: Number(sample[3]) });
  }
  return { types, samples };
}

/** GET /metrics, checked to be Prometheus text, parsed; `value(name, labels)` finds one sample. */
async function scrape(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const parsed = parseExposition(await response.text());
  const value = (name: string, labels: Record<string, string> = {}) =>
    parsed.samples.find(
      (s) =>
        s.name === name &&
        Object.keys(s.labels).length === Object.keys(labels).length &&
        Object.entries(labels).every(([k, v]) => s.labels[k] === v),
    )?.value;
  return { ...parsed, value };
}

/** True when nothing listens on `url`'s port any more. */
function refused(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('casino mirrors watch (fake clock)', () => {
  it('prints every mirror once, then only changes of verdict, every 5 minutes by default; the metrics follow', async () => {
    const a = await flippingMirror();
    const b = await flippingMirror();
    cleanups.push(a.close, b.close);
    const w = startWatch({
      domain: [a.host, b.host],
      scheme: 'http',
      timeout: '2000',
      metrics: '127.0.0.1:0',
    });

    expect(await w.paused()).toBe(FIVE_MINUTES);
    const first = w.take();
    expect(first).toHaveLength(2);
    expect(first[0]).toMatch(new RegExp(`^2026-11-24T10:00:00Z  ${a.host}  ok  \\d+ ms$`));
    expect(first[1]).toMatch(new RegExp(`^2026-11-24T10:00:00Z  ${b.host}  ok  \\d+ ms$`));
    // On loopback the metrics stay on this machine: nothing to warn of.
    expect(w.stderr()).not.toContain('warning');
    let m = await scrape(w.metricsUrl());
    expect(m.types.get('casino_mirror_up')).toBe('gauge');
    expect(m.types.get('casino_mirror_watch_runs_total')).toBe('counter');
    expect(m.value('casino_mirror_up', { domain: a.host })).toBe(1);
    expect(m.value('casino_mirror_verdict', { domain: a.host, verdict: 'ok' })).toBe(1);
    expect(m.value('casino_mirror_verdict', { domain: a.host, verdict: 'tcp-refused' })).toBe(0);
    expect(
      m.value('casino_mirror_stage_duration_seconds', { domain: a.host, stage: 'http' }),
    ).toBeGreaterThanOrEqual(0);
    expect(m.value('casino_mirror_response_seconds', { domain: a.host })).toBeGreaterThanOrEqual(0);
    expect(m.value('casino_mirror_last_check_timestamp_seconds', { domain: a.host })).toBe(
      T0 / 1000,
    );
    expect(m.value('casino_mirror_watch_runs_total')).toBe(1);
    expect(m.value('casino_mirror_watch_run_failures_total')).toBe(0);
    expect(m.value('casino_mirror_watch_run_duration_seconds')).toBe(0);

    // Run 2: a refuses connections, b answers 500.
    await a.refuse();
    b.answer(500);
    w.next();
    expect(await w.paused()).toBe(FIVE_MINUTES);
    const second = w.take();
    expect(second).toHaveLength(2);
    expect(second[0]).toMatch(
      new RegExp(`^2026-11-24T10:05:00Z  ${a.host}  ok → tcp-refused  tcp \\d+ ms: .*ECONNREFUSED`),
    );
    expect(second[1]).toMatch(
      new RegExp(`^2026-11-24T10:05:00Z  ${b.host}  ok → http-error  http \\d+ ms: HTTP 500$`),
    );
    m = await scrape(w.metricsUrl());
    expect(m.value('casino_mirror_up', { domain: a.host })).toBe(0);
    expect(m.value('casino_mirror_verdict', { domain: a.host, verdict: 'ok' })).toBe(0);
    expect(m.value('casino_mirror_verdict', { domain: a.host, verdict: 'tcp-refused' })).toBe(1);
    expect(m.value('casino_mirror_verdict', { domain: b.host, verdict: 'http-error' })).toBe(1);
    // a never got to HTTP this time, and has no answer time: those series are gone.
    expect(
      m.value('casino_mirror_stage_duration_seconds', { domain: a.host, stage: 'http' }),
    ).toBeUndefined();
    expect(
      m.value('casino_mirror_stage_duration_seconds', { domain: a.host, stage: 'tcp' }),
    ).toBeGreaterThanOrEqual(0);
    expect(m.value('casino_mirror_response_seconds', { domain: a.host })).toBeUndefined();
    expect(m.value('casino_mirror_last_check_timestamp_seconds', { domain: a.host })).toBe(
      (T0 + FIVE_MINUTES) / 1000,
    );
    expect(m.value('casino_mirror_watch_runs_total')).toBe(2);

    // Run 3: nothing moved, nothing printed.
    w.next();
    await w.paused();
    expect(w.take()).toEqual([]);

    // Run 4: both are back.
    await a.reopen();
    b.answer(200);
    w.next();
    await w.paused();
    const fourth = w.take();
    expect(fourth).toHaveLength(2);
    expect(fourth[0]).toMatch(
      new RegExp(`^2026-11-24T10:15:00Z  ${a.host}  tcp-refused → ok  \\d+ ms$`),
    );
    expect(fourth[1]).toMatch(
      new RegExp(`^2026-11-24T10:15:00Z  ${b.host}  http-error → ok  \\d+ ms$`),
    );

    const url = w.metricsUrl();
    w.stop();
    await expect(w.done).resolves.toEqual({ runs: 4, changes: 6 });
    expect(w.stderr()).toContain('casino: watched 4 runs (6 changes)');
    expect(await refused(url)).toBe(true);
  });

  it('warns when --metrics listens beyond loopback, naming what the metrics expose', async () => {
    const a = await flippingMirror();
    cleanups.push(a.close);
    const w = startWatch({
      domain: [a.host],
      scheme: 'http',
      timeout: '2000',
      metrics: '0.0.0.0:0',
    });
    expect(await w.paused()).toBe(FIVE_MINUTES);
    expect(w.stderr()).toContain(
      'casino: warning: the metrics are open to anyone who can reach 0.0.0.0: they name every mirror watched',
    );
  });

  it('--json prints one JSON line per change; mirrors joining and leaving a --domains-file say so and lose their series', async () => {
    const a = await flippingMirror();
    const b = await flippingMirror();
    cleanups.push(a.close, b.close);
    const dir = mkdtempSync(join(tmpdir(), 'casino-watch-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'mirrors.txt');
    writeFileSync(file, `# the mirrors\n${a.host}\n`);
    const w = startWatch({
      domainsFile: file,
      scheme: 'http',
      timeout: '2000',
      interval: '90s',
      metrics: '0',
      json: true,
    });

    expect(await w.paused()).toBe(90_000);
    const [initial, ...none] = w.take().map((line) => JSON.parse(line));
    expect(none).toEqual([]);
    expect(initial).toEqual({
      time: '2026-11-24T10:00:00.000Z',
      run: 1,
      domain: a.host,
      from: null,
      to: 'ok',
      ms: expect.any(Number),
      detail: {
        verdict: 'ok',
        stages: expect.objectContaining({ http: expect.objectContaining({ status: 200 }) }),
      },
    });

    writeFileSync(file, `${b.host}\n`);
    b.answer(500);
    w.next();
    await w.paused();
    const changes = w.take().map((line) => JSON.parse(line));
    expect(changes).toEqual([
      {
        time: '2026-11-24T10:01:30.000Z',
        run: 2,
        domain: b.host,
        from: null,
        to: 'http-error',
        ms: null,
        detail: expect.objectContaining({ verdict: 'http-error', error: 'HTTP 500' }),
      },
      {
        time: '2026-11-24T10:01:30.000Z',
        run: 2,
        domain: a.host,
        from: 'ok',
        to: null,
        ms: null,
        detail: null,
      },
    ]);
    const m = await scrape(w.metricsUrl());
    expect(m.samples.filter((s) => s.labels.domain === a.host)).toEqual([]);
    expect(m.value('casino_mirror_up', { domain: b.host })).toBe(0);
  });

  it('--vantage labels every series and every JSON line with where the watch probes from', async () => {
    const a = await flippingMirror();
    cleanups.push(a.close);
    const w = startWatch({
      domain: [a.host],
      scheme: 'http',
      timeout: '2000',
      metrics: '0',
      json: true,
      vantage: 'msk-rostelecom',
    });
    await w.paused();
    const [line] = w.take().map((text) => JSON.parse(text));
    expect(line).toMatchObject({ domain: a.host, to: 'ok', vantage: 'msk-rostelecom' });
    const m = await scrape(w.metricsUrl());
    expect(m.samples.length).toBeGreaterThan(5);
    expect(m.samples.filter((s) => s.labels.vantage !== 'msk-rostelecom')).toEqual([]);
    expect(m.value('casino_mirror_up', { domain: a.host, vantage: 'msk-rostelecom' })).toBe(1);
  });

  it('a certificate is measured even when it is not trusted: its days left are a metric', async () => {
    const day = 86_400_000;
    const mirror = await httpsServer(
      makeCertificate(['127.0.0.1'], {
        notBefore: new Date(Date.now() - day),
        notAfter: new Date(Date.now() + 30 * day + 3_600_000),
      }),
    );
    cleanups.push(mirror.close);
    const w = startWatch({ domain: [mirror.host], timeout: '3000', metrics: '127.0.0.1:0' });
    await w.paused();
    expect(w.take()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^2026-11-24T10:00:00Z  ${mirror.host}  tls-error  tls \\d+ ms: the certificate is not trusted`,
        ),
      ),
    ]);
    const m = await scrape(w.metricsUrl());
    expect(m.value('casino_mirror_certificate_days_left', { domain: mirror.host })).toBe(30);
    expect(
      m.value('casino_mirror_stage_duration_seconds', { domain: mirror.host, stage: 'tls' }),
    ).toBeGreaterThanOrEqual(0);
    expect(m.value('casino_mirror_verdict', { domain: mirror.host, verdict: 'tls-error' })).toBe(1);
  });

  it("--report posts each run's results; a later failure is said and counted, and the watch goes on", async () => {
    const mirror = await flippingMirror();
    cleanups.push(mirror.close);
    let reportStatus = 200;
    const api: TestServer = await startServer((_req, res) => {
      res.writeHead(reportStatus, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reportStatus === 200 ? { success: true } : { message: 'down' }));
    });
    cleanups.push(api.close);
    const w = startWatch({
      domain: [mirror.host],
      scheme: 'http',
      timeout: '2000',
      report: true,
      api: api.url,
      token: 'tok-123456789',
      metrics: '127.0.0.1:0',
    });
    await w.paused();
    expect(w.take()).toEqual([expect.stringMatching(/ {2}ok {2}\d+ ms$/)]);
    const reports = () => api.received.filter((r) => r.route === 'POST /api/sendAntiBonusResult');
    expect(reports()).toHaveLength(1);
    const body = JSON.parse(reports()[0]?.body ?? '{}');
    expect(Object.keys(body)).toEqual(['results']);
    expect(body.results).toEqual({ [mirror.host]: expect.any(Number) });
    expect(reports()[0]?.headers.authorization).toBe('Bearer tok-123456789');

    reportStatus = 503;
    mirror.answer(500);
    w.next();
    await w.paused();
    expect(reports()).toHaveLength(2);
    expect(JSON.parse(reports()[1]?.body ?? '{}')).toEqual({ results: { [mirror.host]: null } });
    // The change is printed even though its report failed.
    expect(w.take()).toEqual([expect.stringContaining('ok → http-error')]);
    expect(w.stderr()).toMatch(/casino: run 2 failed: .*503.*; the next run is in 300 s/);
    expect(w.stderr()).not.toContain('tok-123456789');
    const m = await scrape(w.metricsUrl());
    expect(m.value('casino_mirror_watch_runs_total')).toBe(2);
    expect(m.value('casino_mirror_watch_run_failures_total')).toBe(1);

    reportStatus = 200;
    w.next();
    await w.paused();
    expect(reports()).toHaveLength(3);
  });

  it('the first run is the check of the setup: a refused report ends the watch with exit 1', async () => {
    const mirror = await flippingMirror();
    cleanups.push(mirror.close);
    const api = await startServer((_req, res) => {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end('{"message":"forbidden"}');
    });
    cleanups.push(api.close);
    const r = await casino(
      'mirrors',
      'watch',
      '--domain',
      mirror.host,
      '--scheme',
      'http',
      '--report',
      '--api',
      api.url,
      '--token',
      'tok-123456789',
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/casino: .*sendAntiBonusResult/);
  });
});

describe('casino mirrors watch usage', () => {
  let busy: Server;
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', () => resolve()));
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it.each([
    [['--interval', '5'], '--interval must be a duration from 1s to 24h'],
    [['--interval', '2d'], '--interval must be a duration from 1s to 24h'],
    [['--interval', '25h'], '--interval must be a duration from 1s to 24h'],
    [['--metrics', '70000'], '--metrics must be host:port'],
    [['--metrics', 'http://127.0.0.1:9464'], '--metrics must be host:port'],
    [['--metrics', '127.0.0.1:'], '--metrics must be host:port'],
    [['--domains-file', '-'], '--domains-file cannot be - (stdin) for a watch'],
    [['--vantage', 'Moscow Rostelecom'], '--vantage must be 1-63 lower-case letters'],
  ])('%j is a usage error (exit 2)', async (args, message) => {
    const r = await casino('mirrors', 'watch', '--domain', '127.0.0.1:1', ...args, '--json');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.json().error.code).toBe('usage');
  });

  it('a --metrics port already taken is a usage error before any probe', async () => {
    const { port } = busy.address() as AddressInfo;
    const r = await casino(
      'mirrors',
      'watch',
      '--domain',
      '127.0.0.1:1',
      '--metrics',
      `127.0.0.1:${port}`,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`casino: --metrics 127.0.0.1:${port} is already in use`);
    expect(r.stdout).toBe('');
  });

  it('takes every option of mirrors check, and its own', async () => {
    const r = await casino('mirrors', 'watch', '--help');
    expect(r.code).toBe(0);
    for (const flag of [
      '--domains-file',
      '--depth',
      '--doh',
      '--report',
      '--interval',
      '--metrics',
      '--api',
    ])
      expect(r.stdout).toContain(flag);
    expect(mirrorsWatch.printsItself).toBe(true);
  });
});

describe('the casino bin: mirrors watch stops on a signal', () => {
  const bin = fileURLToPath(new URL('../bin/casino.js', import.meta.url));

  /** Spawns `casino mirrors watch ...args`; resolves helpers once the metrics URL is printed. */
  async function spawnWatch(args: string[], node = process.execPath) {
    const child = spawn(node, [bin, 'mirrors', 'watch', ...args, '--metrics', '127.0.0.1:0'], {
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const exited = new Promise<number | null>((resolve) =>
      child.on('close', (code) => resolve(code)),
    );
    cleanups.push(async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    });
    /** Resolves once `ready()` holds, checked as the watch writes; rejects when it exits first. */
    const until = (ready: () => boolean) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!ready()) return;
          stop();
          resolve();
        };
        const ended = () => {
          stop();
          reject(new Error(`the watch exited first\nstdout: ${stdout}\nstderr: ${stderr}`));
        };
        const stop = () => {
          child.stdout.off('data', check);
          child.stderr.off('data', check);
          child.off('close', ended);
        };
        child.stdout.on('data', check);
        child.stderr.on('data', check);
        child.on('close', ended);
        check();
      });
    await until(() => /metrics at \S+/.test(stderr));
    const url = /metrics at (\S+)/.exec(stderr)?.[1] as string;
    return { child, exited, url, until, stdout: () => stdout, stderr: () => stderr };
  }

  it('SIGTERM between runs: exit 0, and the metrics port is free', async () => {
    const mirror = await flippingMirror();
    cleanups.push(mirror.close);
    const w = await spawnWatch(['--domain', mirror.host, '--scheme', 'http']);
    await w.until(() => w.stdout().includes('\n'));
    expect(w.stdout()).toMatch(new RegExp(`  ${mirror.host}  ok  \\d+ ms\\n$`));
    const m = await scrape(w.url);
    expect(m.value('casino_mirror_up', { domain: mirror.host })).toBe(1);
    const other = await fetch(w.url.replace('/metrics', '/'));
    expect(other.status).toBe(404);
    w.child.kill('SIGTERM');
    expect(await w.exited).toBe(0);
    expect(w.stderr()).toContain('casino: watched 1 run (1 change)');
    expect(await refused(w.url)).toBe(true);
  });

  it('SIGINT during a run: the run is abandoned, exit 0 at once', async () => {
    let reached: () => void = () => undefined;
    const probing = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const mirror = await silent(() => reached());
    cleanups.push(mirror.close);
    const w = await spawnWatch([
      '--domain',
      mirror.host,
      '--scheme',
      'http',
      '--timeout',
      '600000',
    ]);
    // The run is in flight: the probe has connected, and waits up to --timeout (10 minutes).
    await probing;
    w.child.kill('SIGINT');
    // Exit 0 without the run's result: had it waited for the probe, the test would time out.
    expect(await w.exited).toBe(0);
    expect(w.stdout()).toBe('');
    expect(w.stderr()).toContain('casino: watched 0 runs (0 changes)');
    expect(await refused(w.url)).toBe(true);
  });

  it('on an older system Node, the launcher passes SIGTERM on to the watch it runs (no orphan keeps the port)', async () => {
    const systemNode = '/usr/bin/node';
    const repoNode24 = fileURLToPath(
      new URL('../../.cache/node24/node_modules/.bin/node', import.meta.url),
    );
    if (!existsSync(systemNode) || !existsSync(repoNode24)) return;
    const version = spawnSync(systemNode, ['-p', 'process.versions.node'], { encoding: 'utf8' });
    if (Number(version.stdout.split('.')[0]) >= 24) return; // no launcher in between
    const mirror = await flippingMirror();
    cleanups.push(mirror.close);
    const w = await spawnWatch(['--domain', mirror.host, '--scheme', 'http'], systemNode);
    await w.until(() => w.stdout().includes('\n'));
    w.child.kill('SIGTERM');
    expect(await w.exited).toBe(0);
    expect(w.stderr()).toContain('casino: watched 1 run (1 change)');
    expect(await refused(w.url)).toBe(true);
  });
});
