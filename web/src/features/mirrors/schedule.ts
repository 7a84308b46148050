// When the browser checks the mirrors (SPEC.md sections 4 and 9): while a
// player is logged in, the first run 10 to 55 s (random) after login, then
// every 5 minutes. The next-run time is kept in local storage, written as soon
// as it is chosen, so a reload waits for it instead of running early; a
// stored time in the past (or garbage) means a new random first delay. Runs
// never overlap; a run that fails (it logs) still schedules the next.
import { LOCAL_STORAGE_KEYS, TIMINGS } from '@casino/sdk';

/** What the schedule needs; injected so that tests drive it with fake timers. */
export interface ScheduleDeps {
  now: () => number;
  /** A number in [0, 1). */
  random: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** One mirror check; resolves when done, never rejects. */
  run: () => Promise<void>;
}

/** A running schedule. */
export interface MirrorSchedule {
  /** Stops it: no further run starts (one in flight finishes). */
  stop(): void;
  /** Runs a check now unless one is in progress (the worker's syncMirrors), then the next in 5 minutes. */
  runNow(): Promise<void>;
}

/** The stored next-run time, or null when missing or malformed. */
export function storedNextRun(storage: Pick<Storage, 'getItem'>): number | null {
  try {
    const value = storage.getItem(LOCAL_STORAGE_KEYS.nextMirrorCheckAt);
    if (value === null || !/^\d{1,16}$/.test(value)) return null;
    return Number(value);
  } catch {
    return null;
  }
}

/** When the first run after a login happens: the stored time while still ahead, else 10–55 s from now. */
export function firstRunAt(now: number, random: number, stored: number | null): number {
  if (stored !== null && stored > now) return stored;
  const span = TIMINGS.mirrorFirstRunMax - TIMINGS.mirrorFirstRunMin;
  return now + TIMINGS.mirrorFirstRunMin + Math.floor(Math.min(Math.max(random, 0), 1) * span);
}

/** Starts the schedule for a logged-in player. */
export function startMirrorSchedule(deps: ScheduleDeps): MirrorSchedule {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let stopped = false;

  const store = (at: number) => {
    try {
      deps.storage.setItem(LOCAL_STORAGE_KEYS.nextMirrorCheckAt, String(at));
    } catch (error) {
      console.error('could not store the next mirror check time', error);
    }
  };
  const schedule = (at: number) => {
    store(at);
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), Math.max(0, at - deps.now()));
  };
  const tick = async () => {
    if (stopped || running) return;
    running = true;
    try {
      await deps.run();
    } finally {
      running = false;
    }
    if (!stopped) schedule(deps.now() + TIMINGS.mirrorCheckRepeat);
  };

  schedule(firstRunAt(deps.now(), deps.random(), storedNextRun(deps.storage)));
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    async runNow() {
      if (stopped || running) return;
      clearTimeout(timer);
      await tick();
    },
  };
}
