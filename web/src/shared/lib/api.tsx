// The data layer: one SDK client, one SWR provider, and the hooks every
// feature's API module is built on. The conventions, to copy:
//
// - Where calls live: in the feature's API module (`features/<name>/api.ts`,
//   or `api/<concern>.ts` files when a feature's calls load with different
//   chunks, as account's do), never in components. What several features
//   need (the profile, its reload, the locale stored in it, the VIP request)
//   lives in `shared/domain/profile.ts`, because features never import each other;
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
//   (`check: matches('zGetTopListResponse')`, with `matches` from
//   shared/lib/answers.ts, which checks it in a worker; zod and the schemas never
//   load on the page's main thread where a worker can start). A body that does not match is an
//   `invalid-response` ApiError: the page's load error with its retry.
// - Mutations: a hook in the API module, beside the query it refreshes,
//   returning a function that calls the client and then revalidates what it
//   changed (`useCancelFreeSpins()` reloads the free spins; a login signs in,
//   which loads the profile). Components call that function.
// - A page's first screen of data may start before the page renders, on the
//   visit's first page: the page module exports `firstData`, which calls
//   `start(path, init)` with what its `useApiQuery` will ask (build both from
//   one function, as the catalog's `catalogFilters` does); the query takes
//   the started answer (startQuery).
// - Forms submit through `useSubmit()` (shared/ui/forms.tsx): busy while the
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
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import useSWR, {
  SWRConfig,
  type SWRConfiguration,
  type SWRResponse,
  unstable_serialize,
  useSWRConfig,
} from 'swr';
import { notifyError } from '../ui/notify.tsx';
import { SESSION_KEY } from './cookies.ts';
import { countCall } from './first-page.ts';

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

