import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSsoTarget, redirectToSso, runSsoStart } from './sso.ts';
import { configureSso } from './sso-config.ts';

const reports: [string, unknown][] = [];
const report = async (name: string, data: unknown) => {
  reports.push([name, data]);
};
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  configureSso({ hosts: ['sso.example.com'], development: false });
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  window.history.replaceState(null, '', '/games/crash?x=1');
});

afterEach(() => {
  vi.restoreAllMocks();
  reports.length = 0;
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
});

const start = (overrides: Partial<Parameters<typeof runSsoStart>[0]> = {}) =>
  runSsoStart({
    ssoLink: 'https://sso.example.com/login',
    hasToken: false,
    query: new URLSearchParams(),
    isBot: false,
    report,
    ...overrides,
  });

describe('SSO targets', () => {
  it('allows only https addresses on allowed hosts', () => {
    expect(checkSsoTarget('https://sso.example.com/login')?.hostname).toBe('sso.example.com');
    expect(checkSsoTarget('http://sso.example.com/login')).toBeNull();
    expect(checkSsoTarget('https://evil.example/login')).toBeNull();
    expect(checkSsoTarget('javascript:alert(1)')).toBeNull();
    expect(checkSsoTarget('not a url')).toBeNull();
  });

  it('a login answer sends the current address base64-encoded in url; never in development', () => {
    expect(redirectToSso('https://sso.example.com/auth', 'login')).toBe(true);
    const target = new URL(assign.mock.calls[0]?.[0] as string);
    expect(atob(target.searchParams.get('url') ?? '')).toBe(window.location.href);
    configureSso({ hosts: ['sso.example.com'], development: true });
    expect(redirectToSso('https://sso.example.com/auth', 'login')).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe('start-up SSO (SPEC.md section 4)', () => {
  it('with a link, no token, no no_sso and no marker: sets the marker, stores a session id, reports create, redirects', async () => {
    expect(await start()).toBe('redirected');
    expect(Cookies.get('ssoRedirect')).toBe('1');
    const id = localStorage.getItem('ssoSessionId');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reports).toEqual([['ssoAvailabilityCreate', { session_id: id }]]);
    expect(new URL(assign.mock.calls[0]?.[0] as string).searchParams.get('url')).toBe(
      window.location.href,
    );
  });

  it('on return: clears the marker, reports finish with the session id and the mirror host, forgets the id', async () => {
    Cookies.set('ssoRedirect', '1');
    localStorage.setItem('ssoSessionId', 'sid-1');
    expect(await start()).toBe('returned');
    expect(Cookies.get('ssoRedirect')).toBeUndefined();
    expect(localStorage.getItem('ssoSessionId')).toBeNull();
    expect(reports).toEqual([
      ['ssoAvailabilityFinish', { session_id: 'sid-1', mirror: window.location.hostname }],
    ]);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['a token', { hasToken: true }],
    ['no_sso in the query', { query: new URLSearchParams('no_sso=1') }],
    ['no link', { ssoLink: null }],
    ['a bot', { isBot: true }],
    ['a host not allowed', { ssoLink: 'https://evil.example/sso' }],
  ])('is skipped with %s', async (_why, overrides) => {
    expect(await start(overrides)).toBe('skipped');
    expect(assign).not.toHaveBeenCalled();
    expect(Cookies.get('ssoRedirect')).toBeUndefined();
  });

  it('is skipped in development', async () => {
    configureSso({ hosts: ['sso.example.com'], development: true });
    expect(await start()).toBe('skipped');
    expect(reports).toEqual([]);
  });
});
