// A live stream whose events are checked in the answer checks' worker, as in
// a browser: the page hands the board each event only once the worker has
// found it well-formed, in the order the events came, however the checks
// take their time; a malformed or non-JSON event is dropped and said. (The
// boards' own tests run without a worker, where each event is checked as it
// comes.)
import { render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ScriptedSource } from '../../test/scripted-source.ts';
import type { CheckRequest, CheckResult } from './answer-check.worker.ts';
import { useLiveStream } from './live-stream.ts';

/** The worker as a browser runs it, answering each check later, in the order asked. */
class CheckWorker {
  static asked: CheckRequest[] = [];
  private readonly listeners: ((event: { data: CheckResult }) => void)[] = [];
  private answered = Promise.resolve();
  addEventListener(type: string, listener: (event: { data: CheckResult }) => void) {
    if (type === 'message') this.listeners.push(listener);
  }
  postMessage(request: CheckRequest) {
    CheckWorker.asked.push(request);
    this.answered = this.answered.then(async () => {
      const schemas = (await import('@casino/sdk/schemas')) as unknown as Record<
        string,
        { safeParse(value: unknown): { success: boolean } }
      >;
      // A check takes a while, longer for the first ones.
      await new Promise((later) => setTimeout(later, 20 - CheckWorker.asked.length));
      const issues = schemas[request.schema]?.safeParse(request.value).success ? [] : ['bad'];
      for (const listener of this.listeners) listener({ data: { id: request.id, issues } });
    });
  }
}

type Tick = { type: 'tick'; serverTime: number; roundId: string; multiplier: number };

const tick = (multiplier: number): Tick => ({
  type: 'tick',
  serverTime: 1_700_000_000_000,
  roundId: 'crash-1',
  multiplier,
});

function Board({ seen }: { seen: number[] }) {
  useLiveStream<Tick>('/crash/live', ['tick'], 'zCrashEvent', (event) =>
    seen.push(event.multiplier),
  );
  return null;
}

beforeEach(() => {
  CheckWorker.asked = [];
  vi.stubGlobal('Worker', CheckWorker);
  vi.stubGlobal('EventSource', ScriptedSource);
});

afterEach(() => vi.unstubAllGlobals());

it('hands on each event once the worker has checked it, in the order they came', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const seen: number[] = [];
  render(<Board seen={seen} />);
  const source = await ScriptedSource.opened();
  source.send(tick(1.01), { ...tick(1.02), multiplier: 'high' }, tick(1.03), tick(1.04));
  // Nothing is trusted before its check.
  expect(seen).toEqual([]);
  await vi.waitFor(() => expect(seen).toEqual([1.01, 1.03, 1.04]));
  expect(CheckWorker.asked.map((check) => check.schema)).toEqual(Array(4).fill('zCrashEvent'));
  expect(errors).toHaveBeenCalledWith('live stream: a malformed event was dropped', 'tick');
  errors.mockRestore();
});

it('drops a message that is not JSON without waiting for the worker', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const seen: number[] = [];
  render(<Board seen={seen} />);
  const source = await ScriptedSource.opened();
  source.deliver('tick', '{"type":"tick",');
  expect(errors).toHaveBeenCalledWith('live stream: a malformed event was dropped', 'tick');
  expect(CheckWorker.asked).toEqual([]);
  source.send(tick(2));
  await vi.waitFor(() => expect(seen).toEqual([2]));
  errors.mockRestore();
});
