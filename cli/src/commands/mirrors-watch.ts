// casino mirrors watch: `mirrors check` again and again (its own code: the
// same list from --domain, --domains-file or the API, the same staged probe),
// every --interval after the previous run ends, printing only what changed:
// each mirror's verdict on the first run, then one line (--json: one JSON
// line) per mirror whose verdict moved. --report posts each run's `results`
// as check --report does; --metrics serves the state to Prometheus. Ctrl-C
// or SIGTERM stops it: the pause ends at once, a run in flight is abandoned
// (not printed, not reported), the metrics port is closed, exit 0. The first
// run is the check of the setup: its failure (no token, no API, a report
// refused) ends the watch with check's exit code; a later run's failure is
// said on stderr, counted in the metrics, and the watch goes on. With
// --vantage (CASINO_VANTAGE) every metric carries a `vantage` label and
// every JSON line a `vantage` field: one Prometheus scrapes a watch per
// network. --report's body stays SPEC.md's (`results` only). Its options
// are defined in mirrors-watch.definition.ts.
import { unwrap } from '@casino/sdk';
import type { z } from 'zod';
import type { CommandModule } from '../command.ts';
import type { Context } from '../context.ts';
import { optionsSchema } from '../definition.ts';
import { redact } from '../errors.ts';
import { isLoopback } from '../loopback.ts';
import type { Verdict } from '../mirror-probe/verdict.ts';
import { describeChange, type RunOutcome, takeChanges } from '../mirror-watch/changes.ts';
import { createWatchMetrics } from '../mirror-watch/metrics.ts';
import { serveMetrics } from '../mirror-watch/metrics-server.ts';
import { type Clock, repeat, systemClock } from '../mirror-watch/repeat.ts';
import { escapeControl, jsonLine } from '../output.ts';
import { mirrorsCheck } from './mirrors-check.ts';
import { mirrorsWatchDefinition } from './mirrors-watch.definition.ts';

const watchSchema = optionsSchema(mirrorsWatchDefinition);

/** The parsed options of a watch. */
type WatchOptions = z.output<typeof watchSchema>;

/** What a watch did. */
interface WatchSummary {
  runs: number;
  changes: number;
}

/** Runs a watch until `deps.signal` aborts; the clock is the system's unless a test gives one. */
export async function watchMirrors(
  options: WatchOptions,
  ctx: Context,
  deps: { signal: AbortSignal; clock?: Clock },
): Promise<WatchSummary> {
  const clock = deps.clock ?? systemClock;
  const { interval, metrics: listen, report, vantage, ...check } = options;
  if (report) ctx.requireToken('mirrors watch --report');
  const say = (text: string) => ctx.out.stderr(`casino: ${escapeControl(text)}\n`);
  // The check's notices (skipped names, duplicates) would repeat every run: each is said once.
  const said = new Set<string>();
  const runCtx: Context = {
    ...ctx,
    out: {
      ...ctx.out,
      interactive: false,
      stderr: (text) => {
        if (said.has(text)) return;
        said.add(text);
        ctx.out.stderr(text);
      },
    },
  };
  const metrics = listen ? createWatchMetrics(vantage) : undefined;
  const server = listen && metrics ? await serveMetrics(listen, metrics.registry) : undefined;
  if (server) say(`serving Prometheus metrics at ${server.url}`);
  // Prometheus metrics carry no secret, but they name every mirror watched and how each fails.
  if (server && listen && !isLoopback(listen.host))
    say(
      `warning: the metrics are open to anyone who can reach ${listen.host}: they name every mirror watched, its verdict, its failing stage and its certificate's expiry; serve them on 127.0.0.1 behind a proxy, or firewall the port to the Prometheus server`,
    );
  const verdicts = new Map<string, Verdict>();
  let changes = 0;

  const failed = (run: number, error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    say(
      `run ${run} failed: ${redact(message, [ctx.options.token])}; the next run is in ${interval / 1000} s`,
    );
  };

  const runOnce = async (run: number) => {
    const started = clock.now();
    let outcome: RunOutcome;
    try {
      outcome = await mirrorsCheck.run({ ...check, report: false }, runCtx);
    } catch (error) {
      if (run === 1) throw error;
      metrics?.recordRun(null, clock.now(), clock.now() - started);
      metrics?.recordFailure();
      return failed(run, error);
    }
    if (deps.signal.aborted) return;
    const at = clock.now();
    if (run === 1 && Object.keys(outcome.results).length === 0) say('no mirrors to check yet');
    for (const change of takeChanges(verdicts, outcome, { time: at, run })) {
      changes++;
      if (change.to === null) metrics?.forget(change.domain);
      ctx.out.stdout(
        ctx.options.json
          ? jsonLine(vantage ? { ...change, vantage } : change)
          : `${describeChange(change)}\n`,
      );
    }
    metrics?.recordRun(outcome, at, at - started);
    if (!report || Object.keys(outcome.results).length === 0) return;
    try {
      await unwrap(
        (await ctx.api()).POST('/api/sendAntiBonusResult', { body: { results: outcome.results } }),
      );
    } catch (error) {
      if (run === 1) throw error;
      metrics?.recordFailure();
      failed(run, error);
    }
  };

  try {
    const runs = await repeat(runOnce, { intervalMs: interval, signal: deps.signal, clock });
    say(
      `watched ${runs} run${runs === 1 ? '' : 's'} (${changes} change${changes === 1 ? '' : 's'})`,
    );
    return { runs, changes };
  } finally {
    await server?.close();
  }
}

export const mirrorsWatch: CommandModule<typeof watchSchema, WatchSummary> = {
  schema: watchSchema,
  printsItself: true,
  async run(options, ctx) {
    const stop = new AbortController();
    const onSignal = () => stop.abort();
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
      return await watchMirrors(options, ctx, { signal: stop.signal });
    } finally {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  },
  render: (r) => `${r.runs} runs, ${r.changes} changes`,
  toJson: (r) => r,
};
