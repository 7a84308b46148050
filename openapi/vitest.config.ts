import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'openapi',
    include: ['**/*.test.ts'],
    globalSetup: ['./test-setup.ts'],
    testTimeout: 60_000,
  },
});
