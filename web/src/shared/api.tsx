// The data layer: one SDK client, one SWR provider, and the hooks every
// feature's API module is built on. The conventions, to copy:
//
// - Where calls live: in the feature's API module (`features/<name>/api.ts`,
//   or `api/<concern>.ts` files when a feature's calls load with different
//   chunks, as account's do), never in components. What several features
//   need (the profile, its reload, the locale stored in it, the VIP request)
//   lives in `shared/profile.ts`, because features never import each other;
//   app/ composes features and may import their API modules. Flows that run
//   outside React after the first paint (account/start-up-run.ts,
//   tracking/arrival.ts, mirrors/run-check.ts) take the client as a parameter
//   and are their own API module.
// - Queries: `useApiQuery(path, init, options)`, typed from the spec's
//   `paths`. The SWR key comes from `apiKey(path, init)` (the call itself:
//   `[path, init]`; init null skips the call), never written by hand; the few
//   hooks whose fetcher is not a GET use `useKeyedQuery(apiKey(...), fetcher)`.
//   Refreshing data is a hook too (`useReloadProfile()`), never a raw key.
// - Answers: a lazily loaded feature passes the generated schema of the answer
//   (`check: matches(zGetTopListResponse)`, with `matches` from shared/answers.ts
//   and the schema from `@casino/sdk/schemas`; never in code of the first visit,
//   so zod stays out of it). A body that does not match is an
//   `invalid-response` ApiError: the page's load error with its retry.
// - Mutations: a hook in the API module, beside the query it refreshes,
//   returning a function that calls the client and then revalidates what it
//   changed (`useCancelFreeSpins()` reloads the free spins; a login signs in,
//   which loads the profile). Components call that function.
// - Forms submit through `useSubmit()` (shared/forms.tsx): busy while the
//   mutation runs, the translated field and form errors when it fails, the
//   typed values kept.
import {
  type ApiClient,
  type ApiData,
  ApiError,
  type ApiInit,
  type ApiPath,
  createApiClient,
  type LocaleCode,
  type TokenStore,
  unwrap,
} from '@casino/sdk';
import {
  createContext,
  type ReactNode,
  useContext,
  useDeferredValue,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import useSWR, { SWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import { SESSION_KEY } from './cookies.ts';
import { countCall } from './first-page.ts';
import { notifyError } from './notify.tsx';

/** What the data layer needs from the app. */
export interface ApiSettings {
  apiUrl?: string;
  tokens: TokenStore;
  locale: LocaleCode;
  /** The fetch the client uses (tests pass a fake). */
  fetch?: typeof globalThis.fetch;
  /** Hosts a refresh's SSO redirect may go to (VITE_SSO_HOSTS). */
  ssoHosts?: readonly string[];
}

interface ApiState {
  client: ApiClient;
  /** The visitor's region as the region check found it (the Region header), until then undefined. */
  region(): string | undefined;
  setRegion(region: string | undefined): void;
  /** Sets the mirror's SSO link, where a 401 on the token refresh sends the player. */
  setSsoLink(link: string | null | undefined): void;
  /** Subscribes to token changes (login, refresh, logout); returns the unsubscribe. */
  subscribeToken(listener: () => void): () => void;
  /** The session now: null without a token, else an id a login or logout changes, a refresh keeps. */
  sessionId(): string | null;
}

/**
 * A token store that tells listeners when the token changes: here (login,
 * refresh, logout) and in other tabs (the `storage` event of the session id,
 * which every tab of the origin gets; the same role a BroadcastChannel would play).
 * `id` is the session now (see useSessionId): the store's id, or, when the
 * store has none (local storage unavailable), a count of this tab's logins and
 * logouts, so a switch of account here still wipes the old player's data. The
 * SDK never sees that count: it cannot tell a switch made in another tab.
 */
function observable(tokens: TokenStore): {
  tokens: TokenStore;
  subscribe: ApiState['subscribeToken'];
  id: ApiState['sessionId'];
} {
  const listeners = new Set<() => void>();
  let own = 0;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) notify();
  });
  // And whenever the tab is shown again: the shared cookie may have changed meanwhile.
  document.addEventListener('visibilitychange', notify);
  return {
    tokens: {
      get: () => tokens.get(),
      set: (token, refreshed) => {
        tokens.set(token, refreshed);
        if (!refreshed) own++;
        notify();
      },
      clear: () => {
        tokens.clear();
        own++;
        notify();
      },
      session: () => tokens.session?.(),
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    id: () => (tokens.get() ? tokens.session?.() || `~${own}` : null),
  };
}

