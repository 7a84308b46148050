// The app's background flows (sign-in by link, dialogs by address, tracking,
// payments, bonuses, the installable app, mirror checks, the reality check)
// start once the first page is on screen, one more per task: each flow's
// module, first render and effects in a task of their own, where all of them
// at once were one long task on a slow phone. A flow whose module fails to
// load (a dropped connection) is left out, not the page with it: an error
// outside any boundary would unmount the whole app.
import { type ReactElement, Suspense, startTransition, useEffect, useState } from 'react';
import { useFirstPageShown } from '../shared/lib/first-page.ts';
import { nextTask } from '../shared/lib/next-task.ts';
import { Boundary } from './error-boundary.tsx';

/** Mounts `flows` (each with its own key) one per task once the first page is shown. */
export function BackgroundFlows({ flows }: { flows: readonly ReactElement[] }) {
  const shown = useFirstPageShown();
  const [mounted, setMounted] = useState(0);
  useEffect(() => {
    if (!shown || mounted >= flows.length) return;
    let current = true;
    void nextTask().then(() => {
      if (current) startTransition(() => setMounted((n) => n + 1));
    });
    return () => {
      current = false;
    };
  }, [shown, mounted, flows.length]);
  return shown
    ? flows.slice(0, mounted).map((flow) => (
        <Boundary key={flow.key} fallback={null} what={`background flow ${flow.key}`}>
          <Suspense fallback={null}>{flow}</Suspense>
        </Boundary>
      ))
    : null;
}
