// Component tests: the DOM matchers of jest-dom (toBeVisible, toHaveTextContent,
// ...) on Vitest's expect, waits bounded only against a hang, and unmount
// what a test rendered, so the next one starts clean. happy-dom has no BroadcastChannel (the tabs' profile news,
// shared/domain/profile.ts): Node's stands in, unref'd so an open channel
// never holds the worker. Nor EventSource (the live streams): one that stays
// connecting stands in, and a test that plays a stream stubs its own
// (test/scripted-source.ts). As main.tsx loads the page's language before its
// first render, every test starts with ru's core messages loaded.
import '@testing-library/jest-dom/vitest';
import { BroadcastChannel as NodeChannel } from 'node:worker_threads';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadLocale } from '../i18n/i18n.tsx';

// findBy* and waitFor wait for a state the page shows; their bound only
// catches a hang (the test's own 20 s is the limit), so that a busy 2-core
// machine, where a render can take seconds, does not fail a correct test.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => loadLocale('ru', false));

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
