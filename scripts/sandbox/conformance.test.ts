// The whole stack keeps to the contract at its edges: every operation of the
// bundled spec, called with a valid request (its own examples) and with each
// kind of bad one — a field of the wrong type, the required fields missing,
// a property the schema does not name, a `null` body, broken JSON, a body
// over the limit, a path parameter that names nothing, a query value out of
// its schema, no token — answers a status the operation documents, never a
// 5xx, with a body its schema for that status accepts. Run twice: through
// the front and Prism's validating proxy (what clients meet: Prism then
// finds no fault with any answer), and through the front straight to the
// sandbox (`npm run audit`'s stack: the same answers without the proxy),
// and to the sandbox's own address with nothing in front.
// The cases come from the spec itself, so a new operation is covered as
// soon as it is described.
import {
  createSpecValidator,
  exampleBody,
  examplePath,
  type Json,
  listOperations,
  loadBundledSpec,
  type Operation,
  type SpecValidator,
} from '@casino/openapi/spec-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../request-body.ts';
import { type SandboxStack, startSandboxStack } from './index.ts';

/** One request of a case: what is sent, and what it is. */
interface Case {
  what: string;
  path: string;
  body?: string;
  token: boolean;
}

const label = (op: Operation) => `${op.method.toUpperCase()} ${op.path}`;
const isStream = (op: Operation) =>
  Object.keys(op.responses['200']?.value.content ?? {}).includes('text/event-stream');

/** A value of another JSON type than `value`'s. */
const wrongTypeOf = (value: unknown): unknown => (typeof value === 'string' ? 12345 : 'text');

/** Every case of an operation: the valid request first, then each kind of bad one. */
function casesOf(op: Operation): Case[] {
  const valid: Case = { what: 'valid', path: examplePath(op), token: op.secured };
  const example = exampleBody(op);
  if (example !== undefined) valid.body = JSON.stringify(example);
  const cases: Case[] = [valid];
  if (op.secured) cases.push({ ...valid, what: 'no token', token: false });
  for (const p of op.parameters.filter((p) => p.in === 'path')) {
    for (const value of ['0', 'nothing-of-that-name', '-1.5'])
      cases.push({
        ...valid,
        what: `path ${p.name}=${value}`,
        path: examplePath(op, { name: p.name, value }),
      });
  }
  for (const p of op.parameters.filter((p) => p.in === 'query')) {
    for (const value of ['-1', 'x', '1e309', '']) {
      const [path, search = ''] = valid.path.split('?');
      const query = new URLSearchParams(search);
      query.set(p.name, value);
      cases.push({ ...valid, what: `query ${p.name}=${value}`, path: `${path}?${query}` });
    }
  }
  if (op.requestBody) {
    const fields =
      example !== null && typeof example === 'object' && !Array.isArray(example) ? example : {};
    for (const [key, value] of Object.entries(fields)) {
      cases.push({
        ...valid,
        what: `body ${key} of the wrong type`,
        body: JSON.stringify({ ...fields, [key]: wrongTypeOf(value) }),
      });
      // A number past any bound its schema may set, either way.
      if (typeof value === 'number')
        for (const far of [-1, 0.001, 1e12])
          cases.push({
            ...valid,
            what: `body ${key}=${far}`,
            body: JSON.stringify({ ...fields, [key]: far }),
          });
    }
    cases.push(
      { ...valid, what: 'body {}', body: '{}' },
      {
        ...valid,
        what: 'an extra property',
        body: JSON.stringify({ ...fields, unexpected_field: 1 }),
      },
      { ...valid, what: 'body null', body: 'null' },
      { ...valid, what: 'body [] ', body: '[]' },
      { ...valid, what: 'broken JSON', body: '{"email":' },
      {
        ...valid,
        what: 'a body over the limit',
        body: JSON.stringify({ ...fields, padding: 'x'.repeat(MAX_BODY_BYTES) }),
      },
      { ...valid, what: 'no body', body: undefined },
    );
    // Without a token the 401 comes first, whatever the body.
    if (op.secured)
      cases.push(
        { ...valid, what: 'no token, body null', body: 'null', token: false },
        { ...valid, what: 'no token, broken JSON', body: '{"a":', token: false },
      );
  }
  return cases;
}

