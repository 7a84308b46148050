// A live stream in the browser (the live tables and the bets feed of
// openapi/src/paths/live.yaml, the sportsbook's odds of paths/sportsbook.yaml):
// EventSource on the stream's address, each message's data checked against its
// event schema (a malformed one is dropped and logged, never trusted), and the
// server's clock estimated from the time each event says it was sent, so a
// board draws the round by the server's time and not by its own guesses. EventSource
// reconnects by itself after a dropped connection; a refused one (an HTTP
// error closes it for good) is opened again here after a pause. Every
// (re)connection starts with a snapshot, which resets the board's view.
import { useEffect, useRef, useState } from 'react';

/** How the stream is doing, for the board to say. */
export type StreamStatus = 'connecting' | 'live' | 'reconnecting';

/**
 * An event schema (the SDK's generated one), loaded on first use. A stream
 * checks its events on the page's thread, in the order they come: each is
 * small, unlike a page's answers (shared/lib/answers.ts checks those in a worker).
 */
type SchemaLoader = () => Promise<{ safeParse(value: unknown): { success: boolean } }>;

/** The server's clock as the client estimates it. */
export interface ServerClock {
  /** The server's time now, ms since the epoch. */
  now(): number;
}

/** How many recent samples the clock offset is taken from. */
const CLOCK_SAMPLES = 30;
/** The pause before opening a closed stream again, ms (doubled each time, up to 30 s). */
const REOPEN_MS = 2000;

/**
 * The clock offset: each event says the server's time when it was sent, and
 * arrives a little later, so `serverTime − arrival` is the offset less the
 * delay; the largest of the recent ones is the closest to the truth.
 */
export function createServerClock(now: () => number = Date.now) {
  const samples: number[] = [];
  let offset = 0;
  return {
    now: () => now() + offset,
    sample(serverTime: number) {
      samples.push(serverTime - now());
      if (samples.length > CLOCK_SAMPLES) samples.shift();
      offset = Math.max(...samples);
    },
  };
}

/** When the live tables' events were sent: their `serverTime`. */
const serverTimeOf = (event: object): number =>
  'serverTime' in event && typeof event.serverTime === 'number' ? event.serverTime : Number.NaN;

/**
 * Follows a stream: `onEvent` gets every event that matches `schema` (its
 * generated event schema, loaded before the stream opens),
 * in order; the latest function given is called. `url` null follows nothing.
 * `sentAt` reads when an event was sent (ms since the epoch; the live tables'
 * `serverTime` unless given) for the server's clock.
 */
export function useLiveStream<E extends { type: string }>(
  url: string | null,
  types: readonly E['type'][],
  schema: SchemaLoader,
  onEvent: (event: E) => void,
  sentAt: (event: E) => number = serverTimeOf,
): { status: StreamStatus; clock: ServerClock } {
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const clock = useRef(createServerClock()).current;
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const loadSchema = useRef(schema);
  loadSchema.current = schema;
  const timeOf = useRef(sentAt);
  timeOf.current = sentAt;
  const typeList = types.join(' ');

  useEffect(() => {
    if (url === null) return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let pause = REOPEN_MS;
    let closed = false;
    let check: Awaited<ReturnType<SchemaLoader>> | undefined;
    const receive = (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        data = undefined;
      }
      if (!check?.safeParse(data).success) {
        console.error('live stream: a malformed event was dropped', message.type);
        return;
      }
      const event = data as E;
      const sent = timeOf.current(event);
      if (Number.isFinite(sent)) clock.sample(sent);
      pause = REOPEN_MS;
      setStatus('live');
      handler.current(event);
    };
    const open = () => {
      source = new EventSource(url);
      for (const type of typeList.split(' ')) source.addEventListener(type, receive);
      source.onerror = () => {
        if (closed || !source) return;
        setStatus('reconnecting');
        if (source.readyState === EventSource.CLOSED) {
          source.close();
          reopen = setTimeout(open, pause);
          pause = Math.min(pause * 2, 30_000);
        }
      };
    };
    setStatus('connecting');
    loadSchema
      .current()
      .then((loaded) => {
        check = loaded;
        if (!closed) open();
      })
      .catch((error: unknown) => {
        // The chunk did not load (a deploy, the network): no event can be checked, none is shown.
        console.error('live stream: the event schema did not load', error);
        if (!closed) setStatus('reconnecting');
      });
    return () => {
      closed = true;
      clearTimeout(reopen);
      source?.close();
    };
  }, [url, typeList, clock]);

  return { status, clock };
}
