// The first page goes first: the app's background flows (sign-in by link and
// the SSO check, dialogs by address, arrival tracking, payments, bonuses, the
// installable app, mirror checks, the reality check) load their code and make
// their calls once the first page has its own data on screen, so on a slow
// connection the page's answers and pictures are not queued behind a dozen
// chunks and calls it does not show. "On screen": no API call in flight and
// the browser idle (the answers' renders done, their pictures asked for).
// The visitor's first input (a click on Sign in) or MAX_WAIT_MS opens the
// gate sooner; a page whose calls never end does not hold it.
// (React Router has no such gate in any mode: its loaders start a page's own
// data, which app/routes.ts's preloadFirstPage does here.)
import { startTransition, useEffect, useState } from 'react';

/** The longest the background flows wait for the first page. */
export const MAX_WAIT_MS = 3_000;

let inFlight = 0;
let watching = false;
let shown = false;
let show!: () => void;
const onScreen = new Promise<void>((resolve) => {
  show = () => {
    shown = true;
    resolve();
  };
});

/** Resolves once the first page is on screen (for work that must not compete with it). */
export function afterFirstPage(): Promise<void> {
  return onScreen;
}

/** Opens the gate once no call is in flight and the browser was idle since. */
function checkQuiet(): void {
  if (shown || inFlight > 0) return;
  const quiet = () => {
    if (inFlight === 0) show();
  };
  // A short timer where requestIdleCallback is missing (Safari).
  if (typeof requestIdleCallback === 'function') requestIdleCallback(quiet, { timeout: 500 });
  else setTimeout(quiet, 50);
}

/** Counts an API call (shared/lib/api.tsx wraps the client's fetch with it). */
export function countCall<T>(call: Promise<T>): Promise<T> {
  inFlight += 1;
  const done = () => {
    inFlight -= 1;
    if (watching) checkQuiet();
  };
  call.then(done, done);
  return call;
}

/**
 * False until the first page is on screen (see above), then true for good.
 * The change comes as a transition, so what it mounts never hydrates the
 * rest of the page in one task.
 */
export function useFirstPageShown(): boolean {
  const [now, setNow] = useState(shown);
  useEffect(() => {
    if (!watching) {
      // Watched from the app's mount: the calls it started are under way.
      watching = true;
      for (const type of ['pointerdown', 'keydown'])
        addEventListener(type, show, { once: true, capture: true, passive: true });
      setTimeout(show, MAX_WAIT_MS);
      // A task later: those calls have reached fetch.
      setTimeout(checkQuiet);
    }
    void onScreen.then(() => startTransition(() => setNow(true)));
  }, []);
  return now;
}
