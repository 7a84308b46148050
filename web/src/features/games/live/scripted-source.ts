// A stand-in for the browser's EventSource in the live boards' tests
// (stubbed as the global): the test sends the server's events itself.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** The scripted stream the board opened last. */
export class ScriptedSource {
  static last: ScriptedSource | null = null;
  private static taken: ScriptedSource | null = null;
  /**
   * The stream the board opens next (a board opens its stream once its event
   * schema has loaded, a moment after it renders).
   */
  static async opened(): Promise<ScriptedSource> {
    const source = await vi.waitFor(() => {
      const last = ScriptedSource.last;
      if (!last || last === ScriptedSource.taken) throw new Error('no new stream opened');
      return last;
    });
    ScriptedSource.taken = source;
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
    ScriptedSource.last = this;
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
      for (const event of events)
        this.listeners.get(event.type)?.({
          type: event.type,
          data: JSON.stringify(event),
        } as MessageEvent<string>);
    });
  }
}