/** One token refresh across tabs: a Web Lock where the browser has them; the SDK's deadline aborts the wait. */
const refreshLock = <T,>(run: () => Promise<T>, signal: AbortSignal): Promise<T> =>
  navigator.locks ? navigator.locks.request('casino:refresh', { signal }, run) : run();

const ApiContext = createContext<ApiState | null>(null);

/**
 * Whether SWR asks again after a failure: not after a 4xx, nor after a 2xx
 * answer off the spec (empty, not JSON, or not matching its schema), nor after
 * a call the SDK refused to send (none changes by asking again, and a retried
 * POST that reads, like a game launch, would be sent again; the load error's
 * retry button is there); otherwise yes (network failures, time-outs, 5xx).
 */
export function shouldRetry(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (['invalid-response', 'malformed', 'refused'].includes(error.kind)) return false;
  return !(error.status >= 400 && error.status < 500);
}

/** Retries at most 3 times, with backoff, where shouldRetry allows. */
const swrDefaults: SWRConfiguration = {
  revalidateOnFocus: false,
  shouldRetryOnError: shouldRetry,
  errorRetryCount: 3,
  errorRetryInterval: 2_000,
  dedupingInterval: 5_000,
};

/** Provides the SDK client and the SWR defaults; the locale is read at each request. */
export function ApiProvider({
  settings,
  children,
}: {
  settings: ApiSettings;
  children: ReactNode;
}) {
  const locale = useRef(settings.locale);
  locale.current = settings.locale;
  const region = useRef<string | undefined>(undefined);
  const sso = useRef<string | null | undefined>(undefined);
  const hosts = useRef(settings.ssoHosts);
  hosts.current = settings.ssoHosts;
  const state = useMemo<ApiState>(() => {
    const tokens = observable(settings.tokens);
    const fetch = settings.fetch ?? globalThis.fetch.bind(globalThis);
    const client = createApiClient({
      ...(settings.apiUrl ? { baseUrl: settings.apiUrl } : { pageHost: window.location.host }),
      // Counted: the app's background flows wait for the first page's calls (shared/first-page.ts).
      fetch: (...args) => countCall(fetch(...args)),
      tokens: tokens.tokens,
      region: () => region.current,
      locale: () => locale.current,
      lock: refreshLock,
      ssoLink: () => sso.current,
      // A 401 on the refresh goes to SSO whenever it comes, only to an allowed host, never in
      // development. The check loads then: it is rare, and off the first visit.
      onSsoRedirect: (url) => {
        if (import.meta.env.DEV) return;
        void import('./redirects.ts').then(({ checkRedirectTarget }) => {
          const target = checkRedirectTarget(url, hosts.current ?? [], 'SSO');
          if (target) window.location.assign(target);
        });
      },
    });
    return {
      client,
      region: () => region.current,
      setRegion: (value) => {
        region.current = value;
      },
      setSsoLink: (link) => {
        sso.current = link;
      },
      subscribeToken: tokens.subscribe,
      sessionId: tokens.id,
    };
  }, [settings.apiUrl, settings.tokens, settings.fetch]);
  return (
    <ApiContext.Provider value={state}>
      <SWRConfig value={swrDefaults}>{children}</SWRConfig>
    </ApiContext.Provider>
  );
}

/** The SDK client and the region setter. */
export function useApi(): ApiState {
  const state = useContext(ApiContext);
  if (!state) throw new Error('useApi needs an ApiProvider');
  return state;
}

/** The prerendered pages (and so their hydration) are a guest's. */
const GUEST_SNAPSHOT = () => false;
const NO_SESSION = () => null;

/** True while a bearer token exists; re-renders on login, refresh and logout. */
export function useHasToken(): boolean {
  const { client, subscribeToken } = useApi();
  return useSyncExternalStore(subscribeToken, () => Boolean(client.tokens.get()), GUEST_SNAPSHOT);
}

/**
 * The session now: null without a token, else its id (a login or a logout in
 * any tab changes it, a refresh does not).
 */
export function useSessionId(): string | null {
  const { subscribeToken, sessionId } = useApi();
  return useSyncExternalStore(subscribeToken, sessionId, NO_SESSION);
}

/** Options of useApiQuery and useKeyedQuery. */
export interface QueryOptions<T> extends SWRConfiguration<T, ApiError> {
  /** Show a notification when the call fails (default true). */
  notify?: boolean;
  /**
   * Checks the answer: `matches(zX)` from shared/answers.ts with the generated
   * schema (lazily loaded features only); it throws an `invalid-response`
   * ApiError. Code of the first visit loads its check lazily (a promise).
   */
  check?: (answer: T, operation: string) => T | Promise<T>;
  /**
   * What the answer depends on besides the call's options (the interface
   * language the client sends, the welcome-pack key): part of the cache key,
   * so a new value loads the answer again.
   */
  vary?: string | number | null;
}

