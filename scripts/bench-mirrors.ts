// `npm run bench:mirrors`: `casino mirrors check` over 1,000
// loopback mirrors of eight kinds (ok, refused, reset, HTTP 500, a block-page
// body, a redirect to a foreign host, a server that never answers, a page that
// stalls after 16 KB) with --timeout 1000 --concurrency 1000 --depth full
// --scheme http, run as the real CLI in a child process: its wall time (goal:
// under 2.5 s, 2.5 times one timeout whatever the count), CPU time, peak
// memory, peak open file descriptors, and whether every verdict matches its
// kind; then a sequential curl loop over the same list, as a shell script
// would do it, in the same run. Prints a table with the machine and its load
// average. Asserts nothing. Every server listens on 127.0.0.1 and is closed
// at the end.
//
// Options: --mirrors N (default 1000), --runs N (checks in a row, default 3:
// the machine is shared, one figure is noise), --skip-curl (the curl loop
// takes about a quarter of the mirrors times one second). This process holds
// a listening socket and an accepted connection per mirror, the child a
// socket per mirror: when the soft open-files limit is too low for that, the
// script re-runs itself under `ulimit -n` raised within the hard limit (the
// child inherits it), or says how to raise it.
import { execFile, spawnSync } from 'node:child_process';
import { subscribe } from 'node:diagnostics_channel';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { cpus, loadavg, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  httpServer,
  type Running,
  resetting,
  silent,
  stalling,
} from '../cli/src/probe-test-servers.ts';
import { countOption } from './bench-options.ts';
import { type Measured, measureChild, openFilesLimit } from './measure-child.ts';

const bin = fileURLToPath(new URL('../cli/bin/casino.js', import.meta.url));
const MIRRORS = countOption('mirrors', 1000);
const RUNS = countOption('runs', 3);
const SKIP_CURL = process.argv.includes('--skip-curl');
const TIMEOUT_MS = 1000;
/** mirrors check's --concurrency accepts at most 1000. */
const CONCURRENCY = Math.min(MIRRORS, 1000);
const GOAL_MS = 2.5 * TIMEOUT_MS;

// --- the open-files limit ----------------------------------------------------

/** Descriptors this process needs: a listener and an accepted socket per mirror, plus slack. */
const needed = 2 * MIRRORS + 256;
const limit = openFilesLimit();
if (limit && limit.soft < needed) {
  if (limit.hard >= needed && !process.env.BENCH_MIRRORS_RAISED) {
    console.error(`bench: raising the open-files soft limit from ${limit.soft} to ${needed}`);
    const rerun = spawnSync(
      'sh',
      [
        '-c',
        'ulimit -n "$0" && exec "$@"',
        String(needed),
        process.execPath,
        ...process.argv.slice(1),
      ],
      { stdio: 'inherit', env: { ...process.env, BENCH_MIRRORS_RAISED: '1' } },
    );
    process.exit(rerun.status ?? 1);
  }
  console.error(
    `bench: ${MIRRORS} mirrors need about ${needed} open files, the limit is ${limit.soft} (hard ${limit.hard}).\n` +
      `hint: raise it (\`ulimit -n ${needed}\`, as root if the hard limit is lower) or pass --mirrors ${Math.max(1, Math.floor((limit.soft - 256) / 2))}`,
  );
  process.exit(2);
}

// --- the mirrors -------------------------------------------------------------

/** Listeners held on the refused kind's ports until every other server has its port. */
const placeholders: Server[] = [];

/** A port nothing will listen on: a server's, closed by releasePorts once all the others are taken. */
async function closedPort(): Promise<Running> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  placeholders.push(server);
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    port,
    url: `http://127.0.0.1:${port}`,
    close: async () => undefined,
  };
}

const releasePorts = () =>
  Promise.all(
    placeholders.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))),
  );

const page = (status: number, body: string, headers: Record<string, string> = {}) =>
  httpServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(body);
  });

interface Kind {
  name: string;
  /** The verdict mirrors check must give it. */
  verdict: string;
  start: () => Promise<Running>;
}

