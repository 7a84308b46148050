// The options every command takes (defined in commands/shared.definition.ts),
// parsed with zod, and the context built from them: the API client (the SDK
// over undici, validating answers, never refreshing the token), the
// per-request timeout and the output streams. The client's connections live
// in one undici Agent that close() ends, so nothing keeps the process alive
// after the result.
import {
  type ApiClient,
  createApiClient,
  createMemoryTokenStore,
  deriveApiBaseUrl,
  deriveServiceUrls,
  type ServiceUrls,
} from '@casino/sdk';
import { zodResponseValidator } from '@casino/sdk/validation';
import { Agent, Request as UndiciRequest, fetch as undiciFetch } from 'undici';
import type { z } from 'zod';
import { CONTEXT_OPTIONS } from './commands/shared.definition.ts';
import { contextSchema } from './definition.ts';
import { usage } from './errors.ts';
import type { Output } from './output.ts';
import { parseOptions } from './parse.ts';

/** The options every command's context parses (their definitions: commands/shared.definition.ts). */
const globalOptionsSchema = contextSchema(CONTEXT_OPTIONS);

/** The parsed global options. */
type GlobalOptions = z.infer<typeof globalOptionsSchema>;

/** What a command gets besides its own options. */
export interface Context {
  options: GlobalOptions;
  out: Output;
  /** The API client; throws a usage error when no API address was given. */
  api(): ApiClient;
  /**
   * The game services' base addresses: `{api}/services/{name}` with --api,
   * `https://{name}.{domain}` with --site; the same usage error as api().
   */
  services(): ServiceUrls;
  /** The API's base address (--api, or derived from --site); the same usage error as api(). */
  apiBaseUrl(): string;
  /** The token, or a usage error naming how to pass one. */
  requireToken(why: string): string;
  /** Ends the API client's connections (idempotent). */
  close(): Promise<void>;
}

/** Parses the global options (exit 2 on a bad one) and builds the context. */
export function createContext(raw: Record<string, unknown>, out: Output): Context {
  const options = parseOptions(globalOptionsSchema, raw);
  let client: ApiClient | undefined;
  let agent: Agent | undefined;
  /** What the addresses derive from: --api as given, else the --site host (checked). */
  const source = (): { apiBaseUrl: string } | { pageHost: string } => {
    if (options.api) return { apiBaseUrl: options.api };
    if (options.site) {
      const host = options.site.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').toLowerCase();
      if (/:\d*$/.test(host))
        throw usage(
          '--site takes a host without a port (the API is https://api.<its domain>)',
          'for an API on a port pass --api, e.g. --api http://127.0.0.1:4010',
        );
      if (host.startsWith('api.'))
        throw usage(
          "--site is the site's host, not the API's (api. is prefixed to it)",
          `pass --site ${host.slice(4)}, or the API itself with --api https://${host}`,
        );
      try {
        deriveApiBaseUrl(options.site);
      } catch (error) {
        throw usage(
          `--site ${(error as Error).message}`,
          'pass a site host such as --site www.casino.example',
        );
      }
      return { pageHost: options.site };
    }
    throw usage(
      'no API address',
      'pass --api <url> (e.g. --api http://127.0.0.1:4010), set CASINO_API_URL, or pass --site <host>',
    );
  };
  return {
    options,
    out,
    services: () => deriveServiceUrls(source()),
    apiBaseUrl() {
      const from = source();
      return 'apiBaseUrl' in from ? from.apiBaseUrl : deriveApiBaseUrl(from.pageHost);
    },
    api() {
      if (client) return client;
      const from = source();
      const baseUrl = 'apiBaseUrl' in from ? from.apiBaseUrl : deriveApiBaseUrl(from.pageHost);
      const timeout = options.timeout;
      // Connecting (DNS look-up included) and each answer bounded by --timeout too.
      const dispatcher = new Agent({
        connect: { timeout },
        headersTimeout: timeout,
        bodyTimeout: timeout,
      });
      agent = dispatcher;
      client = createApiClient({
        baseUrl,
        tokens: createMemoryTokenStore(options.token),
        // No refresh behind the operator's back: it retires the token they
        // passed, and the new one would be lost at exit. A 401 says how to
        // get a fresh token (casino token refresh).
        refresh: false,
        region: options.region,
        locale: options.lang,
        validate: zodResponseValidator,
        // undici's fetch with undici's Request (openapi-fetch builds requests with the class given).
        fetch: ((
          input: Parameters<typeof undiciFetch>[0],
          init?: Parameters<typeof undiciFetch>[1],
        ) =>
          undiciFetch(input, {
            ...init,
            dispatcher,
            signal: AbortSignal.timeout(timeout),
          })) as unknown as typeof fetch,
        Request: UndiciRequest as unknown as typeof Request,
      });
      return client;
    },
    requireToken(why) {
      if (!options.token)
        throw usage(`${why} needs a token`, 'pass --token <token> or set CASINO_TOKEN');
      return options.token;
    },
    async close() {
      const open = agent;
      agent = undefined;
      client = undefined;
      await open?.destroy().catch(() => undefined);
    },
  };
}
