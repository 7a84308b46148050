// Loading the page anew, at most once in 10 s (the reload guard, so nothing
// can trap the visitor in a reload loop). Two callers: the service worker's
// update (features/pwa) and a page's module that could not be fetched. A
// document remembers a module file it failed to fetch (a dropped connection,
// or a newer build that replaced the file), and every later import that
// needs it fails too; only a new document fetches it again.
import { TIMINGS } from '@casino/sdk';

/** The sessionStorage key of the last guarded reload (epoch ms). */
export const RELOAD_GUARD_KEY = 'swReloadAt';

/** What a reload needs: the time, a place for the guard, and the reload itself. */
export interface ReloadDeps {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
}

/** Reloads unless the last guarded reload was less than 10 s ago; returns whether it reloaded. */
export function guardedReload(deps: ReloadDeps): boolean {
  const now = deps.now();
  const last = Number(deps.storage.getItem(RELOAD_GUARD_KEY));
  if (last > 0 && now - last < TIMINGS.reloadGuard && now >= last) return false;
  deps.storage.setItem(RELOAD_GUARD_KEY, String(now));
  deps.reload();
  return true;
}

/**
 * `load`, or, when it fails, the page loaded anew (the promise then never
 * settles, so the page's placeholder stays until the new document shows).
 * Within 10 s of the last reload, or with storage off, the failure stands.
 */
export function reloadWhenLoadFails<T>(
  load: Promise<T>,
  deps: () => ReloadDeps = () => ({
    now: Date.now,
    storage: sessionStorage,
    reload: () => location.reload(),
  }),
): Promise<T> {
  return load.catch((error: unknown) => {
    try {
      if (guardedReload(deps())) return new Promise<never>(() => undefined);
    } catch {
      // sessionStorage may be off: without a guard, no reload
    }
    throw error;
  });
}
