// Contract smoke test: the programmatic Prism mock serves the bundled spec, and
// every operation, called with a valid request built from the spec's own
// examples, answers its documented success: raw (checked with JSON Schema) and
// through the SDK (checked by the generated zod schemas). Secured operations
// answer 401 without a token. Every call has a client timeout: Prism can hang
// on a bad body. A live stream (text/event-stream) is asked for as one and the
// mock answers one message's data, its example; streams are read by
// EventSource and the SDK's stream reader, not by the request client, so the
// SDK pass leaves them out (the sandbox's tests read real streams).
import {
  createSpecValidator,
  exampleBody,
  exampleParams,
  examplePath,
  type Json,
  listOperations,
  loadBundledSpec,
  type Operation,
  type SpecValidator,
} from '@casino/openapi/spec-model';
import { type ApiClient, createApiClient } from '@casino/sdk';
import { zodResponseValidator } from '@casino/sdk/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, startMockServer } from './mock-server.ts';

const TIMEOUT_MS = 10_000;
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEwMDF9.smoke';

let mock: MockServer;
let doc: Json;
let operations: Operation[];
let validator: SpecValidator;
let sdk: ApiClient;

beforeAll(async () => {
  mock = await startMockServer();
  doc = await loadBundledSpec();
  operations = listOperations(doc);
  validator = createSpecValidator(doc);
  sdk = createApiClient({
    baseUrl: mock.url,
    validate: zodResponseValidator,
    region: 'RU',
    locale: 'ru',
    fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }),
  });
});

afterAll(async () => {
  await mock?.stop();
});

interface Call {
  url: string;
  init: RequestInit;
}

/** The media type of the operation's success answer. */
const mediaOf = (op: Operation): string =>
  Object.keys(op.responses['200']?.value.content ?? {})[0] ?? 'application/json';

/** A valid request for `op`, from the examples of its parameters and body. */
function validRequest(op: Operation, headers: Record<string, string> = {}): Call {
  const body = exampleBody(op);
  return {
    url: `${mock.url}${examplePath(op)}`,
    init: {
      method: op.method.toUpperCase(),
      headers: {
        Accept: mediaOf(op),
        'Accept-Language': 'ru',
        Region: 'RU',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    },
  };
}

async function send({
  url,
  init,
}: Call): Promise<{ status: number; headers: Headers; body: Json }> {
  const response = await fetch(url, init);
  const text = await response.text();
  // A stream's one message: its data is the JSON.
  const json = response.headers.get('content-type')?.startsWith('text/event-stream')
    ? (/^data: (.*)$/m.exec(text)?.[1] ?? '')
    : text;
  return {
    status: response.status,
    headers: response.headers,
    body: json ? JSON.parse(json) : undefined,
  };
}

const label = (op: Operation) => `${op.method.toUpperCase()} ${op.path}`;

describe('every operation against the mock', () => {
  it('covers all 124 operations (55 documented, 69 inferred: 30 on the API, 39 on the game services)', () => {
    expect(operations).toHaveLength(124);
    expect(operations.filter((op) => op.inferred)).toHaveLength(69);
  });

  it('answers the documented success status with a body that fits its schema', async () => {
    for (const op of operations) {
      const headers: Record<string, string> = op.secured
        ? { Authorization: `Bearer ${TOKEN}` }
        : {};
      const { status, body } = await send(validRequest(op, headers));
      expect(status, label(op)).toBe(200);
      const media = mediaOf(op).replace('/', '~1');
      const schema = `${op.responses['200']?.pointer}/content/${media}/schema`;
      expect(validator.validate(schema, body), label(op)).toEqual([]);
    }
  });

  it('through the SDK, every operation resolves with data the zod schemas accept', async () => {
    sdk.tokens.set(TOKEN);
    // The operations come from the spec at run time, so the typed path union does not apply.
    const request = sdk.request as unknown as (
      method: string,
      url: string,
      init: object,
    ) => Promise<{ data?: unknown; response: Response }>;
    for (const op of operations.filter((o) => mediaOf(o) === 'application/json')) {
      const result = await request(op.method, op.path, {
        params: exampleParams(op),
        body: exampleBody(op),
      });
      expect(result.response.status, label(op)).toBe(200);
      expect(result.data, label(op)).toBeDefined();
    }
  });

  it('through the SDK, a secured operation without a token rejects with ApiError 401', async () => {
    sdk.tokens.clear();
    await expect(sdk.GET('/profile/user')).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 401,
      operation: 'GET /profile/user',
    });
  });

  it('answers 401 with WWW-Authenticate to a secured operation without a token', async () => {
    const secured = operations.filter((op) => op.secured);
    expect(secured.length).toBeGreaterThan(10);
    for (const op of secured) {
      const { status, headers } = await send(validRequest(op));
      expect(status, label(op)).toBe(401);
      expect(headers.get('www-authenticate'), label(op)).toMatch(/^Bearer/);
    }
  });
});

describe('documented error and state answers', () => {
  const find = (method: string, path: string) => {
    const op = operations.find((o) => label(o) === `${method} ${path}`);
    if (!op) throw new Error(`${method} ${path} missing`);
    return op;
  };

  it('a malformed login body gets 422 with the errors object', async () => {
    const call = validRequest(find('POST', '/api/v2/auth/login/email/password'));
    call.init.body = JSON.stringify({ email: 'not-an-email' });
    const { status, body, headers } = await send(call);
    expect(status).toBe(422);
    expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    expect(headers.get('sl-violations')).toContain('password');
  });

  it('geo answers 451 for a blocked region on request', async () => {
    const { status, body } = await send(
      validRequest(find('GET', '/geo_ip'), { Prefer: 'code=451' }),
    );
    expect(status).toBe(451);
    expect(body.message).toMatch(/Legal/);
  });

  it('named examples are served: the paid invoice has status 3', async () => {
    const op = find('GET', '/billing/payment/status/{invoiceId}');
    const paid = await send(
      validRequest(op, { Authorization: `Bearer ${TOKEN}`, Prefer: 'example=paid' }),
    );
    expect(paid.body).toEqual({ status: 3 });
    const pending = await send(
      validRequest(op, { Authorization: `Bearer ${TOKEN}`, Prefer: 'example=pending' }),
    );
    expect(pending.body.status).not.toBe(3);
  });
});
