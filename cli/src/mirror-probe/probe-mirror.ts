// One mirror's staged probe: DNS, TCP, TLS (https), HTTP with its redirects
// followed by hand, and with --depth full a download of the page's first
// 64 KB. Each stage is timed and recorded; the first that fails gives the
// verdict, and the mirror's --timeout bounds the whole (its expiry names the
// stage it interrupted). A redirect may go to the mirror itself (www. or not,
// http or https) or to another listed mirror; anywhere else is a block page.
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { blockPageMarker, SCAN_BYTES } from './block-pages.ts';
import { dnsStage, type Resolve } from './dns.ts';
import { readBody, sendRequest } from './http.ts';
import { type Connector, tcpStage } from './tcp.ts';
import { tlsStage } from './tls.ts';
import {
  type MirrorDetail,
  StageFailure,
  type StageName,
  type Stages,
  timeoutVerdict,
  type Verdict,
} from './verdict.ts';

/** Redirects followed at most; one more is `http-error`. */
const MAX_REDIRECTS = 5;

/** Bytes of the page --depth full reads (or all of a shorter page): past where DPI freezes stop a page. */
const DOWNLOAD_BYTES = 64 * 1024;

/** What every probe of one check shares. */
export interface ProbeSettings {
  scheme: 'https' | 'http';
  timeoutMs: number;
  depth: 'quick' | 'full';
  /** Every mirror of the check: a redirect to one of them is not a block page. */
  listed: readonly string[];
  resolvers: { system: Resolve; doh?: Resolve };
  /** Stands in for net.connect (tests). */
  connector?: Connector;
  /** Trusted roots instead of the system's (tests). */
  ca?: string | Buffer;
}

/** One mirror's outcome: ms to its HTTP answer when the verdict is ok, else null; and the detail. */
export interface MirrorOutcome {
  ms: number | null;
  detail: MirrorDetail;
}

