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

/** One message of a stream: its event when the data passed the check, else what was wrong. */
export type LiveMessage<E> =
  | { ok: true; event: E; id: string | undefined }
  | { ok: false; data: string; problem: string };

/**
 * The messages of a stream body, in order, until it ends. `check` turns a
 * message's parsed JSON into an event or says what is wrong with it (a
 * string); data that is not JSON is reported the same way.
 */
export async function* readLiveStream<E>(
  body: ReadableStream<Uint8Array>,
  check: (data: unknown) => E | string,
): AsyncGenerator<LiveMessage<E>> {
  // Node's and the DOM's stream types differ on TextDecoderStream's input; it is bytes in both.
  const decoder = new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>;
  const messages = body.pipeThrough(decoder).pipeThrough(new EventSourceParserStream());
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
