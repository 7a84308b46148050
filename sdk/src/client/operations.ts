import { type OperationInfo, operations } from '../generated/operations.gen.ts';

const byKey = new Map<string, OperationInfo>(
  operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op]),
);

/** The spec's operation for a method and path template, e.g. ("GET", "/profile/user"). */
export function findOperation(method: string, schemaPath: string): OperationInfo | undefined {
  return byKey.get(`${method.toUpperCase()} ${schemaPath}`);
}

/** The path of the token refresh call. */
export const REFRESH_PATH = '/auth/refresh-token';
