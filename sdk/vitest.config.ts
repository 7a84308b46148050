import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sdk',
    pool: 'threads',
    include: ['src/**/*.test.ts'],
  },
});
