// The one cookie module: every cookie is written with the lifetime and
// attributes of SPEC.md sections 3 and 9, and no other file writes cookies.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { COOKIES, type CookieKey, configuredCookie } from '@casino/sdk';
import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieTokenStore, readCookie, removeCookie, useCookie, writeCookie } from './cookies.ts';

const DAY = 86_400;

/** SPEC.md section 9's lifetimes in seconds (null: not given, a browser-session cookie). */
const LIFETIMES: Record<CookieKey, number | null> = {
  advertiseUid: 30 * DAY,
  advertiseSource: 30 * DAY,
  cpaOneUid: 30 * DAY,
  stag: DAY,
  token: 30 * DAY,
  bearerToken: 30 * DAY,
  superBonus: 15_768_000,
  userVersion: DAY,
  userBrowser: 86_400,
  prHash: 86_400,
  simpleAuth: 86_400,
  advId: 86_400,
  adBonusType: 600,
  adBonusValue: 600,
  adBonusModal: 600,
  locale: 365 * DAY,
  // Inferred: as long as the longest guest bonus countdown (7 days).
  regDepBonusExpireDate: 7 * DAY,
  promo: null,
  partnerId: null,
  welcomePackTimestamp: null,
  activeCurrency: null,
  newPayoutShown: null,
  ajsUserId: null,
  ssoRedirectMarker: null,
};

afterEach(() => {
  vi.restoreAllMocks();
  for (const rule of Object.values(COOKIES)) Cookies.remove(rule.name, { path: '/' });
});

describe('writeCookie', () => {
  it.each(Object.keys(LIFETIMES) as CookieKey[])(
    'writes %s with its lifetime, path / and SameSite lax',
    (key) => {
      const set = vi.spyOn(Cookies, 'set');
      writeCookie(COOKIES[key], 'v');
      const seconds = LIFETIMES[key];
      expect(set).toHaveBeenCalledWith(COOKIES[key].name, 'v', {
        ...(seconds === null ? {} : { expires: seconds / DAY }),
        path: '/',
        sameSite: 'lax',
        secure: false,
      });
      expect(readCookie(COOKIES[key])).toBe('v');
    },
  );

  it('covers every cookie of the table', () => {
    expect(Object.keys(LIFETIMES).sort()).toEqual(Object.keys(COOKIES).sort());
  });

  it('writes the configured partner and adplace cookies for the browser session', () => {
    const set = vi.spyOn(Cookies, 'set');
    writeCookie(configuredCookie('partner'), '77');
    expect(set).toHaveBeenCalledWith('partner', '77', {
      path: '/',
      sameSite: 'lax',
      secure: false,
    });
  });

  it('keeps pr and simple_auth when they are already set', () => {
    writeCookie(COOKIES.prHash, 'first');
    writeCookie(COOKIES.prHash, 'second');
    writeCookie(COOKIES.simpleAuth, '1');
    writeCookie(COOKIES.simpleAuth, '2');
    expect([readCookie(COOKIES.prHash), readCookie(COOKIES.simpleAuth)]).toEqual(['first', '1']);
  });

  it('keeps the bearer token in its cookie', () => {
    const store = cookieTokenStore();
    store.set('t-1');
    expect([store.get(), readCookie(COOKIES.bearerToken)]).toEqual(['t-1', 't-1']);
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('a login renews the session id, a refresh keeps it, a logout removes it; the token never goes to storage', () => {
    const store = cookieTokenStore();
    store.set('t-1');
    const first = store.session?.();
    expect(first).toMatch(/\S/);
    store.set('t-2', true);
    expect(store.session?.()).toBe(first);
    store.set('t-3');
    expect(store.session?.()).not.toBe(first);
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/t-\d/);
    store.clear();
    expect(store.session?.()).toBeNull();
  });
});

describe('useCookie', () => {
  it('re-renders on writes and removals', () => {
    const { result } = renderHook(() => useCookie(COOKIES.promo));
    expect(result.current).toBeUndefined();
    act(() => writeCookie(COOKIES.promo, 'WELCOME'));
    expect(result.current).toBe('WELCOME');
    act(() => removeCookie(COOKIES.promo));
    expect(result.current).toBeUndefined();
  });
});

describe('one module writes cookies', () => {
  const src = join(import.meta.dirname, '..', '..');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return files(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('no other source file imports js-cookie or touches document.cookie', () => {
    const offenders = files(src)
      .map((path) => relative(src, path))
      .filter((path) => path !== join('shared', 'lib', 'cookies.ts'))
      .filter((path) =>
        /from 'js-cookie'|document\.cookie/.test(readFileSync(join(src, path), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
