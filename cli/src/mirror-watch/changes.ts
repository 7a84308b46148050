// What changed between two runs of a watch, and how a change is told: the
// verdict of every mirror on the first run, then only the mirrors whose
// verdict moved (or that joined or left the list). A line for people names
// the time, the domain, old → new and the ms (ok) or the failing stage with
// its error; --json prints each change as one JSON line with the check's
// detail of the mirror, so a script sees exactly what `mirrors check --json`
// would have said about it.
import type { MirrorDetail, Verdict } from '../mirror-probe/verdict.ts';
import { escapeControl } from '../output.ts';

/** One mirror's change of verdict. */
export interface VerdictChange {
  /** When the run that saw it ended, ISO 8601 UTC. */
  time: string;
  /** The run that saw it, from 1. */
  run: number;
  domain: string;
  /** The previous verdict; null on the first run, or when the mirror joined the list. */
  from: Verdict | null;
  /** The new verdict; null when the mirror left the list. */
  to: Verdict | null;
  /** ms to the HTTP answer (the value `results` reports), null unless ok. */
  ms: number | null;
  /** The check's detail of the mirror in this run; null when it left the list. */
  detail: MirrorDetail | null;
}

/** A run's outcome, as `mirrors check` gives it. */
export interface RunOutcome {
  results: Record<string, number | null>;
  details: Record<string, MirrorDetail>;
}

/**
 * The changes from `previous` (domain -> verdict, updated in place) to `run`:
 * every mirror whose verdict differs, in the run's order, then those that left.
 */
export function takeChanges(
  previous: Map<string, Verdict>,
  run: RunOutcome,
  at: { time: number; run: number },
): VerdictChange[] {
  const time = new Date(at.time).toISOString();
  const changes: VerdictChange[] = [];
  for (const [domain, detail] of Object.entries(run.details)) {
    const from = previous.get(domain) ?? null;
    if (from !== detail.verdict)
      changes.push({
        time,
        run: at.run,
        domain,
        from,
        to: detail.verdict,
        ms: run.results[domain] ?? null,
        detail,
      });
    previous.set(domain, detail.verdict);
  }
  for (const [domain, from] of previous) {
    if (domain in run.details) continue;
    changes.push({ time, run: at.run, domain, from, to: null, ms: null, detail: null });
    previous.delete(domain);
  }
  return changes;
}

/** The stage a failed probe stopped at (its last), with its ms. */
function failingStage(detail: MirrorDetail): string {
  const last = Object.entries(detail.stages).at(-1);
  return last ? `${last[0]} ${last[1].ms} ms` : '';
}

/**
 * A change as one line for people (no newline), every value from a server or
 * a file escaped: `2026-11-24T11:35:00Z  mirror1.example  ok → http-error  http 12 ms: HTTP 500`.
 * A first sight shows the verdict alone; joining and leaving the list say `(unlisted)`.
 */
export function describeChange(change: VerdictChange): string {
  const time = change.time.replace(/\.\d{3}Z$/, 'Z');
  const verdicts =
    change.run === 1 && change.from === null
      ? (change.to ?? '')
      : `${change.from ?? '(unlisted)'} → ${change.to ?? '(unlisted)'}`;
  let why = '';
  if (change.detail?.verdict === 'ok') why = change.ms === null ? '' : `${change.ms} ms`;
  else if (change.detail) {
    const stage = failingStage(change.detail);
    why = [stage, change.detail.error].filter(Boolean).join(': ');
  }
  return [time, escapeControl(change.domain), verdicts, escapeControl(why)]
    .filter(Boolean)
    .join('  ');
}
