// A route module that never loads does not leave the page waiting: after
// CHUNK_TIMEOUT_MS it fails like a module that could not load, and the fatal
// error boundary sends the visitor to /error, whose retry loads it anew.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, loadMessages, renderWithApp, routerPath, settle } from '../test/harness.tsx';
import { FatalErrorBoundary } from './error-boundary.tsx';
import { CHUNK_TIMEOUT_MS, RoutePage } from './route-page.tsx';

vi.mock('./routes.ts', () => ({
  PAGES: { top: () => new Promise(() => undefined) },
  loadedPage: () => undefined,
}));

describe('a route module that never loads', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('goes to /error after CHUNK_TIMEOUT_MS', async () => {
    await loadMessages('ru');
    // The clock moves only when the test moves it: the wait starts as the page renders.
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(
      <FatalErrorBoundary>
        <RoutePage name="top" />
      </FatalErrorBoundary>,
      { fetch: fakeApi({}).fetch, path: '/top' },
    );
    expect(screen.getByRole('status')).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    });
    expect(routerPath()).toBe('/top');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await settle(() => expect(routerPath()).toBe('/error'));
  });
});
