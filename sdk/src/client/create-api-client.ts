import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/schema.gen.ts';
import { deriveApiBaseUrl, deriveServiceUrls, type ServiceUrls, trimSlash } from './hosts.ts';
import { acceptLanguageMiddleware } from './middleware/accept-language.ts';
import { authMiddleware } from './middleware/auth.ts';
import { refreshMiddleware } from './middleware/refresh.ts';
import { regionMiddleware } from './middleware/region.ts';
import { type ResponseValidator, responseGuardMiddleware } from './middleware/response-guard.ts';
import { serviceRouteMiddleware } from './middleware/service-route.ts';
import { createMemoryTokenStore, type TokenStore } from './token-store.ts';

/** A value, or a function read at each request (region and locale change at run time). */
export type Live<T> = T | (() => T);

/** Options of createApiClient. */
export interface ApiClientOptions {
  /** The API base URL (development, the CLI's --api). Wins over pageHost. */
  baseUrl?: string;
  /** The page host the API host is derived from (`www.` removed, `api.` prefixed). */
  pageHost?: string;
  /** Where the bearer token lives; an in-memory store by default. */
  tokens?: TokenStore;
  /** The visitor's region, sent as `Region` when known. */
  region?: Live<string | null | undefined>;
  /** The interface locale, sent as `Accept-Language`. */
  locale?: Live<string | null | undefined>;
  /** The fetch to use (undici's in the CLI, a fake in tests). Default: the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** The Request class matching `fetch` (undici's fetch needs undici's Request). */
  Request?: typeof globalThis.Request;
  /** Checks 2xx bodies against the spec (see `@casino/sdk/validation`); off when absent. */
  validate?: ResponseValidator;
  /** Game service address overrides. */
  services?: Partial<ServiceUrls>;
  /**
   * Whether a 401 refreshes the token and retries (default true). A tool that
   * holds a token it cannot keep (the CLI) passes false: a refresh retires the
   * old token, and the new one would be lost when it exits.
   */
  refresh?: boolean;
  /** Called once when a failed token refresh clears the session. */
  onSessionExpired?: () => void;
  /** The mirror's SSO link (SPEC.md section 3, the session's SSO link). */
  ssoLink?: Live<string | null | undefined>;
  /** The current page address for the SSO `url` parameter; default `location.href`. */
  currentUrl?: () => string;
  /** Called with the SSO address when a 401 on the refresh call sends the player there. */
  onSsoRedirect?: (url: string) => void;
  /**
   * Runs a token refresh exclusively among every client sharing the token
   * store (in the browser: `navigator.locks.request(...)`), so tabs refresh
   * once; inside it the store is read again first. `signal` aborts the wait
   * when the refresh's deadline (REFRESH_TIMEOUT_MS) passes.
   */
  lock?: <T>(run: () => Promise<T>, signal: AbortSignal) => Promise<T>;
}

/** The typed client: openapi-fetch's methods plus the resolved addresses and token store. */
export interface ApiClient extends Client<paths> {
  /** The API base URL in use. */
  readonly baseUrl: string;
  /** Base addresses of the game services, by name. */
  readonly services: ServiceUrls;
  /** The token store in use. */
  readonly tokens: TokenStore;
}

const read = <T>(value: Live<T> | undefined): T | undefined =>
  typeof value === 'function' ? (value as () => T)() : value;

/**
 * Creates the typed API client. Middleware, in this order (onRequest runs in
 * order, onResponse in reverse):
 *   0. service route: a game-service call goes to its service's base address
 *   1. response guard: every failure becomes an ApiError (sees the final answer)
 *   2. auth: `Authorization: Bearer` when a token exists
 *   3. region: `Region` when known
 *   4. accept-language: `Accept-Language` (Brazilian as pt-BR)
 *   5. refresh: a 401 refreshes the token once and retries (sees the first answer);
 *      left out with `refresh: false`
 * Every failed call rejects with ApiError; a resolved call has its data.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl
    ? trimSlash(options.baseUrl)
    : options.pageHost
      ? deriveApiBaseUrl(options.pageHost)
      : undefined;
  if (!baseUrl) throw new TypeError('createApiClient needs a baseUrl or a pageHost.');
  const services = deriveServiceUrls(
    options.baseUrl || !options.pageHost ? { apiBaseUrl: baseUrl } : { pageHost: options.pageHost },
    options.services,
  );
  const tokens = options.tokens ?? createMemoryTokenStore();
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const RequestImpl = options.Request ?? globalThis.Request;
  const region = () => read(options.region);
  const locale = () => read(options.locale);

  const client = createClient<paths>({ baseUrl, fetch: fetchImpl, Request: RequestImpl });
  client.use(
    serviceRouteMiddleware(baseUrl, services, RequestImpl),
    responseGuardMiddleware(options.validate),
    authMiddleware(tokens),
    regionMiddleware(region),
    acceptLanguageMiddleware(locale),
  );
  if (options.refresh !== false)
    client.use(
      refreshMiddleware({
        baseUrl,
        tokens,
        fetch: fetchImpl,
        Request: RequestImpl,
        region,
        locale,
        onSessionExpired: options.onSessionExpired,
        ssoLink: () => read(options.ssoLink),
        currentUrl: options.currentUrl,
        onSsoRedirect: options.onSsoRedirect,
        lock: options.lock,
      }),
    );
  return Object.assign(client, { baseUrl, services, tokens });
}
