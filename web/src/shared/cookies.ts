// Reading and writing cookies with js-cookie and the SDK's table of names,
// lifetimes and attributes (SPEC.md sections 3 and 9). This is the only module
// that writes cookies (shared/cookies.test.ts checks that nothing else does);
// components that show a cookie's value subscribe with useCookie and see every
// write made through here.
import { COOKIES, type CookieRule, cookieAttributes, type TokenStore } from '@casino/sdk';
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A cookie's value, or undefined. */
export function readCookie(rule: CookieRule): string | undefined {
  return Cookies.get(rule.name) || undefined;
}

/** Writes a cookie with its lifetime, path /, SameSite lax and Secure on https. */
export function writeCookie(rule: CookieRule, value: string): void {
  if (rule.onlyIfEmpty && readCookie(rule) !== undefined) return;
  Cookies.set(rule.name, value, cookieAttributes(rule, window.location.protocol === 'https:'));
  changed();
}

/** Removes a cookie. */
export function removeCookie(rule: CookieRule): void {
  Cookies.remove(rule.name, { path: rule.path });
  changed();
}

/** A cookie's value, re-rendering on every write or removal through this module. */
export function useCookie(rule: CookieRule): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => readCookie(rule),
    () => undefined,
  );
}

/** The session's bearer token in its cookie (SPEC.md: 30 days, path /, SameSite lax, Secure on https). */
export function cookieTokenStore(): TokenStore {
  return {
    get: () => readCookie(COOKIES.bearerToken) ?? null,
    set: (token) => writeCookie(COOKIES.bearerToken, token),
    clear: () => removeCookie(COOKIES.bearerToken),
  };
}
