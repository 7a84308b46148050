// Token refresh across sessions and tabs: a queued call is never
// sent with another session's token, a refresh cannot hang, a logout stops
// everything, and clients sharing a store (tabs) refresh once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './create-api-client.ts';
import { REFRESH_FAILED_MESSAGE } from './errors.ts';
import { REFRESH_TIMEOUT_MS } from './middleware/refresh.ts';
import { REMEMBERED_TOKENS } from './middleware/refresh-flow.ts';
import { createFakeApi, type RefreshMode } from './test-api.ts';
import { createMemoryTokenStore, type TokenStore } from './token-store.ts';

/** A fetch that holds the requests whose path `hold` names until released. */
function holding(fetch: typeof globalThis.fetch) {
  const held: { path: string; release: () => void }[] = [];
  const paths = new Set<string>();
  const wrapped: typeof globalThis.fetch = async (input, init) => {
    const path = new URL((input as Request).url).pathname;
    if (paths.has(path)) await new Promise<void>((release) => held.push({ path, release }));
    return fetch(input, init);
  };
  return {
    fetch: wrapped,
    hold: (path: string) => paths.add(path),
    /** Waits until a request to `path` is held, then lets it (and later ones) go on. */
    async release(path: string) {
      paths.delete(path);
      await vi.waitFor(() => expect(held.some((h) => h.path === path)).toBe(true));
      const index = held.findIndex((h) => h.path === path);
      held.splice(index, 1)[0]?.release();
    },
    waitHeld: (path: string) =>
      vi.waitFor(() => expect(held.some((h) => h.path === path)).toBe(true)),
  };
}

/** A lock shared by clients, as navigator.locks is by tabs. */
function sharedLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>): Promise<T> => {
    const result = tail.then(run);
    tail = result.catch(() => undefined);
    return result;
  };
}

function setup(
  options: {
    refresh?: RefreshMode;
    tokens?: TokenStore;
    lock?: <T>(run: () => Promise<T>, signal: AbortSignal) => Promise<T>;
  } = {},
) {
  const server = createFakeApi({ refresh: options.refresh });
  const net = holding(server.fetch);
  const tokens = options.tokens ?? createMemoryTokenStore('token-0');
  const onSessionExpired = vi.fn();
  const onSsoRedirect = vi.fn();
  const api = createApiClient({
    baseUrl: 'https://api.test',
    fetch: net.fetch,
    tokens,
    onSessionExpired,
    onSsoRedirect,
    ssoLink: () => 'https://sso.example.com/login',
    currentUrl: () => 'https://www.casino.example/',
    lock: options.lock,
  });
  return { server, net, tokens, api, onSessionExpired, onSsoRedirect };
}

const body = { timezone: 'Zone/A', is_avatar_hidden: false };
/** What the server saw of a path, as the Authorization headers sent. */
const sentTo = (server: ReturnType<typeof createFakeApi>, path: string) =>
  server.seen.filter((s) => s.path === path).map((s) => s.authorization);

afterEach(() => {
  vi.useRealTimers();
});

