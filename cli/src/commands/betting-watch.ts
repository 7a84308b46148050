// `casino betting watch`: prints the sportsbook's live stream (GET
// /betting/live of openapi/src/paths/sportsbook.yaml) as it changes, so ops
// can see that the odds feed is alive: the events in play first, then a line
// each time an event's minute, score, status or prices move (goals, points,
// sets and games, maps and rounds, as each sport counts). With --json
// every message is one JSON line, exactly the stream's data. The stream is
// watched by ../stream-watch.ts (schema checks, reconnection, --idle). It
// runs until Ctrl-C, --events changes or --seconds; its options are defined
// in betting-watch.definition.ts.
import type { components } from '@casino/sdk';
import { zSportLiveEvent } from '@casino/sdk/schemas';
import type { CommandModule } from '../command.ts';
import { optionsSchema } from '../definition.ts';
import { usage } from '../errors.ts';
import { escapeControl, jsonLine } from '../output.ts';
import { watchStream } from '../stream-watch.ts';
import { bettingWatchDefinition } from './betting-watch.definition.ts';

type Schemas = components['schemas'];
type LiveEvent = Schemas['SportLiveEvent'];

const schema = optionsSchema(bettingWatchDefinition);

/** What a watch saw: the changes (the snapshot not counted) and every message. */
export interface BettingWatchResult {
  changes: number;
  messages: number;
}

/** What a basketball period is called: Q1 to Q4, then OT, OT2… */
const quarter = (period: number) =>
  period <= 4 ? `Q${period}` : `OT${period === 5 ? '' : period - 4}`;

/**
 * An event in play in one line: its clock, the event, its score and status,
 * and its main market's prices. The clock is the match minute (football,
 * ice hockey, basketball) or the set or map in play (`S2`, `M2`); the score
 * is goals, basketball's points with the quarter (`71:64 Q4`), or sets and
 * maps won with the current set's games or map's rounds (`1:0 sets, 3:2
 * games`, `1:0 maps, 7:5 rounds`).
 */
export function describeSportEvent(event: Schemas['SportEvent']): string {
  const [home, away] = event.score ?? [];
  const [own, theirs] = event.period_score ?? [];
  const pair = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined ? '-:-' : `${a}:${b}`;
  const units = { tennis: ['sets', 'games', 'S'], esports: ['maps', 'rounds', 'M'] } as const;
  const byPeriods =
    event.sport === 'tennis' || event.sport === 'esports' ? units[event.sport] : null;
  let score = pair(home, away);
  if (byPeriods) score = `${score} ${byPeriods[0]}, ${pair(own, theirs)} ${byPeriods[1]}`;
  else if (event.sport === 'basketball' && event.period !== null)
    score = `${score} ${quarter(event.period)}`;
  const main = event.markets.find((m) => m.kind === '1x2' || m.kind === 'winner');
  const prices = main
    ? `${main.suspended ? 'suspended ' : ''}${main.outcomes.map((o) => `${o.key} ${o.odds.toFixed(2)}`).join('  ')}`
    : '';
  const clock =
    event.minute !== null
      ? `${event.minute}'`
      : byPeriods && event.period !== null
        ? `${byPeriods[2]}${event.period}`
        : '';
  const status = event.status === 'live' ? '' : ` ${event.status}`;
  return `${clock.padStart(4)} #${event.id} ${event.home} – ${event.away} ${score}${status}${prices ? `  ${prices}` : ''}`;
}

export const bettingWatch: CommandModule<typeof schema, BettingWatchResult> = {
  schema,
  printsItself: true,
  async run(options, ctx) {
    if (options.sport && options.event)
      throw usage('--sport and --event do not go together', 'pass one of them, or neither');
    const query = new URLSearchParams();
    if (options.sport) query.set('sport', options.sport);
    if (options.event) query.set('event', String(options.event));
    const url = `${ctx.apiBaseUrl().replace(/\/$/, '')}/betting/live${query.size ? `?${query}` : ''}`;
    const result: BettingWatchResult = { changes: 0, messages: 0 };
    result.messages = await watchStream<LiveEvent>(ctx, {
      url,
      schema: zSportLiveEvent,
      idleSeconds: options.idle,
      hint: 'check the --api address and that the API is up',
      stopAfterMs: options.seconds === undefined ? undefined : options.seconds * 1000,
      onEvent(message) {
        if (ctx.options.json) ctx.out.stdout(jsonLine(message));
        else if (message.type === 'snapshot') {
          ctx.out.stdout(
            `in play: ${message.events.length} event${message.events.length === 1 ? '' : 's'}\n`,
          );
          for (const event of message.events)
            ctx.out.stdout(`${escapeControl(describeSportEvent(event))}\n`);
          // An --event the snapshot lacks: said, and watched on in case it starts.
          if (options.event !== undefined && message.events.length === 0)
            ctx.out.stderr(
              `casino: event ${options.event} is not in play now; watching for it to start (see its id on the sportsbook's list)\n`,
            );
        } else ctx.out.stdout(`${escapeControl(describeSportEvent(message.event))}\n`);
        return message.type === 'event' && ++result.changes === options.events;
      },
    });
    ctx.out.stderr(
      `casino: watched ${result.changes} change${result.changes === 1 ? '' : 's'} (${result.messages} message${result.messages === 1 ? '' : 's'})\n`,
    );
    return result;
  },
  render: (r) => `${r.changes} changes, ${r.messages} messages`,
  toJson: (r) => r,
};
