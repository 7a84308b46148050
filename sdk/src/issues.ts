// Schema problems as readable lines, for the validator of `@casino/sdk/validation`
// and the web app's answer checks. Apart from the client, so bundles that never
// check answers do not carry it.

/** One problem a schema found, as zod reports it. */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Schema problems as lines: `data.0.status: Invalid input`. */
export function describeIssues(issues: readonly SchemaIssue[]): string[] {
  return issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}
