// Turns every failed call into one ApiError (registered first, so its
// onResponse sees the final answer, after any refresh and retry): a non-2xx
// answer, a network failure, a 2xx body that is not JSON (an empty body too,
// where the spec declares a JSON one), and, when a validator is given, a 2xx
// body that does not match the spec. Before a request leaves, a path parameter
// that would be a dot segment (`.`, `..`, or empty) is refused: the URL parser
// would collapse it and send the call, with its token, to another path.
import type { Middleware } from 'openapi-fetch';
import { operationsWithoutBody } from '../../generated/operations.gen.ts';
import { ApiError, httpError } from '../errors.ts';
import { findOperation } from '../operations.ts';

/** Checks a 2xx body against the spec; returns the problems, empty when it fits. */
export type ResponseValidator = (operationId: string, body: unknown) => string[];

async function readBody(
  response: Response,
): Promise<{ text: string; json: unknown; parsed: boolean }> {
  const text = await response.clone().text();
  if (text.trim() === '') return { text, json: undefined, parsed: true };
  try {
    return { text, json: JSON.parse(text), parsed: true };
  } catch {
    return { text, json: text, parsed: false };
  }
}

/** A network failure as one line: `fetch failed (connect ECONNREFUSED 127.0.0.1:1)`. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause && cause !== error.message ? `${error.message} (${cause})` : error.message;
}

/** The response guard; `validate` switches runtime validation of 2xx bodies on. */
export function responseGuardMiddleware(validate?: ResponseValidator): Middleware {
  return {
    onRequest({ request, schemaPath, params }) {
      // `.`, `..` (also %2e-encoded) or empty: the URL would drop or climb the segment.
      for (const [name, value] of Object.entries<unknown>(params.path ?? {})) {
        if (/^(\.|%2e){0,2}$/i.test(String(value))) {
          const operation = `${request.method} ${schemaPath}`;
          throw new ApiError({
            kind: 'refused',
            operation,
            message: `${operation} not sent: path parameter ${name} is "${value}"`,
          });
        }
      }
    },
    async onResponse({ request, response, schemaPath }) {
      const operation = `${request.method} ${schemaPath}`;
      const body = await readBody(response);
      if (!response.ok) throw httpError(operation, response, body.json);
      const op = findOperation(request.method, schemaPath);
      const isJson = /json/i.test(response.headers.get('Content-Type') ?? 'application/json');
      // An empty body is malformed too where the spec declares a JSON one.
      const empty = body.text.trim() === '';
      if (
        !body.parsed ||
        (empty ? op && !operationsWithoutBody.includes(op.operationId) : !isJson)
      ) {
        // JSON under another Content-Type is said as such: the body is not what is wrong.
        const what =
          body.parsed && !empty
            ? `a JSON body sent as ${response.headers.get('Content-Type')}, not application/json`
            : `a body that is not JSON: ${body.text.slice(0, 120)}`;
        throw new ApiError({
          kind: 'malformed',
          status: response.status,
          body: body.text,
          operation,
          message: `${operation} answered ${response.status} with ${what}`,
        });
      }
      if (validate && op) {
        const issues = validate(op.operationId, body.json);
        if (issues.length > 0) {
          throw new ApiError({
            kind: 'invalid-response',
            status: response.status,
            body: body.json,
            operation,
            issues,
            message: `${operation} answered with a body that does not match the spec: ${issues.slice(0, 3).join('; ')}`,
          });
        }
      }
      // Unchanged: returning nothing keeps the answer (which may come from another fetch's Response class).
      return undefined;
    },
    onError({ request, schemaPath, error }) {
      if (error instanceof ApiError) return error;
      const operation = `${request.method} ${schemaPath}`;
      const reason = describeFailure(error);
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return new ApiError({
        kind: 'network',
        operation,
        cause: error,
        message: `${operation} got no answer: ${timedOut ? 'timed out or aborted' : reason}`,
      });
    },
  };
}
