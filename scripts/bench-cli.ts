// `npm run bench:cli`: prints, in one run,
//  1. the wall time of `casino mirrors check` over 200 loopback mirrors of which
//     60 never answer, with a 1000 ms timeout (it should stay close to one
//     timeout, not sixty), and
//  2. the start-up of `casino --help` (the launcher's copy of the help) and
//     of `casino fair verify --game dice ...` (the CLI, the fair engine), each
//     next to `node -e ''`, run in turns, medians of RUNS, and their ratios
//     (the goal: 1.6 at most).
// Asserts nothing. Every server listens on 127.0.0.1 and is closed at the end.
import { spawn, spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { answering, hanging, type TestServer } from '../cli/src/test-servers.ts';

const bin = fileURLToPath(new URL('../cli/bin/casino.js', import.meta.url));
const LIVE = 140;
const HANGING = 60;
const TIMEOUT_MS = 1000;
const RUNS = 15;

function time(args: string[]): { ms: number; status: number | null; stdout: string } {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return { ms: performance.now() - started, status: result.status, stdout: result.stdout };
}

/** Runs without blocking this process, whose loopback servers must keep answering. */
function timeAsync(args: string[]): Promise<{ ms: number; status: number | null; stdout: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('close', (status) => resolve({ ms: performance.now() - started, status, stdout }));
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const servers: TestServer[] = [];
try {
  for (let i = 0; i < LIVE; i++) servers.push(await answering(200, 'ok'));
  for (let i = 0; i < HANGING; i++) servers.push(await hanging());
  const domains = servers.flatMap((s) => ['--domain', s.host]);
  const check = await timeAsync([
    bin,
    'mirrors',
    'check',
    ...domains,
    '--scheme',
    'http',
    '--timeout',
    String(TIMEOUT_MS),
    '--json',
  ]);
  const results = JSON.parse(check.stdout).results as Record<string, number | null>;
  const answered = Object.values(results).filter((ms) => ms !== null).length;
  console.log(
    `mirrors check: ${LIVE + HANGING} loopback mirrors (${HANGING} never answer), --timeout ${TIMEOUT_MS} ms`,
  );
  console.log(
    `  wall time ${check.ms.toFixed(0)} ms (${(check.ms / TIMEOUT_MS).toFixed(2)} x the timeout), ${answered} answered, exit ${check.status}`,
  );
} finally {
  await Promise.all(servers.map((s) => s.close()));
}

const VERIFY = [
  bin,
  'fair',
  'verify',
  '--game',
  'dice',
  '--server-seed',
  'server seed',
  '--client-seed',
  'client seed',
  '--nonce',
  '1',
];
// Warm the file cache and Node's compile cache.
time([bin, '--help']);
time(VERIFY);
const help: number[] = [];
const verify: number[] = [];
const bare: number[] = [];
for (let i = 0; i < RUNS; i++) {
  bare.push(time(['-e', '']).ms);
  help.push(time([bin, '--help']).ms);
  verify.push(time(VERIFY).ms);
}
const base = median(bare);
console.log(`start-up, median of ${RUNS} (node -e '' ${base.toFixed(0)} ms):`);
for (const [name, runs] of [
  ['casino --help', help],
  ['casino fair verify --game dice ...', verify],
] as const)
  console.log(
    `  ${name.padEnd(36)} ${median(runs).toFixed(0).padStart(4)} ms  ${(median(runs) / base).toFixed(2)} x node -e ''  (goal: 1.6 x)`,
  );
