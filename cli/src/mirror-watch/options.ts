// The options of `casino mirrors watch`: every option of `mirrors check`
// (its own schema, extended, so the two never drift apart) plus --interval
// and --metrics. The interval defaults to the web app's repeat (TIMINGS of
// the SDK, which web/src/features/mirrors/schedule.ts uses: 5 minutes);
// --metrics is where the Prometheus endpoint listens, 127.0.0.1 unless a host
// is named.
import { isIP } from 'node:net';
import { TIMINGS } from '@casino/sdk';
import { z } from 'zod';
import { mirrorsCheck } from '../commands/mirrors-check.ts';

/** The shortest interval: a run every second is already more than a mirror needs. */
const MIN_INTERVAL_MS = 1000;
/** The longest: a day (Node's timers hold at most 2^31-1 ms, about 24.8 days). */
const MAX_INTERVAL_MS = 86_400_000;

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * A duration as ops write it: `300s`, `5m`, `1h`, `1500ms`, or a bare number
 * of milliseconds (as --timeout takes). Null when it is none of these or out
 * of range.
 */
function parseDuration(text: string): number | null {
  const match = /^(\d{1,9})(ms|s|m|h)?$/.exec(text.trim().toLowerCase());
  if (!match) return null;
  const ms = Number(match[1]) * (UNIT_MS[match[2] ?? 'ms'] ?? 1);
  return ms >= MIN_INTERVAL_MS && ms <= MAX_INTERVAL_MS ? ms : null;
}

/** Where the metrics endpoint listens. */
export interface ListenAddress {
  host: string;
  /** 0: any free port (the one taken is printed). */
  port: number;
}

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/**
 * `host:port`, `[ipv6]:port`, `:port` or a bare `port` (host 127.0.0.1: only
 * this machine can scrape unless another address is named). Null when malformed.
 */
function parseListenAddress(text: string): ListenAddress | null {
  const match = /^(?:(\[[0-9a-f:.]+\]|[^:[\]]*):)?(\d{1,5})$/i.exec(text.trim());
  if (!match) return null;
  const port = Number(match[2]);
  if (port > 65535) return null;
  const given = match[1] ?? '';
  const host = given.startsWith('[') ? given.slice(1, -1) : given;
  if (host === '') return { host: '127.0.0.1', port };
  if (given.startsWith('[') ? isIP(host) !== 6 : !(isIP(host) === 4 || HOST_NAME.test(host)))
    return null;
  return { host, port };
}

export const watchSchema = mirrorsCheck.schema.extend({
  domainsFile: mirrorsCheck.schema.shape.domainsFile.refine((v) => v !== '-', {
    message: 'cannot be - (stdin) for a watch: the file is read again before every run',
    params: {
      suggestion: 'save the list to a file and pass its path, e.g. --domains-file mirrors.txt',
    },
  }),
  interval: z
    .string()
    .transform((v, ctx) => {
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
    })
    .default(TIMINGS.mirrorCheckRepeat),
  metrics: z
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
});

/** The parsed options of a watch. */
export type WatchOptions = z.output<typeof watchSchema>;
