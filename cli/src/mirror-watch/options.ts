// What `casino mirrors watch` reads from its own options (defined in
// commands/mirrors-watch.definition.ts): --interval, a duration as ops write
// it, from 1 s to a day, and --metrics, where the Prometheus endpoint
// listens, 127.0.0.1 unless a host is named. Plain functions, no zod, so the
// definition --help reads stays light.
import { isIP } from 'node:net';

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
export function parseDuration(text: string): number | null {
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
export function parseListenAddress(text: string): ListenAddress | null {
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
