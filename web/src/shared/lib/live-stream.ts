// A live stream in the browser (the live tables and the bets feed of
// openapi/src/paths/live.yaml, the sportsbook's odds of paths/sportsbook.yaml):
// EventSource on the stream's address, each message's data checked against its
// event schema in the answer checks' worker (answers.ts: a feed's snapshot of
// 80 bets, and building its schema, were tasks of 50–75 ms on a slow phone's
// main thread) and handed on in the order the messages came (a malformed one
// is dropped and logged, never trusted; where no worker can run, each is
// checked here as it comes); and the server's clock estimated from the time
// each event says it was sent, so a board draws the round by the server's
// time and not by its own guesses. EventSource reconnects by itself after a
// dropped connection; a refused one (an HTTP error closes it for good) is
// opened again here after a pause. Every (re)connection starts with a
// snapshot, which resets the board's view.
import { useEffect, useRef, useState } from 'react';
import { problems, problemsNow, readyChecks, type SchemaName } from './answers.ts';

/** How the stream is doing, for the board to say. */
export type StreamStatus = 'connecting' | 'live' | 'reconnecting';

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
    /** An event sent at `serverTime` that arrived at `arrivedAt` (now, unless given). */
    sample(serverTime: number, arrivedAt = now()) {
      samples.push(serverTime - arrivedAt);
      if (samples.length > CLOCK_SAMPLES) samples.shift();
      offset = Math.max(...samples);
    },
  };
}

/** When the live tables' events were sent: their `serverTime`. */
const serverTimeOf = (event: object): number =>
  'serverTime' in event && typeof event.serverTime === 'number' ? event.serverTime : Number.NaN;

/**
 * Follows a stream: `onEvent` gets every event that matches `schema` (the
 * name of its generated event schema), in order; the latest function given
 * is called. `url` null follows nothing.
 * `sentAt` reads when an event was sent (ms since the epoch; the live tables'
 * `serverTime` unless given) for the server's clock.
 */
export function useLiveStream<E extends { type: string }>(
  url: string | null,
  types: readonly E['type'][],
  schema: SchemaName,
  onEvent: (event: E) => void,
  sentAt: (event: E) => number = serverTimeOf,
): { status: StreamStatus; clock: ServerClock } {
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const clock = useRef(createServerClock()).current;
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const timeOf = useRef(sentAt);
  timeOf.current = sentAt;
  const typeList = types.join(' ');

  useEffect(() => {
    if (url === null) return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let pause = REOPEN_MS;
    let closed = false;
    /** The checks in flight, in order; null when none is. */
    let queue: Promise<void> | null = null;
    const deliver = (type: string, data: unknown, found: readonly string[], arrivedAt: number) => {
      if (closed) return;
      if (found.length > 0) {
        console.error('live stream: a malformed event was dropped', type);
        return;
      }
      const event = data as E;
      const sent = timeOf.current(event);
      if (Number.isFinite(sent)) clock.sample(sent, arrivedAt);
      pause = REOPEN_MS;
      setStatus('live');
      handler.current(event);
    };
    const receive = ({ type, data: text }: MessageEvent<string>) => {
      const arrivedAt = Date.now();
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        data = undefined;
      }
      const checked = (found: readonly string[]) => deliver(type, data, found, arrivedAt);
      // Not JSON: dropped at once (no later event waits for it).
      if (data === undefined) return checked(['not JSON']);
      // Known at once (no worker): handed on now, unless earlier ones still wait.
      const now = queue ? null : problemsNow(schema, data);
      if (now) return checked(now);
      const next: Promise<void> = (queue ?? Promise.resolve())
        .then(() => problems(schema, data))
        .then(checked)
        // A check that could not run (its chunk did not load): that event is dropped, the next ones go on.
        .catch((error: unknown) =>
          console.error('live stream: an event could not be checked', error),
        )
        .finally(() => {
          if (queue === next) queue = null;
        });
      queue = next;
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
    readyChecks()
      .then(() => {
        if (!closed) open();
      })
      .catch((error: unknown) => {
        // The schemas did not load (a deploy, the network): no event can be checked, none is shown.
        console.error('live stream: the event checks did not load', error);
        if (!closed) setStatus('reconnecting');
      });
    return () => {
      closed = true;
      clearTimeout(reopen);
      source?.close();
    };
  }, [url, typeList, schema, clock]);

  return { status, clock };
}
