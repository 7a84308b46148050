// The mounted mirror checks: nothing for a guest, the first check 10–55 s
// after login, none after logout, and one at once when the worker asks.
import { createMemoryTokenStore, LOCAL_STORAGE_KEYS } from '@casino/sdk';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestMirrorSync } from '../../shared/domain/mirror-sync.ts';
import { PlayerContext } from '../../shared/domain/player.tsx';
import { ApiProvider } from '../../shared/lib/api.tsx';
import { fakeApi, testPlayer } from '../../test/harness.tsx';
import MirrorChecks from './mirror-checks.tsx';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const tokens = createMemoryTokenStore('t');

const guest = testPlayer();

function mount(api: ReturnType<typeof fakeApi>) {
  const ui = (loggedIn: boolean) => (
    <ApiProvider settings={{ apiUrl: 'https://api.test', tokens, locale: 'ru', fetch: api.fetch }}>
      <PlayerContext.Provider value={{ ...guest, loggedIn }}>
        <MirrorChecks />
      </PlayerContext.Provider>
    </ApiProvider>
  );
  const view = render(ui(false));
  return {
    view,
    login: () => view.rerender(ui(true)),
    logout: () => view.rerender(ui(false)),
  };
}

const answers = () =>
  fakeApi({
    'GET /api/getMirrorsToCheck': { body: { domains: ['a.example'] } },
    'POST /api/sendAntiBonusResult': { body: { success: true } },
  });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  localStorage.clear();
  vi.spyOn(Math, 'random').mockReturnValue(0.5); // first run 10 + 22.5 s after login
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null)),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MirrorChecks', () => {
  it('does nothing for a guest', async () => {
    const api = answers();
    mount(api);
    await act(() => vi.advanceTimersByTimeAsync(3_600_000));
    expect(api.seen).toEqual([]);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.nextMirrorCheckAt)).toBeNull();
  });

  it('checks 32.5 s after login, probes and reports, then stops on logout', async () => {
    const api = answers();
    const { login, logout } = mount(api);
    login();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.nextMirrorCheckAt)).toBe(String(NOW + 32_500));
    await act(() => vi.advanceTimersByTimeAsync(32_499));
    expect(api.seen).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /api/getMirrorsToCheck',
      'POST /api/sendAntiBonusResult',
    ]);
    expect(vi.mocked(fetch)).toHaveBeenCalledWith(
      'https://a.example/',
      expect.objectContaining({ mode: 'no-cors', credentials: 'omit' }),
    );
    logout();
    await act(() => vi.advanceTimersByTimeAsync(3_600_000));
    expect(api.seen).toHaveLength(2);
  });

  it("runs a check at once on the worker's syncMirrors, only while logged in", async () => {
    const api = answers();
    const { login, logout } = mount(api);
    requestMirrorSync();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.seen).toEqual([]);
    login();
    requestMirrorSync();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.calls('GET /api/getMirrorsToCheck')).toHaveLength(1);
    expect(Number(localStorage.getItem(LOCAL_STORAGE_KEYS.nextMirrorCheckAt))).toBe(NOW + 300_000);
    logout();
    requestMirrorSync();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.calls('GET /api/getMirrorsToCheck')).toHaveLength(1);
  });
});
