// `npm run bench:sandbox`: requests per second and p50/p99 latency of
// `GET /profile/user` and of payment creation (`POST /billing/payment`),
// through Prism's validating proxy + the sandbox and against the sandbox
// alone, in one run on loopback. Prints figures; asserts nothing. Options:
// --requests N (default 2000 per row), --concurrency N (default 8).

import { countOption } from './bench-options.ts';
import { startSandboxStack } from './sandbox/index.ts';

const requests = countOption('requests', 2000);
const concurrency = countOption('concurrency', 8);

// Long-lived tokens and invoices that never pay: the figures measure requests, not state changes.
const stack = await startSandboxStack({
  settings: { log: () => undefined, tokenLifetimeMs: 3_600_000, invoicePaidAfterMs: 3_600_000 },
});

const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
const registered = await fetch(`${stack.url}/api/v2/auth/register/email`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ email: 'bench@example.com', password: 'secret123' }),
});
const { token } = (await registered.json()) as { token: string };
const auth = { ...json, Authorization: `Bearer ${token}` };

const calls = {
  'GET /profile/user': (base: string) => fetch(`${base}/profile/user`, { headers: auth }),
  'POST /billing/payment': (base: string) =>
    fetch(`${base}/billing/payment`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ method_hash: 'sbp-rub', amount: 1000 }),
    }),
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function run(label: string, call: () => Promise<Response>): Promise<void> {
  const once = async () => {
    const response = await call();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
  };
  for (let i = 0; i < 100; i++) await once(); // warm-up
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const t0 = performance.now();
        await once();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} ${(requests / seconds).toFixed(0).padStart(6)} req/s   p50 ${percentile(latencies, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(latencies, 99).toFixed(1).padStart(6)} ms`,
  );
}

console.log(`${requests} requests per row, ${concurrency} at a time, Node ${process.version}\n`);
try {
  for (const [name, call] of Object.entries(calls)) {
    await run(`${name}, proxy + sandbox`, () => call(stack.url));
    await run(`${name}, sandbox alone`, () => call(stack.sandboxUrl));
  }
  if (stack.violations.length > 0) console.log(`\ncontract violations: ${stack.violations.length}`);
} finally {
  await stack.stop();
}
