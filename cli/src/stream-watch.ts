// Watching a Server-Sent Events stream of the API, for the watch commands
// (`casino live watch`, `casino betting watch`): every message checked
// against its schema (a malformed one is reported on stderr and skipped), a
// dropped stream reconnected (said on stderr), until Ctrl-C, until the
// command's handler says stop, or after --seconds. Exit 1 (a CliError) when
// the stream cannot be opened, drops (or ends empty) MAX_RECONNECTS times in
// a row, or sends nothing, not even its keep-alive, for the idle time. A
// line or a message over 1 MiB (the SDK's readLiveStream bounds) drops the
// connection like a broken stream: memory stays bounded whatever is sent.
import { describeIssues, readLiveStream, StreamLimitError } from '@casino/sdk';
import { Agent, fetch as undiciFetch } from 'undici';
import type { ZodMiniType } from 'zod/mini';
import type { Context } from './context.ts';
import { CliError, EXIT } from './errors.ts';
import { escapeControl } from './output.ts';

/** Reconnections in a row without a message before giving up. */
const MAX_RECONNECTS = 5;

/** What to watch and what to do with each event. */
export interface StreamWatch<E> {
  /** The stream's address. */
  url: string;
  /** The contract's schema of a message's data (the SDK's generated zod). */
  schema: ZodMiniType;
  /** How long the stream may stay silent, seconds (--idle). */
  idleSeconds: number;
  /** How to fix a stream that cannot be opened or has stopped, for the error. */
  hint: string;
  /** Handles one event; true stops the watch. */
  onEvent: (event: E) => boolean;
  /** Stops by itself after this long, ms (--seconds); never when absent. */
  stopAfterMs?: number;
}

/** undici's codes of no answer (headers or connection) within the timeout. */
const TIMEOUT_CODES = ['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT'];

/** True when the error, or one it wraps, has one of `codes` (undici's "fetch failed" wraps the reason). */
function hasCode(error: unknown, codes: readonly string[]): boolean {
  for (let e = error; e instanceof Error; e = e.cause)
    if (codes.includes((e as { code?: string }).code ?? '')) return true;
  return false;
}

/** True for no answer within the timeout, however wrapped. */
const isTimeout = (error: unknown) => hasCode(error, TIMEOUT_CODES);

/** True for a body that sent nothing for its bodyTimeout, however wrapped. */
const isBodyTimeout = (error: unknown) => hasCode(error, ['UND_ERR_BODY_TIMEOUT']);

/** The reason of a failure: undici's timeouts said as the other commands say them, else the innermost message. */
function causeOf(error: unknown, timeoutMs: number): string {
  if (isTimeout(error)) return `no answer within ${timeoutMs} ms`;
  let e = error;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return e instanceof Error ? e.message : String(e);
}

/** Watches the stream; resolves with how many events arrived once it stopped. */
export async function watchStream<E>(ctx: Context, watch: StreamWatch<E>): Promise<number> {
  const { url } = watch;
  const path = new URL(url).pathname;
  /** The event of a message's data, or what is wrong with it. */
  const check = (data: unknown): E | string => {
    const parsed = watch.schema.safeParse(data);
    return parsed.success ? (parsed.data as E) : describeIssues(parsed.error.issues).join('; ');
  };
  const say = (line: string) => ctx.out.stderr(`${escapeControl(line)}\n`);
  const agent = new Agent({
    connect: { timeout: ctx.options.timeout },
    headersTimeout: ctx.options.timeout,
    bodyTimeout: watch.idleSeconds * 1000,
  });
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const timer =
    watch.stopAfterMs === undefined ? undefined : setTimeout(onSignal, watch.stopAfterMs);
  let events = 0;
  try {
    /** Failed connections in a row since the last message. */
    let failures = 0;
    /** Whether any message has arrived: a stream that never opened fails at once. */
    let opened = false;
    /** The last message's id: a reconnection asks for what came after it (Last-Event-ID). */
    let lastId: string | undefined;
    while (!stop.signal.aborted) {
      /**
       * Whether this connection is accounted for: it brought a message, or
       * its error was counted. One that just ends empty counts as a failure.
       */
      let accounted = false;
      try {
        const response = await undiciFetch(url, {
          headers: {
            Accept: 'text/event-stream',
            ...(lastId === undefined ? {} : { 'Last-Event-ID': lastId }),
          },
          dispatcher: agent,
          signal: stop.signal,
        });
        if (response.status !== 200 || !response.body)
          throw new CliError(
            EXIT.api,
            `GET ${path} answered ${response.status}, not a stream`,
            watch.hint,
            response.status === 200 ? 'malformed' : 'http',
            response.status,
          );
        const body = response.body as unknown as ReadableStream<Uint8Array>;
        for await (const message of readLiveStream(body, check)) {
          opened = true;
          accounted = true;
          failures = 0;
          if (message.ok && message.id !== undefined) lastId = message.id;
          if (!message.ok) {
            say(`casino: a malformed event was skipped: ${message.problem}`);
            continue;
          }
          events++;
          if (watch.onEvent(message.event)) {
            stop.abort();
            break;
          }
        }
      } catch (error) {
        if (stop.signal.aborted) break;
        if (error instanceof CliError) throw error;
        if (error instanceof StreamLimitError) {
          // Read no further: the connection is dropped, as a broken stream's is.
          const what = `the stream at ${path} sent a ${error.what} over ${error.limit / (1 << 20)} MiB, the most a watch reads`;
          if (!opened || ++failures >= MAX_RECONNECTS)
            throw new CliError(EXIT.api, what, watch.hint, 'malformed');
          say(`casino: ${what}; the connection was dropped`);
          accounted = true;
          continue;
        }
        const reason = causeOf(error, ctx.options.timeout);
        if (isBodyTimeout(error))
          throw new CliError(
            EXIT.api,
            `the stream at ${path} was silent for ${watch.idleSeconds} s (not even its keep-alive)`,
            'the service may be stuck; raise --idle to allow longer silence',
            'timeout',
          );
        if (!opened || ++failures >= MAX_RECONNECTS)
          throw new CliError(
            EXIT.api,
            opened
              ? `the stream at ${path} dropped ${MAX_RECONNECTS} times in a row: ${reason}`
              : `could not open the stream at ${url}: ${reason}`,
            watch.hint,
            isTimeout(error) ? 'timeout' : 'network',
          );
        accounted = true;
      }
      if (stop.signal.aborted) break;
      if (!accounted && (!opened || ++failures >= MAX_RECONNECTS))
        throw new CliError(
          EXIT.api,
          `the stream at ${path} ended without a message`,
          watch.hint,
          'network',
        );
      const wait = Math.max(1, failures);
      say(`casino: the stream dropped; reconnecting in ${wait} s`);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
    return events;
  } finally {
    clearTimeout(timer);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await agent.destroy().catch(() => undefined);
  }
}
