import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.resetModules();
});

/** A fresh copy of the module (it takes the parameters once per page). */
const load = () => import('./login-link.ts');

describe('takeLoginLink', () => {
  it('takes simpleAuthToken and simple_auth out of the address at once and keeps the rest', async () => {
    window.history.replaceState(
      null,
      '',
      '/games?utm_source=x&simpleAuthToken=tok-1&simple_auth=1#top',
    );
    const { takeLoginLink } = await load();
    expect(takeLoginLink()).toEqual({ token: 'tok-1', simpleAuth: '1' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/games?utm_source=x#top',
    );
    // Later callers get what the address had.
    expect(takeLoginLink()).toEqual({ token: 'tok-1', simpleAuth: '1' });
  });

  it('leaves an address without them as it is', async () => {
    window.history.replaceState(null, '', '/?a=1');
    const replace = vi.spyOn(window.history, 'replaceState');
    const { takeLoginLink } = await load();
    expect(takeLoginLink()).toEqual({ token: null, simpleAuth: null });
    expect(replace).not.toHaveBeenCalled();
    replace.mockRestore();
  });
});
