// A stand-in for the browser's EventSource in the live boards' tests
// (stubbed as the global): the test sends the server's events itself.
import { act } from '@testing-library/react';

/** The scripted stream the board opened last. */
export class ScriptedSource {
  static last: ScriptedSource | null = null;
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