/** The SWR key of a call: its path, its options and what else the answer varies with. */
export type ApiKey = readonly [
  path: string,
  init: object,
  vary: string | number | null | undefined,
];

/**
 * The one place SWR keys are made: the call itself, `[path, init, vary]` (an
 * absent init is `{}`, so `apiKey('/top', {})` is the key of
 * `useApiQuery('/top', {})`), or null when init is null (the call is skipped).
 */
export function apiKey<P extends ApiPath<'get'>>(
  path: P,
  init: ApiInit<P> | null | undefined,
  vary?: string | number | null,
): ApiKey | null;
/** The key of a POST that reads (a game launch), typed from its path the same way. */
export function apiKey<P extends ApiPath<'post'>>(
  path: P,
  init: ApiInit<P, 'post'> | null | undefined,
  vary?: string | number | null,
): ApiKey | null;
export function apiKey(
  path: string,
  init: object | null | undefined,
  vary?: string | number | null,
): ApiKey | null {
  return init === null ? null : [path, init ?? {}, vary];
}

/**
 * How long a page, modal or widget waits for an answer before it shows its
 * load error with a retry (SPEC.md sets no timeout; issue 16 asks that nothing
 * waits forever): the fetcher's signal aborts the call, a `network` ApiError.
 */
export const LOAD_TIMEOUT_MS = 15_000;

/** A signal that aborts after LOAD_TIMEOUT_MS (a page timer, unlike AbortSignal.timeout). */
function loadSignal(): AbortSignal {
  const controller = new AbortController();
  setTimeout(
    () => controller.abort(new DOMException('timed out', 'TimeoutError')),
    LOAD_TIMEOUT_MS,
  );
  return controller.signal;
}

/**
 * A query whose fetcher is not a plain GET (a POST that reads). The key comes
 * from apiKey(); the fetcher passes `signal` to its call (it aborts after
 * LOAD_TIMEOUT_MS) and throws ApiError; failures show a notification unless
 * `notify: false`.
 */
export function useKeyedQuery<T>(
  key: ApiKey | null,
  fetcher: (client: ApiClient, signal: AbortSignal) => Promise<T>,
  options: QueryOptions<T> = {},
): SWRResponse<T, ApiError> {
  const { client } = useApi();
  const { notify = true, check, vary: _, ...swr } = options;
  const response = useSWR<T, ApiError>(
    key,
    async ([path]: ApiKey) => {
      const answer = await fetcher(client, loadSignal());
      return check ? await check(answer, path) : answer;
    },
    {
      ...swr,
      onError: (error, k, config) => {
        if (notify) notifyError(error);
        swr.onError?.(error, k, config);
      },
    },
  );
  return useFirstAnswerDeferred(response);
}

/**
 * The query as its components see it: its first answer shows in a deferred
 * render, which yields to the browser between components. SWR hands an
 * answer over through a store, which React renders at once and in one piece
 * (a long task when the answer is a page of cards, or the first amount that
 * starts the browser's number formatting); until the deferred render the
 * query still reads as loading. Later answers (a poll, a reload, a mutation)
 * show at once.
 */
function useFirstAnswerDeferred<T>(response: SWRResponse<T, ApiError>): SWRResponse<T, ApiError> {
  const { data } = response;
  const deferred = useDeferredValue(data);
  if (data === undefined || deferred !== undefined) return response;
  // SWR re-renders a component only for the fields it read: read them through its getters.
  return {
    data: undefined,
    get error() {
      return response.error;
    },
    isLoading: true,
    get isValidating() {
      return response.isValidating;
    },
    mutate: response.mutate,
  };
}

/**
 * A GET on the SDK client, typed from the spec: `useApiQuery('/tournaments/{id}',
 * { params: { path: { id } } })`. The key is apiKey(path, init); init null skips.
 */
export function useApiQuery<P extends ApiPath>(
  path: P,
  init: ApiInit<P> | null,
  options: QueryOptions<ApiData<P>> = {},
): SWRResponse<ApiData<P>, ApiError> {
  // openapi-fetch cannot check a call whose path is a type parameter; this
  // function's own signature ties init and the answer to the path.
  const get = (client: ApiClient, signal: AbortSignal) =>
    unwrap(
      (
        client.GET as (path: P, init?: object) => Promise<{ data?: ApiData<P>; response: Response }>
      )(path, { ...init, signal }),
    );
  return useKeyedQuery(apiKey(path, init, options.vary), get, options);
}
