// Browser-only pieces of the SDK: the bearer token kept in its cookie
// (SPEC.md sections 3 and 9: 30 days, path /, SameSite lax, Secure on https),
// written with js-cookie.
import Cookies from 'js-cookie';
import type { TokenStore } from './client/token-store.ts';
import { COOKIES, type CookieRule, cookieAttributes } from './rules/storage.ts';

/** A TokenStore over a cookie, by default the bearerToken cookie. */
export function createCookieTokenStore(rule: CookieRule = COOKIES.bearerToken): TokenStore {
  const https = () => globalThis.location?.protocol === 'https:';
  return {
    get: () => Cookies.get(rule.name) || null,
    set: (token) => {
      Cookies.set(rule.name, token, cookieAttributes(rule, https()));
    },
    clear: () => {
      Cookies.remove(rule.name, { path: rule.path });
    },
  };
}
