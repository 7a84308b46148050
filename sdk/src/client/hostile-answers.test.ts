// Answers and arguments a hostile or broken server (or caller) can produce:
// object keys named after Object.prototype's members, empty success bodies,
// and path parameters that are dot segments.
import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client.ts';
import { ApiError, errorLines } from './errors.ts';
import { serverMap } from './server-map.ts';
import { json } from './test-api.ts';
import { createMemoryTokenStore } from './token-store.ts';

/** A fetch that records each URL and answers with `answer`. */
function recorder(answer: () => Response = () => json(200, { success: true })) {
  const urls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    urls.push((input instanceof Request ? input : new Request(input, init)).url);
    return answer();
  };
  return { fetch, urls };
}

const HOSTILE_KEYS = ['constructor', '__proto__', 'valueOf', 'hasOwnProperty', 'toString'];

describe('server maps', () => {
  it('keeps only own keys, with no prototype behind them', () => {
    const map = serverMap(JSON.parse('{"__proto__": {"polluted": 1}, "a": 2}'));
    expect(Object.getPrototypeOf(map)).toBeNull();
    expect(Object.keys(map)).toEqual(['__proto__', 'a']);
    expect(map.constructor).toBeUndefined();
    expect(map.valueOf).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(serverMap([1, 2]))).toEqual([]);
    expect(Object.keys(serverMap('text'))).toEqual([]);
  });

  it('turns an errors object with hostile field names into plain lines', () => {
    const errors = Object.fromEntries(HOSTILE_KEYS.map((key) => [key, [`${key} bad`]]));
    const body = JSON.parse(JSON.stringify({ errors }));
    const lines = errorLines(body);
    expect(lines.map((l) => l.field)).toEqual(HOSTILE_KEYS);
    expect(lines.map((l) => l.message)).toEqual(HOSTILE_KEYS.map((key) => `${key} bad`));
    expect(errorLines({ errors: [] })).toEqual([]);
    expect(errorLines({ errors: { email: [{}, 5, 'ok'] } })).toEqual([
      { field: 'email', message: 'ok' },
    ]);
  });

  it('reads no errors from an answer whose errors sit only on its prototype', () => {
    const body = Object.create({ errors: { email: ['inherited'] } });
    expect(errorLines(body)).toEqual([]);
  });
});

describe('empty success answers where the spec declares JSON', () => {
  for (const [label, answer] of [
    ['204 without a body', () => new Response(null, { status: 204 })],
    ['200 with an empty body', () => new Response('', { status: 200 })],
    [
      '200 JSON with blanks only',
      () => new Response('  \n', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ],
  ] as const) {
    it(`rejects ${label} as malformed`, async () => {
      const { fetch } = recorder(answer);
      const api = createApiClient({ baseUrl: 'https://api.test', fetch });
      for (const call of [
        () => api.GET('/games/slots', {}),
        () => api.GET('/content/faq'),
        () => api.GET('/api/v2/billing/data'),
        () => api.GET('/games/{slug}/demo', { params: { path: { slug: 'book-of-dead' } } }),
      ]) {
        const error = await call().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ kind: 'malformed' });
        expect((error as ApiError).message).toMatch(
          / answered 20[04] with a body that is not JSON: \s*$/,
        );
      }
    });
  }
});

describe('path parameters that are dot segments', () => {
  it('refuses a promo `..` before any request, so the token never goes to another path', async () => {
    const { fetch, urls } = recorder();
    const api = createApiClient({
      baseUrl: 'https://api.test',
      fetch,
      tokens: createMemoryTokenStore('secret-token'),
    });
    const error = await api
      .GET('/bonus-system/bonus/{promo}', { params: { path: { promo: '..' } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'refused',
      status: 0,
      operation: 'GET /bonus-system/bonus/{promo}',
    });
    expect((error as ApiError).message).toBe(
      'GET /bonus-system/bonus/{promo} not sent: path parameter promo is ".."',
    );
    expect(urls).toEqual([]);
  });

  it('refuses a slug `..`, `.`, empty or %-encoded dots; other values go out encoded', async () => {
    const { fetch, urls } = recorder(() => json(200, { data: { url: 'https://g.test/' } }));
    const api = createApiClient({ baseUrl: 'https://api.test', fetch });
    for (const slug of ['..', '.', '', '%2e%2e', '%2E.', '.%2e', '%2e']) {
      const error = await api
        .GET('/games/{slug}/demo', { params: { path: { slug } } })
        .catch((e: unknown) => e);
      expect(error, slug).toMatchObject({ kind: 'refused' });
    }
    expect(urls).toEqual([]);
    await api.GET('/games/{slug}/demo', { params: { path: { slug: '...' } } });
    await api.GET('/games/{slug}/demo', { params: { path: { slug: '../x' } } });
    expect(urls).toEqual(['https://api.test/games/.../demo', 'https://api.test/games/..%2Fx/demo']);
  });
});
