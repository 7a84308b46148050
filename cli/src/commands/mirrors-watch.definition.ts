// `casino mirrors watch`, defined: every option of mirrors check (its
// definition's own, so the two never drift apart; --domains-file may not be
// stdin, which cannot be read again before each run), then --interval (by
// default the web app's repeat, TIMINGS.mirrorCheckRepeat of the SDK: 5
// minutes; a test holds the two equal), --metrics and --vantage (where the
// watch probes from: one watch per network, one Prometheus over them all,
// docs/cli.md "Watching from many networks"). Its work is mirrors-watch.ts.
import { z } from 'zod';
import { defineCommand } from '../definition.ts';
import { parseDuration, parseListenAddress } from '../mirror-watch/options.ts';
import { mirrorsCheckDefinition } from './mirrors-check.definition.ts';
import { apiOptions } from './shared.definition.ts';

const check = mirrorsCheckDefinition.options;

export const mirrorsWatchDefinition = defineCommand({
  path: ['mirrors', 'watch'],
  description:
    'run mirrors check every --interval and print only the changes of verdict; --metrics serves Prometheus metrics',
  takesOptionsOf: mirrorsCheckDefinition,
  options: {
    ...check,
    domainsFile: {
      ...check.domainsFile,
      zod: check.domainsFile.zod.refine((v) => v !== '-', {
        message: 'cannot be - (stdin) for a watch: the file is read again before every run',
        params: {
          suggestion: 'save the list to a file and pass its path, e.g. --domains-file mirrors.txt',
        },
      }),
    },
    interval: {
      flags: '--interval <duration>',
      description: 'between runs, by default as the web app: 300s, 5m, 1h or ms',
      default: '5m',
      zod: z.string().transform((v, ctx) => {
        const ms = parseDuration(v);
        if (ms === null) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be a duration from 1s to 24h: 300s, 5m, 1h, or a number of milliseconds',
            params: {
              suggestion: 'e.g. --interval 5m (the default, as the web app repeats its check)',
            },
          });
          return z.NEVER;
        }
        return ms;
      }),
    },
    metrics: {
      flags: '--metrics <[host:]port>',
      description: 'serve Prometheus metrics at http://host:port/metrics (host default 127.0.0.1)',
      zod: z
        .string()
        .transform((v, ctx) => {
          const address = parseListenAddress(v);
          if (address === null) {
            ctx.addIssue({
              code: 'custom',
              message:
                'must be host:port, [ipv6]:port or a port (0-65535) to serve Prometheus metrics on',
              params: {
                suggestion: 'e.g. --metrics 127.0.0.1:9464, or --metrics 9464 for 127.0.0.1:9464',
              },
            });
            return z.NEVER;
          }
          return address;
        })
        .optional(),
    },
    vantage: {
      flags: '--vantage <name>',
      description:
        'where this watch probes from (e.g. msk-rostelecom): a `vantage` label on every metric and a field of every JSON line',
      env: 'CASINO_VANTAGE',
      zod: z
        .string()
        .transform((v, ctx) => {
          if (/^[a-z0-9][a-z0-9._-]{0,62}$/.test(v)) return v;
          ctx.addIssue({
            code: 'custom',
            message:
              'must be 1-63 lower-case letters, digits, dots, dashes or underscores, starting with a letter or digit',
            params: { suggestion: 'name the city and the network, e.g. --vantage msk-rostelecom' },
          });
          return z.NEVER;
        })
        .optional(),
    },
  },
  shared: apiOptions({ timeout: false, json: 'print one JSON line per change on stdout (NDJSON)' }),
});
