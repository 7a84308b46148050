// Mirror probes in the browser: GET https://<domain>/ without credentials,
// timed to the response (an opaque no-cors answer counts: the mirror
// answered), null on failure or after 4 s. At most 4 probes are in flight, so
// the checks never crowd the page's own requests.
import { TIMINGS } from '@casino/sdk';

/** A host or host:port, as mirror domains are given (the same rule as the CLI's cli/src/probe.ts). */
export const DOMAIN_PATTERN =
  /^(?=.{1,253}(:\d{1,5})?$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/** What a probe needs. */
export interface ProbeDeps {
  fetch: typeof fetch;
  now: () => number;
  timeoutMs?: number;
}

/** Milliseconds to the answer, or null when nothing answered in time (or the domain is not a host name). */
export async function probeMirror(domain: string, deps: ProbeDeps): Promise<number | null> {
  if (!DOMAIN_PATTERN.test(domain)) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? TIMINGS.mirrorProbeTimeout);
  const started = deps.now();
  try {
    await deps.fetch(`https://${domain}/`, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      redirect: 'follow',
      signal: controller.signal,
    });
    return Math.round(deps.now() - started);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Probes every domain, at most `concurrency` at once; domain -> ms or null, in the order given. */
export async function probeAll(
  domains: readonly string[],
  deps: ProbeDeps & { concurrency?: number },
): Promise<Record<string, number | null>> {
  const results = new Map<string, number | null>();
  let next = 0;
  const worker = async () => {
    while (next < domains.length) {
      const domain = domains[next++] as string;
      results.set(domain, await probeMirror(domain, deps));
    }
  };
  const width = Math.min(deps.concurrency ?? 4, domains.length);
  await Promise.all(Array.from({ length: width }, worker));
  return Object.fromEntries(domains.map((d) => [d, results.get(d) ?? null]));
}
