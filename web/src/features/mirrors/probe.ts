// Mirror probes in the browser: GET https://<domain>/ without credentials,
// timed to the response, null on failure or after 4 s.
//
// Choices:
// - no-cors: mirrors send no CORS headers, and an opaque answer still proves
//   the mirror answered, which is all the check measures (as the CLI's probe:
//   any HTTP answer counts). cache no-store so a cached page is not timed.
// - The 4 s timeout is an AbortController with setTimeout rather than
//   AbortSignal.timeout(), so vi.useFakeTimers drives it in tests; it also
//   lets the schedule's stop (logout) abort probes in flight.
// - A body we could read (a mirror that does send CORS headers) is cancelled:
//   only the time to the response matters.
// - Names that are not plain hosts are null without a request, so the list
//   cannot make the page fetch arbitrary URLs.
// - At most 4 probes are in flight, so the checks never crowd the page's own
//   requests; everything is async and never blocks the interface.
import { mirrorDomainProblem, TIMINGS } from '@casino/sdk';

/** Probes in flight at once. */
const PROBE_CONCURRENCY = 4;

/** What a probe needs. */
export interface ProbeDeps {
  fetch: typeof fetch;
  /** A monotonic clock in ms (performance.now). */
  now: () => number;
  /** Default 4 s (TIMINGS.mirrorProbeTimeout). */
  timeoutMs?: number;
  /** Aborts the probes (the schedule stopped): they give null. */
  signal?: AbortSignal;
}

/** Milliseconds to the answer, or null when nothing answered in time (or the domain is not a host name). */
async function probeMirror(domain: string, deps: ProbeDeps): Promise<number | null> {
  if (mirrorDomainProblem(domain) !== null || deps.signal?.aborted) return null;
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, deps.timeoutMs ?? TIMINGS.mirrorProbeTimeout);
  deps.signal?.addEventListener('abort', abort, { once: true });
  const started = deps.now();
  try {
    const response = await deps.fetch(`https://${domain}/`, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      redirect: 'follow',
      signal: controller.signal,
    });
    const elapsed = Math.round(deps.now() - started);
    response.body?.cancel().catch(() => undefined);
    return elapsed;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    deps.signal?.removeEventListener('abort', abort);
  }
}

/** Probes every domain, at most 4 at once; domain -> ms or null, in the order given. */
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
  const width = Math.min(Math.max(1, deps.concurrency ?? PROBE_CONCURRENCY), domains.length);
  await Promise.all(Array.from({ length: width }, worker));
  return Object.fromEntries(domains.map((d) => [d, results.get(d) ?? null]));
}
