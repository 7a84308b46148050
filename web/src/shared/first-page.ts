// The first page goes first: the app's background flows (sign-in by link and
// the SSO check, dialogs by address, arrival tracking, payments, bonuses, the
// installable app, mirror checks, the reality check) load their code and make
// their calls once the first page has its own data on screen, so on a slow
// connection the page's answers and pictures are not queued behind a dozen
// chunks and calls it does not show. "On screen": no API call in flight and
// the browser idle (the answers' renders done, their pictures asked for).
// The visitor's first input (a click on Sign in) or MAX_WAIT_MS opens the
// gate sooner; a page whose calls never end does not hold it.
import { startTransition, useEffect, useState } from 'react';

/** The longest the background flows wait for the first page. */
export const MAX_WAIT_MS = 3_000;

let inFlight = 0;
let shown = false;
let watching = false;
const listeners = new Set<() => void>();

function show(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Runs once the browser is idle (a short timer where requestIdleCallback is missing). */
function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 500 });
  else setTimeout(callback, 50);
}

/** Opens the gate once no call is in flight and the browser was idle since. */
function checkQuiet(): void {
  if (shown || inFlight > 0) return;
  whenIdle(() => {
    if (inFlight === 0) show();
  });
}

/** Counts an API call (shared/api.tsx wraps the client's fetch with it). */
export function countCall<T>(call: Promise<T>): Promise<T> {
  inFlight += 1;
  const done = () => {
    inFlight -= 1;
    if (watching) checkQuiet();
  };
  call.then(done, done);
  return call;
}

/** Starts watching the first page (once, when the app has mounted: its first calls are under way). */
function watch(): void {
  if (watching) return;
  watching = true;
  const input = () => show();
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, input, { once: true, capture: true, passive: true });
  setTimeout(show, MAX_WAIT_MS);
  // A task later: the calls the mount started have reached fetch.
  setTimeout(checkQuiet, 0);
}

/**
 * False until the first page is on screen (see above), then true for good.
 * The change comes as a transition, so what it mounts never hydrates the
 * rest of the page in one task.
 */
export function useFirstPageShown(): boolean {
  const [now, setNow] = useState(shown);
  useEffect(() => {
    if (shown) {
      setNow(true);
      return;
    }
    const listener = () => startTransition(() => setNow(true));
    listeners.add(listener);
    watch();
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return now;
}
