// `casino betting watch`, defined: which part of the sportsbook's live
// stream (a --sport, or one --event with all its markets), when to stop
// (--events changes, or --seconds) and how long a silent stream is allowed
// (--idle), and the API's options. Its work is betting-watch.ts.
import { z } from 'zod';
import { defineCommand } from '../definition.ts';
import { wholeNumber } from '../parse.ts';
import { apiOptions } from './shared.definition.ts';

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
      description: 'only this event, with all its markets',
      zod: wholeNumber(1, 1_000_000_000, 'event id').optional(),
    },
    events: {
      flags: '--events <n>',
      description: 'stop after this many changes (the snapshot not counted)',
      zod: wholeNumber(1, 100_000, 'changes').optional(),
    },
    seconds: {
      flags: '--seconds <s>',
      description: 'stop after this many seconds',
      zod: wholeNumber(1, 86_400, 'seconds').optional(),
    },
    idle: {
      flags: '--idle <s>',
      description: 'fail when the stream sends nothing for this long',
      default: '30',
      zod: wholeNumber(1, 3600, 'seconds'),
    },
  },
  shared: apiOptions({ json: 'print each message as one JSON line on stdout (NDJSON)' }),
});
