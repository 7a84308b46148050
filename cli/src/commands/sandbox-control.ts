// What every `casino sandbox …` command shares: where the development
// sandbox's scenario controls are (--sandbox, loopback only unless
// --allow-remote: the controls exist only in the development sandbox, and a
// typo must not send them to a real site), and the one call to a control,
// with the player's token as the Authorization header (never printed) and
// every failure turned into an error that says what to do: a refusal carries
// the sandbox's own message (exit 1), no answer says to start the sandbox.
import { isIP } from 'node:net';
import { request } from 'undici';
import { z } from 'zod';
import type { Context } from '../context.ts';
import { callAgent } from '../contract-call.ts';
import { CliError, EXIT } from '../errors.ts';
import { DEFAULT_SANDBOX_URL } from './sandbox.ts';

const START_HINT = `is the sandbox running? npm start / npm run sandbox (or pass --sandbox <url>, default ${DEFAULT_SANDBOX_URL})`;

/** The largest answer read: /state of a busy sandbox is well under this. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

/** True for a host name or address of this machine. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1' || /^::ffff:127\./.test(host);
  return false;
}

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

const sandboxShape = {
  sandbox: sandboxUrl.default({ url: DEFAULT_SANDBOX_URL, hostname: '127.0.0.1' }),
  allowRemote: z.boolean().default(false),
};

/** A loopback sandbox, or --allow-remote. */
function loopbackOnly(options: SandboxOptions, ctx: z.RefinementCtx) {
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
}

/**
 * A sandbox command's option schema: its own options (`shape`) and the ones
 * every sandbox command takes besides the global ones (--token, --timeout,
 * --json): --sandbox and --allow-remote.
 */
export function sandboxSchema<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...sandboxShape, ...shape })
    .superRefine((options, ctx) => loopbackOnly(options as unknown as SandboxOptions, ctx));
}

/** The parsed sandbox options. */
export type SandboxOptions = { sandbox: { url: string; hostname: string }; allowRemote: boolean };

/** What a control answered: its JSON. */
type Answer = Record<string, unknown>;

/** The hint for a refusal of `path`, by what the controls refuse. */
function refusalHint(path: string, status: number): string | undefined {
  if (status === 404 && path.startsWith('/invoices/'))
    return "open a deposit first (the deposit form, or POST /billing/payment); with --token only that player's invoices count";
  if (status === 404 && path.startsWith('/payouts/'))
    return "request a withdrawal first (POST /billing/payouts); with --token only that player's payouts count";
  if (status === 404 && path === '/tokens/expire')
    return 'the sandbox does not know this token (a reset forgets every one): log in again, or drop --token to expire them all';
  if (status === 404)
    return "this sandbox has no such control: is --sandbox the sandbox's /_sandbox address, and is the sandbox up to date?";
  return undefined;
}

/** Why a request got no answer, in a few words. */
function networkReason(error: unknown, timeoutMs: number): { kind: string; reason: string } {
  const err = error instanceof Error ? error : new Error(String(error));
  const cause = err.cause instanceof Error ? err.cause : undefined;
  const code = (cause as { code?: string } | undefined)?.code ?? (err as { code?: string }).code;
  if (
    err.name === 'TimeoutError' ||
    err.name === 'AbortError' ||
    (code?.startsWith('UND_ERR_') && code.endsWith('_TIMEOUT'))
  )
    return { kind: 'timeout', reason: `no answer within ${timeoutMs} ms` };
  if (code === 'ECONNREFUSED') return { kind: 'network', reason: 'connection refused' };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return { kind: 'network', reason: 'DNS lookup failed' };
  return { kind: 'network', reason: cause?.message ?? err.message };
}

/**
 * Calls the control `method path` (`POST /invoices/pay`) of the sandbox with
 * `body` as JSON; resolves with its JSON answer. Throws a CliError (exit 1)
 * when the sandbox refuses, answers something that is not JSON or does not
 * answer.
 */
export async function callControl(
  options: SandboxOptions,
  ctx: Context,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Answer> {
  const timeoutMs = ctx.options.timeout;
  const where = `${method} ${options.sandbox.url}${path}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (ctx.options.token) headers.Authorization = `Bearer ${ctx.options.token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const dispatcher = callAgent(timeoutMs);
  let status: number;
  const chunks: Buffer[] = [];
  try {
    const response = await request(`${options.sandbox.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      dispatcher,
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.statusCode;
    let size = 0;
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) {
        response.body.destroy();
        throw new CliError(
          EXIT.api,
          `${where} answered more than ${MAX_BODY_BYTES / 1024 / 1024} MB`,
          "is --sandbox the sandbox's /_sandbox address?",
          'malformed',
        );
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    const { kind, reason } = networkReason(error, timeoutMs);
    throw new CliError(
      EXIT.api,
      `the sandbox did not answer ${where}: ${reason}`,
      START_HINT,
      kind,
    );
  } finally {
    await dispatcher.destroy().catch(() => undefined);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = undefined;
  }
  const isObject = typeof answer === 'object' && answer !== null && !Array.isArray(answer);
  if (status >= 200 && status < 300 && isObject) return answer as Answer;
  if (status >= 200 && status < 300)
    throw new CliError(
      EXIT.api,
      `${where} answered ${status} with something that is not a JSON object`,
      "is --sandbox the sandbox's /_sandbox address?",
      'malformed',
    );
  const message =
    isObject && typeof (answer as Answer).message === 'string'
      ? ((answer as Answer).message as string)
      : text.slice(0, 200).trim();
  throw new CliError(
    EXIT.api,
    `the sandbox refused ${where}: ${status}${message ? ` ${message}` : ''}`,
    refusalHint(path, status),
    'http',
  );
}
