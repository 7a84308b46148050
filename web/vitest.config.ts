import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Each file still gets a fresh context (modules, window, storage), but in a
    // worker that is reused: no new process and happy-dom import per file.
    pool: 'vmThreads',
    setupFiles: ['./src/test/setup.ts'],
    // Tests that wait for lazily loaded modules (the profile check, the
    // notification renderer) passed 5 s on a busy two-core machine. The limit
    // only catches a hang; what a test waits for has its own bound.
    testTimeout: 20_000,
  },
});
