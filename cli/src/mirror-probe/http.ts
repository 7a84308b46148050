// The HTTP part of a mirror probe, over the socket the earlier stages opened
// (so DNS, TCP and TLS are timed apart): one GET and its response headers,
// then as much of the body as the probe wants. The body is read best-effort:
// it ends at the byte limit, at its end, at an error or at the deadline, and
// says which, so the caller can tell a whole page from one that stopped.
import { type IncomingMessage, request } from 'node:http';
import type { Socket } from 'node:net';
import { StageFailure } from './verdict.ts';

/** GET `url` over `socket`; resolves with the response once its headers arrived. */
export function sendRequest(
  socket: Socket,
  url: URL,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request({
      createConnection: () => socket,
      method: 'GET',
      path: `${url.pathname}${url.search}`,
      headers: {
        host: url.host,
        'user-agent': 'casino-cli mirror check',
        accept: '*/*',
        connection: 'close',
      },
    });
    const done = (error?: unknown, response?: IncomingMessage) => {
      signal.removeEventListener('abort', onAbort);
      if (response) return resolve(response);
      req.destroy();
      reject(error);
    };
    const onAbort = () => done(signal.reason);
    req.once('response', (response) => done(undefined, response));
    req.once('error', (error: NodeJS.ErrnoException) => {
      if (signal.aborted) return done(signal.reason);
      const why =
        error.code === 'ECONNRESET'
          ? 'the connection was reset before an answer (ECONNRESET)'
          : `no HTTP answer: ${error.message}`;
      done(new StageFailure('http-error', why));
    });
    signal.addEventListener('abort', onAbort, { once: true });
    req.end();
  });
}

/** What was read of a body. */
export interface BodyRead {
  /** The bytes read, at most the limit. */
  body: Buffer;
  /** True when the body ended or the limit was reached; false when it stopped (an error or the deadline). */
  complete: boolean;
  /** Why it stopped, when it did. */
  error?: string;
}

/** Reads up to `limit` bytes of `response`'s body; never rejects. `onBytes` sees the count grow. */
export function readBody(
  response: IncomingMessage,
  limit: number,
  signal: AbortSignal,
  onBytes?: (bytes: number) => void,
): Promise<BodyRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (complete: boolean, error?: string) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      response.off('data', onData);
      response.destroy();
      const body = Buffer.concat(chunks, size);
      resolve(error === undefined ? { body, complete } : { body, complete, error });
    };
    const onData = (chunk: Buffer) => {
      const take = chunk.subarray(0, limit - size);
      chunks.push(take);
      size += take.length;
      onBytes?.(size);
      if (size >= limit) finish(true);
    };
    const onAbort = () => finish(false, `no more bytes came after ${size}`);
    response.on('data', onData);
    response.once('end', () => finish(true));
    response.once('error', (error) =>
      finish(false, `the connection broke after ${size} bytes (${error.message})`),
    );
    response.once('close', () => finish(false, `the connection closed after ${size} bytes`));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
}
