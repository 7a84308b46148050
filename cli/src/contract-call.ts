// The raw GET of `casino contract check`: one request with undici, no
// redirect followed, no token refresh and no validation (the check judges the
// answer itself), bounded by the timeout and by a size limit on the body.
// A failure comes back as a line that says which (refused, timed out, DNS,
// reset, too large), never as a throw.
import { Agent, request } from 'undici';

/** The largest body read: a contract answer is far smaller; more is cut and reported. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** What a GET got. */
export type CallOutcome =
  | { kind: 'answer'; status: number; contentType: string; location?: string; text: string }
  | { kind: 'failed'; message: string };

/** An Agent whose connect, headers and body are each bounded by `timeoutMs`. */
export function callAgent(timeoutMs: number): Agent {
  return new Agent({
    connect: { timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
}

/** A failed request as one line: `connection refused (ECONNREFUSED 127.0.0.1:1)`. */
function networkMessage(error: unknown, timeoutMs: number): string {
  const err = error instanceof Error ? error : new Error(String(error));
  const cause = err.cause instanceof Error ? err.cause : undefined;
  const code = (cause as { code?: string } | undefined)?.code ?? (err as { code?: string }).code;
  if (
    err.name === 'TimeoutError' ||
    err.name === 'AbortError' ||
    code === 'UND_ERR_CONNECT_TIMEOUT' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT'
  )
    return `timeout: no answer within ${timeoutMs} ms`;
  const detail = cause?.message ?? err.message;
  if (code === 'ECONNREFUSED') return `network: connection refused (${detail})`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `network: DNS lookup failed (${detail})`;
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET')
    return `network: connection reset (${detail})`;
  return `network: ${detail}`;
}

/** GETs `url` with `headers`; the body is read whole as text (up to MAX_BODY_BYTES). */
export async function getAnswer(
  url: string,
  headers: Record<string, string>,
  options: { dispatcher: Agent; timeoutMs: number },
): Promise<CallOutcome> {
  try {
    const response = await request(url, {
      method: 'GET',
      headers,
      dispatcher: options.dispatcher,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) {
        response.body.destroy();
        return {
          kind: 'failed',
          message: `the body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB; not read`,
        };
      }
      chunks.push(chunk as Buffer);
    }
    const header = (name: string) => {
      const value = response.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    return {
      kind: 'answer',
      status: response.statusCode,
      contentType: header('content-type') ?? '',
      location: header('location'),
      text: Buffer.concat(chunks).toString('utf8'),
    };
  } catch (error) {
    return { kind: 'failed', message: networkMessage(error, options.timeoutMs) };
  }
}
