// Paths inside the app (locale redirect, the profile's language, the language
// switch, return paths) as paths on this origin: whatever a visitor's address
// holds (`//evil.example/x`, `/\evil.example/x`, `/%2f%2fevil.example`), the app
// never navigates off its origin, and never throws on it (a white screen).
// Redirects to other hosts: redirects.ts.

/** A stand-in origin for resolving in-app paths (never contacted). */
export const IN_APP_ORIGIN = 'https://app.invalid';

/** Leading run of slashes, backslashes and their encodings (`%2f`, `%5c`). */
const LEADING_SLASHES = /^(?:[/\\]|%2f|%5c)+/i;

/**
 * `path` as a path on this origin: `/` followed by no second slash or
 * backslash (plain or encoded), with its query and hash. A leading run of
 * slashes collapses to one (`//host/x` and `/\host/x` become `/host/x`);
 * anything that is not a path (`https://host`, `javascript:...`) becomes `/`.
 */
export function sameOriginPath(path: string): string {
  // The URL parser drops tabs and line breaks anywhere: drop them first, so what is checked is what is used.
  let out = path.replace(/[\t\n\r]/g, '');
  if (!/^[/\\]/.test(out)) return '/';
  // Collapsing the slashes can make new dot segments (`/..%2f.//`): repeat until nothing changes.
  for (let round = 0; round < 8; round += 1) {
    let url: URL;
    try {
      url = new URL(out.replace(LEADING_SLASHES, '/'), IN_APP_ORIGIN);
    } catch {
      return '/';
    }
    if (url.origin !== IN_APP_ORIGIN) return '/';
    const next = url.pathname.replace(LEADING_SLASHES, '/') + url.search + url.hash;
    if (next === out) return out;
    out = next;
  }
  return '/';
}

/**
 * Replaces the address (history, no navigation) by its same-origin form when
 * a visitor arrives on one such as `//evil.example/x`: whatever later keeps
 * the current path and changes the query (query flags, markers) stays here.
 */
export function normaliseAddress(): void {
  const here = location.pathname + location.search + location.hash;
  const path = sameOriginPath(here);
  if (path !== here) history.replaceState(history.state, '', path);
}
