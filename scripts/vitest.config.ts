import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    // Worker threads start faster than child processes; each file still gets its own.
    pool: 'threads',
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
