// The options commands share, defined once: the API commands' (--api,
// --site, --token, --region, --lang, --timeout), the sandbox commands'
// (--sandbox, loopback only unless --allow-remote: the scenario controls
// exist only in the development sandbox, and a typo must not send them to a
// real site) and everyone's --json and --debug. Only the description of
// --token, --timeout and --json changes with the kind of command; the field
// and the default are these. Context.options holds the context ones
// (context.ts parses them for every command, CONTEXT_OPTIONS).
import { z } from 'zod';
import type { Check, OptionDefinition, SharedOptions } from '../definition.ts';
import { isLoopback } from '../loopback.ts';
import { timeoutMs } from '../parse.ts';

const API_EXAMPLE = 'e.g. --api http://127.0.0.1:4010 or --api https://gateway.example/casino-api';

/**
 * --api: an http(s) origin, optionally with a path prefix (an API behind a
 * gateway; the calls go under it). No user name or password (the token is the
 * credential, and a URL's user-info would be sent and logged), no query or
 * fragment (they would be glued to every call's path), a port from 1 to 65535.
 */
const apiUrl = z.string().transform((value, ctx) => {
  const fail = (message: string, suggestion: string) => {
    ctx.addIssue({ code: 'custom', message, params: { suggestion } });
    return z.NEVER;
  };
  const port =
    /^[a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?(?:\[[^\]]*\]|[^/?#:]*):(\d+)(?:[/?#]|$)/i.exec(
      value.trim(),
    )?.[1];
  if (port !== undefined && !(Number(port) >= 1 && Number(port) <= 65535))
    return fail(`port ${Number(port)} is outside 1-65535`, `use a real port, ${API_EXAMPLE}`);
  if (!URL.canParse(value.trim()))
    return fail('must be an http(s) URL such as http://127.0.0.1:4010', API_EXAMPLE);
  const url = new URL(value.trim());
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return fail('must be an http(s) URL such as http://127.0.0.1:4010', API_EXAMPLE);
  if (url.username || url.password)
    return fail(
      'must not contain a user name or password',
      'pass the token with --token or CASINO_TOKEN, and only the address in --api',
    );
  if (url.search || url.hash || /[?#]/.test(value))
    return fail(
      'must not have a query or a fragment',
      `pass the API base address only (a path prefix is fine), ${API_EXAMPLE}`,
    );
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
});

/** The Region header's values (the SDK's REGIONS; a test holds them equal). */
const REGIONS = ['RU', 'KZ', 'AZ', 'TR'] as const;

const api = {
  flags: '--api <url>',
  description: 'API base URL',
  env: 'CASINO_API_URL',
  zod: apiUrl.optional(),
} satisfies OptionDefinition;
const site = {
  flags: '--site <host>',
  description: 'derive the API URL from a site host (www. removed, api. prefixed)',
  zod: z.string().optional(),
} satisfies OptionDefinition;
const token = {
  flags: '--token <token>',
  description: 'bearer token',
  env: 'CASINO_TOKEN',
  // It goes in a header: a space, a control character (a trailing \r of a
  // token read from a Windows file) or a non-ASCII letter could not be sent.
  zod: z
    .string()
    .min(1, { message: 'must not be empty', abort: true })
    .regex(
      /^[\x21-\x7e]+$/,
      'must be printable ASCII with no spaces or control characters (a trailing \\r or newline from a file?)',
    )
    .optional(),
} satisfies OptionDefinition;
const region = {
  flags: '--region <code>',
  description: 'Region header: RU, KZ, AZ or TR',
  zod: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.toUpperCase() : value),
      z.enum(REGIONS, { message: `must be one of ${REGIONS.join(', ')}` }),
    )
    .optional(),
} satisfies OptionDefinition;
const lang = {
  flags: '--lang <locale>',
  description: 'Accept-Language: ru, en, kz, ...',
  zod: z
    .string()
    .regex(/^[a-z]{2}([-_][A-Za-z]{2})?$/, 'must be a locale such as ru, en, kz or pt-BR')
    .optional(),
} satisfies OptionDefinition;
const timeout = {
  flags: '--timeout <ms>',
  description: 'timeout per API request in ms',
  default: '10000',
  zod: timeoutMs(),
} satisfies OptionDefinition;
const json = {
  flags: '--json',
  description: 'print one JSON document on stdout',
  zod: z.boolean().default(false),
} satisfies OptionDefinition;
const debug = {
  flags: '--debug',
  description: 'show stack traces of failures',
  zod: z.boolean().default(false),
} satisfies OptionDefinition;

/** The options parsed into Context.options, for every command (context.ts). */
export const CONTEXT_OPTIONS = { api, site, token, region, lang, timeout, json, debug };

/** Every command's --json and --debug; `json` says what --json prints when it is not one document. */
export const outputOptions = (jsonPrints?: string): SharedOptions => ({
  context: { json: jsonPrints ? { ...json, description: jsonPrints } : json, debug },
});

/**
 * The API commands' options. `timeout: false` for a command with its own
 * --timeout (mirrors check: per mirror); `json` as in outputOptions.
 */
export function apiOptions({
  timeout: withTimeout = true,
  json: jsonPrints,
}: {
  /** false: no --timeout; a text: what it times (a stream's opening, not each request). */
  timeout?: boolean | string;
  json?: string;
} = {}): SharedOptions {
  return {
    context: {
      api,
      site,
      token,
      region,
      lang,
      ...(withTimeout === false
        ? {}
        : { timeout: withTimeout === true ? timeout : { ...timeout, description: withTimeout } }),
      ...outputOptions(jsonPrints).context,
    },
  };
}

/** Where `npm start` and `npm run sandbox` serve the controls (scripts/sandbox.ts: SANDBOX_PORT 4011). */
export const DEFAULT_SANDBOX_URL = 'http://127.0.0.1:4011/_sandbox';

/** The parsed sandbox options. */
export type SandboxOptions = { sandbox: { url: string; hostname: string }; allowRemote: boolean };

/**
 * --sandbox: an http(s) address of the controls. The sandbox's bare origin
 * (`http://127.0.0.1:4011`) gets `/_sandbox` added; another path is kept as
 * given. No user name, password, query or fragment.
 */
const sandboxUrl = z.string().transform((value, ctx) => {
  const fail = (message: string) => {
    ctx.addIssue({
      code: 'custom',
      message,
      params: { suggestion: `pass the controls' address, e.g. --sandbox ${DEFAULT_SANDBOX_URL}` },
    });
    return z.NEVER;
  };
  const text = value.trim();
  if (!URL.canParse(text)) return fail('must be an http(s) URL');
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('must be an http(s) URL');
  if (url.username || url.password) return fail('must not contain a user name or password');
  if (url.search || url.hash || /[?#]/.test(text))
    return fail('must not have a query or a fragment');
  const path = url.pathname.replace(/\/+$/, '');
  return { url: `${url.origin}${path || '/_sandbox'}`, hostname: url.hostname };
});

/** A loopback sandbox, or --allow-remote. */
const loopbackOnly: Check = (parsed, ctx) => {
  const options = parsed as unknown as SandboxOptions;
  if (options.allowRemote || isLoopback(options.sandbox.hostname)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['sandbox'],
    message: `points at ${options.sandbox.hostname}, not this machine: the scenario controls exist only in the development sandbox`,
    params: {
      suggestion:
        'pass --allow-remote if that host really runs the development sandbox (a container, another machine of yours)',
    },
  });
};

/** The sandbox commands' options: where the controls are, and the call's token, timeout and output. */
export const sandboxOptions = {
  command: {
    sandbox: {
      flags: '--sandbox <url>',
      description: "the sandbox's controls",
      default: DEFAULT_SANDBOX_URL,
      env: 'CASINO_SANDBOX_URL',
      zod: sandboxUrl,
    },
    allowRemote: {
      flags: '--allow-remote',
      description: 'allow a --sandbox that is not on this machine',
      zod: z.boolean().default(false),
    },
  },
  context: {
    token: { ...token, description: "act on this player's invoice, payout or token" },
    timeout: { ...timeout, description: 'timeout of the call in ms' },
    json: { ...json, description: "print the sandbox's answer as one JSON document" },
    debug,
  },
  checks: [loopbackOnly],
} satisfies SharedOptions;
