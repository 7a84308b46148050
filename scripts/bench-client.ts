// `npm run bench:client`: requests per second through createApiClient (every
// middleware: response guard, auth, region, accept-language, refresh; then also
// with zod validation) against plain fetch, on a loopback server, in one run.
// Prints figures; asserts nothing. Options: --requests N (default 4000),
// --concurrency N (default 8).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, createMemoryTokenStore } from '@casino/sdk';
import { zodResponseValidator } from '@casino/sdk/validation';
import { countOption } from './bench-options.ts';

const requests = countOption('requests', 4000);
const concurrency = countOption('concurrency', 8);
const body = JSON.stringify({ data: { ip: '95.165.10.21', country_code: 'RU', region: 'RU' } });

const server = createServer((_req, res) => {
  res.writeHead(200, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function run(label: string, call: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 200; i++) await call(); // warm-up
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        await call();
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const rate = requests / seconds;
  console.log(
    `${label.padEnd(34)} ${rate.toFixed(0).padStart(7)} req/s  (${requests} requests in ${seconds.toFixed(2)} s)`,
  );
  return rate;
}

const plainHeaders = { Authorization: 'Bearer bench', Region: 'RU', 'Accept-Language': 'ru' };
const options = {
  baseUrl,
  tokens: createMemoryTokenStore('bench'),
  region: 'RU',
  locale: 'ru',
} as const;
const client = createApiClient(options);
const validating = createApiClient({ ...options, validate: zodResponseValidator });

console.log(
  `loopback ${baseUrl}, ${requests} requests, concurrency ${concurrency}, Node ${process.version}`,
);
const plain = await run('plain fetch + JSON.parse', async () => {
  const response = await fetch(`${baseUrl}/geo_ip`, { headers: plainHeaders });
  return response.json();
});
const sdk = await run('createApiClient (all middleware)', () => client.GET('/geo_ip'));
const zod = await run('createApiClient + zod validation', () => validating.GET('/geo_ip'));
console.log(`ratio createApiClient / plain fetch: ${(sdk / plain).toFixed(2)}`);
console.log(`ratio with zod validation / plain fetch: ${(zod / plain).toFixed(2)}`);
server.close();
