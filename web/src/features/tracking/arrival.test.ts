// Arrivals: which cookie, when, how long; which calls, with what, and when not.
import { COOKIES, type CookieRule, createApiClient, createMemoryTokenStore } from '@casino/sdk';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/harness.tsx';
import { attachSource, type CookieJar, handleArrival } from './arrival.ts';

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

function setup(href: string, initial: Record<string, string> = {}) {
  const api = fakeApi({
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
  const arrival = {
    client,
    cookies: cookieJar.cookies,
    href,
    partnerCookie: 'partner',
    adplaceCookie: 'adplace',
    uuid: () => 'uuid-1',
  };
  return { api, client, arrival, ...cookieJar };
}

const UTM = 'utm_source=google&utm_medium=cpc&utm_campaign=autumn&utm_term=slots';

describe('arrival tracking', () => {
  it('with the four utm fields and no advId: sends every query parameter once, stores advId and the ad-bonus cookies', async () => {
    const { api, arrival, writes } = setup(`https://www.casino.example/?${UTM}&gclid=g1`);
    await handleArrival(arrival);
    expect(api.seen.map((s) => s.path)).toEqual(['/middleware/utm']);
    expect(api.seen[0]?.body).toEqual({
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
    expect([...withAdvId.api.seen, ...partial.api.seen]).toEqual([]);
  });

  it('with subH: registers a page-open event with a uuid and the click URL', async () => {
    const href = 'https://www.casino.example/games?subH=sub-9';
    const { api, arrival } = setup(href);
    await handleArrival(arrival);
    expect(api.seen.map((s) => [s.path, s.body])).toEqual([
      ['/middleware/registerPageOpenEvent', { subH: 'sub-9', uuid: 'uuid-1', click_url: href }],
    ]);
  });

  it('stores pr and simple_auth only when their cookies are empty, and the configured partner and adplace', async () => {
    const first = setup('https://x.example/?pr=hash-1&simple_auth=1&partner=77&adplace=top');
    await handleArrival(first.arrival);
    expect(first.writes).toEqual([
      { name: 'prHash', value: 'hash-1', maxAgeSeconds: 86_400 },
      { name: 'simpleAuth', value: '1', maxAgeSeconds: 86_400 },
      { name: 'partner', value: '77', maxAgeSeconds: null },
      { name: 'adplace', value: 'top', maxAgeSeconds: null },
    ]);
    const again = setup('https://x.example/?pr=hash-2&simple_auth=2', {
      prHash: 'hash-1',
      simpleAuth: '1',
    });
    await handleArrival(again.arrival);
    expect(again.writes).toEqual([]);
  });

  it('logs a failing call and never throws', async () => {
    const { arrival } = setup(`https://x.example/?${UTM}&subH=s`);
    const failing = fakeApi({});
    const client = createApiClient({ baseUrl: 'https://api.test', fetch: failing.fetch });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(handleArrival({ ...arrival, client })).resolves.toBeUndefined();
    expect(error.mock.calls.map((c) => c[0])).toEqual(
      expect.arrayContaining(['middleware error', 'middleware error: registerPageOpenEvent']),
    );
    error.mockRestore();
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