describe('a queued call stays in its session', () => {
  it('an account switch while the refresh runs rejects the queued call; it is not sent again', async () => {
    const { server, net, tokens, api } = setup();
    net.hold('/auth/refresh-token');
    const call = api.PUT('/profile/settings', { body });
    await net.waitHeld('/auth/refresh-token');
    tokens.set('token-D'); // player D logs in
    server.valid = 'token-D';
    await net.release('/auth/refresh-token');
    await expect(call).rejects.toMatchObject({ kind: 'refresh', message: REFRESH_FAILED_MESSAGE });
    expect(sentTo(server, '/profile/settings')).toEqual(['Bearer token-0']);
    expect(tokens.get()).toBe('token-D');
  });

  it("a 401 that arrives after an account switch is not replayed with the other player's token", async () => {
    const { server, net, tokens, api } = setup();
    net.hold('/profile/settings');
    const call = api.PUT('/profile/settings', { body });
    await net.waitHeld('/profile/settings');
    tokens.set('token-D');
    server.valid = 'token-D';
    net.release('/profile/settings'); // the server answers 401 to token-0
    await expect(call).rejects.toMatchObject({ kind: 'refresh', status: 401 });
    expect(sentTo(server, '/profile/settings')).toEqual(['Bearer token-0']);
    expect(server.refreshCalls).toEqual([]);
  });

  it('a logout while the refresh runs rejects the queued call and keeps the player logged out', async () => {
    const { server, net, tokens, api, onSessionExpired } = setup();
    net.hold('/auth/refresh-token');
    const call = api.PUT('/profile/settings', { body });
    await net.waitHeld('/auth/refresh-token');
    tokens.clear();
    await net.release('/auth/refresh-token');
    await expect(call).rejects.toMatchObject({ kind: 'refresh' });
    expect(sentTo(server, '/profile/settings')).toEqual(['Bearer token-0']);
    expect(tokens.get()).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('after a deliberate logout a late 401 neither refreshes nor sends the player to SSO', async () => {
    const { server, net, tokens, api, onSsoRedirect } = setup({ refresh: '401' });
    net.hold('/profile/user');
    const call = api.GET('/profile/user');
    await net.waitHeld('/profile/user');
    tokens.clear(); // the player logs out
    net.release('/profile/user');
    await expect(call).rejects.toMatchObject({ kind: 'refresh', status: 401 });
    expect(server.refreshCalls).toEqual([]);
    expect(onSsoRedirect).not.toHaveBeenCalled();
  });

  it('a 401 on the refresh after the player logged out in the meantime does not go to SSO', async () => {
    const { net, tokens, api, onSsoRedirect } = setup({ refresh: '401' });
    net.hold('/auth/refresh-token');
    const call = api.GET('/profile/user');
    await net.waitHeld('/auth/refresh-token');
    tokens.clear();
    await net.release('/auth/refresh-token');
    await expect(call).rejects.toMatchObject({ kind: 'refresh' });
    expect(onSsoRedirect).not.toHaveBeenCalled();
  });
});

describe('the logout call', () => {
  it('a 401 on PUT /auth/logout neither refreshes nor sends the player to SSO', async () => {
    const { server, tokens, api, onSsoRedirect, onSessionExpired } = setup({ refresh: '401' });
    await expect(api.PUT('/auth/logout')).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(server.refreshCalls).toEqual([]);
    expect(onSsoRedirect).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokens.get()).toBe('token-0');
  });
});

/** A store whose session id is unreadable (the browser's, with local storage unavailable). */
function storeWithoutSessionId(initial: string): TokenStore {
  const memory = createMemoryTokenStore(initial);
  return {
    get: () => memory.get(),
    set: (t, r) => memory.set(t, r),
    clear: () => memory.clear(),
    session: () => null,
  };
}

describe('a store without a session id (local storage unavailable)', () => {
  it("an account switch while the refresh runs: the queued call is not replayed with the other player's token", async () => {
    const { server, net, tokens, api } = setup({ tokens: storeWithoutSessionId('token-0') });
    net.hold('/auth/refresh-token');
    const call = api.PUT('/profile/settings', { body });
    await net.waitHeld('/auth/refresh-token');
    tokens.set('token-D'); // player D logs in
    server.valid = 'token-D';
    await net.release('/auth/refresh-token');
    await expect(call).rejects.toMatchObject({ kind: 'refresh' });
    expect(sentTo(server, '/profile/settings')).toEqual(['Bearer token-0']);
  });

  it('an account switch before the 401 arrives rejects the call', async () => {
    const { server, net, tokens, api } = setup({ tokens: storeWithoutSessionId('token-0') });
    net.hold('/profile/settings');
    const call = api.PUT('/profile/settings', { body });
    await net.waitHeld('/profile/settings');
    tokens.set('token-D');
    server.valid = 'token-D';
    net.release('/profile/settings');
    await expect(call).rejects.toMatchObject({ kind: 'refresh' });
    expect(sentTo(server, '/profile/settings')).toEqual(['Bearer token-0']);
  });

  it("a call is still retried with its own session's refreshed token", async () => {
    const { server, tokens, api } = setup({ tokens: storeWithoutSessionId('token-0') });
    await expect(api.PUT('/profile/settings', { body })).resolves.toBeDefined();
    expect(sentTo(server, '/profile/settings')).toEqual(['Bearer token-0', 'Bearer token-2']);
    expect(tokens.get()).toBe('token-2');
  });

  it(`remembers only the last ${REMEMBERED_TOKENS} refreshes: a call from an older token is not retried`, async () => {
    const { server, net, tokens, api } = setup({ tokens: storeWithoutSessionId('token-0') });
    net.hold('/profile/settings');
    const old = api.PUT('/profile/settings', { body }); // leaves with token-0
    await net.waitHeld('/profile/settings');
    for (let n = 0; n <= REMEMBERED_TOKENS; n++) {
      server.valid = 'nobody'; // the current token expires: the next call refreshes it
      await expect(api.GET('/profile/user')).resolves.toBeDefined();
    }
    expect(server.refreshCalls).toHaveLength(REMEMBERED_TOKENS + 1);
    net.release('/profile/settings');
    await expect(old).rejects.toMatchObject({ kind: 'refresh' });
    expect(sentTo(server, '/profile/settings')).toEqual(['Bearer token-0']);
    expect(tokens.get()).toBe(`token-${REMEMBERED_TOKENS + 2}`);
  });
});

describe('a refresh that never answers', () => {
  it(`times out after ${REFRESH_TIMEOUT_MS} ms: waiting calls fail as network errors, the session stays`, async () => {
    vi.useFakeTimers();
    const { net, tokens, api, onSessionExpired } = setup();
    net.hold('/auth/refresh-token'); // never released
    const calls = [api.GET('/profile/user'), api.PUT('/profile/settings', { body })].map((c) =>
      c.then(
        () => 'resolved',
        (e: unknown) => e,
      ),
    );
    await vi.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS - 1);
    let settled = false;
    void Promise.all(calls).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    for (const result of await Promise.all(calls)) {
      expect(result).toMatchObject({ name: 'ApiError', kind: 'network', status: 0 });
    }
    expect(tokens.get()).toBe('token-0');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a refresh with no answer at all (network failure) keeps the session too', async () => {
    const tokens = createMemoryTokenStore('token-0');
    const server = createFakeApi();
    const api = createApiClient({
      baseUrl: 'https://api.test',
      tokens,
      fetch: async (input, init) => {
        if (new URL((input as Request).url).pathname === '/auth/refresh-token')
          throw new TypeError('Failed to fetch');
        return server.fetch(input, init);
      },
    });
    await expect(api.GET('/profile/user')).rejects.toMatchObject({ kind: 'network' });
    expect(tokens.get()).toBe('token-0');
  });
});

