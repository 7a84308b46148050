// The reload guard (once in 10 s) and a module load that, failing, loads the
// page anew instead of leaving the document unable to fetch it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/harness.tsx';
import { guardedReload, RELOAD_GUARD_KEY, reloadWhenLoadFails } from './reload.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 12, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reload guard (10 s)', () => {
  it('reloads, then refuses another reload within 10 s, then allows one', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const deps = { now: Date.now, storage, reload };
    expect(guardedReload(deps)).toBe(true);
    expect(storage.values.get(RELOAD_GUARD_KEY)).toBe(String(Date.now()));
    vi.advanceTimersByTime(9_999);
    expect(guardedReload(deps)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(guardedReload(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores a guard time from the future (a changed clock) or garbage', () => {
    const reload = vi.fn();
    for (const stored of [String(Date.now() + 60_000), 'nonsense']) {
      const storage = memoryStorage({ [RELOAD_GUARD_KEY]: stored });
      expect(guardedReload({ now: Date.now, storage, reload })).toBe(true);
    }
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('a module that cannot be fetched', () => {
  const failed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  /** Whether `promise` has settled once pending work has run, and how. */
  async function outcome(promise: Promise<unknown>): Promise<string> {
    let state = 'pending';
    promise.then(
      () => {
        state = 'resolved';
      },
      (error: Error) => {
        state = `rejected: ${error.message}`;
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    return state;
  }

  it('loads the page anew and leaves the page waiting for it', async () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    const load = reloadWhenLoadFails(failed(), () => ({ now: Date.now, storage, reload }));
    expect(await outcome(load)).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('fails as it did within 10 s of the last reload, so a lasting outage cannot loop', async () => {
    const reload = vi.fn();
    const storage = memoryStorage({ [RELOAD_GUARD_KEY]: String(Date.now() - 3_000) });
    const load = reloadWhenLoadFails(failed(), () => ({ now: Date.now, storage, reload }));
    expect(await outcome(load)).toBe('rejected: Failed to fetch dynamically imported module');
    expect(reload).not.toHaveBeenCalled();
  });

  it('fails as it did when storage is off (no guard, no reload)', async () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    const load = reloadWhenLoadFails(failed(), () => ({ now: Date.now, storage, reload }));
    expect(await outcome(load)).toBe('rejected: Failed to fetch dynamically imported module');
    expect(reload).not.toHaveBeenCalled();
  });

  it('passes a loaded module through untouched', async () => {
    const reload = vi.fn();
    const module = { default: 'page' };
    const load = reloadWhenLoadFails(Promise.resolve(module), () => ({
      now: Date.now,
      storage: memoryStorage(),
      reload,
    }));
    await expect(load).resolves.toBe(module);
    expect(reload).not.toHaveBeenCalled();
  });
});