/** What is wrong with the answer to a case (nothing: an empty list). */
async function problemsOf(
  validator: SpecValidator,
  op: Operation,
  answer: Response,
): Promise<string[]> {
  const documented = op.responses[String(answer.status)] ?? op.responses.default;
  if (answer.status >= 500) return [`answered ${answer.status}: ${await answer.text()}`];
  if (!documented) return [`answered ${answer.status}, which it does not document`];
  const type = (answer.headers.get('content-type') ?? '').split(';')[0] ?? '';
  if (type === 'text/event-stream') {
    await answer.body?.cancel();
    return documented.value.content?.['text/event-stream'] ? [] : ['a stream it does not document'];
  }
  const text = await answer.text();
  const media = documented.value.content?.[type];
  if (!media) {
    const declared = Object.keys(documented.value.content ?? {});
    return text === '' && declared.length === 0
      ? []
      : [`a ${type || 'bodiless'} answer; it documents ${declared.join(', ') || 'none'}`];
  }
  if (!media.schema) return [];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`not JSON: ${text.slice(0, 80)}`];
  }
  const pointer = `${documented.pointer}/content/${type.replace('/', '~1')}/schema`;
  return validator.validate(pointer, body).map((issue) => `${answer.status}: ${issue}`);
}

let doc: Json;
let operations: Operation[];
let validator: SpecValidator;
beforeAll(async () => {
  doc = await loadBundledSpec();
  validator = createSpecValidator(doc);
  // Signing out and the single-use refresh end the player's token: last.
  const last = (op: Operation) => (/logout|refresh-token/.test(op.path) ? 1 : 0);
  operations = listOperations(doc).sort((a, b) => last(a) - last(b));
});

const ROUTES = [
  { name: 'through the front and the validating proxy', proxied: true, direct: false },
  { name: 'through the front, no proxy', proxied: false, direct: false },
  { name: 'the sandbox alone', proxied: false, direct: true },
] as const;

for (const { name, proxied, direct } of ROUTES) {
  describe(name, () => {
    let stack: SandboxStack;
    let token: string;
    beforeAll(async () => {
      stack = await startSandboxStack({
        validate: proxied,
        settings: { log: () => undefined, tokenLifetimeMs: 3_600_000, liveBots: false },
      });
      const answer = await fetch(`${stack.url}/api/v2/auth/register/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'edges@example.com', password: 'secret123' }),
      });
      token = ((await answer.json()) as { token: string }).token;
    }, 60_000);
    afterAll(async () => {
      stack?.sandbox.world.live.stop();
      await stack?.stop();
    });

    it('every operation answers every kind of request with a status it documents and a body its schema takes, never a 5xx', async () => {
      const problems: string[] = [];
      const statuses = new Map<number, number>();
      const base = direct ? stack.sandboxUrl : stack.url;
      for (const op of operations) {
        for (const c of casesOf(op)) {
          const headers: Record<string, string> = { 'Accept-Language': 'en' };
          if (c.body !== undefined) headers['Content-Type'] = 'application/json';
          if (c.token) headers.Authorization = `Bearer ${token}`;
          if (isStream(op)) headers.Accept = 'text/event-stream';
          const answer = await fetch(`${base}${c.path}`, {
            method: op.method.toUpperCase(),
            headers,
            body: c.body,
            signal: AbortSignal.timeout(20_000),
          });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          for (const problem of await problemsOf(validator, op, answer))
            problems.push(`${label(op)} (${c.what}): ${problem}`);
        }
      }
      expect(problems).toEqual([]);
      // The valid requests were taken, the bad ones refused (a stack that answered everything 404 would not do).
      expect(statuses.get(200)).toBeGreaterThanOrEqual(operations.length * 0.6);
      expect(statuses.get(422)).toBeGreaterThan(operations.length * 3);
      expect(statuses.get(401)).toBeGreaterThanOrEqual(
        operations.filter((op) => op.secured).length,
      );
      // Prism found fault with no answer (the requests were meant to be bad).
      if (proxied) expect(stack.violations.filter((v) => v.kind !== 'request')).toEqual([]);
    }, 300_000);
  });
}
