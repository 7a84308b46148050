// The options every command takes, parsed with zod, and the context built
// from them: the API client (the SDK over undici, validating answers), the
// per-request timeout and the output streams.
import {
  type ApiClient,
  createApiClient,
  createMemoryTokenStore,
  deriveApiBaseUrl,
  REGIONS,
} from '@casino/sdk';
import { zodResponseValidator } from '@casino/sdk/validation';
import { Request as UndiciRequest, fetch as undiciFetch } from 'undici';
import { z } from 'zod';
import { usage } from './errors.ts';
import type { Output } from './output.ts';
import { parseOptions, positiveInt } from './parse.ts';

/** The global options, as commander hands them over (strings and booleans). */
const globalOptionsSchema = z.object({
  api: z
    .string()
    .optional()
    .refine((v) => v === undefined || (/^https?:\/\/[^\s/]+/i.test(v) && URL.canParse(v)), {
      message: 'must be an http(s) URL such as http://127.0.0.1:4010',
    }),
  site: z.string().optional(),
  token: z.string().min(1, 'must not be empty').optional(),
  region: z
    .string()
    .transform((v) => v.toUpperCase())
    .refine((v) => (REGIONS as readonly string[]).includes(v), {
      message: `must be one of ${REGIONS.join(', ')}`,
    })
    .optional(),
  lang: z
    .string()
    .regex(/^[a-z]{2}([-_][A-Za-z]{2})?$/, 'must be a locale such as ru, en, kz or pt-BR')
    .optional(),
  timeout: positiveInt.default(10_000),
  json: z.boolean().default(false),
  debug: z.boolean().default(false),
});

/** The parsed global options. */
type GlobalOptions = z.infer<typeof globalOptionsSchema>;

/** What a command gets besides its own options. */
export interface Context {
  options: GlobalOptions;
  out: Output;
  /** The API client; throws a usage error when no API address was given. */
  api(): ApiClient;
  /** The token, or a usage error naming how to pass one. */
  requireToken(why: string): string;
}

/** Parses the global options (exit 2 on a bad one) and builds the context. */
export function createContext(raw: Record<string, unknown>, out: Output): Context {
  const options = parseOptions(globalOptionsSchema, raw);
  let client: ApiClient | undefined;
  return {
    options,
    out,
    api() {
      if (client) return client;
      let baseUrl = options.api;
      if (!baseUrl && options.site) {
        try {
          baseUrl = deriveApiBaseUrl(options.site);
        } catch (error) {
          throw usage(
            `--site ${(error as Error).message}`,
            'pass a site host such as --site www.casino.example',
          );
        }
      }
      if (!baseUrl) {
        throw usage(
          'no API address',
          'pass --api <url> (e.g. --api http://127.0.0.1:4010), set CASINO_API_URL, or pass --site <host>',
        );
      }
      const timeout = options.timeout;
      client = createApiClient({
        baseUrl,
        tokens: createMemoryTokenStore(options.token),
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
  };
}
