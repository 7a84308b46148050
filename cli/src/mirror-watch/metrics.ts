// The Prometheus metrics of a watch (prom-client, in a registry of its own so
// that nothing else lands in the scrape): per mirror, whether it is up, its
// verdict as a state set (a gauge per verdict, 1 for the current one), each
// stage's duration in the last run, the certificate's days left and when it
// was last checked; per watch, the runs, the failed runs and the last run's
// duration. Gauges of the last run, not histograms: Prometheus samples them
// at every scrape, and a histogram per mirror and stage would multiply the
// series for little. A series the last run could not measure (a stage not
// reached, no certificate seen) is removed rather than left stale, and a
// mirror that leaves the list loses all of its series. A watch named by
// --vantage labels every series `vantage` (where it probes from), so one
// Prometheus tells the networks apart (cli/monitoring/ has its rules).
import { Counter, Gauge, Registry } from 'prom-client';
import { type MirrorDetail, type StageName, VERDICTS } from '../mirror-probe/verdict.ts';
import type { RunOutcome } from './changes.ts';

/** The stage labels: the probe's stages, plus `doh` for the --doh look-up beside the system's. */
const STAGES = ['dns', 'doh', 'tcp', 'tls', 'http', 'download'] as const satisfies readonly (
  | StageName
  | 'doh'
)[];

/** A stage's ms in a detail, or undefined when the probe did not reach it. */
function stageMs(detail: MirrorDetail, stage: (typeof STAGES)[number]): number | undefined {
  if (stage === 'doh') return detail.stages.dns?.doh?.ms;
  return detail.stages[stage]?.ms;
}

/** The metrics of one watch. */
export interface WatchMetrics {
  registry: Registry;
  /**
   * Counts a run that took `durationMs` and, when it has an outcome, records
   * each mirror's as of `time` (epoch ms); a failed run has none.
   */
  recordRun(run: RunOutcome | null, time: number, durationMs: number): void;
  /** Counts a run that failed: the mirror list could not be had, or the results not reported. */
  recordFailure(): void;
  /** Drops every series of a mirror that left the list. */
  forget(domain: string): void;
}

/** Creates the registry and its metrics; with a `vantage`, every series carries it as a label. */
export function createWatchMetrics(vantage?: string): WatchMetrics {
  const registry = new Registry();
  if (vantage) registry.setDefaultLabels({ vantage });
  const registers = [registry];
  const up = new Gauge({
    name: 'casino_mirror_up',
    help: 'Whether the mirror works (verdict ok) in the last run: 1 or 0.',
    labelNames: ['domain'] as const,
    registers,
  });
  const verdict = new Gauge({
    name: 'casino_mirror_verdict',
    help: 'The verdict of the mirror in the last run: 1 for the current verdict, 0 for every other.',
    labelNames: ['domain', 'verdict'] as const,
    registers,
  });
  const stageSeconds = new Gauge({
    name: 'casino_mirror_stage_duration_seconds',
    help: 'How long each stage of the probe took in the last run (only the stages it reached).',
    labelNames: ['domain', 'stage'] as const,
    registers,
  });
  const responseSeconds = new Gauge({
    name: 'casino_mirror_response_seconds',
    help: 'Time to the HTTP answer in the last run, as reported to the API; absent unless ok.',
    labelNames: ['domain'] as const,
    registers,
  });
  const certDays = new Gauge({
    name: 'casino_mirror_certificate_days_left',
    help: "Whole days until the mirror's TLS certificate expires (negative once it has); absent when the last run saw no certificate.",
    labelNames: ['domain'] as const,
    registers,
  });
  const lastCheck = new Gauge({
    name: 'casino_mirror_last_check_timestamp_seconds',
    help: 'When the mirror was last checked (end of the run), Unix time in seconds.',
    labelNames: ['domain'] as const,
    registers,
  });
  const runs = new Counter({
    name: 'casino_mirror_watch_runs_total',
    help: 'Runs of the check since the watch started, failed ones included.',
    registers,
  });
  const failures = new Counter({
    name: 'casino_mirror_watch_run_failures_total',
    help: 'Runs that failed: the mirror list could not be had or the results not reported.',
    registers,
  });
  const runSeconds = new Gauge({
    name: 'casino_mirror_watch_run_duration_seconds',
    help: "How long the last run's check took (the report to the API not included).",
    registers,
  });

  return {
    registry,
    recordRun(run, time, durationMs) {
      runs.inc();
      runSeconds.set(durationMs / 1000);
      if (run === null) return;
      for (const [domain, detail] of Object.entries(run.details)) {
        up.set({ domain }, detail.verdict === 'ok' ? 1 : 0);
        for (const v of VERDICTS) verdict.set({ domain, verdict: v }, v === detail.verdict ? 1 : 0);
        for (const stage of STAGES) {
          const ms = stageMs(detail, stage);
          if (ms === undefined) stageSeconds.remove({ domain, stage });
          else stageSeconds.set({ domain, stage }, ms / 1000);
        }
        const ms = run.results[domain];
        if (typeof ms === 'number') responseSeconds.set({ domain }, ms / 1000);
        else responseSeconds.remove({ domain });
        const days = detail.stages.tls?.daysLeft;
        if (days === undefined) certDays.remove({ domain });
        else certDays.set({ domain }, days);
        lastCheck.set({ domain }, time / 1000);
      }
    },
    recordFailure() {
      failures.inc();
    },
    forget(domain) {
      for (const gauge of [up, responseSeconds, certDays, lastCheck]) gauge.remove({ domain });
      for (const v of VERDICTS) verdict.remove({ domain, verdict: v });
      for (const stage of STAGES) stageSeconds.remove({ domain, stage });
    },
  };
}
