// Arrivals: which cookie, when, how long; which calls, with what, and when not.
import { COOKIES, type CookieRule, createApiClient, createMemoryTokenStore } from '@casino/sdk';
import { describe, expect, it, vi } from 'vitest';
import { keepArrivalAddress } from '../../shared/domain/arrival-address.ts';
import { readCookie } from '../../shared/lib/cookies.ts';
import { fakeApi, renderWithApp } from '../../test/harness.tsx';
import { attachSource, type CookieJar, handleArrival } from './arrival.ts';
import TrackingStartUp from './tracking-start-up.tsx';

/** A cookie jar that records the rule (name, lifetime) of every write and honours onlyIfEmpty. */
function jar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: { name: string; value: string; maxAgeSeconds: number | null }[] = [];
  const cookies: CookieJar = {
    read: (rule: CookieRule) => values.get(rule.name),
    write: (rule: CookieRule, value: string) => {
      if (rule.onlyIfEmpty && values.has(rule.name)) return;
      values.set(rule.name, value);
      writes.push({ name: rule.name, value, maxAgeSeconds: rule.maxAgeSeconds });
    },
  };
  return { cookies, writes, values };
}

function setup(
  href: string,
  initial: Record<string, string> = {},
  options: { newLink?: string | null; isBot?: boolean } = {},
) {
  const api = fakeApi({
    'GET /mirror': { body: { redirect: { newLink: options.newLink ?? null } } },
    'POST /middleware/affiliate': { body: { success: true } },
    'POST /middleware/mirrorRedirect': { body: { success: true } },
    'POST /middleware/utm': {
      body: { advId: 'adv-77', promo: { type: 'freespins', value: '50' } },
    },
    'POST /middleware/registerPageOpenEvent': { body: { success: true } },
    'POST /attachSource': { body: { success: true } },
  });
  const client = createApiClient({
    baseUrl: 'https://api.test',
    fetch: api.fetch,
    tokens: createMemoryTokenStore('t'),
  });
  const cookieJar = jar(initial);
  const left: string[] = [];
  const replaced: string[] = [];
  // As the page gets them: the login-link parameters taken out of the address (shared/domain/login-link.ts).
  const address = new URL(href);
  const loginLink = {
    token: address.searchParams.get('simpleAuthToken'),
    simpleAuth: address.searchParams.get('simple_auth'),
  };
  address.searchParams.delete('simpleAuthToken');
  address.searchParams.delete('simple_auth');
  const arrival = {
    client,
    cookies: cookieJar.cookies,
    href: address.href,
    loginLink,
    userAgent: 'Mozilla/5.0 test',
    isBot: options.isBot ?? false,
    partnerCookie: 'partner',
    adplaceCookie: 'adplace',
    mirrorHosts: ['casino-mirror2.example'],
    uuid: () => 'uuid-1',
    leave: (url: string) => left.push(url),
    replaceAddress: (url: string) => replaced.push(url),
  };
  /** The calls other than the mirror question every arrival asks. */
  const tracking = () => api.seen.filter((s) => s.path !== '/mirror');
  return { api, client, arrival, left, replaced, tracking, ...cookieJar };
}

const UTM = 'utm_source=google&utm_medium=cpc&utm_campaign=autumn&utm_term=slots';

