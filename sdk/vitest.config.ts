import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sdk',
    // Worker threads start faster than child processes; each file still gets its own.
    pool: 'threads',
    include: ['src/**/*.test.ts'],
    // The fair engine's long runs and the property tests are CPU-bound: on a
    // busy two-core machine they pass 5 s. The limit only catches a hang.
    testTimeout: 30_000,
  },
});
