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
    onRequest({ request, schemaPath }) {
      const service = serviceOfPath(schemaPath);
      if (!service || !request.url.startsWith(baseUrl)) return request;
      return new RequestImpl(services[service] + request.url.slice(baseUrl.length), request);
    },
  };
}
