// Checks an answer against its generated zod schema (`@casino/sdk/schemas`).
// Only lazily loaded feature modules import this and the schemas, so the
// first visit carries neither: `useApiQuery(path, init, { check: matches(zX) })`.
import { ApiError, describeIssues, type SchemaIssue } from '@casino/sdk';

/** A generated zod schema, as far as the check needs it. */
export interface AnswerSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly SchemaIssue[] } };
}

/** A `check` for useApiQuery: the answer when it matches, else an `invalid-response` ApiError. */
export function matches(schema: AnswerSchema) {
  return <T>(answer: T, operation: string): T => {
    const result = schema.safeParse(answer);
    if (result.success) return answer;
    const issues = describeIssues(result.error?.issues ?? []);
    throw new ApiError({
      kind: 'invalid-response',
      status: 200,
      body: answer,
      operation,
      issues,
      message: `${operation} answered with a body that does not match the spec: ${issues.slice(0, 3).join('; ')}`,
    });
  };
}
