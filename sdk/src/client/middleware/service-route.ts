import type { Middleware } from 'openapi-fetch';
import { serviceOfPath } from '../../rules/games.ts';
import type { ServiceUrls } from '../hosts.ts';

/**
 * Sends a game-service call (`/dice/rounds`, `/rounds`...) to its service's
 * base address instead of the API's (SPEC.md section 7: separate base
 * addresses; the rule is `serviceOfPath`). Runs first, so every later
 * middleware, the token refresh's retry included, sees the final address.
 */
export function serviceRouteMiddleware(
  baseUrl: string,
  services: ServiceUrls,
  RequestImpl: typeof globalThis.Request,
): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const service = serviceOfPath(schemaPath);
      if (!service || !request.url.startsWith(baseUrl)) return request;
      // A copy with the body read whole: a Request made from another one's
      // stream needs `duplex` in browsers and goes out chunked in Node.
      const body = request.body ? await request.arrayBuffer() : undefined;
      return new RequestImpl(services[service] + request.url.slice(baseUrl.length), {
        method: request.method,
        headers: request.headers,
        body,
        signal: request.signal,
      });
    },
  };
}
