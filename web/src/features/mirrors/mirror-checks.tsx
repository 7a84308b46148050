// The mirror checks on the page (issue 9): they run while a player is logged
// in, on the schedule of schedule.ts, and at once when the service worker's
// periodic syncMirrors asks (unless a check is in progress). Mounted lazily by
// the app; renders nothing; never blocks the interface.
import { useEffect } from 'react';
import { useApi } from '../../shared/api.tsx';
import { onMirrorSyncRequest } from '../../shared/mirror-sync.ts';
import { usePlayer } from '../../shared/player.tsx';
import { runMirrorCheck } from './run-check.ts';
import { startMirrorSchedule } from './schedule.ts';

/** Mounted once by the app. */
export default function MirrorChecks() {
  const { client } = useApi();
  const { loggedIn } = usePlayer();

  useEffect(() => {
    if (!loggedIn) return;
    const schedule = startMirrorSchedule({
      now: Date.now,
      random: Math.random,
      storage: localStorage,
      run: async () => {
        await runMirrorCheck(client, {
          fetch: (...a) => fetch(...a),
          now: () => performance.now(),
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
