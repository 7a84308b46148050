// API and game-service addresses (SPEC.md section 7): in production they are
// derived from the page host (`www.` removed, a prefix added); in development a
// configured URL is used instead.

/** The game services with their own base address (their calls: not shown in SPEC.md). */
export const SERVICE_NAMES = [
  'crash',
  'cases',
  'miner',
  'general',
  'coinflip',
  'keno',
  'dice',
] as const;
/** One of SERVICE_NAMES. */
export type ServiceName = (typeof SERVICE_NAMES)[number];
/** Base address of every game service, by name. */
export type ServiceUrls = Record<ServiceName, string>;

/** Splits "host[:port]" or a URL into protocol and hostname; rejects anything else. */
function parseHost(pageHost: string): { protocol: string; hostname: string } {
  const text = pageHost.trim();
  if (text === '') throw new TypeError('The page host is empty; pass e.g. "www.example.com".');
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    throw new TypeError(`"${pageHost}" is not a host name; pass e.g. "www.example.com".`);
  }
  if (!url.hostname || url.hostname.includes('_')) {
    throw new TypeError(`"${pageHost}" is not a host name; pass e.g. "www.example.com".`);
  }
  return {
    protocol: url.protocol === 'http:' ? 'http:' : 'https:',
    hostname: url.hostname.toLowerCase(),
  };
}

/** The page host without a leading `www.`, e.g. `www.casino.example` -> `casino.example`. */
export function siteDomain(pageHost: string): string {
  const { hostname } = parseHost(pageHost);
  return hostname.startsWith('www.') ? hostname.slice(4) : hostname;
}

/** The API base URL for a page host: `www.` removed, `api.` prefixed (`https://api.casino.example`). */
export function deriveApiBaseUrl(pageHost: string): string {
  const { protocol } = parseHost(pageHost);
  return `${protocol}//api.${siteDomain(pageHost)}`;
}

/**
 * Base URLs of the game services. Derived the same way as the API host, with
 * the service name as prefix (`https://crash.casino.example`); with a configured
 * API URL (development) they are `{apiBaseUrl}/services/{name}`. Inferred:
 * SPEC.md names the services but not their addresses. `overrides` win.
 */
export function deriveServiceUrls(
  source: { pageHost: string } | { apiBaseUrl: string },
  overrides: Partial<ServiceUrls> = {},
): ServiceUrls {
  const entries = SERVICE_NAMES.map((name): [ServiceName, string] => {
    const override = overrides[name];
    if (override) return [name, trimSlash(override)];
    if ('pageHost' in source) {
      const { protocol } = parseHost(source.pageHost);
      return [name, `${protocol}//${name}.${siteDomain(source.pageHost)}`];
    }
    return [name, `${trimSlash(source.apiBaseUrl)}/services/${name}`];
  });
  return Object.fromEntries(entries) as ServiceUrls;
}

/** Removes trailing slashes from a base URL. */
export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * The SSO address with the current page in its `url` parameter (SPEC.md
 * section 4). Other parameters of the SSO link are kept.
 */
export function ssoRedirectUrl(ssoLink: string, currentUrl: string): string {
  const url = new URL(ssoLink);
  url.searchParams.set('url', currentUrl);
  return url.toString();
}
