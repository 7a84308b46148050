// Component tests: the DOM matchers of jest-dom (toBeVisible, toHaveTextContent,
// ...) on Vitest's expect, and unmount what a test rendered, so the next one
// starts clean. happy-dom has no BroadcastChannel (the tabs' profile news,
// shared/domain/profile.ts): Node's stands in, unref'd so an open channel
// never holds the worker. Nor EventSource (the live streams): one that stays
// connecting stands in, and a test that plays a stream stubs its own
// (features/games/live/scripted-source.ts).
import '@testing-library/jest-dom/vitest';
import { BroadcastChannel as NodeChannel } from 'node:worker_threads';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

if (typeof globalThis.BroadcastChannel !== 'function') {
  class Channel extends NodeChannel {
    constructor(name: string) {
      super(name);
      this.unref();
    }
  }
  globalThis.BroadcastChannel = Channel as unknown as typeof BroadcastChannel;
}

if (typeof globalThis.EventSource !== 'function') {
  class Silent extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSED = 2;
    readyState = 0;
    onerror: (() => void) | null = null;
    close() {
      this.readyState = 2;
    }
  }
  globalThis.EventSource = Silent as unknown as typeof EventSource;
}

afterEach(() => {
  cleanup();
});
