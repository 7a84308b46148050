// The DNS stage of a mirror probe. The system resolver is what players'
// browsers use (getaddrinfo: /etc/hosts, then the ISP's resolver), and that is
// where an ISP blocks by DNS: no answer, or the address of its stub. With
// --doh the name is also asked of a DNS-over-HTTPS resolver (RFC 8484 wire
// format over GET), which the ISP cannot rewrite; answers with no address in
// common are `dns-mismatch`. Only a disjoint answer counts: CDNs answer
// different addresses to different resolvers.
//
// --dns-server <ip[:port]> swaps the system resolver for that DNS server
// (c-ares, A and AAAA records): a testing aid, so that a test can point names
// at loopback with a local DNS server. It is read here and nowhere else.
import dns from 'node:dns';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import dnsPacket from 'dns-packet';
import { type Dispatcher, request } from 'undici';
import { abortable } from './abortable.ts';
import { StageFailure, type Stages } from './verdict.ts';

/** Resolves a host name to its addresses; rejects with a Node DNS error (its `code` says why). */
export type Resolve = (host: string, signal: AbortSignal) => Promise<string[]>;

/** A DoH answer bigger than this is not a DNS message (the wire format stops at 64 KB). */
const MAX_DOH_BYTES = 65_535;

/** What a DNS error code means, for people. */
const DNS_ERRORS: Record<string, string> = {
  ENOTFOUND: 'the name does not exist (NXDOMAIN)',
  ENODATA: 'the name has no address records',
  EAI_AGAIN: 'the resolver did not answer (try again later)',
  ESERVFAIL: 'the resolver failed (SERVFAIL)',
  EREFUSED: 'the resolver refused the query',
  ETIMEOUT: 'the resolver did not answer in time',
  ECONNREFUSED: 'the resolver could not be reached',
};

/** A DNS answer's RCODE (RFC 1035 4.1.1): its name and the Node error code that says the same. */
const RCODES: Record<number, [string, string]> = {
  1: ['FORMERR', 'EFORMERR'],
  2: ['SERVFAIL', 'ESERVFAIL'],
  3: ['NXDOMAIN', 'ENOTFOUND'],
  4: ['NOTIMP', 'ENOTIMP'],
  5: ['REFUSED', 'EREFUSED'],
};

const describe = (error: unknown): string => {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return DNS_ERRORS[code] ? `${DNS_ERRORS[code]} (${code})` : (error as Error).message;
};

/** The system resolver (getaddrinfo), every address of the name. */
export const systemResolver: Resolve = (host, signal) =>
  abortable(
    new Promise<string[]>((resolve, reject) => {
      // dns.lookup read at call time: the one a preloaded module may stand in for.
      dns.lookup(host, { all: true }, (error, addresses) =>
        error ? reject(error) : resolve(addresses.map((a) => a.address)),
      );
    }),
    signal,
  );

/** A resolver that asks one DNS server (`ip:port`, as --dns-server is parsed) for A and AAAA records. */
export function serverResolver(server: string, timeoutMs: number): Resolve {
  const resolver = new dns.promises.Resolver({ timeout: timeoutMs, tries: 1 });
  resolver.setServers([server]);
  return async (host, signal) => {
    const [v4, v6] = await abortable(
      Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]),
      signal,
    );
    const addresses = [v4, v6].flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
    if (addresses.length > 0) return addresses;
    throw v4.status === 'rejected' ? v4.reason : new Error('no address records');
  };
}