/** The kinds of mirror, in the order they repeat down the list. */
const KINDS: readonly Kind[] = [
  { name: 'ok', verdict: 'ok', start: () => page(200, '<html><body>casino mirror</body></html>') },
  { name: 'refused (closed port)', verdict: 'tcp-refused', start: closedPort },
  { name: 'reset on the request', verdict: 'http-error', start: resetting },
  { name: 'HTTP 500', verdict: 'http-error', start: () => page(500, 'Internal Server Error') },
  {
    name: 'block-page body',
    verdict: 'block-page',
    start: () =>
      page(
        200,
        '<html><body>Доступ к информационному ресурсу ограничен. eais.rkn.gov.ru</body></html>',
      ),
  },
  {
    name: 'redirect to a foreign host',
    verdict: 'block-page',
    start: () => page(302, '', { location: 'http://warning.isp.example/' }),
  },
  { name: 'never answers', verdict: 'timeout', start: silent },
  { name: 'stalls after 16 KB', verdict: 'stalled', start: () => stalling(16 * 1024, 200 * 1024) },
];

/** When a server of this process first accepted a connection in the current run (node:net's diagnostics channel). */
let firstAccepted: number | null = null;
subscribe('net.server.socket', () => {
  firstAccepted ??= performance.now();
});

// --- the curl loop -----------------------------------------------------------

/** One curl, as a shell loop would run it; asynchronous, so that the servers keep answering. */
function curl(host: string): Promise<{ code: string; exit: number; seconds: number }> {
  return new Promise((resolve) => {
    execFile(
      'curl',
      [
        '-s',
        '-o',
        '/dev/null',
        '--max-time',
        '1',
        '-w',
        '%{http_code} %{time_total}',
        `http://${host}/`,
      ],
      (error, stdout) => {
        const [code = '000', seconds = '0'] = stdout.trim().split(' ');
        const exit = error ? Number((error as { code?: unknown }).code) || 1 : 0;
        resolve({ code, exit, seconds: Number(seconds) });
      },
    );
  });
}

// --- the run -----------------------------------------------------------------

const seconds = (ms: number) =>
  ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

