// Reading the live round streams (openapi/src/paths/live.yaml) where
// there is no EventSource: Node (the CLI, the tests, the benchmark) reads the
// `text/event-stream` body of a fetch with eventsource-parser, and each
// message's data is checked against its event schema by the caller, so a
// malformed message is reported, never trusted. Browsers use EventSource on
// the same address (`liveStreamUrl`).
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { Room } from '../rules/currencies.ts';
import type { ServiceUrls } from './hosts.ts';

/** Which live stream: the crash table, a room's table in a currency, or the feed of settled bets. */
export type LiveTable =
  | { game: 'crash' }
  | { game: 'rooms'; room: Room; currency?: string }
  | { game: 'feed' };

/** The stream's address on its service (crash on crash, rooms and the feed on general). */
export function liveStreamUrl(services: ServiceUrls, table: LiveTable): string {
  if (table.game === 'crash') return `${services.crash}/crash/live`;
  if (table.game === 'feed') return `${services.general}/rounds/live`;
  const query = table.currency ? `?currency=${encodeURIComponent(table.currency)}` : '';
  return `${services.general}/rooms/${table.room}/live${query}`;
}

/**
 * The longest line a stream may send and the largest message (its lines
 * together), in characters: 1 MiB each. An event of any stream here is a few
 * kilobytes; a server that sends more (a line without end, data lines
 * without the blank line that ends a message) is broken or hostile, and a
 * reader that kept it all would grow without bound.
 */
export const MAX_STREAM_LINE = 1 << 20;
export const MAX_STREAM_MESSAGE = 1 << 20;

/** A stream sent a line or a message over its bound: the reader stopped reading it. */
export class StreamLimitError extends Error {
  override readonly name = 'StreamLimitError';
  /** What was too long. */
  readonly what: 'line' | 'message';
  /** Its bound, characters. */
  readonly limit: number;
  constructor(what: 'line' | 'message', limit: number) {
    super(`the stream sent a ${what} over ${limit / (1 << 20)} MiB`);
    this.what = what;
    this.limit = limit;
  }
}

/**
 * Passes the text on while no line and no message is over its bound, and
 * fails the stream (StreamLimitError) as soon as one is: what is held is at
 * most the bound, whatever the server sends.
 */
function bounded(maxLine: number, maxMessage: number): TransformStream<string, string> {
  let line = 0;
  let message = 0;
  return new TransformStream({
    transform(chunk, controller) {
      const ends = /\r\n|\r|\n/g;
      let from = 0;
      for (let found = ends.exec(chunk); found; found = ends.exec(chunk)) {
        line += found.index - from;
        if (line > maxLine) return controller.error(new StreamLimitError('line', maxLine));
        // A line ends: a blank one ends the message.
        message = line === 0 ? 0 : message + line;
        if (message > maxMessage)
          return controller.error(new StreamLimitError('message', maxMessage));
        line = 0;
        from = found.index + found[0].length;
      }
      line += chunk.length - from;
      if (line > maxLine) return controller.error(new StreamLimitError('line', maxLine));
      if (message + line > maxMessage)
        return controller.error(new StreamLimitError('message', maxMessage));
      controller.enqueue(chunk);
    },
  });
}

/** One message of a stream: its event when the data passed the check, else what was wrong. */
export type LiveMessage<E> =
  | { ok: true; event: E; id: string | undefined }
  | { ok: false; data: string; problem: string };

/**
 * The messages of a stream body, in order, until it ends. `check` turns a
 * message's parsed JSON into an event or says what is wrong with it (a
 * string); data that is not JSON is reported the same way. A line or a
 * message over its bound (MAX_STREAM_LINE, MAX_STREAM_MESSAGE unless given)
 * stops the reading with a StreamLimitError: the caller drops the connection.
 */
export async function* readLiveStream<E>(
  body: ReadableStream<Uint8Array>,
  check: (data: unknown) => E | string,
  limits: { line?: number; message?: number } = {},
): AsyncGenerator<LiveMessage<E>> {
  // Node's and the DOM's stream types differ on TextDecoderStream's input; it is bytes in both.
  const decoder = new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>;
  const messages = body
    .pipeThrough(decoder)
    .pipeThrough(bounded(limits.line ?? MAX_STREAM_LINE, limits.message ?? MAX_STREAM_MESSAGE))
    .pipeThrough(new EventSourceParserStream());
  for await (const message of messages) {
    let json: unknown;
    try {
      json = JSON.parse(message.data);
    } catch {
      yield { ok: false, data: message.data, problem: 'the data is not JSON' };
      continue;
    }
    const event = check(json);
    if (typeof event === 'string') yield { ok: false, data: message.data, problem: event };
    else yield { ok: true, event, id: message.id };
  }
}
