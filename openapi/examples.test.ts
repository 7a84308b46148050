// Every example in the spec validates against its schema (JSON Schema 2020-12,
// as OpenAPI 3.1 says), and the validator does reject bad values.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSpecValidator,
  type ExampleCase,
  type Json,
  listExamples,
  loadBundledSpec,
  type SpecValidator,
} from './spec-model.ts';

let doc: Json;
let cases: ExampleCase[];
let validator: SpecValidator;

beforeAll(async () => {
  doc = await loadBundledSpec();
  cases = listExamples(doc);
  validator = createSpecValidator(doc);
});

describe('examples', () => {
  it('covers the request, response, parameter and header examples of every operation', () => {
    const kinds = new Set(cases.flatMap((c) => c.where.split(' ')));
    for (const kind of ['request', 'parameter', 'header', '200', '401', '422', '451', '500']) {
      expect(kinds.has(kind), kind).toBe(true);
    }
    expect(cases.filter((c) => c.where.includes(' 200 ')).length).toBeGreaterThanOrEqual(65);
  });

  it('each validates against its schema', () => {
    const failures = cases
      .map((c) => ({ where: c.where, errors: validator.validate(c.schemaPointer, c.value) }))
      .filter((f) => f.errors.length > 0);
    expect(failures).toEqual([]);
  });

  it('the validator rejects a profile without its required fields', () => {
    const profile = cases.find((c) => c.where.startsWith('GET /profile/user 200'));
    if (!profile) throw new Error('no profile example');
    const { id: _id, currency: _currency, ...rest } = profile.value as Record<string, unknown>;
    expect(validator.validate(profile.schemaPointer, rest)).toEqual(
      expect.arrayContaining([
        "(root) must have required property 'id'",
        "(root) must have required property 'currency'",
      ]),
    );
  });

  it('the validator rejects a wrong type inside a path with a template', () => {
    const status = cases.find((c) =>
      c.where.startsWith('GET /billing/payment/status/{invoiceId} 200'),
    );
    expect(validator.validate(status?.schemaPointer ?? '', { status: 'paid' })).toEqual([
      '/status must be integer',
    ]);
  });

  it('the validator rejects a tracking body with a field SPEC.md does not list', () => {
    const attach = cases.find((c) => c.where.startsWith('POST /attachSource request'));
    expect(
      validator.validate(attach?.schemaPointer ?? '', { ...(attach?.value as object), extra: 'x' }),
    ).toEqual(['(root) must NOT have additional properties']);
  });
});
