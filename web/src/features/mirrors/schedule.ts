// When the browser checks the mirrors (SPEC.md sections 4 and 9): while a
// player is logged in, the first run 10 to 55 s (random) after login, then
// every 5 minutes.
//
// Choices:
// - The next-run time is kept in local storage, written as soon as it is
//   chosen, so a reload waits for it instead of running early. A stored time
//   in the past, a malformed value, or one further ahead than a repeat (5 min;
//   only a clock moved back can produce it) means a new random first delay.
// - Tabs share that time: a run claims the next slot (now + 5 min) when it
//   starts, and a timer that finds the stored time moved further on by another
//   tab waits for it instead of running. Best effort (local storage has no
//   lock), but open tabs no longer each report every 5 minutes.
// - Runs never overlap; a run that fails still schedules the next one 5
//   minutes after it ends (the run logs its own failures; a rejection is
//   logged here).
// - stop() (logout) clears the timer and aborts a run in flight through its
//   signal, so nothing is sent for a player who has gone.
// - Plain global setTimeout/clearTimeout, so tests drive it with
//   vi.useFakeTimers; now(), random() and the storage are injected.
import { LOCAL_STORAGE_KEYS, TIMINGS } from '@casino/sdk';

/** The part of local storage the schedule uses. */
export type ScheduleStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What the schedule needs; injected so that tests drive it with fake timers. */
export interface ScheduleDeps {
  /** Epoch ms (Date.now). */
  now: () => number;
  /** A number in [0, 1) (Math.random). */
  random: () => number;
  storage: ScheduleStorage;
  /** One mirror check; should log its own failures; `signal` aborts when the schedule stops. */
  run: (signal: AbortSignal) => Promise<void>;
}

/** A running schedule. */
export interface MirrorSchedule {
  /** Stops it (logout): clears the timer and aborts a run in flight. */
  stop(): void;
  /** Runs a check now unless one is in progress or it stopped (the worker's syncMirrors); the next follows 5 minutes after. */
  runNow(): Promise<void>;
}

const KEY = LOCAL_STORAGE_KEYS.nextMirrorCheckAt;

/** The stored next-run time (epoch ms), or null when missing, malformed or unreadable. */
function storedNextRun(storage: Pick<Storage, 'getItem'>): number | null {
  try {
    const value = storage.getItem(KEY);
    if (value === null || !/^\d{1,16}$/.test(value)) return null;
    return Number(value);
  } catch {
    return null;
  }
}

/**
 * When the first run after a login (or a reload) happens: the stored time while
 * it is ahead and plausible (at most 5 minutes ahead), else 10–55 s from now.
 */
export function firstRunAt(now: number, random: number, stored: number | null): number {
  if (stored !== null && stored > now && stored <= now + TIMINGS.mirrorCheckRepeat) return stored;
  const span = TIMINGS.mirrorFirstRunMax - TIMINGS.mirrorFirstRunMin;
  return now + TIMINGS.mirrorFirstRunMin + Math.floor(Math.min(Math.max(random, 0), 1) * span);
}

/** Starts the schedule for a logged-in player. */
export function startMirrorSchedule(deps: ScheduleDeps): MirrorSchedule {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  let stopped = false;

  const store = (at: number) => {
    try {
      deps.storage.setItem(KEY, String(at));
    } catch (error) {
      console.error('could not store the next mirror check time', error);
    }
  };
  const wake = (at: number) => {
    clearTimeout(timer);
    timer = setTimeout(onTimer, Math.max(0, at - deps.now()));
  };
  const schedule = (at: number) => {
    store(at);
    wake(at);
  };
  const onTimer = () => {
    if (stopped || inFlight) return;
    // Another tab ran (or claimed) a check meanwhile: wait for its next slot.
    const stored = storedNextRun(deps.storage);
    const now = deps.now();
    if (stored !== null && stored > now && stored <= now + TIMINGS.mirrorCheckRepeat) {
      wake(stored);
      return;
    }
    void run();
  };
  const run = async () => {
    if (stopped || inFlight) return;
    clearTimeout(timer);
    const controller = new AbortController();
    inFlight = controller;
    store(deps.now() + TIMINGS.mirrorCheckRepeat); // the claim other tabs see
    try {
      await deps.run(controller.signal);
    } catch (error) {
      console.error('mirror check failed', error);
    } finally {
      inFlight = null;
    }
    if (!stopped) schedule(deps.now() + TIMINGS.mirrorCheckRepeat);
  };

  schedule(firstRunAt(deps.now(), deps.random(), storedNextRun(deps.storage)));
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      inFlight?.abort();
    },
    runNow: run,
  };
}
