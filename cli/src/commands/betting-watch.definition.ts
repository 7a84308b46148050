// `casino betting watch`, defined: which part of the sportsbook's live
// stream (a --sport, or one --event with all its markets), when to stop
// (--events changes, or --seconds) and how long a silent stream is allowed
// (--idle), and the API's options. Its work is betting-watch.ts.
import { z } from 'zod';
import { defineCommand } from '../definition.ts';
import { wholeNumber } from '../parse.ts';
import { apiOptions } from './shared.definition.ts';

/** The largest event id taken. */
const MAX_EVENT_ID = 1_000_000_000;
/** The most changes one watch waits for. */
const MAX_EVENTS = 100_000;
/** The longest watch by --seconds: a day. */
const MAX_SECONDS = 86_400;
/** The longest silence --idle allows: an hour. */
const MAX_IDLE_S = 3600;

export const bettingWatchDefinition = defineCommand({
  path: ['betting', 'watch'],
  description:
    "print the sportsbook's live scores and prices as they change (--json: one message per line) until Ctrl-C, --events or --seconds",
  options: {
    sport: {
      flags: '--sport <sport>',
      description: 'only this sport: football, ice-hockey, tennis, basketball or esports',
      zod: z
        .enum(['football', 'ice-hockey', 'tennis', 'basketball', 'esports'], {
          message: 'must be football, ice-hockey, tennis, basketball or esports',
        })
        .optional(),
    },
    event: {
      flags: '--event <id>',
      description: 'only this event (its id), with all its markets',
      zod: wholeNumber(1, MAX_EVENT_ID).optional(),
    },
    events: {
      flags: '--events <n>',
      description: `stop after this many changes (the snapshot not counted), 1-${MAX_EVENTS}`,
      zod: wholeNumber(1, MAX_EVENTS, 'changes').optional(),
    },
    seconds: {
      flags: '--seconds <s>',
      description: `stop after this many seconds, 1-${MAX_SECONDS}`,
      zod: wholeNumber(1, MAX_SECONDS, 'seconds').optional(),
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
    json: 'print each message as one JSON line on stdout (NDJSON)',
  }),
});
