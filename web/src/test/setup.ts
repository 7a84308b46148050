// Component tests: the DOM matchers of jest-dom (toBeVisible, toHaveTextContent,
// ...) on Vitest's expect, and unmount what a test rendered, so the next one
// starts clean.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
