// The service worker's life on the page (SPEC.md sections 4 and 9): installed,
// then activated; an update or an external activation reloads the page, at
// most once in 10 s (shared/lib/reload.ts: a worker that keeps updating
// cannot trap the visitor in a reload loop); an update check every 20 s while
// online; the periodic sync `syncMirrors` every 10 minutes where the browser has it.
import { TIMINGS } from '@casino/sdk';

/** The periodic sync tag (SPEC.md section 4). */
export const SYNC_MIRRORS = 'syncMirrors';

/** Checks for a new worker every 20 s while online; returns the stop function. */
export function startUpdateChecks(
  update: () => Promise<unknown>,
  online: () => boolean,
): () => void {
  const timer = setInterval(() => {
    if (!online()) return;
    update().catch((error: unknown) => console.error('service worker update check failed', error));
  }, TIMINGS.serviceWorkerUpdateCheck);
  return () => clearInterval(timer);
}

/** The lifecycle events of workbox-window's Workbox that the page uses. */
export interface WorkerEvents {
  addEventListener(
    type: 'installed' | 'activated',
    listener: (event: { isUpdate?: boolean; isExternal?: boolean }) => void,
  ): void;
  register(): Promise<ServiceWorkerRegistration | undefined>;
  update(): Promise<unknown>;
}

/** The worker's state, as the page saw it last. */
export type WorkerState = 'registering' | 'installed' | 'activated' | 'failed';

/** Wires the lifecycle; returns the stop function of the update checks. */
export async function startLifecycle(
  wb: WorkerEvents,
  deps: {
    reload: () => boolean;
    online: () => boolean;
    onState?: (state: WorkerState) => void;
    /** Resolves once a worker is active (navigator.serviceWorker.ready): periodic sync needs one. */
    ready?: () => Promise<ServiceWorkerRegistration>;
  },
): Promise<() => void> {
  wb.addEventListener('installed', () => deps.onState?.('installed'));
  wb.addEventListener('activated', (event) => {
    deps.onState?.('activated');
    if (event.isUpdate || event.isExternal) deps.reload();
  });
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await wb.register();
  } catch (error) {
    console.error('service worker registration failed', error);
    deps.onState?.('failed');
    return () => undefined;
  }
  const stop = startUpdateChecks(() => wb.update(), deps.online);
  if (deps.ready) registration = await deps.ready();
  await registerPeriodicSync(registration);
  return stop;
}

interface PeriodicSyncManager {
  register(tag: string, options: { minInterval: number }): Promise<void>;
}

/** Asks for `syncMirrors` every 10 minutes where the browser supports periodic sync; logs a refusal. */
export async function registerPeriodicSync(
  registration: ServiceWorkerRegistration | undefined,
): Promise<boolean> {
  const sync = (registration as { periodicSync?: PeriodicSyncManager } | undefined)?.periodicSync;
  if (!sync) return false;
  try {
    await sync.register(SYNC_MIRRORS, { minInterval: TIMINGS.serviceWorkerSync });
    return true;
  } catch (error) {
    console.info('periodic sync not granted', error);
    return false;
  }
}
