import { serverMap } from './server-map.ts';

/** What went wrong with a call. */
export type ApiErrorKind =
  /** The server answered with a non-2xx status. */
  | 'http'
  /** No answer: the network failed, the request was aborted or timed out. */
  | 'network'
  /** A 2xx answer whose body is not the JSON it should be. */
  | 'malformed'
  /** A 2xx answer that does not match the spec's schema (validation on). */
  | 'invalid-response'
  /** The token refresh after a 401 failed (`Cant refresh token`). */
  | 'refresh'
  /** Not sent: its arguments would change its path (a path parameter `..`, `.` or empty). */
  | 'refused';

/** One message of a response's `errors` object, to translate through `error.*` keys. */
export interface ErrorLine {
  /** The field it belongs to (`errors` key), e.g. `email`. */
  field: string;
  /** The message as sent, e.g. `validation.email`. */
  message: string;
}

/** The one error type for failed calls. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** What went wrong. */
  readonly kind: ApiErrorKind;
  /** HTTP status, or 0 when there was no answer. */
  readonly status: number;
  /** The lines of the response's `errors` object, in order. */
  readonly lines: ErrorLine[];
  /** The raw body: parsed JSON when it parsed, else the text. */
  readonly body: unknown;
  /** The call, e.g. `GET /profile/user`. */
  readonly operation: string;
  /** Schema problems, for `invalid-response`. */
  readonly issues: string[];

  constructor(init: {
    kind: ApiErrorKind;
    message: string;
    status?: number;
    body?: unknown;
    operation?: string;
    issues?: string[];
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.body = init.body;
    this.operation = init.operation ?? '';
    this.issues = init.issues ?? [];
    this.lines = errorLines(init.body);
  }
}

/** The message of a failed token refresh (SPEC.md section 8). */
export const REFRESH_FAILED_MESSAGE = 'Cant refresh token';

/**
 * Flattens an `errors` object (field -> messages) into lines; anything else
 * gives none. Read through serverMap(): any field name is a plain string.
 */
export function errorLines(body: unknown): ErrorLine[] {
  const errors = serverMap(serverMap(body).errors);
  const lines: ErrorLine[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const list = Array.isArray(messages) ? messages : [messages];
    for (const message of list) {
      if (typeof message === 'string' && message.trim() !== '') lines.push({ field, message });
    }
  }
  return lines;
}

/** The server's own message of an error body, when it has one. */
export function bodyMessage(body: unknown): string | undefined {
  const { message } = serverMap(body);
  return typeof message === 'string' ? message : undefined;
}

/** Builds the `http` ApiError for a non-2xx answer. */
export function httpError(operation: string, response: Response, body: unknown): ApiError {
  const detail =
    bodyMessage(body) ??
    (typeof body === 'string' && body ? body.slice(0, 200) : response.statusText);
  return new ApiError({
    kind: 'http',
    status: response.status,
    body,
    operation,
    message: `${operation} failed with ${response.status}${detail ? `: ${detail}` : ''}`,
  });
}

/** The result shape of every openapi-fetch call. */
export interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The data of a call. A client from createApiClient rejects every failed call
 * with ApiError, so a resolved call always has its data; this only narrows the
 * type: `const profile = await unwrap(api.GET('/profile/user'))`.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const result = await call;
  if (!result.response.ok) {
    throw httpError(`${result.response.status} answer`, result.response, result.error);
  }
  return result.data as T;
}
