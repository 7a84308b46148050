// The browser suite (web/e2e): one build, one sandbox behind its Prism proxy
// and one Chromium for every spec file (global-setup.ts), the files one after another.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // Pages do much of their work after the first paint (lazy chunks, API
    // calls), and a busy machine slows that down: Vitest's 1 s default made
    // expect.poll fail there. Playwright's own waits default to 30 s.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
