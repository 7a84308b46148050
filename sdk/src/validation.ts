// Runtime validation of 2xx bodies with the generated zod schemas. Kept apart
// from the package root so that bundles that do not validate carry no zod: the
// CLI and the tests pass `validate: zodResponseValidator` to createApiClient;
// the web app imports this lazily where it wants a check.
import type { ZodType } from 'zod';
import type { ResponseValidator } from './client/middleware/response-guard.ts';
import * as schemas from './generated/zod.gen.ts';

const table = schemas as unknown as Record<string, ZodType | undefined>;

/** The zod schema of an operation's success body, e.g. `getProfile` -> zGetProfileResponse. */
export function responseSchema(operationId: string): ZodType | undefined {
  return table[`z${operationId[0]?.toUpperCase()}${operationId.slice(1)}Response`];
}

/** A ResponseValidator that checks bodies with the generated zod schemas. */
export const zodResponseValidator: ResponseValidator = (operationId, body) => {
  const schema = responseSchema(operationId);
  if (!schema) return [`no response schema for ${operationId}`];
  const result = schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
};
