// `npm run bench:dev`: how long after `npm start` says it is ready the home
// page paints in a browser. Starts `npm start`'s stack (scripts/dev.ts) on
// free ports, waits for the dev server's "ready" line, then opens / in
// Debian's Chromium at once and reads its first contentful paint; prints the
// seconds from "ready" to that paint and the load average. A measurement,
// not a test: it exits 0 whatever the figure (1 only when it could not
// measure). `--runs N` repeats it (each run a fresh stack); `--cold` removes
// Vite's dependency cache (node_modules/.vite) before each run, as on a
// fresh clone.
import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '@casino/scripts/ports';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

let values: { runs: string; cold: boolean };
try {
  values = parseArgs({
    options: { runs: { type: 'string', default: '1' }, cold: { type: 'boolean', default: false } },
  }).values;
} catch (error) {
  console.error(`bench:dev: ${(error as Error).message}; it takes --runs N and --cold`);
  process.exit(2);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) {
  console.error('bench:dev: --runs takes a whole number from 1 to 9, e.g. --runs 3');
  process.exit(2);
}
const executablePath = chromiumPath();
if (!executablePath) {
  console.error("bench:dev: no Chromium; install Debian's chromium or set CHROMIUM_PATH");
  process.exit(2);
}

/** Starts the stack; resolves with the web port and the moment the dev server said it was ready. */
async function startStack(): Promise<{ child: ChildProcess; port: number; ready: number }> {
  const [port, apiPort, sandboxPort] = [await freePort(), await freePort(), await freePort()];
  const child = spawn(process.execPath, [join(root, 'scripts/dev.ts')], {
    cwd: root,
    env: {
      ...process.env,
      WEB_PORT: String(port),
      API_PORT: String(apiPort),
      SANDBOX_PORT: String(sandboxPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const read = (chunk: Buffer) => {
      seen += chunk.toString();
      if (/ready in/.test(seen)) resolve(Date.now());
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm start stopped (exit ${code}): ${seen}`)));
    setTimeout(() => reject(new Error(`no "ready" within 120 s: ${seen}`)), 120_000).unref();
  });
  return { child, port, ready };
}

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const figures: number[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    if (values.cold) await rm(join(root, 'node_modules/.vite'), { recursive: true, force: true });
    const load = loadavg()[0]?.toFixed(1);
    const { child, port, ready } = await startStack();
    try {
      const context = await browser.newContext({
        userAgent:
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
        locale: 'ru-RU',
      });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/`, { timeout: 60_000 });
      const paint = await page.waitForFunction(
        () => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          return fcp ? performance.timeOrigin + fcp.startTime : null;
        },
        null,
        { timeout: 60_000 },
      );
      const seconds = (((await paint.jsonValue()) ?? ready) - ready) / 1000;
      figures.push(seconds);
      console.log(
        `bench:dev: run ${run}: first paint ${seconds.toFixed(2)} s after "ready" (${values.cold ? 'cold' : 'warm'} dependency cache; load average ${load})`,
      );
      await context.close();
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
} finally {
  await browser.close();
}
const sorted = [...figures].sort((a, b) => a - b);
console.log(
  `bench:dev: median ${sorted[Math.floor((sorted.length - 1) / 2)]?.toFixed(2)} s over ${figures.length} run(s)`,
);
