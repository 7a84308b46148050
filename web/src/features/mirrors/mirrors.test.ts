// The mirror checks with fake timers: the first run 10–55 s after login, then
// every 5 minutes, the next-run time surviving a reload, no overlap, 4 s
// probes, and failures that are logged while the schedule goes on.
import { createApiClient, createMemoryTokenStore, LOCAL_STORAGE_KEYS } from '@casino/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, memoryStorage } from '../../test/harness.tsx';
import { probeAll } from './probe.ts';
import { runMirrorCheck } from './run-check.ts';
import { firstRunAt, startMirrorSchedule } from './schedule.ts';

const KEY = LOCAL_STORAGE_KEYS.nextMirrorCheckAt;

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('mirror schedule', () => {
  const schedule = (
    random: number,
    storage = memoryStorage(),
    run = vi.fn(async (_signal: AbortSignal): Promise<void> => undefined),
  ) => {
    const handle = startMirrorSchedule({ now: Date.now, random: () => random, storage, run });
    return { handle, storage, run };
  };

  it('runs first after 10 s with random 0, and not before', async () => {
    const { run } = schedule(0);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs first after about 55 s with random near 1, then every 5 minutes', async () => {
    const { run, storage } = schedule(0.9999);
    // floor(0.9999 * 45 s) = 44 995 ms after the 10 s minimum.
    await vi.advanceTimersByTimeAsync(54_994);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(storage.values.get(LOCAL_STORAGE_KEYS.nextMirrorCheckAt)).toBe(
      String(NOW + 54_995 + 300_000),
    );
    await vi.advanceTimersByTimeAsync(299_999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('stores the first-run time at once, and a reload waits for it instead of running early', async () => {
    const first = schedule(0.5);
    const at = Number(first.storage.values.get(LOCAL_STORAGE_KEYS.nextMirrorCheckAt));
    expect(at).toBe(NOW + 10_000 + 22_500);
    first.handle.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    // The page reloads: a new schedule with the same storage and another random.
    const again = schedule(0, first.storage);
    await vi.advanceTimersByTimeAsync(12_499);
    expect(again.run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(again.run).toHaveBeenCalledOnce();
  });

  it('takes a new random delay when the stored time is past or garbage', () => {
    expect(firstRunAt(NOW, 0, NOW - 1)).toBe(NOW + 10_000);
    expect(firstRunAt(NOW, 0, NOW + 5_000)).toBe(NOW + 5_000);
    const garbage = schedule(0, memoryStorage({ [LOCAL_STORAGE_KEYS.nextMirrorCheckAt]: 'soon' }));
    expect(garbage.storage.values.get(LOCAL_STORAGE_KEYS.nextMirrorCheckAt)).toBe(
      String(NOW + 10_000),
    );
  });

  it('stops on logout', async () => {
    const { handle, run } = schedule(0);
    handle.stop();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(run).not.toHaveBeenCalled();
  });

  it('never overlaps a run, and a sync request during a run is skipped', async () => {
    let finish: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { handle } = schedule(0, memoryStorage(), run);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledOnce();
    await handle.runNow();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(run).toHaveBeenCalledOnce();
    finish();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('a sync request runs a check now and moves the next one 5 minutes on', async () => {
    const { handle, run } = schedule(0.9);
    await handle.runNow();
    expect(run).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(299_999);
    expect(run).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
  });
  it('takes a new random delay when the stored time is further ahead than a repeat (clock moved back)', async () => {
    const { run } = schedule(0, memoryStorage({ [KEY]: String(NOW + 3_600_000) }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('goes on after a run that rejects (logged), 5 minutes later', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const run = vi.fn(async (_signal: AbortSignal): Promise<void> => {
      throw new Error('boom');
    });
    schedule(0, memoryStorage(), run);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith('mirror check failed', expect.any(Error));
    await vi.advanceTimersByTimeAsync(300_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logout during a run aborts it and schedules nothing more', async () => {
    let signal: AbortSignal | undefined;
    const run = vi.fn(
      (s: AbortSignal) =>
        new Promise<void>((resolve) => {
          signal = s;
          s.addEventListener('abort', () => resolve());
        }),
    );
    const { handle } = schedule(0, memoryStorage(), run);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(signal?.aborted).toBe(false);
    handle.stop();
    expect(signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(run).toHaveBeenCalledOnce();
    await handle.runNow();
    expect(run).toHaveBeenCalledOnce();
  });

  it('two tabs sharing the storage run one check per 5 minutes between them', async () => {
    const storage = memoryStorage();
    const a = schedule(0, storage);
    await vi.advanceTimersByTimeAsync(5_000);
    const b = schedule(0, storage); // opened 5 s later: waits for the stored time
    await vi.advanceTimersByTimeAsync(5_000 + 3 * 300_000);
    expect(a.run.mock.calls.length + b.run.mock.calls.length).toBe(4);
  });
});

describe('mirror probes', () => {
  it('time an answer (opaque included) and give null after 4 s or on failure', async () => {
    let clock = 0;
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('slow')) {
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        );
      }
      if (url.includes('down')) throw new TypeError('Failed to fetch');
      clock += 120;
      return new Response(null, { status: 200 });
    });
    const results = probeAll(['up.example', 'slow.example', 'down.example', 'not a host'], {
      fetch: fetch as typeof globalThis.fetch,
      now: () => clock,
    });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(await results).toEqual({
      'up.example': 120,
      'slow.example': null,
      'down.example': null,
      'not a host': null,
    });
    expect(fetch.mock.calls.map((c) => [String(c[0]), (c[1] as RequestInit).mode])).toEqual([
      ['https://up.example/', 'no-cors'],
      ['https://slow.example/', 'no-cors'],
      ['https://down.example/', 'no-cors'],
    ]);
  });

  it('wait the full 4 s: an answer at 3.9 s is timed, none by 4 s is null', async () => {
    const fetch = vi.fn(
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
          if (String(input).includes('late')) setTimeout(() => resolve(new Response(null)), 3_900);
        }),
    );
    let settled = false;
    const results = probeAll(['late.example', 'never.example'], {
      fetch: fetch as typeof globalThis.fetch,
      now: Date.now,
    });
    void results.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(3_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await results).toEqual({ 'late.example': 3_900, 'never.example': null });
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      redirect: 'follow',
    });
  });

  it('give null at once when the schedule stops', async () => {
    const stop = new AbortController();
    const fetch = vi.fn(
      (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const results = probeAll(['a.example', 'b.example'], {
      fetch: fetch as typeof globalThis.fetch,
      now: Date.now,
      signal: stop.signal,
    });
    stop.abort();
    expect(await results).toEqual({ 'a.example': null, 'b.example': null });
  });

  it('keep at most 4 probes in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const fetch = async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 100));
      inFlight -= 1;
      return new Response(null);
    };
    const domains = Array.from({ length: 10 }, (_, i) => `m${i}.example`);
    const results = probeAll(domains, { fetch: fetch as typeof globalThis.fetch, now: Date.now });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(Object.keys(await results)).toEqual(domains);
    expect(most).toBe(4);
  });
});

describe('one mirror check', () => {
  const client = (answers: Parameters<typeof fakeApi>[0]) => {
    const api = fakeApi(answers);
    return {
      api,
      client: createApiClient({
        baseUrl: 'https://api.test',
        fetch: api.fetch,
        tokens: createMemoryTokenStore('t'),
      }),
    };
  };
  const probe = { fetch: (async () => new Response(null)) as typeof fetch, now: () => 0 };

  it('sends every listed domain with its time or null', async () => {
    const { api, client: c } = client({
      'GET /api/getMirrorsToCheck': {
        body: { domains: ['a.example', 'b.example', 'bad host', 'a.example', 'down.example'] },
      },
      'POST /api/sendAntiBonusResult': { body: { success: true } },
    });
    const probed: string[] = [];
    const probes = {
      fetch: (async (input: RequestInfo | URL) => {
        probed.push(String(input));
        if (String(input).includes('down')) throw new TypeError('Failed to fetch');
        return new Response(null);
      }) as typeof fetch,
      now: () => 0,
    };
    await runMirrorCheck(c, probes);
    const posts = api.calls('POST /api/sendAntiBonusResult');
    expect(posts.map((s) => s.body)).toEqual([
      { results: { 'a.example': 0, 'b.example': 0, 'bad host': null, 'down.example': null } },
    ]);
    expect(probed).toEqual(['https://a.example/', 'https://b.example/', 'https://down.example/']);
    // Both calls carry the player's token (the spec's default bearer security).
    expect(api.seen.map((s) => s.headers.get('authorization'))).toEqual(['Bearer t', 'Bearer t']);
  });

  it('logs a failed list or a failed post and never throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const noList = client({ 'GET /api/getMirrorsToCheck': { status: 500, body: {} } });
    await expect(runMirrorCheck(noList.client, probe)).resolves.toBeNull();
    expect(noList.api.calls('POST /api/sendAntiBonusResult')).toEqual([]);
    const noPost = client({
      'GET /api/getMirrorsToCheck': { body: { domains: ['a.example'] } },
      'POST /api/sendAntiBonusResult': { status: 500, body: {} },
    });
    await expect(runMirrorCheck(noPost.client, probe)).resolves.toEqual({ 'a.example': 0 });
    expect(error.mock.calls.map((c) => c[0])).toEqual([
      'mirror list fetch failed',
      'mirror results post failed',
    ]);
  });

  it('sends nothing and logs nothing when the schedule stopped during the probes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = new AbortController();
    const { api, client: c } = client({
      'GET /api/getMirrorsToCheck': { body: { domains: ['a.example'] } },
    });
    const slow = {
      fetch: (() => {
        stop.abort();
        return Promise.reject(new DOMException('aborted', 'AbortError'));
      }) as typeof fetch,
      now: () => 0,
      signal: stop.signal,
    };
    await expect(runMirrorCheck(c, slow)).resolves.toBeNull();
    expect(api.calls('POST /api/sendAntiBonusResult')).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it('a failing list is logged and the schedule asks again 5 minutes later', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let listStatus = 500;
    const { api, client: c } = client({
      'GET /api/getMirrorsToCheck': () => ({
        status: listStatus,
        body: { domains: ['a.example'] },
      }),
      'POST /api/sendAntiBonusResult': { body: { success: true } },
    });
    startMirrorSchedule({
      now: Date.now,
      random: () => 0,
      storage: memoryStorage(),
      run: async (signal) => void (await runMirrorCheck(c, { ...probe, signal })),
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.calls('GET /api/getMirrorsToCheck')).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('mirror list fetch failed', expect.anything());
    listStatus = 200;
    await vi.advanceTimersByTimeAsync(300_000);
    expect(api.calls('GET /api/getMirrorsToCheck')).toHaveLength(2);
    expect(api.calls('POST /api/sendAntiBonusResult').map((s) => s.body)).toEqual([
      { results: { 'a.example': 0 } },
    ]);
  });
});
