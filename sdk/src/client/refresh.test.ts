// Token refresh (SPEC.md section 4) against a fake API passed in as fetch.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './create-api-client.ts';
import { type ApiError, REFRESH_FAILED_MESSAGE } from './errors.ts';
import { createFakeApi, type RefreshMode } from './test-api.ts';
import { createMemoryTokenStore } from './token-store.ts';

function setup(refresh: RefreshMode = 'ok', delay?: <T>(p: Promise<T>) => Promise<T>) {
  const server = createFakeApi({ refresh, delay });
  const tokens = createMemoryTokenStore('token-0'); // expired: the server wants token-1
  const onSessionExpired = vi.fn();
  const onSsoRedirect = vi.fn();
  let sso: string | undefined;
  const api = createApiClient({
    baseUrl: 'https://api.test',
    fetch: server.fetch,
    tokens,
    region: 'RU',
    onSessionExpired,
    onSsoRedirect,
    ssoLink: () => sso,
    currentUrl: () => 'https://www.casino.example/games/crash?promo=A&x=ü',
  });
  return {
    server,
    tokens,
    api,
    onSessionExpired,
    onSsoRedirect,
    setSso: (link: string) => (sso = link),
  };
}

const settings = (n: number) => ({ timezone: `Zone/${n}`, is_avatar_hidden: n % 2 === 0 });