export interface ApiState {
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
  /** Takes the language the client sends and the SSO hosts from the app's settings now. */
  follow(settings: Pick<ApiSettings, 'locale' | 'ssoHosts'>): void;
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

/**
 * The SDK client and the state around it. main.tsx makes it before the first
 * render (`<App api>`), so the first page's data can be asked for beside its
 * code (startQuery); ApiProvider makes its own when given none (tests).
 */
export function createApiState(settings: ApiSettings): ApiState {
  let locale = settings.locale;
  let hosts = settings.ssoHosts;
  let region: string | undefined;
  let sso: string | null | undefined;
  const tokens = observable(settings.tokens);
  const fetch = settings.fetch ?? globalThis.fetch.bind(globalThis);
  const client = createApiClient({
    ...(settings.apiUrl ? { baseUrl: settings.apiUrl } : { pageHost: window.location.host }),
    // Counted: the app's background flows wait for the first page's calls (shared/lib/first-page.ts).
    fetch: (...args) => countCall(fetch(...args)),
    tokens: tokens.tokens,
    region: () => region,
    locale: () => locale,
    lock: refreshLock,
    ssoLink: () => sso,
    // A 401 on the refresh goes to SSO whenever it comes, only to an allowed host, never in
    // development. The check loads then: it is rare, and off the first visit.
    onSsoRedirect: (url) => {
      if (import.meta.env.DEV) return;
      void import('./redirects.ts').then(({ checkRedirectTarget }) => {
        const target = checkRedirectTarget(url, hosts ?? [], 'SSO');
        if (target) window.location.assign(target);
      });
    },
  });
  return {
    client,
    region: () => region,
    setRegion: (value) => {
      region = value;
    },
    setSsoLink: (link) => {
      sso = link;
    },
    subscribeToken: tokens.subscribe,
    sessionId: tokens.id,
    follow: (next) => {
      locale = next.locale;
      hosts = next.ssoHosts;
    },
  };
}

/**
 * Provides the SDK client (`state`, or one made from `settings`) and the SWR
 * defaults; the language and the SSO hosts follow `settings` at each render,
 * the language being read at each request.
 */
export function ApiProvider({
  settings,
  state,
  children,
}: {
  settings: ApiSettings;
  state?: ApiState;
  children: ReactNode;
}) {
  const { apiUrl, tokens, fetch, locale } = settings;
  // The client is made again only for another API, token store or fetch: the
  // language and the SSO hosts follow through api.follow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: locale is only the starting value
  const api = useMemo(
    () => state ?? createApiState({ apiUrl, tokens, fetch, locale }),
    [state, apiUrl, tokens, fetch],
  );
  api.follow(settings);
  return (
    <ApiContext.Provider value={api}>
      <SWRConfig value={swrDefaults}>
        <AskAgainInLocale locale={locale} />
        {children}
      </SWRConfig>
    </ApiContext.Provider>
  );
}

/**
 * What a change of language does not ask for again: the player's profile,
 * whose language the session's locale rule reconciles itself (asked again
 * while its new language is being saved, it would answer the old one).
 */
const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set(['/profile/user']);

/**
 * When the interface's language changes (the switch, or a player's profile
 * language), every answer kept is asked for again: the API writes its texts
 * (tournament names, bonus terms) in the language the call asks for
 * (`Accept-Language`), and a page that stays mounted keeps its query key.
 */
function AskAgainInLocale({ locale }: { locale: LocaleCode }) {
  const { mutate } = useSWRConfig();
  const asked = useRef(locale);
  useEffect(() => {
    if (asked.current === locale) return;
    asked.current = locale;
    void mutate((key) => !(Array.isArray(key) && SAME_IN_EVERY_LANGUAGE.has(key[0])));
  }, [locale, mutate]);
  return null;
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
   * Checks the answer: `matches(zX)` from shared/lib/answers.ts with the generated
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
 * load error with a retry (SPEC.md sets no timeout; nothing may
 * wait forever): the fetcher's signal aborts the call, a `network` ApiError.
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

/** The answer of a GET, typed from its path (what useApiQuery and startQuery ask). */
function get<P extends ApiPath>(
  client: ApiClient,
  path: P,
  init: ApiInit<P> | null,
  signal: AbortSignal,
): Promise<ApiData<P>> {
  // openapi-fetch cannot check a call whose path is a type parameter; this
  // function's own signature ties init and the answer to the path.
  return unwrap(
    (client.GET as (path: P, init?: object) => Promise<{ data?: ApiData<P>; response: Response }>)(
      path,
      { ...init, signal },
    ),
  );
}

/** Calls started before their component mounted (startQuery), by SWR key, each taken once. */
const started = new Map<string, Promise<unknown>>();

/** How long a started call waits for its component; after that the component asks anew. */
const STARTED_FOR_MS = 10_000;

/** The call startQuery started for this key, if any and not yet taken; a promise of its raw answer. */
function takeStarted(key: ApiKey): Promise<unknown> | undefined {
  const id = unstable_serialize(key);
  const call = started.get(id);
  started.delete(id);
  return call;
}

/**
 * Starts a GET before the component that shows it has mounted (the first
 * page's data, asked for beside the page's code: a page module's firstData): the
 * component's `useApiQuery(path, init, options)` with the same path, init and
 * `vary` takes this call's answer (or failure) instead of asking again, once,
 * within STARTED_FOR_MS. The component's own `check` still applies. The
 * returned promise settles with the call, for a caller that waits for it.
 */
export function startQuery<P extends ApiPath>(
  client: ApiClient,
  path: P,
  init: ApiInit<P>,
  vary?: string | number | null,
): Promise<unknown> {
  const key = apiKey(path, init, vary);
  if (!key) return Promise.resolve();
  const id = unstable_serialize(key);
  const call = get(client, path, init, loadSignal());
  // Failures surface where the component takes the call; one never taken is dropped quietly.
  call.catch(() => {});
  started.set(id, call);
  setTimeout(() => {
    if (started.get(id) === call) started.delete(id);
  }, STARTED_FOR_MS);
  return call;
}

/**
 * What a page module may ask for before it renders, when it is the first page
 * of a visit (its `firstData`, app/routes.ts): the data its first screen
 * shows, started beside the page's code; the page's own queries take the
 * answers (startQuery).
 */
export interface FirstData {
  /** Starts a GET that a query of the page will make (same path, init and vary). */
  start: <P extends ApiPath>(path: P, init: ApiInit<P>, vary?: string | number | null) => void;
  /** The address's query string. */
  search: URLSearchParams;
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
    async (asked: ApiKey) => {
      const [path] = asked;
      const early = takeStarted(asked);
      const answer = (early ? await early : await fetcher(client, loadSignal())) as T;
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
  return useKeyedQuery(
    apiKey(path, init, options.vary),
    (client, signal) => get(client, path, init, signal),
    options,
  );
}
