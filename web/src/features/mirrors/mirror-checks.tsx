// The mirror checks on the page: they run while a player is logged
// in, on the schedule of schedule.ts, and at once when the service worker's
// periodic syncMirrors asks (unless a check is in progress).
//
// Choices:
// - Mounted lazily by the app (web/src/app/app.tsx); renders nothing, and
//   everything it does is asynchronous, so it never blocks the interface.
// - "Logged in" is usePlayer().loggedIn (the profile is loaded, SPEC.md
//   section 4); logging out unmounts the schedule, which clears its timer and
//   aborts a check in flight.
// - The "run now" hook point is requestMirrorSync() in
//   web/src/shared/domain/mirror-sync.ts (the pwa feature calls it on the worker's
//   syncMirrors message): features do not import each other, and this chunk
//   stays lazy.
import { useEffect } from 'react';
import { onMirrorSyncRequest } from '../../shared/domain/mirror-sync.ts';
import { usePlayer } from '../../shared/domain/player.tsx';
import { useApi } from '../../shared/lib/api.tsx';
import { runMirrorCheck } from './run-check.ts';
import { type ScheduleStorage, startMirrorSchedule } from './schedule.ts';

/** Local storage, or a map for this page when the browser refuses it (then a reload starts afresh). */
function localStorageOrMemory(): ScheduleStorage {
  try {
    return window.localStorage;
  } catch {
    const values = new Map<string, string>();
    return {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
    };
  }
}

/** Runs the mirror checks while a player is logged in; mounted once by the app. */
export default function MirrorChecks() {
  const { client } = useApi();
  const { loggedIn } = usePlayer();

  useEffect(() => {
    if (!loggedIn) return;
    const schedule = startMirrorSchedule({
      now: () => Date.now(),
      random: Math.random,
      storage: localStorageOrMemory(),
      run: async (signal) => {
        await runMirrorCheck(client, {
          // Read at call time: never a fetch captured before a test or polyfill replaced it.
          fetch: (input, init) => globalThis.fetch(input, init),
          now: () => performance.now(),
          signal,
        });
      },
    });
    const unsubscribe = onMirrorSyncRequest(() => void schedule.runNow());
    return () => {
      unsubscribe();
      schedule.stop();
    };
  }, [loggedIn, client]);

  return null;
}
