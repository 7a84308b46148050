// The data layer: one SDK client and one SWR provider for the app. Hooks are
// built on the client with keys of the form [path, params] (null skips).
import {
  type ApiClient,
  ApiError,
  createApiClient,
  type LocaleCode,
  type TokenStore,
} from '@casino/sdk';
import {
  createContext,
  type ReactNode,
  useContext,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import useSWR, { SWRConfig, type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import { notifyError } from './notify.tsx';

/** What the data layer needs from the app. */
export interface ApiSettings {
  apiUrl?: string;
  tokens: TokenStore;
  locale: LocaleCode;
  /** The fetch the client uses (tests pass a fake). */
  fetch?: typeof globalThis.fetch;
}

interface ApiState {
  client: ApiClient;
  setRegion(region: string | undefined): void;
  /** Subscribes to token changes (login, refresh, logout); returns the unsubscribe. */
  subscribeToken(listener: () => void): () => void;
}

/** A token store that tells listeners when the token changes. */
function observable(tokens: TokenStore): {
  tokens: TokenStore;
  subscribe: ApiState['subscribeToken'];
} {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    tokens: {
      get: () => tokens.get(),
      set: (token) => {
        tokens.set(token);
        notify();
      },
      clear: () => {
        tokens.clear();
        notify();
      },
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const ApiContext = createContext<ApiState | null>(null);

/** Retries: never on 4xx (they will not change), at most 3 times otherwise, with backoff. */
export const swrDefaults: SWRConfiguration = {
  revalidateOnFocus: false,
  shouldRetryOnError: (error: unknown) =>
    !(error instanceof ApiError && error.status >= 400 && error.status < 500),
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
  const state = useMemo<ApiState>(() => {
    const tokens = observable(settings.tokens);
    const client = createApiClient({
      ...(settings.apiUrl ? { baseUrl: settings.apiUrl } : { pageHost: window.location.host }),
      fetch: settings.fetch,
      tokens: tokens.tokens,
      region: () => region.current,
      locale: () => locale.current,
      onSsoRedirect: (url) => window.location.assign(url),
    });
    return {
      client,
      setRegion: (value) => {
        region.current = value;
      },
      subscribeToken: tokens.subscribe,
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

/** True while a bearer token exists; re-renders on login, refresh and logout. */
export function useHasToken(): boolean {
  const { client, subscribeToken } = useApi();
  return useSyncExternalStore(subscribeToken, () => Boolean(client.tokens.get()));
}

/** Options of useApiQuery. */
export interface QueryOptions<T> extends SWRConfiguration<T, ApiError> {
  /** Show a notification when the call fails (default true). */
  notify?: boolean;
}

/**
 * A query on the SDK client. `key` is [path, params] (null to skip); the
 * fetcher throws ApiError. Failures show a notification unless `notify: false`.
 */
export function useApiQuery<T>(
  key: readonly [string, unknown] | null,
  fetcher: (client: ApiClient) => Promise<T>,
  options: QueryOptions<T> = {},
): SWRResponse<T, ApiError> {
  const { client } = useApi();
  const { notify = true, ...swr } = options;
  return useSWR<T, ApiError>(key, () => fetcher(client), {
    ...swr,
    onError: (error, k, config) => {
      if (notify) notifyError(error);
      swr.onError?.(error, k, config);
    },
  });
}

/** Clears every cached answer (on logout). */
export function useClearCache(): () => void {
  const { mutate } = useSWRConfig();
  return () => {
    void mutate(() => true, undefined, { revalidate: false });
  };
}

/**
 * Rejects an answer without what the page needs (an `invalid-response`
 * ApiError), so that a malformed body shows the load error with its retry
 * instead of breaking the page. The full zod check stays out of the bundles.
 */
export function ensureShape(operation: string, ok: (value: never) => boolean): <T>(value: T) => T {
  return (value) => {
    if (ok(value as never)) return value;
    throw new ApiError({
      kind: 'invalid-response',
      message: `${operation}: unexpected answer`,
      operation,
      status: 200,
      body: value,
      issues: ['unexpected shape'],
    });
  };
}

/** True for `{ data: [...] }`. */
export const hasList = (value: unknown): boolean =>
  Array.isArray((value as { data?: unknown } | null)?.data);
