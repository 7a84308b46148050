// The answers every handler shares: the spec's error bodies (SPEC.md section 8:
// `errors` maps a field to message codes the client translates through
// error.* keys) and the acknowledgement.

/** 422 with field messages. */
export const invalid = (errors: Record<string, string[]>) => ({
  status: 422 as const,
  body: { message: 'The given data was invalid.', errors },
});

/** 401: no valid bearer token. */
export const unauthorized = () => ({
  status: 401 as const,
  body: { message: 'Unauthenticated.' },
  headers: { 'WWW-Authenticate': 'Bearer realm="api"' },
});

/** 404 with what was not found. */
export const notFound = (what: string) => ({
  status: 404 as const,
  body: { message: `${what} not found.`, code: 404 },
});

/** 200 `{ success: true }`. */
export const done = () => ({ status: 200 as const, body: { success: true } });
