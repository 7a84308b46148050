// The token refresh flow (see refresh.ts for what it guarantees), loaded by
// the refresh middleware on the first 401: which token a waiting call may be
// retried with, the one refresh per token (under the cross-tab lock), its
// timeout, and the retry itself.

import { acceptLanguageFor } from '../../rules/locales.ts';
import { ApiError, REFRESH_FAILED_MESSAGE } from '../errors.ts';
import { ssoRedirectUrl } from '../hosts.ts';
import { REFRESH_PATH } from '../operations.ts';
import { type Pending, REFRESH_TIMEOUT_MS, type RefreshOptions } from './refresh.ts';
import { describeFailure } from './response-guard.ts';

/** How many tokens the flow remembers (refreshed, failed): the newest only. */
export const REMEMBERED_TOKENS = 16;

/** Sets `key` in `map` as its newest entry and forgets the oldest past REMEMBERED_TOKENS. */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= REMEMBERED_TOKENS) break;
    map.delete(oldest);
  }
}

/** What the refresh call gave: its status (0: no answer) and the new token when it has one. */
interface Exchange {
  status: number;
  token?: unknown;
  cause?: unknown;
}

/**
 * openapi-fetch only accepts the global Response class from middleware; a fetch
 * such as the undici package's returns its own, so copy it over.
 */
function asGlobalResponse(response: Response): Response {
  if (response instanceof Response) return response;
  const foreign: Pick<Response, 'body' | 'status' | 'statusText' | 'headers'> = response;
  return new Response(foreign.body, {
    status: foreign.status,
    statusText: foreign.statusText,
    headers: foreign.headers,
  });
}

const OPERATION = `POST ${REFRESH_PATH}`;

