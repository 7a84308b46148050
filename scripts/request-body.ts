// What every server of the project answers to a request body it cannot
// read: one that is not JSON, or one over MAX_BODY_BYTES. Both are the
// contract's 422 in its ErrorBody shape (every operation that takes a body
// documents its 422), named on `body`. The front (front.ts: before Prism,
// which would hang on broken JSON) and the sandbox's own check
// (sandbox/request-check.ts: the sandbox without the front) answer with this.
// Inferred: SPEC.md shows the 422 shape, not these two cases.

/** The largest request body read, bytes: the contract's bodies are a few hundred. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A 422 in the contract's ErrorBody shape. */
export interface Refusal {
  status: 422;
  body: { message: string; errors: Record<string, string[]> };
}

/** The refusal of a body over MAX_BODY_BYTES. */
export const TOO_LARGE: Refusal = {
  status: 422,
  body: { message: 'The request body is too large.', errors: { body: ['validation.max.file'] } },
};

/** The refusal of a body too large or not JSON (null when it is empty or parses). */
export function unreadableBody(text: string): Refusal | null {
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return TOO_LARGE;
  if (text.trim() === '') return null;
  try {
    JSON.parse(text);
    return null;
  } catch {
    return {
      status: 422,
      body: {
        message: 'The request body is not valid JSON.',
        errors: { body: ['validation.json'] },
      },
    };
  }
}
