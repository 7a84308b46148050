// The installable app's rules with fake timers: the update interval, the
// lifecycle, periodic sync, the install prompt and new builds.
import { LOCAL_STORAGE_KEYS } from '@casino/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstallPromptEvent } from '../../shared/lib/install-event.ts';
import { memoryStorage } from '../../test/harness.tsx';
import { initialInstallState, installHidden, showInstallPrompt } from './install-prompt.ts';
import {
  registerPeriodicSync,
  startLifecycle,
  startUpdateChecks,
  type WorkerEvents,
} from './lifecycle.ts';
import { BUILD_POLL_MS, isNewerBuild, watchBuilds } from './new-build.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 12, 0, 0) });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('update checks (20 s, online only)', () => {
  it('checks every 20 s while online, skips offline, and stops', async () => {
    let online = true;
    const update = vi.fn(async () => undefined);
    const stop = startUpdateChecks(update, () => online);
    vi.advanceTimersByTime(19_999);
    expect(update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(update).toHaveBeenCalledTimes(1);
    online = false;
    vi.advanceTimersByTime(40_000);
    expect(update).toHaveBeenCalledTimes(1);
    online = true;
    vi.advanceTimersByTime(20_000);
    expect(update).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(100_000);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('logs a failed check and keeps checking', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const update = vi.fn(async () => {
      throw new Error('offline');
    });
    startUpdateChecks(update, () => true);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(update).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith('service worker update check failed', expect.any(Error));
  });
});

/** A Workbox stand-in that records listeners and lets a test fire events. */
function fakeWorker(registration: Partial<ServiceWorkerRegistration> | Error = {}) {
  const listeners = new Map<
    string,
    ((e: { isUpdate?: boolean; isExternal?: boolean }) => void)[]
  >();
  const worker: WorkerEvents & { fire(type: string, e?: object): void; updates: number } = {
    updates: 0,
    addEventListener: (type, listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    register: async () => {
      if (registration instanceof Error) throw registration;
      return registration as ServiceWorkerRegistration;
    },
    update: async () => {
      worker.updates += 1;
    },
    fire: (type, e = {}) => {
      for (const listener of listeners.get(type) ?? []) listener(e);
    },
  };
  return worker;
}

describe('service worker lifecycle', () => {
  it('goes installed then activated; reloads on an update or an external activation only', async () => {
    const worker = fakeWorker();
    const reload = vi.fn(() => true);
    const states: string[] = [];
    await startLifecycle(worker, { reload, online: () => true, onState: (s) => states.push(s) });
    worker.fire('installed');
    worker.fire('activated', { isUpdate: false });
    expect(states).toEqual(['installed', 'activated']);
    expect(reload).not.toHaveBeenCalled();
    worker.fire('activated', { isUpdate: true });
    worker.fire('activated', { isExternal: true });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('checks for updates every 20 s after registering', async () => {
    const worker = fakeWorker();
    const stop = await startLifecycle(worker, { reload: () => true, online: () => true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(worker.updates).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(worker.updates).toBe(3);
  });

  it('survives a failed registration (logged, no update checks)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const worker = fakeWorker(new Error('SecurityError'));
    const states: string[] = [];
    await startLifecycle(worker, {
      reload: () => true,
      online: () => true,
      onState: (s) => states.push(s),
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(worker.updates).toBe(0);
    expect(states).toEqual(['failed']);
    expect(error).toHaveBeenCalledWith('service worker registration failed', expect.any(Error));
  });

  it('asks for periodic sync once a worker is active (the ready registration)', async () => {
    const register = vi.fn(async () => undefined);
    const ready = { periodicSync: { register } } as unknown as ServiceWorkerRegistration;
    await startLifecycle(fakeWorker(), {
      reload: () => true,
      online: () => true,
      ready: async () => ready,
    });
    expect(register).toHaveBeenCalledWith('syncMirrors', { minInterval: 600_000 });
  });

  it('asks for the syncMirrors periodic sync every 10 minutes where supported', async () => {
    const register = vi.fn(async () => undefined);
    const registration = { periodicSync: { register } } as unknown as ServiceWorkerRegistration;
    expect(await registerPeriodicSync(registration)).toBe(true);
    expect(register).toHaveBeenCalledWith('syncMirrors', { minInterval: 600_000 });
    expect(await registerPeriodicSync({} as ServiceWorkerRegistration)).toBe(false);
    const refused = {
      periodicSync: { register: async () => Promise.reject(new Error('NotAllowedError')) },
    } as unknown as ServiceWorkerRegistration;
    expect(await registerPeriodicSync(refused)).toBe(false);
  });
});

function promptEvent(outcome: 'accepted' | 'dismissed') {
  return {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  } as unknown as InstallPromptEvent & { prompt: ReturnType<typeof vi.fn> };
}

describe('install prompt', () => {
  it('is available when the browser offered it and it was never dismissed', () => {
    expect(initialInstallState(promptEvent('accepted'), memoryStorage())).toBe('available');
    expect(initialInstallState(null, memoryStorage())).toBe('unavailable');
    const hidden = memoryStorage({ [LOCAL_STORAGE_KEYS.hideInstall]: '1' });
    expect(initialInstallState(promptEvent('accepted'), hidden)).toBe('unavailable');
  });

  it('goes shown, then dismissed, storing the hide flag for good', async () => {
    const storage = memoryStorage();
    const event = promptEvent('dismissed');
    const shown = vi.fn();
    expect(await showInstallPrompt(event, storage, shown)).toBe('dismissed');
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(shown).toHaveBeenCalledOnce();
    expect(installHidden(storage)).toBe(true);
  });

  it('goes shown, then accepted, without the hide flag', async () => {
    const storage = memoryStorage();
    expect(await showInstallPrompt(promptEvent('accepted'), storage, () => undefined)).toBe(
      'accepted',
    );
    expect(installHidden(storage)).toBe(false);
  });
});

describe('new builds', () => {
  const current = { buildId: 'b1', timestamp: 1_000 };

  it('knows a newer build and rejects malformed or older ones', () => {
    expect(isNewerBuild(current, { buildId: 'b2', timestamp: 2_000 })).toBe(true);
    for (const latest of [
      null,
      'b2',
      { buildId: 'b1', timestamp: 2_000 },
      { buildId: 'b0', timestamp: 500 },
      { buildId: '', timestamp: 2_000 },
      { buildId: 'b2', timestamp: '2000' },
      { buildId: 'b2', timestamp: Number.NaN },
    ]) {
      expect(isNewerBuild(current, latest)).toBe(false);
    }
  });

  it('polls every minute, offers the newer build once, then stops', async () => {
    let latest: unknown = current;
    const read = vi.fn(async () => latest);
    const onNewBuild = vi.fn();
    watchBuilds({ current, latest: read, onNewBuild });
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS - 1);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(1);
    expect(onNewBuild).not.toHaveBeenCalled();
    latest = { buildId: 'b2', timestamp: 2_000 };
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(onNewBuild).toHaveBeenCalledWith(latest);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS * 5);
    expect(read).toHaveBeenCalledTimes(2);
    expect(onNewBuild).toHaveBeenCalledOnce();
  });

  it('checks again when the tab becomes visible', async () => {
    const target = new EventTarget() as EventTarget & { visibilityState: string };
    target.visibilityState = 'visible';
    const read = vi.fn(async () => ({ buildId: 'b2', timestamp: 2_000 }));
    const onNewBuild = vi.fn();
    watchBuilds({
      current,
      latest: read,
      onNewBuild,
      visibility: target as unknown as Document,
    });
    target.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewBuild).toHaveBeenCalledOnce();
  });
});
