// The spec against SPEC.md section 7: every documented call with its exact
// method and path, nothing undocumented without x-inferred, and the shape every
// operation promises (summary, tag, operationId, security, errors, examples).
import { beforeAll, describe, expect, it } from 'vitest';
import documented from './fixtures/documented-operations.json' with { type: 'json' };
import { type Json, listOperations, loadBundledSpec, type Operation } from './spec-model.ts';

const DOCUMENTED_TAGS = [
  'auth',
  'password recovery',
  'session and profile',
  'tracking',
  'mirrors',
  'bonuses and free spins',
  'billing',
  'geo',
];

let doc: Json;
let operations: Operation[];
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

beforeAll(async () => {
  doc = await loadBundledSpec();
  operations = listOperations(doc);
});

function operation(method: string, path: string): Operation {
  const found = operations.find((op) => key(op.method, op.path) === key(method, path));
  if (!found) throw new Error(`${key(method, path)} is not in the spec`);
  return found;
}

/** The named examples of an answer: JSON, or a stream's (each example one message's data). */
function exampleValues(response: Json): Record<string, Json> {
  const content = response.value.content;
  const examples = (content['application/json'] ?? content['text/event-stream']).examples ?? {};
  return Object.fromEntries(Object.entries<Json>(examples).map(([name, e]) => [name, e.value]));
}

describe('documented operations (SPEC.md section 7)', () => {
  it('the fixture lists the 55 documented calls, each once', () => {
    const keys = documented.operations.map((o) => key(o.method, o.path));
    expect(keys).toHaveLength(55);
    expect(new Set(keys).size).toBe(55);
  });

  it.each(documented.operations)(
    '$method $path is present and not marked inferred',
    ({ method, path }) => {
      const op = operation(method, path);
      expect(op.inferred).toBe(false);
      expect(DOCUMENTED_TAGS).toContain(op.value.tags[0]);
    },
  );

  it('every operation not in the fixture says x-inferred: true and why', () => {
    const listed = new Set(documented.operations.map((o) => key(o.method, o.path)));
    const others = operations.filter((op) => !listed.has(key(op.method, op.path)));
    expect(others.length).toBeGreaterThan(0);
    for (const op of others) {
      expect(op.inferred, `${key(op.method, op.path)} lacks x-inferred`).toBe(true);
      expect(op.value.description, key(op.method, op.path)).toMatch(/^Inferred: .*SPEC\.md/s);
    }
  });

  it('paths carry no query strings and start with /', () => {
    for (const op of operations) expect(op.path).toMatch(/^\/[^?]*$/);
  });

  it('the type=sms query is a parameter of the SMS code calls', () => {
    for (const path of ['/api/v2/auth/login/phone/code', '/api/v2/auth/login/phone/code/resend']) {
      const type = operation('POST', path).parameters.find(
        (p) => p.in === 'query' && p.name === 'type',
      );
      expect(type?.value.schema.enum).toEqual(['sms']);
    }
    expect(
      operation('POST', '/api/v2/auth/login/phone/code').parameters.find((p) => p.name === 'type')
        ?.value.required,
    ).toBe(false);
  });
});

