import type { Middleware } from 'openapi-fetch';
import type { TokenStore } from '../token-store.ts';

/** Adds `Authorization: Bearer <token>` when the store has a token. */
export function authMiddleware(tokens: TokenStore): Middleware {
  return {
    onRequest({ request }) {
      const token = tokens.get();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}
