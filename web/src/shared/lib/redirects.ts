// Every redirect the app makes is built here, with URL objects, never by
// joining strings. Leaving for another host happens only over https to a host
// on an allow-list from configuration (SSO links, mirror links), and a path or
// query carried along is set as the pathname and search of that allowed
// origin, whose origin is checked again afterwards; anything else is refused
// and the reason logged, never shown. Paths inside the app (locale redirect,
// return paths, error pages) are normalised to a path on this origin, so a
// path such as `//evil.example/x` or `/\evil.example/x` can never leave it
// (in-app-path.ts, apart because the first visit needs only that).
import { IN_APP_ORIGIN, sameOriginPath } from './in-app-path.ts';

/** The address to go to, or null (refused, with the reason logged under `what`). */
export function checkRedirectTarget(
  link: string,
  allowedHosts: readonly string[],
  what: string,
): URL | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    console.error(`${what} refused: not an address`);
    return null;
  }
  if (url.protocol !== 'https:') {
    console.error(`${what} refused: not https`, url.protocol);
    return null;
  }
  if (url.username || url.password) {
    console.error(`${what} refused: address carries credentials`, url.hostname);
    return null;
  }
  // URL gives the hostname in lower case, punycode for unicode, with any trailing dot kept.
  if (!allowedHosts.some((allowed) => allowed.toLowerCase() === url.hostname)) {
    console.error(`${what} refused: host not allowed`, url.hostname);
    return null;
  }
  return url;
}

/**
 * The allowed origin of `link` with `path` (path, query and hash of an
 * address in this app) as its path, query and hash, or null when `link` is
 * refused. The path is normalised first and set through `URL`, and the
 * result's origin is checked once more.
 */
export function redirectOnOrigin(
  link: string,
  path: string,
  allowedHosts: readonly string[],
  what: string,
): URL | null {
  const base = checkRedirectTarget(link, allowedHosts, what);
  if (!base) return null;
  const here = new URL(sameOriginPath(path), IN_APP_ORIGIN);
  const target = new URL(base.origin);
  target.pathname = here.pathname;
  target.search = here.search;
  target.hash = here.hash;
  return target.origin === base.origin ? target : null;
}
