import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cli',
    // Worker threads start faster than child processes; each file still gets its own.
    pool: 'threads',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
