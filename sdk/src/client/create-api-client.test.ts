import { describe, expect, it } from 'vitest';
import { zodResponseValidator } from '../validation.ts';
import { createApiClient } from './create-api-client.ts';
import { ApiError } from './errors.ts';
import { json } from './test-api.ts';
import { createMemoryTokenStore } from './token-store.ts';

/** A fetch that records each request and answers with `answer`. */
function recorder(
  answer: (request: Request) => Response | Promise<Response> = () => json(200, { success: true }),
) {
  const requests: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return answer(request);
  };
  return { fetch, requests };
}

const geo = { data: { ip: '95.165.10.21', country_code: 'RU', region: 'RU' } };

describe('createApiClient: addresses', () => {
  it('derives the API host from the page host', async () => {
    const { fetch, requests } = recorder(() => json(200, geo));
    const api = createApiClient({ pageHost: 'www.casino.example', fetch });
    expect(api.baseUrl).toBe('https://api.casino.example');
    await api.GET('/geo_ip');
    expect(requests[0]?.url).toBe('https://api.casino.example/geo_ip');
  });

  it('prefers a configured base URL (development)', () => {
    const api = createApiClient({
      baseUrl: 'http://127.0.0.1:4010/',
      pageHost: 'www.casino.example',
    });
    expect(api.baseUrl).toBe('http://127.0.0.1:4010');
    expect(api.services.crash).toBe('http://127.0.0.1:4010/services/crash');
  });

  it('exposes every game service address by name', () => {
    const api = createApiClient({
      pageHost: 'www.casino.example',
      services: { dice: 'https://dice.other.example/' },
    });
    expect(api.services).toEqual({
      crash: 'https://crash.casino.example',
      cases: 'https://cases.casino.example',
      miner: 'https://miner.casino.example',
      general: 'https://general.casino.example',
      coinflip: 'https://coinflip.casino.example',
      keno: 'https://keno.casino.example',
      dice: 'https://dice.other.example',
    });
  });

  it('sends each game-service call to its service, with the body and the bearer token', async () => {
    const seeds = { game: 'dice', serverSeedHash: 'a'.repeat(64), clientSeed: 'c', nonce: 0 };
    const { fetch, requests } = recorder(() => json(200, seeds));
    const tokens = createMemoryTokenStore('tok');
    const dev = createApiClient({ baseUrl: 'http://127.0.0.1:4010', fetch, tokens });
    await dev.POST('/dice/seeds/rotate', { body: { clientSeed: 'mine' } });
    await dev.GET('/rounds', { params: { query: { game: 'hilo' } } });
    await dev.GET('/hilo/seeds');
    const prod = createApiClient({ pageHost: 'www.casino.example', fetch, tokens });
    await prod.GET('/miner/seeds');
    await prod.GET('/profile/user');
    expect(requests.map((r) => r.url)).toEqual([
      'http://127.0.0.1:4010/services/dice/dice/seeds/rotate',
      'http://127.0.0.1:4010/services/general/rounds?game=hilo',
      'http://127.0.0.1:4010/services/general/hilo/seeds',
      'https://miner.casino.example/miner/seeds',
      'https://api.casino.example/profile/user',
    ]);
    expect(await requests[0]?.json()).toEqual({ clientSeed: 'mine' });
    expect(requests.every((r) => r.headers.get('Authorization') === 'Bearer tok')).toBe(true);
  });

  it('says what is missing without an address', () => {
    expect(() => createApiClient({})).toThrow('createApiClient needs a baseUrl or a pageHost.');
  });
});