describe('token refresh', () => {
  it('refreshes once on a 401, stores the new token and retries with it', async () => {
    const { server, tokens, api } = setup();
    await expect(api.PUT('/profile/settings', { body: settings(1) })).resolves.toMatchObject({
      data: { success: true },
    });
    expect(server.refreshCalls).toEqual(['Bearer token-0']);
    expect(tokens.get()).toBe('token-2');
    expect(server.accepted).toHaveLength(1);
    expect(server.accepted[0]?.headers.get('Authorization')).toBe('Bearer token-2');
    expect(server.accepted[0]?.headers.get('Region')).toBe('RU');
    expect(JSON.parse(server.accepted[0]?.body ?? '')).toEqual(settings(1));
  });

  it('with refresh: false a 401 rejects as it came, refreshes nothing and keeps the token', async () => {
    const server = createFakeApi({ refresh: 'ok' });
    const tokens = createMemoryTokenStore('token-0');
    const api = createApiClient({
      baseUrl: 'https://api.test',
      fetch: server.fetch,
      tokens,
      refresh: false,
    });
    await expect(api.PUT('/profile/settings', { body: settings(1) })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
    });
    expect(server.refreshCalls).toEqual([]);
    expect(tokens.get()).toBe('token-0');
  });

  it.each<RefreshMode>(['401', '403'])(
    'a refresh refused with %s rejects with "Cant refresh token" and clears the session once',
    async (mode) => {
      const { tokens, api, onSessionExpired } = setup(mode);
      const results = await Promise.allSettled(
        [1, 2, 3].map((n) => api.PUT('/profile/settings', { body: settings(n) })),
      );
      for (const result of results) {
        expect(result.status).toBe('rejected');
        expect((result as PromiseRejectedResult).reason).toMatchObject({
          kind: 'refresh',
          message: REFRESH_FAILED_MESSAGE,
        });
      }
      expect(tokens.get()).toBeNull();
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
    },
  );

  // Only a refusal of the token ends the session.
  it.each<[string, RefreshMode]>([
    ['500', 'fail'],
    ['502 with HTML', '502'],
    ['429', '429'],
    ['a 200 with HTML', 'garbage'],
    ['a 200 with truncated JSON', 'truncated'],
  ])(
    'a refresh answered %s rejects the waiting calls and keeps the session; the next 401 tries again',
    async (_, mode) => {
      const { server, tokens, api, onSessionExpired, onSsoRedirect, setSso } = setup(mode);
      setSso('https://sso.example.com/login');
      const results = await Promise.allSettled(
        [1, 2].map((n) => api.PUT('/profile/settings', { body: settings(n) })),
      );
      for (const result of results) {
        expect(result.status).toBe('rejected');
        expect((result as PromiseRejectedResult).reason).toMatchObject({ name: 'ApiError' });
      }
      expect(server.refreshCalls).toEqual(['Bearer token-0']);
      expect(tokens.get()).toBe('token-0');
      expect(onSessionExpired).not.toHaveBeenCalled();
      expect(onSsoRedirect).not.toHaveBeenCalled();
      await expect(api.GET('/profile/user')).rejects.toMatchObject({ name: 'ApiError' });
      expect(server.refreshCalls).toEqual(['Bearer token-0', 'Bearer token-0']);
      expect(tokens.get()).toBe('token-0');
    },
  );

  it('a 401 on the refresh call sends the player to SSO with the current address in url', async () => {
    const { api, setSso, onSsoRedirect, tokens } = setup('401');
    setSso('https://sso.example.com/login?client=casino');
    await expect(api.GET('/profile/user')).rejects.toMatchObject({ kind: 'refresh', status: 401 });
    expect(tokens.get()).toBeNull();
    expect(onSsoRedirect).toHaveBeenCalledTimes(1);
    const target = new URL(onSsoRedirect.mock.calls[0]?.[0] as string);
    expect(target.origin + target.pathname).toBe('https://sso.example.com/login');
    expect(target.searchParams.get('client')).toBe('casino');
    expect(target.searchParams.get('url')).toBe(
      'https://www.casino.example/games/crash?promo=A&x=ü',
    );
  });

  it('a 401 on the refresh call without an SSO link just rejects', async () => {
    const { api, onSsoRedirect } = setup('401');
    const error = (await api.GET('/profile/user').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(REFRESH_FAILED_MESSAGE);
    expect(onSsoRedirect).not.toHaveBeenCalled();
  });

  it('never refreshes for public calls such as login', async () => {
    const { server, api } = setup();
    await expect(
      api.POST('/api/v2/auth/login/email/password', {
        body: { email: 'a@b.cd', password: 'secret1' },
      }),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      lines: [{ field: 'password', message: 'auth.failed' }],
    });
    expect(server.refreshCalls).toEqual([]);
  });

  it('does not loop: a retried call that gets 401 again fails without another refresh', async () => {
    const server = createFakeApi();
    const realFetch = server.fetch;
    // The server hands out a token it then refuses.
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      if (new URL((input as Request).url).pathname === '/auth/refresh-token')
        server.valid = 'never';
      return response;
    };
    const api = createApiClient({
      baseUrl: 'https://api.test',
      fetch,
      tokens: createMemoryTokenStore('token-0'),
    });
    await expect(api.GET('/profile/user')).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(server.refreshCalls).toHaveLength(1);
  });

  it('sends no refresh without a token', async () => {
    const server = createFakeApi();
    const api = createApiClient({ baseUrl: 'https://api.test', fetch: server.fetch });
    await expect(api.GET('/profile/user')).rejects.toMatchObject({ status: 401 });
    expect(server.refreshCalls).toEqual([]);
  });

  it('under any order of arrivals: one refresh per token, every call settles, bodies intact', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom<RefreshMode>('ok', '401'),
        async (s, count, mode) => {
          const { server, api, onSessionExpired, tokens } = setup(mode, (p) => s.schedule(p));
          const calls = Array.from({ length: count }, (_, n) =>
            api.PUT('/profile/settings', { body: settings(n) }),
          );
          const results = await s.waitFor(Promise.allSettled(calls));
          expect(results).toHaveLength(count);
          expect(server.refreshCalls).toEqual(['Bearer token-0']);
          if (mode === 'ok') {
            expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
            const bodies = server.accepted.map((a) => a.body).sort();
            const sent = Array.from({ length: count }, (_, n) =>
              JSON.stringify(settings(n)),
            ).sort();
            expect(bodies).toEqual(sent);
            expect(tokens.get()).toBe('token-2');
            expect(onSessionExpired).not.toHaveBeenCalled();
          } else {
            for (const r of results) {
              expect(r.status).toBe('rejected');
              expect((r as PromiseRejectedResult).reason.message).toBe(REFRESH_FAILED_MESSAGE);
            }
            expect(onSessionExpired).toHaveBeenCalledTimes(1);
            expect(tokens.get()).toBeNull();
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a call that left with an old token after the refresh reuses the new one', async () => {
    const { server, api, tokens } = setup();
    await api.GET('/profile/user').catch(() => undefined); // first refresh: token-2
    tokens.set('token-0'); // an old token in flight, e.g. another tab
    server.valid = 'token-2';
    await expect(api.PUT('/profile/settings', { body: settings(7) })).resolves.toBeDefined();
    expect(server.refreshCalls).toHaveLength(2); // a new generation, refreshed once
  });
});
