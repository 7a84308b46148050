import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'openapi',
    pool: 'threads',
    include: ['**/*.test.ts'],
    globalSetup: ['./test-setup.ts'],
    testTimeout: 60_000,
  },
});
