// A fake API for the client tests, passed in as `fetch` (no global patching).
// It knows one valid token; calls with another answer 401; the refresh call
// hands out the next token, fails, or answers 401, as the test asks.

export type RefreshMode =
  | 'ok'
  | 'fail' // 500
  | '401'
  | '403'
  | '429'
  | '502'
  | 'garbage' // a 200 with HTML
  | 'truncated'; // a 200 with cut JSON

export interface FakeApi {
  fetch: typeof globalThis.fetch;
  /** The token the server accepts now. */
  valid: string;
  refreshCalls: string[];
  /** Bodies of calls that got through (valid token), by path. */
  accepted: { path: string; body: string; headers: Headers }[];
  /** Every request seen, in order. */
  seen: { path: string; authorization: string | null }[];
}

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** Creates the fake API. `delay` wraps every answer (the fast-check scheduler plugs in here). */
export function createFakeApi(
  options: {
    valid?: string;
    refresh?: RefreshMode;
    delay?: <T>(p: Promise<T>) => Promise<T>;
    /** Each token refreshes once, as the sandbox's: a second refresh with it is a 401. */
    singleUse?: boolean;
  } = {},
): FakeApi {
  let generation = 1;
  const spent = new Set<string>();
  const api: FakeApi = {
    valid: options.valid ?? 'token-1',
    refreshCalls: [],
    accepted: [],
    seen: [],
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const answer = (async () => {
        const path = new URL(request.url).pathname;
        const authorization = request.headers.get('Authorization');
        const body = await request.text();
        api.seen.push({ path, authorization });
        if (path === '/auth/refresh-token') {
          api.refreshCalls.push(authorization ?? '');
          if (options.singleUse && spent.has(authorization ?? ''))
            return json(401, { message: 'Unauthenticated.' }, { 'WWW-Authenticate': 'Bearer' });
          spent.add(authorization ?? '');
          const mode = options.refresh ?? 'ok';
          if (mode === '401')
            return json(401, { message: 'Unauthenticated.' }, { 'WWW-Authenticate': 'Bearer' });
          if (mode === 'fail') return json(500, { message: 'Server Error' });
          if (mode === '403') return json(403, { message: 'Forbidden' });
          if (mode === '429') return json(429, { message: 'Too Many Attempts.' });
          if (mode === '502') return new Response('<html>Bad Gateway</html>', { status: 502 });
          if (mode === 'truncated')
            return new Response('{"access_token":"tok', {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            });
          if (mode === 'garbage') return new Response('<html>oops</html>', { status: 200 });
          generation += 1;
          api.valid = `token-${generation}`;
          return json(200, { access_token: api.valid });
        }
        const isPublic = path.startsWith('/api/v2/auth/login') || path === '/geo_ip';
        if (!isPublic && authorization !== `Bearer ${api.valid}`) {
          return json(401, { message: 'Unauthenticated.' }, { 'WWW-Authenticate': 'Bearer' });
        }
        if (isPublic && path.startsWith('/api/v2/auth/login')) {
          return json(401, { message: 'Wrong password', errors: { password: ['auth.failed'] } });
        }
        api.accepted.push({ path, body, headers: request.headers });
        return json(200, { success: true });
      })();
      return options.delay ? options.delay(answer) : answer;
    },
  };
  return api;
}