const cpu = cpus();
console.log(
  `machine: ${cpu.length} x ${cpu[0]?.model.trim() ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
    `Linux ${release()}, Node ${process.versions.node}; open files soft limit ${openFilesLimit()?.soft ?? '?'}`,
);
console.log(`load average before: ${load()} (1, 5, 15 min)`);

const dir = mkdtempSync(join(tmpdir(), 'bench-mirrors-'));
const mirrors: { kind: Kind; server: Running }[] = [];
try {
  for (let i = 0; i < MIRRORS; i++) {
    const kind = KINDS[i % KINDS.length] as Kind;
    mirrors.push({ kind, server: await kind.start() });
  }
  await releasePorts();
  const file = join(dir, 'mirrors.txt');
  writeFileSync(file, `${mirrors.map((m) => m.server.host).join('\n')}\n`);
  const args = [
    bin,
    'mirrors',
    'check',
    '--domains-file',
    file,
    '--scheme',
    'http',
    '--depth',
    'full',
    '--timeout',
    String(TIMEOUT_MS),
    '--concurrency',
    String(CONCURRENCY),
    '--json',
  ];
  console.log(
    `casino mirrors check: ${MIRRORS} loopback mirrors, ${KINDS.length} kinds in turn (${KINDS.map((k) => k.name).join(', ')}), ${RUNS} runs`,
  );

  const runs: {
    measured: Measured;
    startupMs: number | null;
    /** The longest this process's event loop (the servers) was held up during the run, ms. */
    serversLagMs: number;
    mismatched: number;
  }[] = [];
  /** Kind -> wrong verdict -> how many, over every run. */
  const wrong = new Map<string, Map<string, number>>();
  for (let r = 0; r < RUNS; r++) {
    firstAccepted = null;
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const started = performance.now();
    const measured = await measureChild(args, join(dir, 'time.out'));
    lag.disable();
    const serversLagMs = lag.max / 1e6;
    const startupMs = firstAccepted === null ? null : firstAccepted - started;
    let details: Record<string, { verdict: string; error?: string }>;
    try {
      details = (
        JSON.parse(measured.stdout) as {
          details: Record<string, { verdict: string; error?: string }>;
        }
      ).details;
    } catch {
      throw new Error(
        `mirrors check printed no JSON (exit ${measured.status}); its stderr is above`,
      );
    }
    let mismatched = 0;
    for (const { kind, server } of mirrors) {
      const detail = details[server.host];
      if (detail?.verdict === kind.verdict) continue;
      // The verdict and its error, less the numbers that differ from mirror to mirror.
      const got = detail
        ? `${detail.verdict}${detail.error ? ` "${detail.error.replace(/\d+/g, 'N')}"` : ''}`
        : '(missing)';
      mismatched++;
      const byVerdict = wrong.get(kind.name) ?? new Map<string, number>();
      count(byVerdict, got);
      wrong.set(kind.name, byVerdict);
    }
    runs.push({ measured, startupMs, serversLagMs, mismatched });
  }
  const loadAfterChecks = load();

  let loop: { ms: number; curlSeconds: number; byKind: Map<string, Map<string, number>> } | null =
    null;
  const hasCurl = spawnSync('curl', ['--version']).status === 0;
  if (hasCurl && !SKIP_CURL) {
    console.log(`sequential curl loop over the same ${MIRRORS} (--max-time 1 each) ...`);
    const byKind = new Map<string, Map<string, number>>();
    let curlSeconds = 0;
    const started = performance.now();
    for (const { kind, server } of mirrors) {
      const result = await curl(server.host);
      curlSeconds += result.seconds;
      const seen = byKind.get(kind.name) ?? new Map<string, number>();
      count(seen, `${result.code}${result.exit ? ` (exit ${result.exit})` : ''}`);
      byKind.set(kind.name, seen);
    }
    loop = { ms: performance.now() - started, curlSeconds, byKind };
  }

  const ms = (value: number | null) => (value === null ? '?' : `${value.toFixed(0)} ms`);
  const rows = [
    [
      '',
      'wall time',
      'x timeout',
      'start-up',
      'CPU',
      'servers CPU',
      'servers lag',
      'peak RSS',
      'peak fds',
      'verdicts',
    ],
    ...runs.map(({ measured: m, startupMs, serversLagMs, mismatched }, i) => [
      `casino mirrors check, run ${i + 1}`,
      seconds(m.ms),
      (m.ms / TIMEOUT_MS).toFixed(2),
      ms(startupMs),
      m.cpuMs === null ? '?' : seconds(m.cpuMs),
      seconds(m.ownCpuMs),
      ms(serversLagMs),
      m.peakRssKiB === null ? '?' : `${(m.peakRssKiB / 1024).toFixed(0)} MiB`,
      String(m.peakFds),
      `${mismatched} of ${MIRRORS} wrong, exit ${m.status}`,
    ]),
    loop
      ? [
          'sequential curl loop',
          seconds(loop.ms),
          (loop.ms / TIMEOUT_MS).toFixed(1),
          '-',
          '-',
          '-',
          '-',
          '-',
          '-',
          `time_total summed: ${loop.curlSeconds.toFixed(1)} s`,
        ]
      : [
          'sequential curl loop',
          ...Array<string>(8).fill('-'),
          hasCurl ? 'skipped (--skip-curl)' : 'curl is not installed',
        ],
  ];
  const widths = (rows[0] ?? []).map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  console.log('');
  for (const row of rows)
    console.log(
      row
        .map((cell, c) => cell.padEnd(widths[c] ?? 0))
        .join('  ')
        .trimEnd(),
    );
  console.log('');
  const walls = runs.map((r) => r.measured.ms).sort((a, b) => a - b);
  const median = walls[Math.floor(walls.length / 2)] ?? Number.NaN;
  console.log(
    `goal: under ${seconds(GOAL_MS)} (2.5 x the timeout): median ${seconds(median)}, ` +
      `${walls.filter((w) => w < GOAL_MS).length} of ${RUNS} runs under it`,
  );
  console.log(
    `start-up: from the spawn to the first connection a mirror accepted (Node's start and the CLI's modules); ` +
      `CPU: the CLI's user + system time; servers CPU: this process's, serving the mirrors meanwhile; ` +
      `servers lag: the longest its event loop was held up (a stall there would time mirrors out); ` +
      `peak RSS and CPU from ${runs[0]?.measured.source}, fds sampled every 10 ms`,
  );
  for (const [kind, verdicts] of wrong)
    console.log(
      `  wrong verdicts, all runs: ${kind} (expected ${KINDS.find((k) => k.name === kind)?.verdict}) got ${[...verdicts].map(([v, n]) => `${v} x${n}`).join(', ')}`,
    );
  if (loop) {
    console.log('what curl saw per kind (http_code, and curl exit when not 0):');
    for (const [kind, seen] of loop.byKind)
      console.log(`  ${kind.padEnd(27)} ${[...seen].map(([k, n]) => `${k} x${n}`).join(', ')}`);
  }
  console.log(`load average after the checks: ${loadAfterChecks}; at the end: ${load()}`);
} finally {
  await releasePorts();
  await Promise.all(mirrors.map((m) => m.server.close()));
  rmSync(dir, { recursive: true, force: true });
}
