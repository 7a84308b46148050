// `casino live watch`, defined: which live stream (--game crash or rooms, a
// room's --room and --currency, or feed: every settled bet), when to stop (--rounds) and how long a
// silent stream is allowed (--idle), and the API's options. The rooms and
// currencies are the SDK's ROOMS and currency codes (a test holds them
// equal). Its work is live-watch.ts.
import { z } from 'zod';
import { defineCommand } from '../definition.ts';
import { wholeNumber } from '../parse.ts';
import { apiOptions } from './shared.definition.ts';

const ROOMS = ['red', 'yellow', 'purple'] as const;
const CURRENCIES = ['RUB', 'USD', 'EUR', 'KZT', 'TRY', 'AZN', 'INR'] as const;
/** The most rounds (or feed bets) one watch waits for. */
const MAX_ROUNDS = 10_000;
/** The longest silence --idle allows: an hour. */
const MAX_IDLE_S = 3600;

export const liveWatchDefinition = defineCommand({
  path: ['live', 'watch'],
  description:
    'print the live rounds as they happen (--json: one event per line) until Ctrl-C or --rounds',
  options: {
    game: {
      flags: '--game <game>',
      description: 'crash, rooms or feed (the live bets feed: every settled bet)',
      zod: z.enum(['crash', 'rooms', 'feed'], { message: 'must be crash, rooms or feed' }),
    },
    room: {
      flags: '--room <room>',
      description: 'rooms: red, yellow or purple',
      // The command's: it must tell a room given with --game crash.
      whenAbsent: 'red',
      zod: z.enum(ROOMS, { message: 'must be red, yellow or purple' }).optional(),
    },
    currency: {
      flags: '--currency <code>',
      description: "rooms: the table's currency",
      // The game service's, when the stream's address names none.
      whenAbsent: 'RUB',
      zod: z
        .preprocess(
          (value) => (typeof value === 'string' ? value.toUpperCase() : value),
          z.enum(CURRENCIES, {
            message: 'must be a currency of the table: RUB, USD, EUR, KZT, TRY, AZN or INR',
          }),
        )
        .optional(),
    },
    rounds: {
      flags: '--rounds <n>',
      description: `stop after this many rounds have ended (feed: bets), 1-${MAX_ROUNDS}`,
      zod: wholeNumber(1, MAX_ROUNDS, 'rounds').optional(),
    },
    idle: {
      flags: '--idle <s>',
      description: `fail when the stream sends nothing for this long, 1-${MAX_IDLE_S}`,
      default: '30',
      zod: wholeNumber(1, MAX_IDLE_S, 'seconds'),
    },
  },
  shared: apiOptions({
    timeout: 'how long to wait for the stream to open, in ms',
    json: 'print each event as one JSON line on stdout (NDJSON)',
  }),
});
