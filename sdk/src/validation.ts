// Runtime validation of 2xx bodies with the generated zod schemas. Kept apart
// from the package root so that bundles that do not validate carry no zod: the
// CLI and the tests pass `validate: zodResponseValidator` to createApiClient;
// the web app imports single schemas from `@casino/sdk/schemas` in its lazy chunks.
import { en } from 'zod/locales';
import { config, type ZodMiniType } from 'zod/mini';
import type { ResponseValidator } from './client/middleware/response-guard.ts';
import * as schemas from './generated/zod.gen.ts';
import { describeIssues } from './issues.ts';

// The schemas are zod/mini, which ships no messages: the issues this module
// reports (CLI output, test failures) read in English.
config(en());

const table = schemas as unknown as Record<string, ZodMiniType | undefined>;

/** The zod schema of an operation's success body, e.g. `getProfile` -> zGetProfileResponse. */
export function responseSchema(operationId: string): ZodMiniType | undefined {
  return table[`z${operationId[0]?.toUpperCase()}${operationId.slice(1)}Response`];
}

/** A ResponseValidator that checks bodies with the generated zod schemas. */
export const zodResponseValidator: ResponseValidator = (operationId, body) => {
  const schema = responseSchema(operationId);
  if (!schema) return [`no response schema for ${operationId}`];
  const result = schema.safeParse(body);
  return result.success ? [] : describeIssues(result.error.issues);
};
