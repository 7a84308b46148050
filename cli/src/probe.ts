// Raw mirror probes with undici: GET <scheme>://<domain>/, timed to the
// response headers. Any HTTP answer counts as reachable; a timeout, a refused
// connection or a TLS failure is null.
import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';

/** One mirror probe's options. */
interface ProbeOptions {
  scheme: 'https' | 'http';
  timeoutMs: number;
  dispatcher: Agent;
}

/** Milliseconds to the response headers, or null when nothing answered in time. */
async function probeMirror(domain: string, options: ProbeOptions): Promise<number | null> {
  const started = performance.now();
  try {
    const response = await request(`${options.scheme}://${domain}/`, {
      method: 'GET',
      dispatcher: options.dispatcher,
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { 'user-agent': 'casino-cli mirror check', accept: '*/*' },
    });
    const elapsed = Math.round(performance.now() - started);
    response.body.dump().catch(() => undefined); // the body is not needed
    return elapsed;
  } catch {
    return null;
  }
}

/** An undici Agent for one check: no keep-alive reuse across mirrors, connect bounded by the timeout. */
function probeAgent(timeoutMs: number): Agent {
  return new Agent({
    connect: { timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 1,
    pipelining: 0,
  });
}

/** Probes every domain with at most `concurrency` in flight; calls `progress` after each. */
export async function probeAll(
  domains: readonly string[],
  options: { scheme: 'https' | 'http'; timeoutMs: number; concurrency: number },
  progress?: (done: number, total: number) => void,
): Promise<Map<string, number | null>> {
  const results = new Map<string, number | null>();
  const dispatcher = probeAgent(options.timeoutMs);
  let next = 0;
  let done = 0;
  try {
    const worker = async () => {
      while (next < domains.length) {
        const domain = domains[next++] as string;
        results.set(domain, await probeMirror(domain, { ...options, dispatcher }));
        progress?.(++done, domains.length);
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(options.concurrency, domains.length) }, worker),
    );
  } finally {
    await dispatcher.destroy().catch(() => undefined);
  }
  return results;
}
