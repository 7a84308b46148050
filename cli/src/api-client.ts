// The API client a command that calls the API gets from its context
// (Context.api): the SDK's client over undici, validating answers with the
// contract's zod schemas, never refreshing the token. Loaded only by the
// first Context.api() of a run, so that a command which calls no API (fair
// verify, the mirror probes without --report) loads neither undici nor the
// SDK's client and schemas. Its connections live in one undici Agent that
// close() ends, so nothing keeps the process alive after the result.
import { type ApiClient, createApiClient, createMemoryTokenStore } from '@casino/sdk';
import { zodResponseValidator } from '@casino/sdk/validation';
import { Agent, Request as UndiciRequest, fetch as undiciFetch } from 'undici';

/** What the client is built from: the context's options, the base address resolved. */
export interface ClientOptions {
  baseUrl: string;
  token?: string;
  region?: string;
  lang?: string;
  /** Connecting (DNS look-up included) and each answer bounded by it, in ms. */
  timeout: number;
}

/** An API client and the one call that ends its connections. */
export interface OpenClient {
  client: ApiClient;
  close(): Promise<void>;
}

/** A client for one run; close() ends its connections (idempotent). */
export function openClient(options: ClientOptions): OpenClient {
  const { timeout } = options;
  const dispatcher = new Agent({
    connect: { timeout },
    headersTimeout: timeout,
    bodyTimeout: timeout,
  });
  const client = createApiClient({
    baseUrl: options.baseUrl,
    tokens: createMemoryTokenStore(options.token),
    // No refresh behind the operator's back: it retires the token they
    // passed, and the new one would be lost at exit. A 401 says how to get a
    // fresh token (casino token refresh).
    refresh: false,
    region: options.region,
    locale: options.lang,
    validate: zodResponseValidator,
    // undici's fetch with undici's Request (openapi-fetch builds requests with the class given).
    fetch: ((input: Parameters<typeof undiciFetch>[0], init?: Parameters<typeof undiciFetch>[1]) =>
      undiciFetch(input, {
        ...init,
        dispatcher,
        signal: AbortSignal.timeout(timeout),
      })) as unknown as typeof fetch,
    Request: UndiciRequest as unknown as typeof Request,
  });
  return { client, close: () => dispatcher.destroy().catch(() => undefined) };
}
