import type { Middleware } from 'openapi-fetch';

/** Adds the `Region` header when the region is known. */
export function regionMiddleware(region: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      const value = region();
      if (value) request.headers.set('Region', value);
      return request;
    },
  };
}
