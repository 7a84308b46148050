// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createCookieTokenStore } from './browser.ts';
import { COOKIES } from './rules/storage.ts';

afterEach(() => {
  createCookieTokenStore().clear();
});

describe('cookie token store', () => {
  it('keeps the token in the bearerToken cookie and forgets it', () => {
    const store = createCookieTokenStore();
    expect(store.get()).toBeNull();
    store.set('abc.def');
    expect(store.get()).toBe('abc.def');
    expect(document.cookie).toContain('bearerToken=abc.def');
    store.clear();
    expect(store.get()).toBeNull();
    expect(document.cookie).not.toContain('bearerToken');
  });

  it('writes the cookie with 30 days, path / and SameSite lax', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor?.get?.call(document),
      set: (value: string) => {
        written.push(value);
        descriptor?.set?.call(document, value);
      },
    });
    try {
      createCookieTokenStore().set('t');
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    const line = written[0] ?? '';
    expect(line).toMatch(/^bearerToken=t; /);
    expect(line).toContain('path=/');
    expect(line.toLowerCase()).toContain('samesite=lax');
    const expires = new Date(/expires=([^;]+)/.exec(line)?.[1] ?? '').getTime();
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(COOKIES.bearerToken.maxAgeSeconds).toBe(30 * 86_400);
  });
});
