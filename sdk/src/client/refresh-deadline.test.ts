// One deadline for the whole refresh: loading the refresh
// flow (refresh-flow.ts, a lazy chunk in the browser), the wait for another
// tab's lock and the refresh call count together in REFRESH_TIMEOUT_MS from the
// 401. Here the flow takes 6 s to load and another tab never lets the lock go.
import { afterEach, expect, it, vi } from 'vitest';
import { createApiClient } from './create-api-client.ts';
import { REFRESH_TIMEOUT_MS } from './middleware/refresh.ts';
import { createFakeApi } from './test-api.ts';
import { createMemoryTokenStore } from './token-store.ts';

const LOAD_MS = 6_000;

vi.mock('./middleware/refresh-flow.ts', async () => {
  await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
  return vi.importActual('./middleware/refresh-flow.ts');
});

afterEach(() => {
  vi.useRealTimers();
});

it(`loading the flow counts in the ${REFRESH_TIMEOUT_MS} ms from the 401`, async () => {
  vi.useFakeTimers();
  const server = createFakeApi();
  const tokens = createMemoryTokenStore('token-0');
  const api = createApiClient({
    baseUrl: 'https://api.test',
    fetch: server.fetch,
    tokens,
    // Another tab holds the lock and never lets it go.
    lock: <T>(_run: () => Promise<T>, signal: AbortSignal) =>
      new Promise<T>((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      ),
  });
  let settled: unknown;
  void api.GET('/profile/user').then(
    () => {
      settled = 'resolved';
    },
    (e: unknown) => {
      settled = e;
    },
  );
  await vi.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS - 1);
  expect(settled).toBeUndefined();
  await vi.advanceTimersByTimeAsync(1);
  expect(settled).toMatchObject({ name: 'ApiError', kind: 'network' });
  expect(server.refreshCalls).toEqual([]);
  expect(tokens.get()).toBe('token-0');
});
