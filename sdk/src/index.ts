// @casino/sdk: the typed API client and the business rules of SPEC.md.
// Response validation with zod lives in `@casino/sdk/validation` (single
// schemas in `@casino/sdk/schemas`), so that bundles which do not validate
// stay free of zod.

export type { ApiData, ApiInit, ApiMethod, ApiPath } from './client/call-types.ts';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  type Live,
} from './client/create-api-client.ts';
export {
  ApiError,
  type ApiErrorKind,
  bodyMessage,
  type ErrorLine,
  errorLines,
  REFRESH_FAILED_MESSAGE,
  unwrap,
} from './client/errors.ts';
export {
  deriveApiBaseUrl,
  deriveServiceUrls,
  SERVICE_NAMES,
  type ServiceName,
  type ServiceUrls,
  siteDomain,
  ssoRedirectUrl,
} from './client/hosts.ts';
export {
  type LiveMessage,
  type LiveTable,
  liveStreamUrl,
  MAX_STREAM_LINE,
  MAX_STREAM_MESSAGE,
  readLiveStream,
  StreamLimitError,
} from './client/live-stream.ts';
export type { ResponseValidator } from './client/middleware/response-guard.ts';
export { findOperation } from './client/operations.ts';
export { type ServerMap, serverMap } from './client/server-map.ts';
export { createMemoryTokenStore, type TokenStore } from './client/token-store.ts';
export {
  inferredOperations,
  type OperationInfo,
  operations,
  operationsWithoutBody,
} from './generated/operations.gen.ts';
export type { components, operations as operationTypes, paths } from './generated/schema.gen.ts';
export { describeIssues, type SchemaIssue } from './issues.ts';
export * from './rules/betting.ts';
export * from './rules/countdowns.ts';
export * from './rules/currencies.ts';
export * from './rules/currency-codes.ts';
export * from './rules/dates.ts';
export * from './rules/deposit.ts';
export * from './rules/device.ts';
export * from './rules/format.ts';
export * from './rules/games.ts';
export * from './rules/locales.ts';
export * from './rules/mirrors.ts';
export * from './rules/money.ts';
export * from './rules/payout-address.ts';
export * from './rules/regions.ts';
export * from './rules/responsible.ts';
export * from './rules/storage.ts';
export * from './rules/timings.ts';
export * from './rules/verification.ts';
