import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'openapi',
    // Worker threads start faster than child processes; each file still gets its own.
    pool: 'threads',
    include: ['**/*.test.ts'],
    globalSetup: ['./test-setup.ts'],
    testTimeout: 60_000,
  },
});