describe('createApiClient: headers', () => {
  it('sends Bearer, Region and Accept-Language when known', async () => {
    const { fetch, requests } = recorder(() => json(200, geo));
    const api = createApiClient({
      baseUrl: 'https://api.test',
      fetch,
      tokens: createMemoryTokenStore('abc'),
      region: 'KZ',
      locale: 'kz',
    });
    await api.GET('/geo_ip');
    const headers = requests[0]?.headers;
    expect(headers?.get('Authorization')).toBe('Bearer abc');
    expect(headers?.get('Region')).toBe('KZ');
    expect(headers?.get('Accept-Language')).toBe('kz');
  });

  it('sends no Authorization or Region when there is none', async () => {
    const { fetch, requests } = recorder(() => json(200, geo));
    const api = createApiClient({ baseUrl: 'https://api.test', fetch, locale: () => undefined });
    await api.GET('/geo_ip');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[0]?.headers.has('Region')).toBe(false);
    expect(requests[0]?.headers.has('Accept-Language')).toBe(false);
  });

  it('reads region and locale at each request and sends the Brazilian locale as pt-BR', async () => {
    const { fetch, requests } = recorder(() => json(200, geo));
    let locale = 'ru';
    let region: string | undefined;
    const api = createApiClient({
      baseUrl: 'https://api.test',
      fetch,
      locale: () => locale,
      region: () => region,
    });
    await api.GET('/geo_ip');
    locale = 'br';
    region = 'TR';
    await api.GET('/geo_ip');
    expect(requests.map((r) => r.headers.get('Accept-Language'))).toEqual(['ru', 'pt-BR']);
    expect(requests.map((r) => r.headers.get('Region'))).toEqual([null, 'TR']);
  });
});

describe('createApiClient: errors', () => {
  it('rejects a non-2xx answer with ApiError carrying status, lines and body', async () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { email: ['validation.email'], password: ['a', 'b'] },
    };
    const { fetch } = recorder(() => json(422, body));
    const api = createApiClient({ baseUrl: 'https://api.test', fetch });
    const error = await api
      .POST('/api/v2/auth/login/email/password', { body: { email: 'x@y.z', password: 'secret1' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 422,
      operation: 'POST /api/v2/auth/login/email/password',
      body,
      lines: [
        { field: 'email', message: 'validation.email' },
        { field: 'password', message: 'a' },
        { field: 'password', message: 'b' },
      ],
    });
  });

  it('turns a non-JSON error page into ApiError with the raw text', async () => {
    const { fetch } = recorder(() => new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    const api = createApiClient({ baseUrl: 'https://api.test', fetch });
    const error = (await api.GET('/geo_ip').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
    expect(error.body).toBe('<html>502 Bad Gateway</html>');
    expect(error.lines).toEqual([]);
  });

  it('turns a malformed 2xx body into ApiError, not a crash', async () => {
    const { fetch } = recorder(
      () =>
        new Response('{"data": {', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const api = createApiClient({ baseUrl: 'https://api.test', fetch });
    const error = (await api.GET('/geo_ip').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('malformed');
    expect(error.message).toContain('GET /geo_ip answered 200 with a body that is not JSON');
  });

  it('says JSON sent under another Content-Type as such, still refused as malformed', async () => {
    const { fetch } = recorder(
      () =>
        new Response('{"data": {"ip": "1.2.3.4"}}', {
          status: 200,
          headers: { 'Content-Type': 'application/octet-stream' },
        }),
    );
    const api = createApiClient({ baseUrl: 'https://api.test', fetch });
    const error = (await api.GET('/geo_ip').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('malformed');
    expect(error.message).toBe(
      'GET /geo_ip answered 200 with a JSON body sent as application/octet-stream, not application/json',
    );
  });

  it('turns a network failure into ApiError of kind network', async () => {
    const fetch: typeof globalThis.fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const api = createApiClient({ baseUrl: 'https://api.test', fetch });
    const error = (await api.GET('/geo_ip').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.message).toBe('GET /geo_ip got no answer: fetch failed');
  });

  it('validates 2xx bodies with the zod schemas when asked', async () => {
    const { fetch } = recorder(() => json(200, { data: { ip: 1 } }));
    const checked = createApiClient({
      baseUrl: 'https://api.test',
      fetch,
      validate: zodResponseValidator,
    });
    const error = (await checked.GET('/geo_ip').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('invalid-response');
    expect(error.issues.join('\n')).toContain('data.ip');
    const unchecked = createApiClient({ baseUrl: 'https://api.test', fetch });
    await expect(unchecked.GET('/geo_ip')).resolves.toMatchObject({ data: { data: { ip: 1 } } });
  });
});
