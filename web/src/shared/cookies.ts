// Reading and writing cookies with js-cookie and the SDK's table of names,
// lifetimes and attributes (SPEC.md sections 3 and 9). Components never touch
// document.cookie themselves.
import { type CookieRule, cookieAttributes } from '@casino/sdk';
import Cookies from 'js-cookie';

/** A cookie's value, or undefined. */
export function readCookie(rule: CookieRule): string | undefined {
  return Cookies.get(rule.name) || undefined;
}

/** Writes a cookie with its lifetime, path /, SameSite lax and Secure on https. */
export function writeCookie(rule: CookieRule, value: string): void {
  if (rule.onlyIfEmpty && readCookie(rule) !== undefined) return;
  Cookies.set(rule.name, value, cookieAttributes(rule, window.location.protocol === 'https:'));
}

/** Removes a cookie. */
export function removeCookie(rule: CookieRule): void {
  Cookies.remove(rule.name, { path: rule.path });
}
