// `casino live watch --game crash|rooms|feed`: prints the live rounds of an
// API as they happen (the crash and room streams of
// openapi/src/paths/live.yaml), or the live bets feed (every settled bet,
// anyone's), so ops can see at a glance that the game services are alive. With --json every
// event is one JSON line, exactly the stream's data; otherwise one line per
// phase, bet, cash-out, join and end (no ticks), each round's verification
// data with its end. Every message is checked against its schema: a
// malformed one is reported on stderr and skipped. A dropped stream is
// reconnected (said on stderr; the snapshot that follows shows where the
// table is). It runs until Ctrl-C, or until --rounds rounds have ended;
// exit 1 when the stream cannot be opened or stays silent (not even its
// keep-alive) for --idle seconds. Its options are defined in
// live-watch.definition.ts.
import { type components, describeIssues, liveStreamUrl, readLiveStream } from '@casino/sdk';
import { zBetFeedEvent, zCrashEvent, zRoomEvent } from '@casino/sdk/schemas';
import { Agent, fetch as undiciFetch } from 'undici';
import type { CommandModule } from '../command.ts';
import { optionsSchema } from '../definition.ts';
import { CliError, EXIT, usage } from '../errors.ts';
import { escapeControl, jsonLine } from '../output.ts';
import { liveWatchDefinition } from './live-watch.definition.ts';

type Schemas = components['schemas'];
type LiveEvent = Schemas['CrashEvent'] | Schemas['RoomEvent'] | Schemas['BetFeedEvent'];
type FeedBet = Schemas['FeedBet'];

/** Reconnections in a row without a message before giving up. */
const MAX_RECONNECTS = 5;

const schema = optionsSchema(liveWatchDefinition);

/** What a watch saw. */
export interface WatchResult {
  rounds: number;
  events: number;
}

const time = (ms: number) => `${new Date(ms).toISOString().slice(11, 19)}Z`;
const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

/** A settled bet of the feed, in one line. */
function describeFeedBet(bet: FeedBet): string {
  const marks = [bet.highRoller ? 'high roller' : '', bet.bigWin ? 'big win' : '']
    .filter(Boolean)
    .join(', ');
  return `  ${bet.game.padEnd(8)} ${bet.player} ${money(bet.amount, bet.currency)} ×${bet.multiplier.toFixed(2)} → ${money(bet.payout, bet.currency)}${marks ? ` (${marks})` : ''}`;
}

/** The line for people of an event, or null for one they need not see (a tick). */
export function describeEvent(event: LiveEvent): string | null {
  if ('bigWins' in event)
    return `feed (snapshot: ${event.bets.length} bets, ${event.highRollers.length} high rollers, ${event.bigWins.length} big wins)`;
  if (event.type === 'bet' && !('roundId' in event)) return describeFeedBet(event.bet);
  if ('chain' in event) {
    const { round } = event;
    return `crash #${round.number} ${round.phase} (snapshot: ${event.bets.length} bets; chain ${event.chain.terminatingHash}, salt ${event.chain.salt})`;
  }
  if (event.type === 'snapshot' && 'history' in event) {
    const { round } = event;
    return `room ${round.room} ${round.currency} #${round.number} ${round.phase} (snapshot: ${round.entries.length} players, pot ${money(round.pot, round.currency)})`;
  }
  switch (event.type) {
    case 'tick':
      return null;
    case 'bet':
      return `  bet      ${event.bet.player} ${money(event.bet.amount, event.bet.currency)}`;
    case 'cashout':
      return `  cashout  ${event.bet.player} at ×${event.bet.cashedOutAt?.toFixed(2)} → ${money(event.bet.payout ?? 0, event.bet.currency)}`;
  }
  const { round } = event as { round: Schemas['CrashLiveRound'] | Schemas['RoomLiveRound'] };
  if ('rate' in round) {
    if (event.type === 'betting')
      return `crash #${round.number} betting until ${time(round.bettingEndsAt)}`;
    if (event.type === 'start') return `crash #${round.number} started`;
    return `crash #${round.number} crashed at ×${round.crashPoint?.toFixed(2)}, hash ${round.hash}`;
  }
  const label = `room ${round.room} ${round.currency} #${round.number}`;
  if (event.type === 'opened') return `${label} open, server seed hash ${round.serverSeedHash}`;
  if (event.type === 'join') {
    const entry = round.entries.at(-1);
    const countdown = round.endsAt === null ? '' : `, draw at ${time(round.endsAt)}`;
    return `  joined   ${entry?.player} ${money(entry?.amount ?? 0, round.currency)} (pot ${money(round.pot, round.currency)}${countdown})`;
  }
  const winner = round.winner === null ? undefined : round.entries[round.winner];
  return `${label} won by ${winner?.player} (${money(round.payout ?? 0, round.currency)} of ${money(round.pot, round.currency)}), server seed ${round.serverSeed}`;
}

/** The innermost message of an error (undici's "fetch failed" wraps the reason). */
function causeOf(error: unknown, timeoutMs: number): string {
  let e = error;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  const code = (e as { code?: string }).code;
  // undici's own words ("Headers Timeout Error") said as the other commands say them.
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT')
    return `no answer within ${timeoutMs} ms`;
  return e instanceof Error ? e.message : String(e);
}

