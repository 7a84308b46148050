// Token refresh (SPEC.md section 4). A 401 on a call made with a token triggers
// exactly one POST /auth/refresh-token for that token, however many calls fail
// at once; each waiting call is retried once, with its body intact, with the
// new token. A failed refresh rejects them all with `Cant refresh token` and
// clears the session once; a 401 on the refresh itself also sends the player to
// SSO when the mirror has a link. No loops: a retried call that gets 401 again
// does not refresh again, and public calls (login, register) and the refresh
// call never trigger one.
import type { Middleware } from 'openapi-fetch';
import { ApiError, REFRESH_FAILED_MESSAGE } from '../errors.ts';
import { ssoRedirectUrl } from '../hosts.ts';
import { findOperation, REFRESH_PATH } from '../operations.ts';
import type { TokenStore } from '../token-store.ts';
import { describeFailure } from './response-guard.ts';

/** What the refresh middleware needs from the client. */
export interface RefreshOptions {
  baseUrl: string;
  tokens: TokenStore;
  /** The fetch used for the refresh call and the retries (they skip the middleware). */
  fetch: typeof globalThis.fetch;
  /** Builds the Request for a URL, so retries use the same Request class as `fetch` (undici needs its own). */
  Request: typeof globalThis.Request;
  /** Headers every request carries besides the token (Region, Accept-Language). */
  commonHeaders: () => Record<string, string>;
  /** Called once when a failed refresh clears the session. */
  onSessionExpired?: () => void;
  /** The mirror's SSO link, if it has one. */
  ssoLink?: () => string | null | undefined;
  /** The current page address, for the SSO `url` parameter. */
  currentUrl?: () => string;
  /** Called with the SSO address when a 401 on the refresh call should send the player there. */
  onSsoRedirect?: (url: string) => void;
}

interface Pending {
  /** An unconsumed copy of the request, for the retry. */
  copy: Request;
  /** The token the request was sent with. */
  token: string;
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

const bearer = (request: Request) =>
  request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';

/** The refresh middleware: register it after the header middleware (see createApiClient). */
export function refreshMiddleware(options: RefreshOptions): Middleware {
  const pending = new Map<string, Pending>();
  /** Refresh calls in flight, by the token they replace. */
  const inflight = new Map<string, Promise<string>>();
  /** Tokens whose refresh failed: their callers fail at once, the session is not cleared twice. */
  const failed = new Set<string>();

  const refreshFailed = (status: number, cause?: unknown) =>
    new ApiError({
      kind: 'refresh',
      status,
      message: REFRESH_FAILED_MESSAGE,
      operation: `POST ${REFRESH_PATH}`,
      cause,
    });

  async function refresh(oldToken: string): Promise<string> {
    let response: Response;
    try {
      response = await options.fetch(
        new options.Request(`${options.baseUrl}${REFRESH_PATH}`, {
          method: 'POST',
          headers: {
            ...options.commonHeaders(),
            Accept: 'application/json',
            Authorization: `Bearer ${oldToken}`,
          },
        }),
      );
    } catch (cause) {
      throw endSession(0, cause);
    }
    if (response.status === 401) {
      const error = endSession(401);
      const link = options.ssoLink?.();
      if (link && options.onSsoRedirect) {
        const here =
          options.currentUrl?.() ??
          (globalThis as { location?: { href?: string } }).location?.href ??
          '';
        options.onSsoRedirect(ssoRedirectUrl(link, here));
      }
      throw error;
    }
    let token: unknown;
    try {
      token = response.ok
        ? ((await response.json()) as { access_token?: unknown }).access_token
        : undefined;
    } catch (cause) {
      throw endSession(response.status, cause);
    }
    if (typeof token !== 'string' || token === '') throw endSession(response.status);
    // A logout or another login while refreshing wins: keep their token.
    if (options.tokens.get() === oldToken) options.tokens.set(token);
    return token;

    function endSession(status: number, cause?: unknown): ApiError {
      failed.add(oldToken);
      if (options.tokens.get() === oldToken) {
        options.tokens.clear();
        options.onSessionExpired?.();
      }
      return refreshFailed(status, cause);
    }
  }

  function refreshOnce(oldToken: string): Promise<string> {
    let promise = inflight.get(oldToken);
    if (!promise) {
      promise = refresh(oldToken).finally(() => inflight.delete(oldToken));
      inflight.set(oldToken, promise);
    }
    return promise;
  }

  return {
    onRequest({ request, schemaPath, id }) {
      const op = findOperation(request.method, schemaPath);
      const token = bearer(request);
      if (op?.secured && op.path !== REFRESH_PATH && token) {
        pending.set(id, { copy: request.clone(), token });
      }
      return request;
    },
    async onResponse({ response, id }) {
      const saved = pending.get(id);
      pending.delete(id);
      if (!saved || response.status !== 401) return undefined;
      const current = options.tokens.get();
      let token: string;
      if (current && current !== saved.token) {
        token = current; // already refreshed (or logged in again) since this call left
      } else if (failed.has(saved.token)) {
        throw refreshFailed(401);
      } else {
        token = await refreshOnce(saved.token);
      }
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
    },
    onError({ id }) {
      pending.delete(id);
    },
  };
}
