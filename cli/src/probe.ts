// Probes a list of mirrors concurrently (at most `concurrency` in flight),
// each with the staged probe of mirror-probe/ bounded by its own timeout. The
// resolvers are built here once per check: the system's (or --dns-server's)
// and, with --doh, the DNS-over-HTTPS one, whose connections live in one
// undici Agent ended when the check is.
import { Agent } from 'undici';
import { dohResolver, type Resolve, serverResolver, systemResolver } from './mirror-probe/dns.ts';
import {
  type MirrorOutcome,
  type ProbeSettings,
  probeMirror,
} from './mirror-probe/probe-mirror.ts';

/** A check's settings. */
export interface CheckSettings extends Omit<ProbeSettings, 'listed' | 'resolvers'> {
  concurrency: number;
  /** A DNS-over-HTTPS resolver's URL (--doh). */
  doh?: string;
  /** A DNS server instead of the system resolver, `ip:port` or `[ip]:port` (--dns-server). */
  dnsServer?: string;
  /** Stands in for the system resolver (tests). */
  resolve?: Resolve;
}

/** Probes every domain; calls `progress` after each. */
export async function probeAll(
  domains: readonly string[],
  settings: CheckSettings,
  progress?: (done: number, total: number) => void,
): Promise<Map<string, MirrorOutcome>> {
  const results = new Map<string, MirrorOutcome>();
  const { concurrency, doh, dnsServer, resolve, ...probe } = settings;
  const dispatcher = doh
    ? new Agent({ connect: { timeout: settings.timeoutMs }, keepAliveTimeout: 1000 })
    : undefined;
  const resolvers = {
    system: resolve ?? (dnsServer ? serverResolver(dnsServer, settings.timeoutMs) : systemResolver),
    ...(doh && dispatcher ? { doh: dohResolver(doh, dispatcher) } : {}),
  };
  let next = 0;
  let done = 0;
  try {
    const worker = async () => {
      while (next < domains.length) {
        const domain = domains[next++] as string;
        results.set(domain, await probeMirror(domain, { ...probe, listed: domains, resolvers }));
        progress?.(++done, domains.length);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, domains.length) }, worker));
  } finally {
    await dispatcher?.destroy().catch(() => undefined);
  }
  return results;
}