/** True for undici's error of a body that sent nothing for its bodyTimeout, however wrapped. */
function isBodyTimeout(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause)
    if ((e as { code?: string }).code === 'UND_ERR_BODY_TIMEOUT') return true;
  return false;
}

/** The schema check of a message's data: the event, or what is wrong with it. */
function checker(game: 'crash' | 'rooms' | 'feed') {
  const zEvent = game === 'crash' ? zCrashEvent : game === 'rooms' ? zRoomEvent : zBetFeedEvent;
  return (data: unknown): LiveEvent | string => {
    const parsed = zEvent.safeParse(data);
    return parsed.success
      ? (parsed.data as LiveEvent)
      : describeIssues(parsed.error.issues).join('; ');
  };
}

export const liveWatch: CommandModule<typeof schema, WatchResult> = {
  schema,
  printsItself: true,
  async run(options, ctx) {
    if (options.game !== 'rooms' && (options.room || options.currency))
      throw usage('--room and --currency are for rooms', 'drop them, or pass --game rooms');
    // The stream's address on its service: `{api}/services/...` with --api, the service host with --site.
    const url = liveStreamUrl(
      ctx.services(),
      options.game !== 'rooms'
        ? { game: options.game }
        : {
            game: 'rooms',
            room: options.room ?? liveWatchDefinition.options.room.whenAbsent,
            currency: options.currency,
          },
    );
    const idleMs = options.idle * 1000;
    const check = checker(options.game);
    const say = (line: string) => ctx.out.stderr(`${escapeControl(line)}\n`);
    const agent = new Agent({
      connect: { timeout: ctx.options.timeout },
      headersTimeout: ctx.options.timeout,
      bodyTimeout: idleMs,
    });
    const stop = new AbortController();
    const onSignal = () => stop.abort();
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    const result: WatchResult = { rounds: 0, events: 0 };
    try {
      /** Failed connections in a row since the last message. */
      let failures = 0;
      /** Whether any message has arrived: a stream that never opened fails at once. */
      let opened = false;
      while (!stop.signal.aborted) {
        /**
         * Whether this connection is accounted for: it brought a message, or
         * its error was counted. One that just ends empty counts as a failure.
         */
        let accounted = false;
        try {
          const response = await undiciFetch(url, {
            headers: { Accept: 'text/event-stream' },
            dispatcher: agent,
            signal: stop.signal,
          });
          if (response.status !== 200 || !response.body)
            throw new CliError(
              EXIT.api,
              `GET ${new URL(url).pathname} answered ${response.status}, not a stream`,
              'check the --api address and that the game services are up',
            );
          const body = response.body as unknown as ReadableStream<Uint8Array>;
          for await (const message of readLiveStream(body, check)) {
            opened = true;
            accounted = true;
            failures = 0;
            if (!message.ok) {
              say(`casino: a malformed event was skipped: ${message.problem}`);
              continue;
            }
            const { event } = message;
            result.events++;
            if (ctx.options.json) ctx.out.stdout(jsonLine(event));
            else {
              const line = describeEvent(event);
              if (line !== null) ctx.out.stdout(`${escapeControl(line)}\n`);
            }
            // A round ends, or (the feed) a bet settles.
            const ended = options.game === 'feed' ? event.type === 'bet' : event.type === 'end';
            if (ended && ++result.rounds === options.rounds) {
              stop.abort();
              break;
            }
          }
        } catch (error) {
          if (stop.signal.aborted) break;
          if (error instanceof CliError) throw error;
          const reason = causeOf(error, ctx.options.timeout);
          if (isBodyTimeout(error))
            throw new CliError(
              EXIT.api,
              `the stream at ${new URL(url).pathname} was silent for ${options.idle} s (not even its keep-alive)`,
              'the game service may be stuck; raise --idle to allow longer silence',
            );
          if (!opened || ++failures >= MAX_RECONNECTS)
            throw new CliError(
              EXIT.api,
              opened
                ? `the stream at ${new URL(url).pathname} dropped ${MAX_RECONNECTS} times in a row: ${reason}`
                : `could not open the stream at ${url}: ${reason}`,
              'check the --api address and that the game services are up',
            );
          accounted = true;
        }
        if (stop.signal.aborted) break;
        if (!accounted && (!opened || ++failures >= MAX_RECONNECTS))
          throw new CliError(
            EXIT.api,
            `the stream at ${new URL(url).pathname} ended without a message`,
            'check that the game services are up',
          );
        const wait = Math.max(1, failures);
        say(`casino: the stream dropped; reconnecting in ${wait} s`);
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      }
      const noun = options.game === 'feed' ? 'bet' : 'round';
      say(
        `casino: watched ${result.rounds} ${noun}${result.rounds === 1 ? '' : 's'} (${result.events} event${result.events === 1 ? '' : 's'})`,
      );
      return result;
    } finally {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      await agent.destroy().catch(() => undefined);
    }
  },
  render: (r) => `${r.rounds} rounds, ${r.events} events`,
  toJson: (r) => r,
};
