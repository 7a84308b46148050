import { createApiClient, createMemoryTokenStore } from '@casino/sdk';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/harness.tsx';
import { startUp } from './start-up-run.ts';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

function setup(search: string) {
  const api = fakeApi({
    'POST /middleware/mirror': { body: { meta_yandex_verification: null, sso: null } },
  });
  const client = createApiClient({
    baseUrl: 'https://api.test',
    fetch: api.fetch,
    tokens: createMemoryTokenStore(),
  });
  const ctx = {
    client,
    signIn: vi.fn(async (token: string) => client.tokens.set(token)),
    reloadProfile: vi.fn(async () => undefined),
    replaceQuery: vi.fn(),
    search,
  };
  return { api, ctx };
}

describe('simple-auth (SPEC.md section 4)', () => {
  it('signs in with simpleAuthToken when the simpleAuth cookie exists, sends host and user agent, and loads on', async () => {
    Cookies.set('simpleAuth', '1');
    const { api, ctx } = setup('?simpleAuthToken=tok-simple&utm_source=x');
    await startUp(ctx);
    expect(ctx.signIn).toHaveBeenCalledWith('tok-simple');
    expect(ctx.replaceQuery.mock.calls[0]?.[0].toString()).toBe('utm_source=x');
    expect(api.calls('POST /middleware/ip')[0]?.body).toEqual({
      host: window.location.host,
      userAgent: navigator.userAgent,
    });
    expect(ctx.reloadProfile).toHaveBeenCalled();
  });

  it('ignores simpleAuthToken without the cookie', async () => {
    const { api, ctx } = setup('?simpleAuthToken=tok-simple');
    await startUp(ctx);
    expect(ctx.signIn).not.toHaveBeenCalled();
    expect(api.calls('POST /middleware/ip')).toEqual([]);
    expect(api.calls('POST /middleware/mirror')).toHaveLength(1);
  });
});
