import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sdk',
    // Worker threads start faster than child processes; each file still gets its own.
    pool: 'threads',
    include: ['src/**/*.test.ts'],
  },
});
