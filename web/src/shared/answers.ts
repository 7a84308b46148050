// Checks an answer against its generated zod schema (`@casino/sdk/schemas`),
// loaded with the check: zod and the schemas are a chunk that no page's HTML
// names, so no page waits for it, or for its schemas to be built, before it
// is interactive; an answer is checked when it arrives (the chunk loads
// beside the first call), before anything shows it. Name the schema where
// the import is written, so that the bundler keeps only the schemas the app
// checks: `check: matches(() => import('@casino/sdk/schemas').then((s) => s.zX))`.
import { ApiError, describeIssues, type SchemaIssue } from '@casino/sdk';
import { nextTask } from './next-task.ts';

/** A generated zod schema, as far as the check needs it. */
interface AnswerSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly SchemaIssue[] } };
}

/** A generated schema, loaded on first use. */
export type SchemaLoader = () => Promise<AnswerSchema>;

/** A `check` for useApiQuery: the answer when it matches, else an `invalid-response` ApiError. */
export function matches(schema: SchemaLoader) {
  return async <T>(answer: T, operation: string): Promise<T> => {
    const loaded = await schema();
    // A task of its own: the first check builds the schema, and a page's
    // first answers are long lists.
    await nextTask();
    const result = loaded.safeParse(answer);
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
