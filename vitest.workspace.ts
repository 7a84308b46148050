// The root Vitest config (Vitest 5 ignores a file of this name unless it is
// passed with --config, which every script does). Each package has its own
// defineProject config.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['openapi', 'sdk', 'cli', 'web', 'web/vitest.e2e.config.ts', 'scripts'],
  },
});
