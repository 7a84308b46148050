// The root Vitest config (Vitest 5 ignores a file of this name unless it is
// passed with --config, which every script does). Each package has its own
// defineProject config.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['openapi', 'sdk', 'cli', 'web', 'web/vitest.e2e.config.ts', 'scripts'],
    // Vitest's default is one worker less than the cores (one on two cores),
    // but test files spend much of their time waiting on servers, child
    // processes and timers: one per core is faster. The e2e project runs its
    // files one at a time whatever this says (fileParallelism: false).
    maxWorkers: '100%',
  },
});
