import type { Middleware } from 'openapi-fetch';
import { acceptLanguageFor } from '../../rules/locales.ts';

/** Adds `Accept-Language` for the interface locale (the Brazilian locale as pt-BR). */
export function acceptLanguageMiddleware(locale: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      const value = locale();
      if (value) request.headers.set('Accept-Language', acceptLanguageFor(value));
      return request;
    },
  };
}
