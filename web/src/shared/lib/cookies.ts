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

let jarSource: string | undefined;
let jar: Record<string, string> = {};
// Whether the jar was read in this task. A render reads the cookies of every
// component that depends on them, and React reads them again after each
// commit; document.cookie asks the browser each time (a long task's worth of
// calls on a page's first render). Once per task still sees another tab's
// login or logout at the next render.
let readThisTask = false;

/** The cookies by name, read at most once per task and parsed only when they changed. */
function currentJar(): Record<string, string> {
  if (!readThisTask) {
    readThisTask = true;
    queueMicrotask(() => {
      readThisTask = false;
    });
    const source = document.cookie;
    if (source !== jarSource) {
      jarSource = source;
      jar = Cookies.get();
    }
  }
  return jar;
}

/** A cookie's value, or undefined. */
export function readCookie(rule: CookieRule): string | undefined {
  return currentJar()[rule.name] || undefined;
}

/** Writes a cookie with its lifetime, path /, SameSite lax and Secure on https. */
export function writeCookie(rule: CookieRule, value: string): void {
  if (rule.onlyIfEmpty && readCookie(rule) !== undefined) return;
  Cookies.set(rule.name, value, cookieAttributes(rule, window.location.protocol === 'https:'));
  readThisTask = false;
  changed();
}

/** Removes a cookie. */
export function removeCookie(rule: CookieRule): void {
  Cookies.remove(rule.name, { path: rule.path });
  readThisTask = false;
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

/** The local-storage key of the session id (see cookieTokenStore). */
export const SESSION_KEY = 'casino:session';

/**
 * A new session id: 128 random bits as hex (getRandomValues works on plain
 * http too, where randomUUID does not; a time plus Math.random() could repeat
 * within one millisecond once rounded to a double).
 */
function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Runs a local-storage call; storage may be unavailable (private mode, disabled): null then. */
export function storage<T>(use: (store: Storage) => T): T | null {
  try {
    return use(localStorage);
  } catch {
    return null;
  }
}

/**
 * The session's bearer token in its cookie (SPEC.md: 30 days, path /, SameSite
 * lax, Secure on https), read fresh at every call since every tab shares it.
 * Beside it, in local storage, a random session id (never the token) that a
 * login or logout renews and a refresh keeps: the SDK retries a call only
 * with a token of the same session, and the `storage` event of that key tells
 * the other tabs that the player signed in or out.
 */
export function cookieTokenStore(): TokenStore {
  return {
    get: () => readCookie(COOKIES.bearerToken) ?? null,
    // The cookie first, then the id: a tab told by the id's `storage` event reads the new cookie.
    set: (token, refreshed) => {
      writeCookie(COOKIES.bearerToken, token);
      if (!refreshed) storage((s) => s.setItem(SESSION_KEY, newSessionId()));
    },
    clear: () => {
      removeCookie(COOKIES.bearerToken);
      // Set, then removed: the other tabs get a `storage` event even for a session without an id.
      storage((s) => {
        s.setItem(SESSION_KEY, '');
        s.removeItem(SESSION_KEY);
      });
    },
    session: () => storage((s) => s.getItem(SESSION_KEY)),
  };
}
