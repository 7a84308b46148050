// `npm run audit`: Lighthouse (its default mobile emulation: a mid-range
// phone, simulated slow 4G and a 4× slower CPU) on the production build served
// on loopback against a fresh sandbox, in Debian's Chromium speaking the
// address's language (ru for unprefixed ones). It measures
// /, /games/dice, /games/slots, /tournaments and /profile (as a player), prints
// each category's score and the load metrics as a table, and writes the JSON
// reports to web/.audit/ (git-ignored). A measurement, not a test: it exits 0
// whatever the scores (1 only when it could not measure), and `npm test` does
// not run it. The figures depend on the machine: docs/performance.md records them
// with the date, the command and the load average.
//
// Options: --routes /,/en/faq (a route starting /profile runs as a player),
// --runs 3 (each route measured 3 times; the median run by performance is kept).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumPath } from './tools/chromium.ts';
import { startProductionStack } from './tools/production-stack.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

const { values } = parseArgs({
  options: {
    routes: { type: 'string', default: '/,/games/dice,/games/slots,/tournaments,/profile' },
    runs: { type: 'string', default: '1' },
    out: { type: 'string', default: join(webRoot, '.audit') },
  },
});
const routes = values.routes.split(',').map((r) => r.trim());
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) {
  console.error('audit: --runs takes a whole number from 1 to 9, e.g. --runs 3');
  process.exit(2);
}
if (routes.some((r) => !r.startsWith('/'))) {
  console.error('audit: --routes takes paths that start with /, e.g. --routes /,/en/faq');
  process.exit(2);
}
const executablePath = chromiumPath();
if (!executablePath) {
  console.error("audit: no Chromium; install Debian's chromium or set CHROMIUM_PATH");
  process.exit(2);
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

/** A route's kept run: scores out of 100 and metrics as Lighthouse displays them. */
interface Row {
  route: string;
  scores: number[];
  metrics: string[];
}

const rowOf = (route: string, lhr: Result): Row => ({
  route,
  scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)),
  metrics: METRICS.map(([, id]) => {
    const audit = lhr.audits[id];
    if (!audit?.numericValue && audit?.numericValue !== 0) return '—';
    return id === 'cumulative-layout-shift'
      ? audit.numericValue.toFixed(3)
      : `${Math.round(audit.numericValue)} ms`;
  }),
});

/** What failed below 100 in a category, for the lines under the table. */
function failingAudits(lhr: Result): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    if (category === 'performance') continue;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        lines.push(`${category}: ${audit.id} — ${audit.title}`);
    }
  }
  return lines;
}

const out = values.out;
await mkdir(out, { recursive: true });
// The sandbox without its contract proxy: the audit measures the app, and
// Prism's checks would take CPU from the browser on this machine's cores.
const stack = await startProductionStack({ validate: false });
const rows: Row[] = [];
const notes: string[] = [];
try {
  const token = await stack.newPlayer('audit');
  for (const route of routes) {
    // The browser speaks the address's language (/ is Russian, the default):
    // an English browser on / would be measured on its way to /en.
    const lang = route.startsWith('/en') ? 'en-US' : route.startsWith('/kz') ? 'kk-KZ' : 'ru-RU';
    const browser = await puppeteer.launch({
      executablePath,
      headless: true,
      args: ['--no-sandbox', '--disable-dev-shm-usage', `--lang=${lang}`],
      env: { ...process.env, LANGUAGE: lang.replace('-', '_') },
    });
    try {
      const player = route.startsWith('/profile');
      // A fresh browser context per run: no cache, storage or service worker of the last one.
      const newContext = async () => {
        const context = await browser.createBrowserContext();
        // The language cookie too: a choice made (as a returning visitor's is) is
        // what keeps an unprefixed address in Russian, whatever the browser says.
        if (!/^\/(en|kz)(\/|$)/.test(route))
          await context.setCookie({ name: 'locale', value: 'ru', domain: '127.0.0.1', path: '/' });
        if (player)
          await context.setCookie({
            name: 'bearerToken',
            value: token,
            domain: '127.0.0.1',
            path: '/',
          });
        return context;
      };
      // One load first, not measured: the servers' code just started (Node
      // compiles it on first use), which a deployed site's has long done.
      // Loaded, and quiet but for the page's open streams (the live bets feed, a live table's).
      const warm = await newContext();
      const warmPage = await warm.newPage();
      await warmPage.goto(stack.app + route, { waitUntil: 'load' });
      await warmPage.waitForNetworkIdle({ idleTime: 500, concurrency: 2 });
      await warm.close();
      const results: Result[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await newContext();
        const page = await context.newPage();
        const flags: Flags = {
          onlyCategories: [...CATEGORIES],
          logLevel: 'error',
          // Lighthouse's own reset would clear the player's cookie; the context is fresh anyway.
          disableStorageReset: true,
        };
        const result = await lighthouse(stack.app + route, flags, undefined, page);
        await context.close();
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        if (result.lhr.runtimeError)
          throw new Error(
            `${route}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
          );
        results.push(result.lhr);
        // Each run on stderr: the spread says how far one median can be trusted.
        const row = rowOf(route, result.lhr);
        console.error(
          `audit: ${route} run ${run + 1}: perf ${row.scores[0]}, ${METRICS.map(([label], i) => `${label} ${row.metrics[i]}`).join(', ')}`,
        );
      }
      const sorted = results.sort(
        (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
      );
      const kept = sorted[Math.floor((sorted.length - 1) / 2)] as Result;
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
      await writeFile(join(out, `${name}.json`), JSON.stringify(kept, null, 1));
      rows.push(rowOf(route, kept));
      for (const line of failingAudits(kept)) notes.push(`${route}  ${line}`);
      console.error(`audit: ${route} measured`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await stack.stop();
}

const header = ['route', 'perf', 'a11y', 'best', 'SEO', ...METRICS.map(([label]) => label)];
const table = [header, ...rows.map((r) => [r.route, ...r.scores.map(String), ...r.metrics])];
const widths = header.map((_, i) => Math.max(...table.map((line) => (line[i] ?? '').length)));
for (const line of table)
  console.log(
    line
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  '),
  );
if (notes.length > 0) console.log(`\n${notes.join('\n')}`);
console.log(`\nreports: ${out}/*.json (Lighthouse ${rows.length > 0 ? 'JSON' : 'none'})`);