describe('every operation', () => {
  it('has a summary, one defined tag and a unique operationId that reads as a function name', () => {
    const tags = new Set(doc.tags.map((t: Json) => t.name));
    const ids = new Set<string>();
    for (const op of operations) {
      const where = key(op.method, op.path);
      expect(op.value.summary, where).toMatch(/\S/);
      expect(op.value.tags, where).toHaveLength(1);
      expect(tags.has(op.value.tags[0]), where).toBe(true);
      expect(op.value.operationId, where).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(ids.has(op.value.operationId), `${where} repeats ${op.value.operationId}`).toBe(false);
      ids.add(op.value.operationId);
    }
  });

  it('takes the shared Region and Accept-Language headers', () => {
    for (const op of operations) {
      const refs = new Set(op.parameters.map((p) => p.pointer));
      expect(refs.has('#/components/parameters/Region'), key(op.method, op.path)).toBe(true);
      expect(refs.has('#/components/parameters/AcceptLanguage'), key(op.method, op.path)).toBe(
        true,
      );
    }
  });

  it('is bearer-secured unless it says security: [], and a secured one documents the 401', () => {
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    for (const op of operations) {
      const where = key(op.method, op.path);
      if (op.secured) {
        expect(op.responses['401']?.pointer, where).toBe('#/components/responses/Unauthorized');
      } else {
        expect(op.value.security, where).toEqual([]);
        expect(op.responses['401'], where).toBeUndefined();
      }
    }
  });

  it('shares the error answers: 500 everywhere, 422 wherever a body is sent', () => {
    for (const op of operations) {
      const where = key(op.method, op.path);
      expect(op.responses['500']?.pointer, where).toBe('#/components/responses/ServerError');
      if (op.requestBody) {
        expect(op.responses['422']?.pointer, where).toBe('#/components/responses/ValidationError');
      }
    }
  });

  it('has exactly one success answer with at least one named example', () => {
    for (const op of operations) {
      const where = key(op.method, op.path);
      const successes = Object.keys(op.responses).filter((code) => code.startsWith('2'));
      expect(successes, where).toEqual(['200']);
      const success = op.responses['200'];
      expect(Object.keys(exampleValues(success)).length, where).toBeGreaterThan(0);
    }
  });

  it('sending a body gives a valid named request example (the smoke test sends it)', () => {
    for (const op of operations.filter((o) => o.requestBody)) {
      const media = op.requestBody?.value.content['application/json'];
      expect(media?.examples?.valid?.value, key(op.method, op.path)).toBeDefined();
    }
  });
});

describe('shared error components', () => {
  it('401 names the bearer scheme in WWW-Authenticate', () => {
    const unauthorized = doc.components.responses.Unauthorized;
    expect(unauthorized.headers['WWW-Authenticate'].example).toMatch(/^Bearer/);
  });

  it('422 carries the errors object: field -> list of messages', () => {
    const schema = doc.components.schemas.ErrorBody;
    expect(schema.properties.errors.additionalProperties).toEqual({
      type: 'array',
      items: { type: 'string' },
    });
    const example = doc.components.responses.ValidationError.content['application/json'].examples;
    for (const e of Object.values<Json>(example))
      expect(Object.keys(e.value.errors).length).toBeGreaterThan(0);
  });

  it('the geo call answers 451 for a blocked region', () => {
    expect(operation('GET', '/geo_ip').responses['451']?.pointer).toBe(
      '#/components/responses/UnavailableForLegalReasons',
    );
  });
});

describe('examples where state matters', () => {
  it('profile: zero and non-zero balance, with and without a currency, every verification status', () => {
    const examples = Object.values(
      exampleValues(operation('GET', '/profile/user').responses['200']),
    );
    expect(examples.some((p) => p.balance === 0 && p.currency !== null)).toBe(true);
    expect(examples.some((p) => p.balance > 0 && p.currency !== null)).toBe(true);
    expect(examples.some((p) => p.currency === null)).toBe(true);
    const statuses: string[] = doc.components.schemas.VerificationStatus.enum;
    expect(statuses).toHaveLength(8);
    for (const status of statuses) {
      expect(
        examples.some((p) => p.verification.data.status === status),
        status,
      ).toBe(true);
    }
  });

  it('invoice status: pending and paid (3)', () => {
    const examples = exampleValues(
      operation('GET', '/billing/payment/status/{invoiceId}').responses['200'],
    );
    expect(examples.paid?.status).toBe(3);
    expect(examples.pending?.status).not.toBe(3);
  });

  it('geo: RU, KZ and TR, and a blocked region', () => {
    const geo = operation('GET', '/geo_ip');
    const countries = Object.values(exampleValues(geo.responses['200'])).map(
      (g) => g.data.country_code,
    );
    expect(countries).toEqual(expect.arrayContaining(['RU', 'KZ', 'TR']));
    const blocked = Object.values(exampleValues(geo.responses['451']));
    expect(blocked.length).toBeGreaterThan(0);
  });
});

describe('servers', () => {
  it('derive the API host from the page host and include the local mock', () => {
    const urls = doc.servers.map((s: Json) => s.url);
    expect(urls).toContain('https://api.{domain}');
    expect(urls).toContain('http://127.0.0.1:4010');
  });
});
