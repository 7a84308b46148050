// The live streams under many clients, through the stack's front as the app
// meets them: the limit of open streams counts per client address (999 held
// from 127.0.0.1 leave 127.0.0.2 and 127.0.0.3 free to connect, and the
// 1,001st from 127.0.0.1 is refused with a 429), a client cannot claim
// another's address, every stream gives its slot back however it ends (3,000
// connections dropped at once leave none counted), the headers keep
// proxies from caching or transforming a stream, and a client back with the
// last id it saw (Last-Event-ID) gets the events it missed.
import { type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http';
import { readLiveStream } from '@casino/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_HEADER } from '../forwarded-client.ts';
import { type SandboxStack, startSandboxStack } from './index.ts';
import { openStreamsOf, STREAMS_PER_ADDRESS } from './sse.ts';

let stack: SandboxStack;
beforeAll(async () => {
  stack = await startSandboxStack({ validate: false, settings: { log: () => undefined } });
});
afterAll(() => stack?.stop());

/** A quiet stream: one event's odds, of an event long over (a snapshot, then pings). */
const QUIET = '/betting/live?event=1';

interface Held {
  status: number;
  headers: IncomingMessage['headers'];
  close: () => void;
}

/** Opens a stream from `from` (a loopback address) and keeps it open; resolves with its answer's head. */
function open(from = '127.0.0.1', headers: Record<string, string> = {}): Promise<Held> {
  const url = new URL(QUIET, stack.url);
  return new Promise((resolve, reject) => {
    const request: ClientRequest = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        localAddress: from,
        agent: false,
        headers,
      },
      (answer) => {
        answer.resume();
        resolve({
          status: answer.statusCode ?? 0,
          headers: answer.headers,
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('the live streams, per client', () => {
  it('count per client address behind the front, and give every slot back', async () => {
    const held: Held[] = [];
    try {
      for (let batch = 0; batch < STREAMS_PER_ADDRESS - 1; batch += 111)
        held.push(
          ...(await Promise.all(
            Array.from({ length: Math.min(111, STREAMS_PER_ADDRESS - 1 - batch) }, () => open()),
          )),
        );
      expect(held.every((h) => h.status === 200)).toBe(true);
      expect(openStreamsOf('127.0.0.1')).toBe(STREAMS_PER_ADDRESS - 1);
      // Others still connect; a claim to be someone else is the claimant's own address.
      for (const other of ['127.0.0.2', '127.0.0.3']) {
        const stream = await open(other, { [CLIENT_HEADER]: '127.0.0.1' });
        held.push(stream);
        expect(stream.status, other).toBe(200);
        expect(openStreamsOf(other)).toBe(1);
      }
      const last = await open();
      held.push(last);
      expect(last.status).toBe(200);
      expect(last.headers['cache-control']).toBe('no-store, no-transform');
      const refused = await open();
      expect(refused.status).toBe(429);
      refused.close();
    } finally {
      for (const h of held) h.close();
    }
    await vi.waitFor(() => expect(openStreamsOf('127.0.0.1')).toBe(0), { timeout: 20_000 });
    expect(openStreamsOf('127.0.0.2') + openStreamsOf('127.0.0.3')).toBe(0);
  }, 120_000);

  it('leaves no slot counted after 3,000 connections dropped as they open', async () => {
    const drop = (n: number) =>
      new Promise<void>((resolve) => {
        const url = new URL(QUIET, stack.url);
        const request = httpRequest({
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          agent: false,
        });
        request.on('error', () => resolve());
        request.on('response', () => {
          request.destroy();
          resolve();
        });
        request.on('close', () => resolve());
        request.end(() => {
          // Half of them go before any answer, half once it began.
          if (n % 2 === 0) request.destroy();
        });
      });
    for (let done = 0; done < 3000; done += 150)
      await Promise.all(Array.from({ length: 150 }, (_, i) => drop(i)));
    await vi.waitFor(() => expect(openStreamsOf('127.0.0.1')).toBe(0), { timeout: 20_000 });
  }, 120_000);

  it('sends a client back with Last-Event-ID the events it missed, and a snapshot for an id it cannot place', async () => {
    type Message = { ok: boolean; id: string | undefined; event?: { type: string } };
    /** The first `count` messages of the crash table's stream asked with `lastId`. */
    const first = async (count: number, lastId?: string): Promise<Message[]> => {
      const stop = new AbortController();
      const answer = await fetch(`${stack.url}/services/crash/crash/live`, {
        headers: lastId ? { 'Last-Event-ID': lastId } : {},
        signal: stop.signal,
      });
      const got: Message[] = [];
      for await (const m of readLiveStream(
        answer.body as ReadableStream<Uint8Array>,
        (d) => d as { type: string },
      )) {
        got.push(m as Message);
        if (got.length === count) break;
      }
      stop.abort();
      return got;
    };
    const sequence = (id: string | undefined) => Number(id?.split('.')[1]);
    const seen = await first(3);
    expect(seen[0]?.event?.type).toBe('snapshot');
    const last = seen.at(-1)?.id as string;
    // The table goes on while the client is away: five events at least.
    const { feed } = stack.sandbox.world.live.crash;
    let missed = 0;
    const count = feed.subscribe(() => missed++);
    await vi.waitFor(() => expect(missed).toBeGreaterThanOrEqual(5), { timeout: 20_000 });
    count();
    const resumed = await first(5, last);
    expect(resumed.map((m) => m.event?.type)).not.toContain('snapshot');
    expect(resumed.map((m) => sequence(m.id))).toEqual(
      [1, 2, 3, 4, 5].map((n) => sequence(last) + n),
    );
    const unknown = await first(1, 'another-table.7');
    expect(unknown[0]?.event?.type).toBe('snapshot');
  }, 60_000);
});
