// The data layer as a caller sees it: keys come from the call itself, a
// reload hook asks the API again, and a checked answer that does not match
// its schema is an invalid-response error.
import { ApiError } from '@casino/sdk';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp, settle, testProfile } from '../../test/harness.tsx';
import { useProfile, useReloadProfile } from '../domain/profile.ts';
import { matches } from './answers.ts';
import { apiKey, LOAD_TIMEOUT_MS, shouldRetry, useApiQuery } from './api.tsx';

describe('apiKey', () => {
  it('is the path, the options and the vary value; null options skip the call', () => {
    const init = { params: { path: { id: 17 } } };
    expect(apiKey('/tournaments/{id}', init)).toEqual(['/tournaments/{id}', init, undefined]);
    expect(apiKey('/top', undefined)).toEqual(apiKey('/top', {}));
    expect(apiKey('/content/faq', {}, 'en')).toEqual(['/content/faq', {}, 'en']);
    expect(apiKey('/top', null)).toBeNull();
  });

  it('takes only the options of its call (checked by tsc)', () => {
    // @ts-expect-error the tournament call needs its id
    expect(apiKey('/tournaments/{id}', {})).not.toBeNull();
    // @ts-expect-error an id is not an option of the top list
    expect(apiKey('/top', { params: { path: { id: 17 } } })).not.toBeNull();
  });
});

/** A profile as the spec describes it. */
const PROFILE = testProfile();

let reload: () => Promise<unknown> = async () => undefined;

function Profile() {
  const { data } = useProfile();
  reload = useReloadProfile();
  return <output>{data ? data.name : 'guest'}</output>;
}

function ProfileState() {
  const { data, error } = useProfile();
  return <output>{error ? error.kind : data ? data.name : 'loading'}</output>;
}

function Top() {
  const { data, error } = useApiQuery(
    '/top',
    {},
    { check: matches('zGetTopListResponse'), notify: false },
  );
  return <output>{error ? error.kind : data ? 'rows' : 'loading'}</output>;
}

describe('queries', () => {
  it('loads the profile with a token and loads it again on reload', async () => {
    let name = 'Ivan';
    const api = fakeApi({ 'GET /profile/user': () => ({ body: { ...PROFILE, name } }) });
    renderWithApp(<Profile />, { fetch: api.fetch, token: 't' });
    expect(await screen.findByText('Ivan')).toBeVisible();
    name = 'Petr';
    await act(() => reload());
    await waitFor(() => expect(screen.getByText('Petr')).toBeVisible());
    expect(api.calls('GET /profile/user')).toHaveLength(2);
  });

  it('checks the profile with its schema: {}, [] or hostile keys are a load error, never a profile', async () => {
    for (const body of [{}, [], JSON.parse('{"__proto__": {"name": "x"}, "constructor": 1}')]) {
      const api = fakeApi({ 'GET /profile/user': { body } });
      const { unmount } = renderWithApp(<ProfileState />, { fetch: api.fetch, token: 't' });
      expect(await screen.findByText('invalid-response')).toBeVisible();
      unmount();
    }
  });

  it('asks nothing for a guest', async () => {
    const api = fakeApi({});
    // Beside it, a query that does ask: once its answer shows, a call the
    // profile's hook had made in the same render would be recorded too.
    renderWithApp(
      <>
        <Profile />
        <Top />
      </>,
      { fetch: api.fetch },
    );
    expect(await screen.findByText('http')).toBeVisible();
    expect(screen.getByText('guest')).toBeVisible();
    expect(api.seen.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /top']);
  });

  it('turns an answer that does not match its schema into an invalid-response error', async () => {
    const api = fakeApi({ 'GET /top': { body: { data: [{ rank: 'first' }] } } });
    renderWithApp(<Top />, { fetch: api.fetch });
    expect(await screen.findByText('invalid-response')).toBeVisible();
    expect(api.calls('GET /top')).toHaveLength(1);
  });
});

describe('retries', () => {
  const error = (kind: ApiError['kind'], status: number) =>
    new ApiError({ kind, status, message: 'failed', operation: 'GET /top', body: null });

  it('asks again after a network failure or a 5xx, never after a 4xx or an answer off the spec', () => {
    expect(shouldRetry(error('network', 0))).toBe(true);
    expect(shouldRetry(error('http', 503))).toBe(true);
    expect(shouldRetry(error('http', 404))).toBe(false);
    expect(shouldRetry(error('http', 429))).toBe(false);
    expect(shouldRetry(error('invalid-response', 200))).toBe(false);
    expect(shouldRetry(error('malformed', 200))).toBe(false);
    expect(shouldRetry(error('refused', 0))).toBe(false);
  });
});

describe('answers that never come', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fail as a network error after LOAD_TIMEOUT_MS, with the request aborted', async () => {
    // The clock moves only when the test moves it.
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    // Like fetch: no answer ever, but an aborted signal rejects the call.
    const hang: typeof globalThis.fetch = (input) =>
      new Promise<Response>((_, reject) => {
        const { signal } = input as Request;
        signals.push(signal);
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    renderWithApp(<Top />, { fetch: hang });
    // The wait starts with the call.
    await settle(() => expect(signals).toHaveLength(1));
    expect(screen.getByText('loading')).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
    });
    expect(screen.getByText('loading')).toBeVisible();
    expect(signals[0]?.aborted).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await settle(() => expect(screen.getByText('network')).toBeVisible());
    expect(signals[0]?.aborted).toBe(true);
  });
});
