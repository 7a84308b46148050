import { createApiClient, createMemoryTokenStore } from '@casino/sdk';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/harness.tsx';
import { startUp } from './start-up-run.ts';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

function setup(linkToken: string | null, session: string | null = null) {
  const api = fakeApi({
    'POST /middleware/mirror': { body: { meta_yandex_verification: null, sso: null } },
  });
  const client = createApiClient({
    baseUrl: 'https://api.test',
    fetch: api.fetch,
    tokens: createMemoryTokenStore(session),
  });
  const ctx = {
    client,
    signIn: vi.fn(async (token: string) => client.tokens.set(token)),
    reloadProfile: vi.fn(async () => undefined),
    linkToken,
    confirmSwitch: vi.fn(),
    search: '?utm_source=x',
  };
  return { api, client, ctx };
}

describe('simple-auth (SPEC.md section 4, hardened against login CSRF)', () => {
  it('signs a guest in with the link token when the simpleAuth cookie exists, sends host and user agent, and loads on', async () => {
    Cookies.set('simpleAuth', '1');
    const { api, ctx } = setup('tok-simple');
    await startUp(ctx);
    expect(ctx.signIn).toHaveBeenCalledWith('tok-simple');
    expect(api.calls('POST /middleware/ip')[0]?.body).toEqual({
      host: window.location.host,
      userAgent: navigator.userAgent,
    });
    expect(ctx.reloadProfile).toHaveBeenCalled();
    expect(ctx.confirmSwitch).not.toHaveBeenCalled();
  });

  it('ignores the link token without the cookie', async () => {
    const { api, ctx } = setup('tok-simple');
    await startUp(ctx);
    expect(ctx.signIn).not.toHaveBeenCalled();
    expect(api.calls('POST /middleware/ip')).toEqual([]);
    expect(api.calls('POST /middleware/mirror')).toHaveLength(1);
  });

  it('never replaces a session in use: asks the player, and the session token stays until then', async () => {
    Cookies.set('simpleAuth', '1');
    const { api, client, ctx } = setup('attacker-token', 'own-token');
    await startUp(ctx);
    expect(ctx.confirmSwitch).toHaveBeenCalledWith('attacker-token');
    expect(ctx.signIn).not.toHaveBeenCalled();
    expect(client.tokens.get()).toBe('own-token');
    expect(api.seen).toEqual([]);
  });

  it('changes nothing when the link holds the token of the session in use', async () => {
    Cookies.set('simpleAuth', '1');
    const { ctx } = setup('own-token', 'own-token');
    await startUp(ctx);
    expect(ctx.confirmSwitch).not.toHaveBeenCalled();
    expect(ctx.signIn).not.toHaveBeenCalled();
  });
});
