// The schedule of a watch: a run, then a pause of the interval after it ends
// (as the web app schedules its check: runs never overlap, and a slow run
// pushes the next one back), until the signal aborts. An abort ends the pause
// at once and abandons a run in flight: the caller stops without waiting for
// its probes (they die with the process). The clock is injected so that tests
// drive the schedule without waiting.
import { setTimeout as sleep } from 'node:timers/promises';

/** What the schedule waits with. */
export interface Clock {
  /** Epoch ms. */
  now(): number;
  /** Resolves after `ms`, or at once when `signal` aborts (never rejects). */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

/** The real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) => sleep(ms, undefined, { signal }).catch(() => undefined),
};

/** `task`'s outcome, or `aborted` when `signal` aborts first; a task abandoned so can no longer reject unhandled. */
function unlessAborted(task: Promise<void>, signal: AbortSignal): Promise<'done' | 'aborted'> {
  task.catch(() => undefined);
  if (signal.aborted) return Promise.resolve('aborted');
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve('aborted');
    signal.addEventListener('abort', onAbort, { once: true });
    task.then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve('done');
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Runs `task(n)` (n from 1), waits `intervalMs` after each, until `signal`
 * aborts; resolves with the number of runs completed. A task's rejection ends
 * the schedule with it (the task decides what is worth stopping for).
 */
export async function repeat(
  task: (run: number) => Promise<void>,
  options: { intervalMs: number; signal: AbortSignal; clock: Clock },
): Promise<number> {
  const { signal, clock } = options;
  let completed = 0;
  while (!signal.aborted) {
    if ((await unlessAborted(task(completed + 1), signal)) === 'aborted') break;
    completed++;
    if (signal.aborted) break;
    await clock.sleep(options.intervalMs, signal);
  }
  return completed;
}
