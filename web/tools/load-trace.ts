// `npm run trace`: where a page's load spends the main thread. Builds for
// production against a fresh sandbox (as `npm run audit` does), loads each
// route in Debian's Chromium as a phone would (412 × 823, the CPU slowed down
// four times, as Lighthouse's mobile run counts it), records a trace and a
// CPU profile of the load, and prints each task of over 50 ms after the
// first paint: when, how long, what the browser did in it (style, layout,
// paint, script) and the functions that took its time (the build is left
// unminified, so they have their names). The sum of their time over 50 ms is
// the blocking time as this machine saw it. A measurement, not a test: it
// exits 0 whatever it finds (1 only when it could not measure).
//
// Options: --routes /,/games/dice (a route starting /profile runs as a
// player), --runs 2 (each route loaded that many times after an unmeasured
// one; every run is printed), --frames 25 (how many functions per task).
import { parseArgs } from 'node:util';
import { type CDPSession, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { startProductionStack } from './production-stack.ts';

let values: { routes: string; runs: string; frames: string };
try {
  values = parseArgs({
    options: {
      routes: { type: 'string', default: '/,/games/dice,/games/slots,/tournaments,/profile' },
      runs: { type: 'string', default: '1' },
      frames: { type: 'string', default: '5' },
    },
  }).values;
} catch (error) {
  console.error(`trace: ${(error as Error).message}; it takes --routes, --runs and --frames`);
  process.exit(2);
}
const routes = values.routes.split(',').map((r) => r.trim());
const runs = Number(values.runs);
const frameCount = Number(values.frames);
if (
  !Number.isInteger(runs) ||
  runs < 1 ||
  runs > 9 ||
  !Number.isInteger(frameCount) ||
  frameCount < 1 ||
  routes.some((r) => !r.startsWith('/'))
) {
  console.error('trace: --routes takes paths that start with /, --runs 1 to 9, --frames 1 or more');
  process.exit(2);
}
const executablePath = chromiumPath();
if (!executablePath) {
  console.error("trace: no Chromium; install Debian's chromium or set CHROMIUM_PATH");
  process.exit(2);
}

/** A trace event of the renderer's main thread (the fields read here). */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** A CPU profile as the DevTools protocol gives it. */
interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string };
    children?: number[];
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The browser's work inside a task, by kind. */
const KINDS: Record<string, string> = {
  ParseHTML: 'parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PaintImage: 'paint',
  PrePaint: 'paint',
  FunctionCall: 'script',
  'v8.evaluateModule': 'script',
  EvaluateScript: 'script',
  RunMicrotasks: 'script',
  TimerFire: 'script',
  MinorGC: 'gc',
  MajorGC: 'gc',
};

async function record(cdp: CDPSession, load: () => Promise<void>) {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) =>
    events.push(...(data.value as unknown as TraceEvent[])),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading',
    transferMode: 'ReportEvents',
  });
  await load();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  await cdp.send('Tracing.end');
  await complete;
  return { events, profile };
}

/** The long tasks after the first paint, each with its kinds of work and its functions. */
function summarise(events: TraceEvent[], profile: CpuProfile): string[] {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.name === 'thread_name' && e.args?.name) names.set(`${e.pid}:${e.tid}`, e.args.name);
  const counts = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (names.get(key) === 'CrRendererMain') counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const ownEvents = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
  const start = Math.min(...ownEvents.map((e) => e.ts));
  const paint = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? start;
  const tasks = ownEvents.filter(
    (e) => e.name === 'RunTask' && e.ts >= paint && (e.dur ?? 0) > 50_000,
  );
  // The profile's samples, with the stack of named functions each was in.
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  let at = profile.startTime;
  const samples = profile.samples.map((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    return { at, id };
  });
  const frames = (id: number) => {
    const out = new Set<string>();
    for (let n = byId.get(id); n; n = byId.get(parent.get(n.id) ?? -1)) {
      const { functionName, url } = n.callFrame;
      if (url && functionName) out.add(`${functionName} (${url.split('/').pop()})`);
    }
    return out;
  };
  const lines: string[] = [];
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    blocking += (task.dur ?? 0) / 1000 - 50;
    const kinds = new Map<string, number>();
    for (const e of ownEvents) {
      const kind = KINDS[e.name];
      if (kind && e.ts > task.ts && e.ts < end)
        kinds.set(kind, (kinds.get(kind) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const fns = new Map<string, number>();
    for (const s of samples)
      if (s.at >= task.ts && s.at < end)
        for (const f of frames(s.id)) fns.set(f, (fns.get(f) ?? 0) + 1);
    const top = (m: Map<string, number>, n: number, unit = '') =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${k} ${Math.round(v)}${unit}`)
        .join(', ');
    lines.push(
      `  ${String(Math.round((task.ts - start) / 1000)).padStart(6)} ms  ${String(Math.round((task.dur ?? 0) / 1000)).padStart(4)} ms  ${top(kinds, 4, ' ms')}`,
    );
    if (fns.size > 0) lines.push(`${' '.repeat(22)}${top(fns, frameCount)}`);
  }
  lines.unshift(`  blocking time ${Math.round(blocking)} ms in ${tasks.length} long task(s)`);
  return lines;
}

const stack = await startProductionStack({ validate: false, minify: false });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  const token = routes.some((r) => r.startsWith('/profile'))
    ? await stack.newPlayer('trace')
    : null;
  for (const route of routes) {
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        userAgent:
          'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
        locale: route.startsWith('/en') ? 'en-US' : route.startsWith('/kz') ? 'kk-KZ' : 'ru-RU',
      });
      const host = new URL(stack.app).hostname;
      await context.addCookies([
        { name: 'locale', value: 'ru', domain: host, path: '/' },
        ...(token && route.startsWith('/profile')
          ? [{ name: 'bearerToken', value: token, domain: host, path: '/' }]
          : []),
      ]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const { events, profile } = await record(cdp, async () => {
        await page.goto(stack.app + route, { waitUntil: 'networkidle' });
        // Recorded for 4 s more: the background flows start once the first
        // page is on screen (at most 3 s after it shows).
        await page.waitForTimeout(4000);
      });
      await context.close();
      // The first load warms the servers (their code compiles on first use), as audit.ts does.
      if (run === 0) continue;
      console.log(`trace: ${route} run ${run}`);
      for (const line of summarise(events, profile)) console.log(line);
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}
