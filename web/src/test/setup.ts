// Component tests: unmount what a test rendered, so the next one starts clean.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