describe('arrival tracking', () => {
  it('with the four utm fields and no advId: sends every query parameter once, stores advId and the ad-bonus cookies', async () => {
    const { api, arrival, writes } = setup(`https://www.casino.example/?${UTM}&gclid=g1`);
    await handleArrival(arrival);
    expect(api.seen.map((s) => s.path)).toEqual(['/mirror', '/middleware/utm']);
    expect(api.seen[1]?.body).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'autumn',
      utm_term: 'slots',
      gclid: 'g1',
    });
    expect(writes).toEqual([
      { name: 'advId', value: 'adv-77', maxAgeSeconds: 86_400 },
      { name: 'adBonusType', value: 'freespins', maxAgeSeconds: 600 },
      { name: 'adBonusValue', value: '50', maxAgeSeconds: 600 },
      { name: 'adBonusModal', value: 'false', maxAgeSeconds: 600 },
    ]);
  });

  it('makes no utm call with an advId cookie or with a utm field missing', async () => {
    const withAdvId = setup(`https://x.example/?${UTM}`, { advId: 'old' });
    await handleArrival(withAdvId.arrival);
    const partial = setup('https://x.example/?utm_source=a&utm_medium=b&utm_campaign=c');
    await handleArrival(partial.arrival);
    expect([...withAdvId.tracking(), ...partial.tracking()]).toEqual([]);
  });

  it('with subH: registers a page-open event with a uuid and the click URL', async () => {
    const href = 'https://www.casino.example/games?subH=sub-9';
    const { arrival, tracking } = setup(href);
    await handleArrival(arrival);
    expect(tracking().map((s) => [s.path, s.body])).toEqual([
      ['/middleware/registerPageOpenEvent', { subH: 'sub-9', uuid: 'uuid-1', click_url: href }],
    ]);
  });

  it('stores pr and simple_auth only when their cookies are empty, and the configured partner and adplace', async () => {
    const first = setup('https://x.example/?pr=hash-1&simple_auth=1&partner=77&adplace=top');
    await handleArrival(first.arrival);
    expect(first.writes).toEqual([
      { name: 'prHash', value: 'hash-1', maxAgeSeconds: 86_400 },
      { name: 'partner', value: '77', maxAgeSeconds: null },
      { name: 'adplace', value: 'top', maxAgeSeconds: null },
      { name: 'simpleAuth', value: '1', maxAgeSeconds: 86_400 },
    ]);
    const again = setup('https://x.example/?pr=hash-2&simple_auth=2', {
      prHash: 'hash-1',
      simpleAuth: '1',
    });
    await handleArrival(again.arrival);
    expect(again.writes).toEqual([]);
  });

  it('never sets simpleAuth from an address that also holds a token (one link cannot set and use it)', async () => {
    const { arrival, writes } = setup('https://x.example/?simple_auth=1&simpleAuthToken=tok&pr=h');
    await handleArrival(arrival);
    expect(writes.map((w) => w.name)).toEqual(['prHash']);
  });

  it('logs a failing call and never throws', async () => {
    const { arrival } = setup(`https://x.example/?${UTM}&subH=s`);
    const failing = fakeApi({});
    const client = createApiClient({ baseUrl: 'https://api.test', fetch: failing.fetch });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(handleArrival({ ...arrival, client })).resolves.toBeUndefined();
    expect(error.mock.calls.map((c) => c[0])).toEqual(
      expect.arrayContaining([
        'middleware error: mirror',
        'middleware error',
        'middleware error: registerPageOpenEvent',
      ]),
    );
    error.mockRestore();
  });
});

describe('affiliate parameters (inferred: query parameters named like their cookies)', () => {
  it('stores stag, partnerId, advertiseUid, advertiseSource and cpaOneUid with their lifetimes and reports the affiliate visit', async () => {
    const { api, arrival, writes } = setup(
      'https://www.casino.example/slots?stag=s-1&partnerId=77&advertiseUid=u-1&advertiseSource=push&cpaOneUid=c-1',
    );
    await handleArrival(arrival);
    expect(writes).toEqual([
      { name: 'stag', value: 's-1', maxAgeSeconds: 86_400 },
      { name: 'partnerId', value: '77', maxAgeSeconds: null },
      { name: 'advertiseUid', value: 'u-1', maxAgeSeconds: 30 * 86_400 },
      { name: 'advertiseSource', value: 'push', maxAgeSeconds: 30 * 86_400 },
      { name: 'cpaOneUid', value: 'c-1', maxAgeSeconds: 30 * 86_400 },
    ]);
    expect(api.calls('POST /middleware/affiliate').map((s) => s.body)).toEqual([
      { host: 'www.casino.example', userAgent: 'Mozilla/5.0 test' },
    ]);
  });

  it('makes no affiliate call for a plain visit or a simple_auth-only one', async () => {
    const plain = setup('https://www.casino.example/?simple_auth=1&foo=bar');
    await handleArrival(plain.arrival);
    expect(plain.tracking()).toEqual([]);
  });
});

