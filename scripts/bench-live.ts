// `npm run bench:live`: one sandbox crash table streaming to many clients on
// loopback. The sandbox runs in a child process (`npm run
// sandbox`, normal speed, with its simulated players), and this process opens
// --clients streams (default 500) through the front, as browsers would, and
// reads them for --seconds (default 30). Prints, asserts nothing:
//   - events delivered per second (all clients together) and per client;
//   - for each event, the lag of the last client behind the first to get it
//     (p50, p99, max): how evenly one table fans out;
//   - the delay from the event's serverTime to its arrival (p50, p99);
//   - the sandbox process's memory (resident set) before and while streaming.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readLiveStream } from '@casino/sdk';
import { countOption } from './bench-options.ts';
import { freePort } from './ports.ts';

const clients = countOption('clients', 500);
const seconds = countOption('seconds', 30);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The resident memory of a process, MB (Linux /proc). */
function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function startSandbox(): Promise<{ child: ChildProcess; url: string }> {
  const [apiPort, sandboxPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [join(root, 'scripts', 'sandbox.ts')], {
    env: { ...process.env, API_PORT: String(apiPort), SANDBOX_PORT: String(sandboxPort) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the sandbox stopped (exit ${code})`)));
    child.stderr?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('sandbox: API on')) resolve();
    });
  });
  return { child, url: `http://127.0.0.1:${apiPort}/services/crash/crash/live` };
}

const { child, url } = await startSandbox();
try {
  const idleMb = rssMb(child.pid);
  const stop = new AbortController();
  /** Arrival times (ms) of each event, by its content, one per client that got it. */
  const arrivals = new Map<string, number[]>();
  const delays: number[] = [];
  let delivered = 0;
  let opened = 0;

  const readOne = async () => {
    // Node's fetch opens a connection per stream (its pool has no limit per origin).
    const response = await fetch(url, {
      headers: { Accept: 'text/event-stream' },
      signal: stop.signal,
    });
    if (response.status !== 200 || !response.body) throw new Error(`HTTP ${response.status}`);
    opened++;
    for await (const message of readLiveStream(
      response.body,
      (data) => data as { serverTime: number },
    )) {
      if (!message.ok) continue;
      const now = Date.now();
      delivered++;
      const key = JSON.stringify(message.event);
      if ((message.event as { type?: string }).type === 'snapshot') continue;
      delays.push(now - message.event.serverTime);
      const list = arrivals.get(key);
      if (list) list.push(now);
      else arrivals.set(key, [now]);
    }
  };
  const readers = Array.from({ length: clients }, () =>
    readOne().catch((error: unknown) => {
      if (!stop.signal.aborted) throw error;
    }),
  );
  const started = Date.now();
  while (opened < clients && Date.now() - started < 30_000)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const connectMs = Date.now() - started;
  const deliveredBefore = delivered;
  arrivals.clear();
  delays.length = 0;
  const t0 = Date.now();
  let peakMb = idleMb;
  while (Date.now() - t0 < seconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    peakMb = Math.max(peakMb, rssMb(child.pid));
  }
  const elapsed = (Date.now() - t0) / 1000;
  const count = delivered - deliveredBefore;
  stop.abort();
  await Promise.allSettled(readers);

  const lags = [...arrivals.values()]
    .filter((times) => times.length === clients)
    .map((times) => Math.max(...times) - Math.min(...times))
    .sort((a, b) => a - b);
  delays.sort((a, b) => a - b);
  const row = (label: string, value: string) => console.log(`${label.padEnd(48)} ${value}`);
  console.log(
    `bench:live: ${clients} clients on one crash table, ${elapsed.toFixed(0)} s of streaming`,
  );
  row('clients connected', `${opened} in ${connectMs} ms`);
  row('events delivered per second (all clients)', (count / elapsed).toFixed(0));
  row('events per second per client', (count / elapsed / clients).toFixed(1));
  row('events every client got', String(lags.length));
  row(
    'last client behind the first, p50 / p99 / max',
    `${percentile(lags, 50)} / ${percentile(lags, 99)} / ${lags.at(-1) ?? 0} ms`,
  );
  row(
    'serverTime to arrival, p50 / p99',
    `${percentile(delays, 50)} / ${percentile(delays, 99)} ms`,
  );
  row('sandbox memory: idle / peak while streaming', `${idleMb} / ${peakMb} MB`);
} finally {
  child.kill('SIGTERM');
}
