// Component tests: the DOM matchers of jest-dom (toBeVisible, toHaveTextContent,
// ...) on Vitest's expect, and unmount what a test rendered, so the next one
// starts clean. happy-dom has no BroadcastChannel (the tabs' profile news,
// shared/domain/profile.ts): Node's stands in, unref'd so an open channel
// never holds the worker.
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

afterEach(() => {
  cleanup();
});
