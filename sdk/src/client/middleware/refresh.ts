// Token refresh (SPEC.md section 4, hardened as listed below). A 401 on a call made
// with a token triggers exactly one POST /auth/refresh-token for that token,
// however many calls fail at once (and, with `lock`, however many tabs); each
// waiting call is retried once, with its body intact, with the new token.
//
// - Same session only: a call is retried only with a token of the session it
//   was sent in (the store's `session()`, or this client's own refreshes). A
//   logout or a switch of account while it waited rejects it with ApiError.
// - A token already changed (by this client or another tab) is used without a
//   refresh; inside the lock the store is read again before refreshing.
// - After a deliberate logout (store empty) a late 401 neither refreshes nor
//   sends the player to SSO.
// - A refresh answered 401 or 403 clears the session once and rejects with
//   `Cant refresh token`; a 401 also sends the player to SSO when the mirror
//   has a link. Any other answer without a token (5xx, 429, HTML, truncated
//   JSON) rejects the waiting calls and keeps the session, as does no answer
//   within REFRESH_TIMEOUT_MS of the 401 (one deadline for loading the flow,
//   the lock wait and the call) or a network failure: nothing says the token
//   is bad; the next 401 tries again.
// - No loops: a retried call that gets 401 again does not refresh again, and
//   public calls (login, register), the refresh call and the logout never
//   trigger one.
//
// This file is the middleware's shell, on every page: it keeps a copy of each
// call that may need a retry. The flow itself (refresh-flow.ts) loads on the
// first 401, so it stays out of the first visit.
import type { Middleware } from 'openapi-fetch';
import { ApiError } from '../errors.ts';
import { findOperation } from '../operations.ts';
import type { TokenStore } from '../token-store.ts';

/**
 * How long a refresh may take, from the 401 that asked for it: loading the
 * flow, the wait for the cross-tab lock and the refresh call together. Past
 * it the calls waiting for it fail as `network` errors and the session stays.
 */
export const REFRESH_TIMEOUT_MS = 10_000;

/** What the refresh middleware needs from the client. */
export interface RefreshOptions {
  baseUrl: string;
  tokens: TokenStore;
  /** The fetch used for the refresh call and the retries (they skip the middleware). */
  fetch: typeof globalThis.fetch;
  /** Builds the Request for a URL, so retries use the same Request class as `fetch` (undici needs its own). */
  Request: typeof globalThis.Request;
  /** The visitor's region and the interface locale, sent with the refresh call as with every call. */
  region: () => string | null | undefined;
  locale: () => string | null | undefined;
  /** Called once when a failed refresh clears the session. */
  onSessionExpired?: () => void;
  /** The mirror's SSO link, if it has one. */
  ssoLink?: () => string | null | undefined;
  /** The current page address, for the SSO `url` parameter. */
  currentUrl?: () => string;
  /** Called with the SSO address when a 401 on the refresh call should send the player there. */
  onSsoRedirect?: (url: string) => void;
  /**
   * Runs the refresh exclusively among every client sharing the store (tabs: a
   * Web Lock); `signal` aborts when the refresh's deadline passes while waiting.
   */
  lock?: <T>(run: () => Promise<T>, signal: AbortSignal) => Promise<T>;
}

/** A call that may be retried after a refresh. */
export interface Pending {
  /** An unconsumed copy of the request, for the retry. */
  copy: Request;
  /** The token the request was sent with. */
  token: string;
  /** The store's session when it was sent. */
  session: string | null | undefined;
}

const bearer = (request: Request) =>
  request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';

/** The refresh middleware: register it after the header middleware (see createApiClient). */
export function refreshMiddleware(options: RefreshOptions): Middleware {
  const { tokens } = options;
  const pending = new Map<string, Pending>();
  let flow: Promise<(saved: Pending, since: number) => Promise<Response>> | undefined;
  /** The flow, loaded within REFRESH_TIMEOUT_MS (the deadline of the whole refresh). */
  const loadFlow = () => {
    flow ??= import('./refresh-flow.ts').then((m) => m.refreshFlow(options));
    let timer: ReturnType<typeof setTimeout> | undefined;
    return Promise.race([
      flow,
      new Promise<never>((_, reject) => {
        timer = setTimeout(reject, REFRESH_TIMEOUT_MS);
      }),
    ])
      .finally(() => clearTimeout(timer))
      .catch((cause: unknown) => {
        flow = undefined;
        throw new ApiError({ kind: 'network', message: 'the token refresh did not load', cause });
      });
  };

  return {
    onRequest({ request, schemaPath, id }) {
      const op = findOperation(request.method, schemaPath);
      const token = bearer(request);
      // The session's own secured calls (/auth/refresh-token, /auth/logout) never refresh.
      if (op?.secured && !op.path.startsWith('/auth/') && token) {
        pending.set(id, { copy: request.clone(), token, session: tokens.session?.() });
      }
      return request;
    },
    async onResponse({ response, id }) {
      const saved = pending.get(id);
      pending.delete(id);
      if (!saved || response.status !== 401) return undefined;
      const since = Date.now();
      return (await loadFlow())(saved, since);
    },
    onError({ id }) {
      pending.delete(id);
    },
  };
}
