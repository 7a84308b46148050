// `casino live watch --game crash|rooms|feed`: prints the live rounds of an
// API as they happen (the crash and room streams of
// openapi/src/paths/live.yaml), or the live bets feed (every settled bet,
// anyone's), so ops can see at a glance that the game services are alive. With --json every
// event is one JSON line, exactly the stream's data; otherwise one line per
// phase, bet, cash-out, join and end (no ticks), each round's verification
// data with its end. The stream is watched by ../stream-watch.ts (schema
// checks, reconnection, --idle; the snapshot after a reconnection shows
// where the table is). It runs until Ctrl-C, or until --rounds rounds have
// ended. Its options are defined in live-watch.definition.ts.
import { type components, liveStreamUrl } from '@casino/sdk';
import { zBetFeedEvent, zCrashEvent, zRoomEvent } from '@casino/sdk/schemas';
import type { CommandModule } from '../command.ts';
import { optionsSchema } from '../definition.ts';
import { usage } from '../errors.ts';
import { escapeControl, jsonLine } from '../output.ts';
import { watchStream } from '../stream-watch.ts';
import { liveWatchDefinition } from './live-watch.definition.ts';

type Schemas = components['schemas'];
type LiveEvent = Schemas['CrashEvent'] | Schemas['RoomEvent'] | Schemas['BetFeedEvent'];
type FeedBet = Schemas['FeedBet'];

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
    const result: WatchResult = { rounds: 0, events: 0 };
    result.events = await watchStream<LiveEvent>(ctx, {
      url,
      schema:
        options.game === 'crash'
          ? zCrashEvent
          : options.game === 'rooms'
            ? zRoomEvent
            : zBetFeedEvent,
      idleSeconds: options.idle,
      hint: 'check the --api address and that the game services are up',
      onEvent(event) {
        if (ctx.options.json) ctx.out.stdout(jsonLine(event));
        else {
          const line = describeEvent(event);
          if (line !== null) ctx.out.stdout(`${escapeControl(line)}\n`);
        }
        // A round ends, or (the feed) a bet settles.
        const ended = options.game === 'feed' ? event.type === 'bet' : event.type === 'end';
        return ended && ++result.rounds === options.rounds;
      },
    });
    const noun = options.game === 'feed' ? 'bet' : 'round';
    ctx.out.stderr(
      `casino: watched ${result.rounds} ${noun}${result.rounds === 1 ? '' : 's'} (${result.events} event${result.events === 1 ? '' : 's'})\n`,
    );
    return result;
  },
  render: (r) => `${r.rounds} rounds, ${r.events} events`,
  toJson: (r) => r,
};