describe('mirrors (inferred use of GET /mirror and /middleware/mirrorRedirect)', () => {
  it('sends the visitor to an allowed new mirror with the same path and query, and tracks nothing here', async () => {
    const { arrival, left, tracking, writes } = setup(
      `https://old.example/games/slots?${UTM}&subH=s1&pr=h`,
      {},
      { newLink: 'https://casino-mirror2.example/' },
    );
    await handleArrival(arrival);
    expect(left).toEqual([
      `https://casino-mirror2.example/games/slots?${UTM}&subH=s1&pr=h&mirror_redirect=1`,
    ]);
    expect(tracking()).toEqual([]);
    expect(writes).toEqual([]);
  });

  it('keeps a hostile page path on the allowed mirror (//host and /\\host are paths there, not hosts)', async () => {
    for (const path of [
      '//evil.example/steal',
      '/\\evil.example/steal',
      '/.//evil.example/steal',
    ]) {
      const { arrival, left } = setup(
        `https://old.example${path}?a=1`,
        {},
        { newLink: 'https://casino-mirror2.example/' },
      );
      await handleArrival(arrival);
      expect(left).toHaveLength(1);
      const target = new URL(left[0] ?? '');
      expect(target.origin).toBe('https://casino-mirror2.example');
      expect(target.pathname).toBe('/evil.example/steal');
      expect(target.search).toBe('?a=1&mirror_redirect=1');
    }
  });

  it('refuses a new mirror off the allow-list or not on https, logs why, and tracks as usual', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const newLink of ['https://evil.example/', 'http://casino-mirror2.example/']) {
      const { arrival, left, tracking } = setup('https://old.example/?subH=s1', {}, { newLink });
      await handleArrival(arrival);
      expect(left).toEqual([]);
      expect(tracking().map((s) => s.path)).toEqual(['/middleware/registerPageOpenEvent']);
    }
    expect(error.mock.calls.map((c) => c[0])).toEqual([
      'Mirror redirect refused: host not allowed',
      'Mirror redirect refused: not https',
    ]);
    error.mockRestore();
  });

  it('does not ask bots to move', async () => {
    const { api, arrival, left } = setup(
      'https://old.example/',
      {},
      { newLink: 'https://casino-mirror2.example/', isBot: true },
    );
    await handleArrival(arrival);
    expect(left).toEqual([]);
    expect(api.seen).toEqual([]);
  });

  it('on arrival through a mirror redirect: reports it with host and user agent and drops the marker', async () => {
    const { api, arrival, replaced } = setup(
      'https://casino-mirror2.example/games?subH=s1&mirror_redirect=1#top',
    );
    await handleArrival(arrival);
    expect(api.calls('GET /mirror')).toEqual([]);
    expect(api.calls('POST /middleware/mirrorRedirect').map((s) => s.body)).toEqual([
      { host: 'casino-mirror2.example', userAgent: 'Mozilla/5.0 test' },
    ]);
    expect(replaced).toEqual(['/games?subH=s1#top']);
  });
});

describe('attachSource', () => {
  it('sends exactly the eight fields, each from its cookie', async () => {
    const { api, client, cookies } = setup('https://x.example/', {
      stag: 's1',
      promo: 'P',
      advId: 'a1',
      prHash: 'h1',
    });
    await attachSource(client, cookies);
    expect(api.calls('POST /attachSource')[0]?.body).toEqual({
      stag: 's1',
      promo: 'P',
      partnerId: null,
      advId: 'a1',
      advertiseUid: null,
      advertiseSource: null,
      cpaOneUid: null,
      prHash: 'h1',
    });
    expect(Object.keys(COOKIES)).toContain('cpaOneUid');
  });
});

describe('TrackingStartUp', () => {
  it('keeps the browser family in the userBrowser cookie (86400 s)', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
    );
    const api = fakeApi({ 'GET /mirror': { body: { redirect: { newLink: null } } } });
    renderWithApp(<TrackingStartUp />, { fetch: api.fetch });
    await vi.waitFor(() => expect(readCookie(COOKIES.userBrowser)).toBe('Firefox'));
    vi.restoreAllMocks();
  });

  it('tracks the address the visit arrived at, and leaves the address alone once the visitor moved on', async () => {
    window.history.replaceState(null, '', `/?${UTM}&mirror_redirect=1`);
    keepArrivalAddress();
    // The tracking starts once the first page is on screen; the visitor has followed a link by then.
    window.history.pushState(null, '', '/games/slots');
    const api = fakeApi({
      'POST /middleware/utm': { body: { advId: 'adv-9' } },
      'POST /middleware/mirrorRedirect': { body: { success: true } },
    });
    renderWithApp(<TrackingStartUp />, { fetch: api.fetch });
    await vi.waitFor(() => expect(api.calls('POST /middleware/utm')).toHaveLength(1));
    expect(api.calls('POST /middleware/utm')[0]?.body).toMatchObject({
      utm_source: 'google',
      utm_term: 'slots',
    });
    await vi.waitFor(() => expect(api.calls('POST /middleware/mirrorRedirect')).toHaveLength(1));
    expect(window.location.pathname + window.location.search).toBe('/games/slots');
    window.history.replaceState(null, '', '/');
  });
});