/** The verdict of an error a stage did not name. */
const UNFORESEEN: Record<StageName, Exclude<Verdict, 'ok'>> = {
  dns: 'dns-failed',
  tcp: 'tcp-refused',
  tls: 'tls-error',
  http: 'http-error',
  download: 'stalled',
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** `host[:port]` split; the port is '' when none is given. */
function splitHost(host: string): { hostname: string; port: string } {
  const match = /^(.*?)(?::(\d+))?$/.exec(host.toLowerCase());
  return { hostname: match?.[1] ?? host, port: match?.[2] ?? '' };
}

/** True when `url` points at mirror `domain`: the same host, www. or not, on the same port. */
function isMirror(url: URL, domain: string): boolean {
  const bare = (h: string) => h.replace(/^www\./, '');
  const mirror = splitHost(domain);
  return bare(url.hostname.toLowerCase()) === bare(mirror.hostname) && url.port === mirror.port;
}

/** Probes `domain` (host or host:port); never rejects. */
export async function probeMirror(domain: string, settings: ProbeSettings): Promise<MirrorOutcome> {
  const started = performance.now();
  const deadline = started + settings.timeoutMs;
  const controller = new AbortController();
  // The expiry aborts after the event loop's next poll phase (setImmediate):
  // an answer that came in time, but that a busy process (a thousand probes
  // at once) had not read yet, is not a timeout.
  let expiry: NodeJS.Immediate | undefined;
  const timer = setTimeout(() => {
    expiry = setImmediate(() => controller.abort(new Error('mirror timeout')));
  }, settings.timeoutMs);
  const { signal } = controller;
  const stages: Stages = {};
  const sockets: Socket[] = [];
  let current = 'dns' as StageName;
  let stageStarted = started;
  const enter = (stage: StageName) => {
    current = stage;
    stageStarted = performance.now();
  };
  const since = (t: number) => Math.round(performance.now() - t);
  const redirects: NonNullable<Stages['http']>['redirects'] = [];

  /** DNS, TCP and TLS to `url`'s host: the socket to send the request on. */
  const open = async (url: URL): Promise<Socket> => {
    const { hostname } = url;
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    enter('dns');
    const addresses = await dnsStage(hostname, settings.resolvers, signal, (s) => {
      stages.dns = s;
    });
    enter('tcp');
    let socket = await tcpStage(
      addresses,
      port,
      { deadline, signal, ...(settings.connector ? { connector: settings.connector } : {}) },
      (s) => {
        stages.tcp = s;
      },
    );
    sockets.push(socket);
    if (url.protocol === 'https:') {
      enter('tls');
      socket = await tlsStage(
        socket,
        hostname,
        { signal, ...(settings.ca ? { ca: settings.ca } : {}) },
        (s) => {
          stages.tls = s;
        },
      );
      sockets.push(socket);
    }
    return socket;
  };

  const run = async (): Promise<number> => {
    let url = new URL(`${settings.scheme}://${domain}/`);
    for (;;) {
      const socket = await open(url);
      enter('http');
      const http: NonNullable<Stages['http']> = { ms: 0, redirects };
      stages.http = http;
      const response = await sendRequest(socket, url, signal);
      http.ms = since(stageStarted);
      http.status = response.statusCode ?? 0;
      const status = http.status;
      if (REDIRECTS.has(status)) {
        response.destroy();
        socket.destroy();
        const location = response.headers.location;
        if (!location) throw new StageFailure('http-error', `HTTP ${status} without a Location`);
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw new StageFailure('http-error', `HTTP ${status} to an invalid address: ${location}`);
        }
        redirects.push({ status, location: next.href });
        if (
          (next.protocol !== 'http:' && next.protocol !== 'https:') ||
          !(isMirror(next, domain) || settings.listed.some((d) => isMirror(next, d)))
        )
          throw new StageFailure(
            'block-page',
            `redirected to ${next.protocol === 'http:' || next.protocol === 'https:' ? next.host : next.href}, which is not a listed mirror`,
          );
        if (redirects.length > MAX_REDIRECTS)
          throw new StageFailure('http-error', `more than ${MAX_REDIRECTS} redirects`);
        url = next;
        continue;
      }
      const answeredMs = since(started);
      const full = settings.depth === 'full';
      if (full) enter('download');
      const read = await readBody(response, full ? DOWNLOAD_BYTES : SCAN_BYTES, signal, (bytes) => {
        if (full) stages.download = { ms: since(stageStarted), bytes };
      });
      if (full) stages.download = { ms: since(stageStarted), bytes: read.body.length };
      const marker = blockPageMarker(read.body, response.headers['content-type']);
      if (marker) throw new StageFailure('block-page', `the page carries ${marker.what}`);
      if (status === 451)
        throw new StageFailure('block-page', 'HTTP 451 Unavailable For Legal Reasons');
      if (status < 200 || status > 299) throw new StageFailure('http-error', `HTTP ${status}`);
      // A body that stops before its end (or the bytes read) has stalled,
      // whatever the depth: without --depth full the first 8 KB, read for the
      // block-page markers, show it as well.
      if (!read.complete)
        throw new StageFailure(
          'stalled',
          `the page stopped after ${read.body.length} bytes${read.error && !signal.aborted ? ` (${read.error})` : ''}`,
        );
      return answeredMs;
    }
  };

  try {
    const ms = await run();
    return { ms, detail: { verdict: 'ok', stages } };
  } catch (error) {
    if (error instanceof StageFailure)
      return { ms: null, detail: { verdict: error.verdict, stages, error: error.message } };
    if (signal.aborted) {
      const verdict = timeoutVerdict(current);
      const partial = stages[current];
      if (partial && current !== 'download') partial.ms = since(stageStarted);
      return {
        ms: null,
        detail: {
          verdict,
          stages,
          error: `no ${current === 'download' ? 'more of the page' : 'answer'} within ${settings.timeoutMs} ms (${current} stage)`,
        },
      };
    }
    // Not a failure a stage foresaw: the stage's own verdict, with the error's words.
    const message = error instanceof Error ? error.message : String(error);
    return { ms: null, detail: { verdict: UNFORESEEN[current], stages, error: message } };
  } finally {
    clearTimeout(timer);
    clearImmediate(expiry);
    for (const socket of sockets) socket.destroy();
  }
}
