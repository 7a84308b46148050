// What ships in cli/monitoring/ works: the Prometheus rules pass `promtool
// check rules` and their unit tests (`promtool test rules`); a real
// Prometheus (Debian's) scraping two watches of different vantages on
// loopback sees every series labelled by its vantage and fires the alert a
// refused mirror must fire; the Grafana dashboard is a dashboard of
// Grafana's JSON model whose every query is valid PromQL over the metrics a
// watch serves; the Alertmanager example routes to receivers it defines.
// promtool and prometheus come from Debian's `prometheus` package, which
// .ci/run installs: without it these tests skip, saying so, except under CI,
// where a missing promtool fails.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@casino/scripts/ports';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { mirrorsWatch, watchMirrors } from './commands/mirrors-watch.ts';
import { createContext } from './context.ts';
import type { Clock } from './mirror-watch/repeat.ts';
import { parseOptions } from './parse.ts';
import { startServer } from './test-servers.ts';

const dir = fileURLToPath(new URL('../monitoring/', import.meta.url));
const RULES = join(dir, 'casino-mirrors.rules.yml');

/** The path of a program on PATH, or null. */
function which(program: string): string | null {
  try {
    return execFileSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

const promtool = which('promtool');
const prometheus = which('prometheus');
const underCi = Boolean(process.env.CI);
if (!promtool && !underCi)
  console.warn(
    "monitoring tests SKIPPED: promtool and prometheus are not installed. Install Debian's prometheus package (sudo apt-get install -y prometheus), then run npm test again.",
  );

const run = (program: string, args: string[]) =>
  execFileSync(program, args, { encoding: 'utf8', cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });

describe('the monitoring that ships with the CLI', () => {
  it.runIf(underCi && !promtool)(
    'under CI, promtool is installed (.ci/run installs prometheus)',
    () => {
      expect(
        promtool,
        'promtool is missing: .ci/run must install Debian’s prometheus',
      ).not.toBeNull();
    },
  );

  it.runIf(promtool)('the rules pass promtool check rules and every alert’s unit tests', () => {
    expect(run(promtool as string, ['check', 'rules', RULES])).toContain('SUCCESS: 10 rules found');
    expect(run(promtool as string, ['test', 'rules', 'casino-mirrors.test.yml'])).toContain(
      'SUCCESS',
    );
  });

  // Grafana's dashboard JSON model (https://grafana.com/docs/grafana/latest/dashboards/build-dashboards/view-dashboard-json-model/):
  // the fields it needs to import one, and the panels' grid of 24 columns.
  const target = z.object({
    refId: z.string().min(1),
    expr: z.string().min(1),
    legendFormat: z.string().optional(),
    datasource: z.object({ type: z.literal('prometheus'), uid: z.string() }),
  });
  const panel = z.object({
    id: z.number().int().positive(),
    type: z.enum(['stat', 'state-timeline', 'table', 'bargauge', 'timeseries', 'gauge']),
    title: z.string().min(1),
    gridPos: z.object({
      x: z.number().int().min(0).max(23),
      y: z.number().int().min(0),
      w: z.number().int().min(1).max(24),
      h: z.number().int().min(1),
    }),
    targets: z.array(target).min(1),
    fieldConfig: z.object({
      defaults: z.record(z.string(), z.unknown()),
      overrides: z.array(z.unknown()),
    }),
    options: z.record(z.string(), z.unknown()),
  });
  const dashboardModel = z.object({
    title: z.string().min(1),
    uid: z.string().regex(/^[a-zA-Z0-9_-]{1,40}$/),
    schemaVersion: z.number().int().min(36),
    time: z.object({ from: z.string(), to: z.string() }),
    templating: z.object({
      list: z.array(
        z.object({ name: z.string(), type: z.enum(['datasource', 'query', 'custom']) }),
      ),
    }),
    panels: z.array(panel).min(1),
  });
  const dashboard = dashboardModel.parse(
    JSON.parse(readFileSync(join(dir, 'grafana-dashboard.json'), 'utf8')),
  );

  it('the dashboard is a Grafana dashboard of mirrors by vantage, its panels on the grid without overlap', () => {
    const ids = dashboard.panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of dashboard.panels)
      expect(p.gridPos.x + p.gridPos.w, p.title).toBeLessThanOrEqual(24);
    const cells = new Set<string>();
    for (const p of dashboard.panels)
      for (let x = p.gridPos.x; x < p.gridPos.x + p.gridPos.w; x++)
        for (let y = p.gridPos.y; y < p.gridPos.y + p.gridPos.h; y++) {
          expect(cells.has(`${x},${y}`), `${p.title} overlaps another panel`).toBe(false);
          cells.add(`${x},${y}`);
        }
    const variables = dashboard.templating.list.map((v) => v.name);
    expect(variables).toEqual(['datasource', 'vantage', 'domain']);
    const text = JSON.stringify(dashboard);
    for (const used of text.matchAll(/\$\{?(\w+)/g)) expect(variables).toContain(used[1]);
    // The grid of mirrors × vantages: a series per mirror and vantage.
    const grid = dashboard.panels.find((p) => p.type === 'state-timeline');
    expect(grid?.targets[0]?.expr).toMatch(/^casino_mirror_up\{/);
    expect(grid?.targets[0]?.legendFormat).toBe('{{domain}} @ {{vantage}}');
  });

  it.runIf(promtool)(
    'every query of the dashboard is PromQL promtool accepts, over the metrics a watch serves',
    () => {
      const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
      const recorded = new Set(
        [...readFileSync(RULES, 'utf8').matchAll(/record: (\S+)/g)].map((m) => m[1] as string),
      );
      const served = readFileSync(new URL('./mirror-watch/metrics.ts', import.meta.url), 'utf8');
      for (const expr of exprs)
        for (const [name] of expr.matchAll(/\bcasino[_:][a-z_:]+/g))
          expect(
            recorded.has(name) || served.includes(`name: '${name}'`),
            `${name} in ${expr}`,
          ).toBe(true);
      const scratch = mkdtempSync(join(tmpdir(), 'casino-dashboard-'));
      try {
        const file = join(scratch, 'queries.yml');
        const rules = exprs.map((expr, i) => ({
          record: `dashboard:query_${i}`,
          expr: expr.replaceAll('$vantage', '.*').replaceAll('$domain', '.*'),
        }));
        writeFileSync(file, JSON.stringify({ groups: [{ name: 'dashboard', rules }] }));
        expect(run(promtool as string, ['check', 'rules', file])).toContain(
          `SUCCESS: ${exprs.length} rules found`,
        );
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  );

  it('the Alertmanager example routes every severity the rules give to a receiver it defines', () => {
    const config = parse(readFileSync(join(dir, 'alertmanager.example.yml'), 'utf8')) as {
      route: { receiver: string; routes: { matchers: string[]; receiver: string }[] };
      receivers: { name: string }[];
    };
    const receivers = config.receivers.map((r) => r.name);
    expect(receivers).toContain(config.route.receiver);
    for (const route of config.route.routes) expect(receivers).toContain(route.receiver);
    const severities = [...readFileSync(RULES, 'utf8').matchAll(/severity: (\w+)/g)].map(
      (m) => m[1],
    );
    const routed = config.route.routes.flatMap((r) =>
      r.matchers.map((m) => /severity="(\w+)"/.exec(m)?.[1]),
    );
    for (const severity of new Set(severities)) expect(routed).toContain(severity);
  });
});

/** A clock whose pause between runs lasts until the watch stops: each watch runs once. */
const oneRun: Clock = {
  now: () => Date.now(),
  sleep: (_ms, signal) =>
    new Promise<void>((resolve) =>
      signal.addEventListener('abort', () => resolve(), { once: true }),
    ),
};

describe.runIf(prometheus)('a real Prometheus over two watches of different vantages', () => {
  const stop = new AbortController();
  const watches: Promise<unknown>[] = [];
  const urls: Record<string, string> = {};
  let server: ChildProcess | undefined;
  let api = '';
  let scratch = '';
  let refused = '';
  let working = '';

  beforeAll(async () => {
    // One mirror that works, one whose port refuses (nothing listens there).
    const mirror = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>casino mirror</body></html>');
    });
    working = new URL(mirror.url).host;
    refused = `127.0.0.1:${await freePort()}`;
    for (const vantage of ['msk-rostelecom', 'ala-kazakhtelecom']) {
      let said = '';
      const ctx = createContext(
        {},
        {
          stdout: () => {},
          stderr: (text) => {
            said += text;
          },
          interactive: false,
        },
      );
      const raw = {
        domain: [working, refused],
        scheme: 'http',
        timeout: '2000',
        metrics: '127.0.0.1:0',
        vantage,
      };
      watches.push(
        watchMirrors(parseOptions(mirrorsWatch.schema, raw), ctx, {
          signal: stop.signal,
          clock: oneRun,
        }).finally(() => {
          ctx.close();
          return mirror.close();
        }),
      );
      urls[vantage] = await vi.waitFor(() => {
        const url = /serving Prometheus metrics at (\S+)/.exec(said)?.[1];
        if (!url) throw new Error(`the ${vantage} watch has not said where its metrics are`);
        return url;
      });
    }
    scratch = mkdtempSync(join(tmpdir(), 'casino-prometheus-'));
    // The shipped rules, their `for` durations cut to nothing: how long an
    // alert waits is promtool's unit tests' to prove, what fires is this test's.
    writeFileSync(
      join(scratch, 'rules.yml'),
      readFileSync(RULES, 'utf8').replace(/^(\s+)for: \S+$/gm, '$1for: 0s'),
    );
    const targets = Object.entries(urls).map(([vantage, url]) => ({
      targets: [new URL(url).host],
      labels: { vantage },
    }));
    writeFileSync(
      join(scratch, 'prometheus.yml'),
      JSON.stringify({
        global: { scrape_interval: '1s', evaluation_interval: '1s' },
        rule_files: ['rules.yml'],
        scrape_configs: [
          { job_name: 'casino-mirrors', honor_labels: true, static_configs: targets },
        ],
      }),
    );
    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    server = spawn(
      prometheus as string,
      [
        `--config.file=${join(scratch, 'prometheus.yml')}`,
        `--storage.tsdb.path=${join(scratch, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: 'ignore' },
    );
  }, 60_000);

  afterAll(async () => {
    stop.abort();
    await Promise.all(watches);
    if (server?.pid) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      process.kill(server.pid, 'SIGTERM');
      await exited;
    }
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  /** The result of an instant query, as label sets and values. */
  async function query(
    promql: string,
  ): Promise<{ metric: Record<string, string>; value: number }[]> {
    const answer = await fetch(`${api}/api/v1/query?query=${encodeURIComponent(promql)}`).catch(
      () => null,
    );
    if (!answer?.ok) return [];
    const body = (await answer.json()) as {
      data: { result: { metric: Record<string, string>; value: [number, string] }[] };
    };
    return body.data.result.map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
  }

  it('scrapes casino_mirror_up by vantage and fires MirrorDown for the mirror both networks are refused', async () => {
    const up = async () =>
      (await query('casino_mirror_up'))
        .map((r) => `${r.metric.vantage} ${r.metric.domain} ${r.value}`)
        .sort();
    await expect
      .poll(up, { timeout: 60_000, interval: 500 })
      .toEqual(
        [
          `ala-kazakhtelecom ${refused} 0`,
          `ala-kazakhtelecom ${working} 1`,
          `msk-rostelecom ${refused} 0`,
          `msk-rostelecom ${working} 1`,
        ].sort(),
      );
    const firing = async () =>
      (await query('ALERTS{alertstate="firing", alertname="MirrorDown"}')).map(
        (r) => r.metric.domain,
      );
    await expect.poll(firing, { timeout: 60_000, interval: 500 }).toEqual([refused]);
    // The working mirror is down nowhere, and every network still has a mirror.
    expect(await query('ALERTS{alertname="NoWorkingMirrorOnVantage"}')).toEqual([]);
  }, 120_000);
});
