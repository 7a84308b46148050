// The answer checks' worker (answers.ts): zod and the SDK's generated
// schemas run here, off the page's main thread, where building a schema on
// its first use and walking a long answer were tasks of 50–150 ms on a slow
// phone. It answers each check with the problems found, as lines (none: the
// answer matches).
import { describeIssues, type SchemaIssue } from '@casino/sdk';
import * as schemas from '@casino/sdk/schemas';

/** What the page asks: check `value` against the schema named `schema`. */
export interface CheckRequest {
  id: number;
  schema: string;
  value: unknown;
}

/** The answer: the problems as lines, empty when the value matches. */
export interface CheckResult {
  id: number;
  issues: string[];
}

/** A generated schema, as far as a check needs it. */
export type Checkable = {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly SchemaIssue[] } };
};

const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: { data: CheckRequest }) => void): void;
  postMessage(result: CheckResult): void;
};

scope.addEventListener('message', ({ data: { id, schema, value } }) => {
  const checker = (schemas as unknown as Record<string, Checkable | undefined>)[schema];
  if (!checker) {
    scope.postMessage({ id, issues: [`(root): no schema ${schema}`] });
    return;
  }
  const result = checker.safeParse(value);
  scope.postMessage({
    id,
    issues: result.success ? [] : describeIssues(result.error?.issues ?? []),
  });
});
