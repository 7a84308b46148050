// The one call to a control of the development sandbox that every `casino
// sandbox …` command makes (at --sandbox: its options are defined, and
// checked loopback only, in shared.definition.ts), its method, path and body
// built from the sandbox's control API (scripts/sandbox/controls/api.ts, the
// one definition of every control), with the player's token as
// the Authorization header (never printed) and every failure turned into an
// error that says what to do: a refusal carries the sandbox's own message
// (exit 1), no answer says to start the sandbox.
import { request } from 'undici';
import {
  type ControlArgs,
  type ControlName,
  controlRequest,
} from '../../../scripts/sandbox/controls/api.ts';
import type { Context } from '../context.ts';
import { callAgent } from '../contract-call.ts';
import { CliError, EXIT } from '../errors.ts';
import { DEFAULT_SANDBOX_URL, type SandboxOptions } from './shared.definition.ts';

const START_HINT = `is the sandbox running? npm start / npm run sandbox (or pass --sandbox <url>, default ${DEFAULT_SANDBOX_URL})`;

/** The largest answer read: /state of a busy sandbox is well under this. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

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
function networkReason(
  error: unknown,
  timeoutMs: number,
): { kind: 'timeout' | 'network'; reason: string } {
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
 * Calls the control `name` (`payInvoice`: `POST /invoices/pay`) of the
 * sandbox with its body, if it takes one, as JSON; resolves with its JSON
 * answer. Throws a CliError (exit 1) when the sandbox refuses, answers
 * something that is not JSON or does not answer.
 */
export async function callControl<N extends ControlName>(
  options: SandboxOptions,
  ctx: Context,
  name: N,
  ...args: ControlArgs<N>
): Promise<Answer> {
  const { method, path, body } = controlRequest(name, ...args);
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
      body,
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
  // A web page (another server on that port) is said so, not pasted.
  const page = !isObject && /^\s*</.test(text);
  const message =
    isObject && typeof (answer as Answer).message === 'string'
      ? ((answer as Answer).message as string)
      : page
        ? ''
        : text.slice(0, 200).trim();
  throw new CliError(
    EXIT.api,
    page
      ? `${where} answered ${status} with a web page, not the sandbox's controls`
      : `the sandbox refused ${where}: ${status}${message ? ` ${message}` : ''}`,
    page ? "is --sandbox the sandbox's /_sandbox address?" : refusalHint(path, status),
    'http',
    status,
  );
}