/** The flow of one client: retries a call that got a 401, or rejects with ApiError. */
export function refreshFlow(
  options: RefreshOptions,
): (saved: Pending, since: number) => Promise<Response> {
  const { tokens } = options;
  /** Refresh calls in flight, by the token they replace. */
  const inflight = new Map<string, Promise<void>>();
  /** Tokens whose refresh was refused: their callers fail at once, the session is not cleared twice. */
  const failed = new Map<string, true>();
  /** This client's refreshes, old token to new: the lineage of a session without a session id. */
  const rotated = new Map<string, string>();
  const lock = options.lock ?? ((run) => run());
  /** `headers` plus what every request carries besides the token (Region, Accept-Language). */
  const commonHeaders = (headers: Record<string, string>) => {
    const region = options.region();
    const locale = options.locale();
    if (region) headers.Region = region;
    if (locale) headers['Accept-Language'] = acceptLanguageFor(locale);
    return headers;
  };

  const refreshFailed = (status: number, cause?: unknown) =>
    new ApiError({
      kind: 'refresh',
      status,
      message: REFRESH_FAILED_MESSAGE,
      operation: OPERATION,
      cause,
    });
  /** The session the call was sent in ended or changed: it is not sent again. */
  const ended = () => refreshFailed(401);

  /**
   * Whether `token`, now in the store, belongs to the session `saved` was sent
   * in: the same session id when both have one, else (no store id, or local
   * storage unavailable) only when this client refreshed the one into the other.
   */
  function sameSession(saved: Pending, token: string): boolean {
    const now = tokens.session?.();
    if (now && saved.session) return now === saved.session;
    let t: string | undefined = saved.token;
    for (let n = 0; t !== undefined && t !== token && n <= rotated.size; n++) t = rotated.get(t);
    return t === token;
  }

  /** The token to retry `saved` with: the store's, when it is of the same session. */
  async function tokenFor(saved: Pending, since: number): Promise<string> {
    const current = tokens.get();
    if (!current || (current === saved.token && failed.has(current))) throw ended();
    if (current === saved.token) await refreshOnce(current, since);
    const now = tokens.get();
    if (now && sameSession(saved, now)) return now;
    throw ended();
  }

  async function call(oldToken: string, signal: AbortSignal): Promise<Exchange> {
    let response: Response;
    try {
      response = await options.fetch(
        new options.Request(`${options.baseUrl}${REFRESH_PATH}`, {
          method: 'POST',
          headers: commonHeaders({
            Accept: 'application/json',
            Authorization: `Bearer ${oldToken}`,
          }),
          signal,
        }),
      );
    } catch (cause) {
      return { status: 0, cause };
    }
    if (!response.ok) return { status: response.status };
    try {
      const body = (await response.json()) as { access_token?: unknown } | null;
      return { status: response.status, token: body?.access_token };
    } catch (cause) {
      return { status: response.status, cause };
    }
  }

  const noAnswer = (cause?: unknown) =>
    new ApiError({
      kind: 'network',
      operation: OPERATION,
      cause,
      message: cause
        ? `token refresh got no answer: ${describeFailure(cause)}`
        : `token refresh got no answer within ${REFRESH_TIMEOUT_MS} ms`,
    });

  async function refresh(oldToken: string, signal: AbortSignal): Promise<void> {
    // Another tab may have refreshed (or ended) the session while this one waited for the lock.
    if (signal.aborted || tokens.get() !== oldToken) return;
    const result = await call(oldToken, signal);
    if (signal.aborted) return; // past the deadline: the waiting calls have failed already
    const { status, token } = result;
    if (status === 0) throw noAnswer(result.cause);
    if (typeof token === 'string' && token !== '') {
      if (token !== oldToken) remember(rotated, oldToken, token);
      if (tokens.get() === oldToken) tokens.set(token, true);
      return;
    }
    // Only a refusal says the token is bad; a 5xx, 429 or broken answer keeps the session.
    if (status !== 401 && status !== 403) throw refreshFailed(status, result.cause);
    remember(failed, oldToken, true);
    // Only the session this refresh was for ends; a logout or another login while it ran wins.
    if (tokens.get() === oldToken) {
      tokens.clear();
      options.onSessionExpired?.();
      const link = status === 401 ? options.ssoLink?.() : null;
      if (link && options.onSsoRedirect) {
        const here =
          options.currentUrl?.() ??
          (globalThis as { location?: { href?: string } }).location?.href ??
          '';
        options.onSsoRedirect(ssoRedirectUrl(link, here));
      }
    }
    throw refreshFailed(status, result.cause);
  }

  /** One refresh per token, under the lock, within REFRESH_TIMEOUT_MS from `since` (the 401). */
  function refreshOnce(oldToken: string, since: number): Promise<void> {
    let promise = inflight.get(oldToken);
    if (!promise) {
      const abort = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => {
            reject(noAnswer()); // first, so the aborted lock wait does not win the race
            abort.abort();
          },
          since + REFRESH_TIMEOUT_MS - Date.now(),
        );
      });
      promise = Promise.race([
        lock(() => refresh(oldToken, abort.signal), abort.signal),
        deadline,
      ]).finally(() => {
        clearTimeout(timer);
        inflight.delete(oldToken);
      });
      inflight.set(oldToken, promise);
    }
    return promise;
  }

  return async (saved, since) => {
    const token = await tokenFor(saved, since);
    const headers = new Headers(saved.copy.headers);
    headers.set('Authorization', `Bearer ${token}`);
    const body = saved.copy.body ? await saved.copy.arrayBuffer() : undefined;
    const retry = new options.Request(saved.copy.url, {
      method: saved.copy.method,
      headers,
      body,
      signal: saved.copy.signal,
    });
    try {
      return asGlobalResponse(await options.fetch(retry));
    } catch (cause) {
      const reason = describeFailure(cause);
      throw new ApiError({
        kind: 'network',
        operation: `${saved.copy.method} ${new URL(saved.copy.url).pathname}`,
        cause,
        message: `retry after token refresh got no answer: ${reason}`,
      });
    }
  };
}
