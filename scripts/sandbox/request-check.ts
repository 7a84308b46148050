// The sandbox checks every request against the contract before a handler
// runs, with the same generated zod schemas the SDK has (`@casino/sdk/schemas`:
// z{OperationId}Body, …Path, …Query), so that nothing outside the contract
// reaches the world, with or without the validating proxy in front: a
// handler never meets a body of the wrong shape, and no value is stored
// before it passed.
//
// What fails, and the answer (the spec's ErrorBody; the codes are Laravel's
// `validation.*`, which SPEC.md section 8's examples use and the web app
// translates through error.* keys):
//   - a body that is not JSON, or over MAX_BODY_BYTES: 422
//     (../request-body.ts, which the front answers too);
//   - a body that is not the JSON object the operation takes (null, an
//     array, a string): 422 with each required field `validation.required`,
//     or `body: [validation.object]` when it has none;
//   - a field outside its schema: 422 with the field named by its path
//     (`deposit.day`) and the code of the first rule it breaks (below);
//   - a query parameter outside its schema: 422 the same way (every
//     operation with a query documents its 422);
//   - a path parameter outside its schema (`/tournaments/abc`): 404, as an
//     address that names nothing (every operation with a path parameter
//     documents its 404).
// Inferred: SPEC.md shows the 422 shape and some codes, not a rule for each
// kind of bad input; this follows the framework the documented codes come from.
import * as schemas from '@casino/sdk/schemas';
import type { ZodMiniType } from 'zod/mini';
import type { $ZodIssue } from 'zod/v4/core';
import { unreadableBody } from '../request-body.ts';
import { invalid } from './answers.ts';

type Schema = ZodMiniType;
const table = schemas as unknown as Record<string, Schema | undefined>;
const named = (operationId: string, part: 'Body' | 'Path' | 'Query') =>
  table[`z${operationId[0]?.toUpperCase()}${operationId.slice(1)}${part}`];

/** Follows lazy, optional, default and nullable wrappers to the schema that says what a value is. */
function inner(schema: Schema): Schema {
  const def = schema._zod.def as { type: string; getter?: () => Schema; innerType?: Schema };
  if (def.type === 'lazy' && def.getter) return inner(def.getter());
  if (def.innerType) return inner(def.innerType);
  return schema;
}

/** An object schema's fields (both sides' of an intersection), or null when it is not one. */
function shapeOf(schema: Schema): Record<string, Schema> | null {
  const def = inner(schema)._zod.def as {
    type: string;
    shape?: Record<string, Schema>;
    left?: Schema;
    right?: Schema;
  };
  if (def.type === 'object' && def.shape) return def.shape;
  if (def.type !== 'intersection' || !def.left || !def.right) return null;
  const [left, right] = [shapeOf(def.left), shapeOf(def.right)];
  return left && right ? { ...left, ...right } : null;
}

/**
 * Query and path values arrive as text: a field whose schema is a number
 * gets a number when the text is one (else the text, which then fails as
 * `validation.numeric`), a boolean gets true or false from its words.
 */
function typed(schema: Schema, raw: Record<string, string>): Record<string, unknown> {
  const shape = shapeOf(schema) ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(raw)) {
    const field = shape[key];
    const type = field ? inner(field)._zod.def.type : 'string';
    if (type === 'number' && /^-?\d+(\.\d+)?$/.test(text)) out[key] = Number(text);
    else if (type === 'boolean' && (text === 'true' || text === 'false'))
      out[key] = text === 'true';
    else out[key] = text;
  }
  return out;
}

const TYPE_CODES: Record<string, string> = {
  string: 'validation.string',
  number: 'validation.numeric',
  int: 'validation.integer',
  boolean: 'validation.boolean',
  array: 'validation.array',
  object: 'validation.array',
};

const FORMAT_CODES: Record<string, string> = {
  email: 'validation.email',
  url: 'validation.url',
  uuid: 'validation.uuid',
  datetime: 'validation.date',
  date: 'validation.date',
};

/** The `validation.*` code of a zod issue. */
function codeOf(issue: $ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'validation.required';
      return TYPE_CODES[issue.expected] ?? 'validation.invalid';
    case 'too_small':
    case 'too_big': {
      const bound = issue.code === 'too_small' ? 'min' : 'max';
      const kind =
        issue.origin === 'string' ? 'string' : issue.origin === 'array' ? 'array' : 'numeric';
      return `validation.${bound}.${kind}`;
    }
    case 'invalid_format':
      return FORMAT_CODES[issue.format] ?? 'validation.regex';
    case 'invalid_value':
      return 'validation.in';
    case 'not_multiple_of':
      return 'validation.multiple_of';
    case 'unrecognized_keys':
      return 'validation.prohibited';
    default:
      return 'validation.invalid';
  }
}

/** Each failing field (its path, `deposit.day`; `body` for the whole) with its first code. */
function errorsOf(issues: readonly $ZodIssue[], root: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const keys =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key].join('.'))
        : [issue.path.length > 0 ? issue.path.join('.') : root];
    for (const key of keys) errors[key] ??= [codeOf(issue)];
  }
  return errors;
}

/** What a request's check found: nothing, a 422 with its fields, or a 404 (a path that names nothing). */
export type RequestProblem =
  | { status: 422; body: { message: string; errors: Record<string, string[]> } }
  | { status: 404; body: { message: string } };

/** The request's parts as they arrive. */
export interface RawRequest {
  /** The body's text ('' for none). */
  text: string;
  path: Record<string, string>;
  query: Record<string, string>;
  /** The handler checks the body itself (contract.ts checksItsBody): only its JSON is read here. */
  bodyChecked?: boolean;
}

/** The request's parts once checked: the body parsed (as its schema gives it: unknown fields left out, defaults in). */
export interface CheckedRequest {
  body: unknown;
}

/**
 * Checks a request of `operationId` against its schemas: the parsed body,
 * or the problem to answer instead of the handler's.
 */
export function checkRequest(
  operationId: string,
  request: RawRequest,
): { ok: true; value: CheckedRequest } | { ok: false; problem: RequestProblem } {
  const pathSchema = named(operationId, 'Path');
  if (pathSchema && !pathSchema.safeParse(typed(pathSchema, request.path)).success) {
    return { ok: false, problem: { status: 404, body: { message: 'Not found.' } } };
  }
  const querySchema = named(operationId, 'Query');
  if (querySchema) {
    const checked = querySchema.safeParse(typed(querySchema, request.query));
    if (!checked.success)
      return { ok: false, problem: invalid(errorsOf(checked.error.issues, 'query')) };
  }
  const bodySchema = named(operationId, 'Body');
  const unreadable = unreadableBody(request.text);
  if (unreadable) return { ok: false, problem: unreadable };
  const body: unknown = request.text.trim() === '' ? undefined : JSON.parse(request.text);
  if (!bodySchema || request.bodyChecked) return { ok: true, value: { body } };
  // No body at all is an empty object: an operation whose fields are all optional takes it.
  const checked = bodySchema.safeParse(body === undefined ? {} : body);
  if (checked.success) return { ok: true, value: { body: checked.data } };
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (!isObject && shapeOf(bodySchema) !== null) {
    // Not an object at all: what an empty one lacks, or the body itself.
    const empty = bodySchema.safeParse({});
    const errors = !empty.success ? errorsOf(empty.error.issues, 'body') : {};
    return {
      ok: false,
      problem: invalid(Object.keys(errors).length > 0 ? errors : { body: ['validation.object'] }),
    };
  }
  return { ok: false, problem: invalid(errorsOf(checked.error.issues, 'body')) };
}
