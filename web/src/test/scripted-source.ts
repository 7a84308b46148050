// A stand-in for the browser's EventSource in the live boards' tests
// and the sportsbook's tests (stubbed as the global): the test sends the server's events itself.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** The live bets feed's stream, which a game page opens beside its board's. */
const FEED = /\/rounds\/live$/;

/** The scripted streams, as the page opened them. */
export class ScriptedSource {
  private static readonly all: ScriptedSource[] = [];
  private static readonly taken = new Set<ScriptedSource>();
  /**
   * The stream the page opens next whose address matches `url` (by default a
   * board's: any but the bets feed's). A board opens its stream once its
   * event schema has loaded, a moment after it renders.
   */
  static async opened(url?: RegExp): Promise<ScriptedSource> {
    const wanted = (source: ScriptedSource) =>
      url ? url.test(source.url) : !FEED.test(source.url);
    const source = await vi.waitFor(() => {
      const found = ScriptedSource.all.findLast((s) => wanted(s) && !ScriptedSource.taken.has(s));
      if (!found) throw new Error('no new stream opened');
      return found;
    });
    // Taken, with every older one of its kind: only a newer one is "next".
    for (const s of ScriptedSource.all) if (wanted(s)) ScriptedSource.taken.add(s);
    return source;
  }
  static readonly CONNECTING = 0;
  static readonly CLOSED = 2;
  readyState = 1;
  onerror: (() => void) | null = null;
  readonly url: string;
  private readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(url: string) {
    this.url = url;
    ScriptedSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.readyState = 2;
  }
  send(...events: { type: string; [field: string]: unknown }[]) {
    // Several events in one act: they arrive before React renders again.
    act(() => {
      for (const event of events) this.listen(event.type, JSON.stringify(event));
    });
  }
  /** A message as the server wrote it: `data` is its text, JSON or not. */
  deliver(type: string, data: string) {
    act(() => this.listen(type, data));
  }
  private listen(type: string, data: string) {
    this.listeners.get(type)?.({ type, data } as MessageEvent<string>);
  }
}
