// A stream of Server-Sent Events from the sandbox (the live tables', the bets
// feed's, the sportsbook's): the headers a cross-origin, never-cached,
// never-buffered stream needs; messages written in order (`event:` the type,
// `data:` the JSON, `id:` a running number), a client too slow to keep up
// only delaying itself; a `: ping` comment every 15 s for idle proxies; and
// its end when the client goes or the source ends it.
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';

/** A comment line this often keeps idle proxies from closing a stream. */
const PING_MS = 15_000;

/** Writes one message: its type and its data, already JSON. */
export type SendEvent = (type: string, json: string) => void;

/**
 * Serves a stream: `start` sends what it has and arranges the rest (calling
 * `end` to close the stream from its side); what it returns is called once
 * the stream is over, to stop its work.
 */
export function serveEvents(
  c: Context,
  start: (send: SendEvent, end: () => void) => () => void,
): Response {
  c.header('Access-Control-Allow-Origin', '*');
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let id = 0;
    let queue = Promise.resolve();
    const send: SendEvent = (type, json) => {
      const message = { event: type, data: json, id: String(++id) };
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
    await new Promise<void>((resolve) => {
      stream.onAbort(resolve);
      stop = start(send, resolve);
    });
    clearInterval(ping);
    stop();
  });
}
