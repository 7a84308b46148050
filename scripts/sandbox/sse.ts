// A stream of Server-Sent Events from the sandbox (the live tables', the bets
// feed's, the sportsbook's): the headers a cross-origin, never-cached,
// never-transformed, never-buffered stream needs; messages written in order
// (`event:` the type, `data:` the JSON, `id:` a running number), a client too
// slow to keep up only delaying itself; a `: ping` comment every 15 s for idle
// proxies; its end when the client goes or the source ends it; and at most
// STREAMS_PER_ADDRESS open at once per client address (behind the front, the
// address the front saw: ../forwarded-client.ts), each released however its
// stream ends.
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { clientAddress } from '../forwarded-client.ts';

/** A comment line this often keeps idle proxies from closing a stream. */
const PING_MS = 15_000;

/** Open streams per client address at most (the contract's 429). */
export const STREAMS_PER_ADDRESS = 1000;

/** Open streams by client address (an address with none is not kept). */
const openStreams = new Map<string, number>();

/** How many streams `address` holds open now. */
export function openStreamsOf(address: string): number {
  return openStreams.get(address) ?? 0;
}

/** The request's client address (its socket's peer, or the one the front names). */
function addressOf(c: Context): string {
  const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming?.socket?.remoteAddress;
  return clientAddress(peer, (name) => c.req.header(name));
}

/** Writes one message: its type, its data (already JSON) and its id (a running number unless given). */
export type SendEvent = (type: string, json: string, id?: string) => void;

/**
 * Serves a stream: `start` sends what it has and arranges the rest (calling
 * `end` to close the stream from its side); what it returns is called once
 * the stream is over, to stop its work.
 */
export function serveEvents(
  c: Context,
  start: (send: SendEvent, end: () => void) => () => void,
): Response {
  const address = addressOf(c);
  const open = openStreamsOf(address);
  if (open >= STREAMS_PER_ADDRESS)
    return c.json({ message: 'Too many open streams.', code: 429 }, 429);
  openStreams.set(address, open + 1);
  let released = false;
  /** Gives the address its slot back, once, whichever way the stream ends. */
  const release = () => {
    if (released) return;
    released = true;
    const left = openStreamsOf(address) - 1;
    if (left > 0) openStreams.set(address, left);
    else openStreams.delete(address);
  };
  c.req.raw.signal.addEventListener('abort', release, { once: true });
  c.header('Access-Control-Allow-Origin', '*');
  c.header('X-Accel-Buffering', 'no');
  const response = streamSSE(c, async (stream) => {
    let id = 0;
    let queue = Promise.resolve();
    const send: SendEvent = (type, json, given) => {
      const message = { event: type, data: json, id: given ?? String(++id) };
      queue = queue.then(() => stream.writeSSE(message)).catch(() => undefined);
    };
    const ping = setInterval(() => {
      queue = queue
        .then(() => stream.write(': ping\n\n'))
        .then(
          () => undefined,
          () => undefined,
        );
    }, PING_MS);
    let stop = () => {};
    try {
      await new Promise<void>((resolve) => {
        stream.onAbort(resolve);
        stop = start(send, resolve);
        // A client gone before the stream began would wait for ever.
        if (stream.aborted || c.req.raw.signal.aborted) resolve();
      });
    } finally {
      clearInterval(ping);
      stop();
      release();
    }
  });
  // Not stored, and not transformed: a proxy that compresses a stream holds its messages back.
  response.headers.set('Cache-Control', 'no-store, no-transform');
  return response;
}
