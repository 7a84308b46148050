// The options every command takes (defined in commands/shared.definition.ts),
// parsed with zod, and the context built from them: the addresses they name,
// the API client (api-client.ts: the SDK over undici, loaded by the first
// api() of a run, so a command that calls no API loads neither), the
// per-request timeout and the output streams. close() ends the client's
// connections, so nothing keeps the process alive after the result.

import type { ApiClient } from '@casino/sdk';
import { deriveApiBaseUrl, deriveServiceUrls, type ServiceUrls } from '@casino/sdk/hosts';
import type { z } from 'zod';
import type { OpenClient } from './api-client.ts';
import { CONTEXT_OPTIONS } from './commands/shared.definition.ts';
import { contextSchema } from './definition.ts';
import { usage } from './errors.ts';
import type { Output } from './output.ts';
import { parseOptions } from './parse.ts';
import { FROM_ENV, type RawOptions } from './raw-options.ts';

/** The options every command's context parses (their definitions: commands/shared.definition.ts). */
const globalOptionsSchema = contextSchema(CONTEXT_OPTIONS);

/** The parsed global options. */
type GlobalOptions = z.infer<typeof globalOptionsSchema>;

/** What a command gets besides its own options. */
export interface Context {
  options: GlobalOptions;
  out: Output;
  /** The API client (loaded on the first call); a usage error when no API address was given. */
  api(): Promise<ApiClient>;
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
export function createContext(raw: RawOptions, out: Output): Context {
  const options = parseOptions(globalOptionsSchema, raw);
  let open: Promise<OpenClient> | undefined;
  /** What the addresses derive from: --api as given, else the --site host (checked). */
  const source = (): { apiBaseUrl: string } | { pageHost: string } => {
    // --api and --site given together name the API twice; a CASINO_API_URL
    // from the environment gives way to a --site given on the command.
    const apiFromEnv = raw[FROM_ENV]?.api !== undefined;
    if (options.api && options.site && !apiFromEnv)
      throw usage(
        '--api and --site both name the API',
        'pass one: --api <url> for an address, or --site <host> for https://api.<its domain>',
      );
    if (options.api && !options.site) return { apiBaseUrl: options.api };
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
    async api() {
      if (!open) {
        const from = source();
        const baseUrl = 'apiBaseUrl' in from ? from.apiBaseUrl : deriveApiBaseUrl(from.pageHost);
        open = import('./api-client.ts').then(({ openClient }) =>
          openClient({ ...options, baseUrl }),
        );
      }
      return (await open).client;
    },
    requireToken(why) {
      if (!options.token)
        throw usage(`${why} needs a token`, 'pass --token <token> or set CASINO_TOKEN');
      return options.token;
    },
    async close() {
      const closing = open;
      open = undefined;
      await (await closing?.catch(() => undefined))?.close();
    },
  };
}