/** Reads a response body, refusing more than `limit` bytes. */
async function readLimited(body: AsyncIterable<Buffer>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) throw new Error(`the answer is bigger than ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** Asks a DoH resolver (RFC 8484, GET with `?dns=`) for one record type of `host`. */
async function dohQuery(
  url: string,
  host: string,
  type: 'A' | 'AAAA',
  dispatcher: Dispatcher,
  signal: AbortSignal,
): Promise<string[]> {
  const query = dnsPacket.encode({
    type: 'query',
    id: 0, // RFC 8484 4.1: 0 keeps answers cacheable
    flags: dnsPacket.RECURSION_DESIRED,
    questions: [{ type, name: host, class: 'IN' }],
  });
  const target = new URL(url);
  target.searchParams.set('dns', query.toString('base64url'));
  const response = await request(target, {
    method: 'GET',
    dispatcher,
    signal,
    headers: { accept: 'application/dns-message' },
  });
  if (response.statusCode !== 200) {
    response.body.dump().catch(() => undefined);
    throw new Error(`the DoH resolver answered HTTP ${response.statusCode}`);
  }
  const answer = dnsPacket.decode(await readLimited(response.body, MAX_DOH_BYTES));
  const rcode = (answer.flags ?? 0) & 0xf;
  if (rcode !== 0) {
    const [name, code] = RCODES[rcode] ?? [`RCODE ${rcode}`, 'ESERVFAIL'];
    throw Object.assign(new Error(`the DoH resolver answered ${name}`), { code });
  }
  return (answer.answers ?? [])
    .filter((a) => a.type === type)
    .map((a) => String((a as { data: unknown }).data));
}

/** A DNS-over-HTTPS resolver at `url`: A and AAAA records. */
export function dohResolver(url: string, dispatcher: Dispatcher): Resolve {
  return async (host, signal) => {
    const [v4, v6] = await Promise.allSettled([
      dohQuery(url, host, 'A', dispatcher, signal),
      dohQuery(url, host, 'AAAA', dispatcher, signal),
    ]);
    const addresses = [v4, v6].flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
    if (addresses.length > 0) return addresses;
    if (v4.status === 'rejected') throw v4.reason;
    throw Object.assign(new Error('no address records'), { code: 'ENODATA' });
  };
}

/**
 * The DNS stage: the host's addresses from the system resolver, checked
 * against the DoH resolver when there is one. An IP address is not looked up.
 * Throws `dns-failed` or `dns-mismatch`; `record` receives the stage as it goes.
 */
export async function dnsStage(
  host: string,
  resolvers: { system: Resolve; doh?: Resolve },
  signal: AbortSignal,
  record: (stage: NonNullable<Stages['dns']>) => void,
): Promise<string[]> {
  if (isIP(host)) {
    record({ ms: 0, addresses: [host], skipped: true });
    return [host];
  }
  const started = performance.now();
  const since = (t: number) => Math.round(performance.now() - t);
  const stage: NonNullable<Stages['dns']> = { ms: 0, addresses: [] };
  record(stage);
  const doh = resolvers.doh
    ? resolvers.doh(host, signal).then(
        (addresses) => ({ ms: since(started), addresses }),
        (error: unknown) => ({ ms: since(started), addresses: [], error: describe(error) }),
      )
    : undefined;
  let systemError: unknown;
  try {
    stage.addresses = await resolvers.system(host, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    systemError = error;
  }
  stage.ms = since(started);
  if (doh) {
    stage.doh = await abortable(doh, signal);
    stage.ms = since(started);
  }
  const other = stage.doh?.addresses ?? [];
  if (systemError !== undefined) {
    if (other.length > 0)
      throw new StageFailure(
        'dns-mismatch',
        `the system resolver says ${describe(systemError)}; DoH answers ${other.join(', ')}`,
      );
    throw new StageFailure('dns-failed', `look-up failed: ${describe(systemError)}`);
  }
  if (stage.addresses.length === 0)
    throw new StageFailure('dns-failed', 'look-up failed: the name has no addresses');
  if (other.length > 0 && !stage.addresses.some((a) => other.includes(a)))
    throw new StageFailure(
      'dns-mismatch',
      `the system resolver answers ${stage.addresses.join(', ')}; DoH answers ${other.join(', ')}`,
    );
  return stage.addresses;
}