describe('a refresh that waits for another tab', () => {
  it(`the wait for the lock counts in the ${REFRESH_TIMEOUT_MS} ms: the calls fail, the session stays, the wait is aborted`, async () => {
    vi.useFakeTimers();
    let waiting: AbortSignal | undefined;
    // Another tab holds the lock and never lets it go.
    const lock = <T>(_run: () => Promise<T>, signal: AbortSignal) => {
      waiting = signal;
      return new Promise<T>((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    };
    const { server, tokens, api, onSessionExpired } = setup({ lock });
    const call = api.GET('/profile/user').then(
      () => 'resolved',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS);
    await expect(call).resolves.toMatchObject({ name: 'ApiError', kind: 'network' });
    expect(waiting?.aborted).toBe(true);
    expect(server.refreshCalls).toEqual([]);
    expect(tokens.get()).toBe('token-0');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('tabs sharing one token store', () => {
  /** Two clients (tabs) over one store and one lock, against one server whose refresh is single-use. */
  function twoTabs() {
    const server = createFakeApi({ singleUse: true });
    const tokens = createMemoryTokenStore('token-0');
    const lock = sharedLock();
    const tab = () =>
      createApiClient({ baseUrl: 'https://api.test', fetch: server.fetch, tokens, lock });
    return { server, tokens, one: tab(), two: tab() };
  }

  it('both tabs get a 401 at once: one refresh, both retried with the new token', async () => {
    const { server, tokens, one, two } = twoTabs();
    await expect(
      Promise.all([one.GET('/profile/user'), two.PUT('/profile/settings', { body })]),
    ).resolves.toHaveLength(2);
    expect(server.refreshCalls).toEqual(['Bearer token-0']);
    expect(tokens.get()).toBe('token-2');
    expect(server.accepted.map((a) => a.headers.get('Authorization'))).toEqual([
      'Bearer token-2',
      'Bearer token-2',
    ]);
  });

  it('a token another tab already refreshed is used without a refresh', async () => {
    const { server, tokens, one, two } = twoTabs();
    const net = holding(server.fetch);
    const late = createApiClient({ baseUrl: 'https://api.test', fetch: net.fetch, tokens });
    net.hold('/profile/user');
    const call = late.GET('/profile/user'); // leaves with token-0
    await net.waitHeld('/profile/user');
    await one.PUT('/profile/settings', { body }); // the other tab refreshes: token-2
    net.release('/profile/user');
    await expect(call).resolves.toMatchObject({ data: { success: true } });
    expect(server.refreshCalls).toEqual(['Bearer token-0']);
    expect(sentTo(server, '/profile/user')).toEqual(['Bearer token-0', 'Bearer token-2']);
    void two;
  });

  it('a single-use refresh raced by two tabs: each tab’s 401 meets the other’s refresh, both end signed in, no call fails', async () => {
    const { server, tokens } = twoTabs();
    const lock = sharedLock();
    const nets = [holding(server.fetch), holding(server.fetch)];
    const [one, two] = nets.map((net) =>
      createApiClient({ baseUrl: 'https://api.test', fetch: net.fetch, tokens, lock }),
    );
    // Both tabs' calls leave with token-0; tab one's refresh is held while tab two's 401 arrives.
    for (const net of nets) net.hold('/profile/user');
    const calls = [one?.GET('/profile/user'), two?.GET('/profile/user')];
    for (const net of nets) await net.waitHeld('/profile/user');
    nets[0]?.hold('/auth/refresh-token');
    nets[0]?.release('/profile/user');
    await nets[0]?.waitHeld('/auth/refresh-token');
    nets[1]?.release('/profile/user');
    nets[0]?.release('/auth/refresh-token');
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a?.data)).toEqual([{ success: true }, { success: true }]);
    // One refresh: the second tab found token-2 in the store under the lock and never spent token-0 again.
    expect(server.refreshCalls).toEqual(['Bearer token-0']);
    expect(tokens.get()).toBe('token-2');
  });

  it('an account switch in another tab before the 401 arrives rejects the call', async () => {
    const { server, tokens } = twoTabs();
    const net = holding(server.fetch);
    const tab = createApiClient({ baseUrl: 'https://api.test', fetch: net.fetch, tokens });
    net.hold('/profile/settings');
    const call = tab.PUT('/profile/settings', { body });
    await net.waitHeld('/profile/settings');
    tokens.set('token-D'); // another tab logs in as player D
    server.valid = 'token-D';
    net.release('/profile/settings');
    await expect(call).rejects.toMatchObject({ kind: 'refresh' });
    expect(sentTo(server, '/profile/settings')).toEqual(['Bearer token-0']);
  });

  it('without session(), only this client own refreshes count as the same session', async () => {
    const server = createFakeApi();
    const memory = createMemoryTokenStore('token-0');
    const tokens: TokenStore = {
      get: () => memory.get(),
      set: (t, r) => memory.set(t, r),
      clear: () => memory.clear(),
    };
    const net = holding(server.fetch);
    const api = createApiClient({ baseUrl: 'https://api.test', fetch: net.fetch, tokens });
    net.hold('/profile/settings');
    const first = api.PUT('/profile/settings', { body }); // leaves with token-0
    await net.waitHeld('/profile/settings');
    await expect(api.GET('/profile/user')).resolves.toBeDefined(); // refreshes: token-2
    net.release('/profile/settings');
    await expect(first).resolves.toBeDefined(); // retried with its own session's new token
    net.hold('/profile/settings');
    const second = api.PUT('/profile/settings', { body }); // leaves with token-2
    await net.waitHeld('/profile/settings');
    tokens.set('token-D');
    server.valid = 'token-D';
    net.release('/profile/settings');
    await expect(second).rejects.toMatchObject({ kind: 'refresh' });
    expect(sentTo(server, '/profile/settings')).toEqual([
      'Bearer token-0',
      'Bearer token-2',
      'Bearer token-2',
    ]);
  });
});
