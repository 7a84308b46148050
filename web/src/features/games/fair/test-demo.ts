// What the demo-play tests share: a clean demo state around each test and the stored state.
import { afterEach, beforeEach } from 'vitest';
import { DEMO_KEY, type DemoState } from './demo-state.ts';
import { resetDemoForTests } from './use-demo.ts';

/** The demo state as kept in local storage. */
export const storedDemo = () => JSON.parse(localStorage.getItem(DEMO_KEY) ?? '{}') as DemoState;

/** Starts every test of the file with no demo state. */
export function freshDemoPerTest(): void {
  beforeEach(() => {
    localStorage.clear();
    resetDemoForTests();
  });
  afterEach(() => localStorage.clear());
}
