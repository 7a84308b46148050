// The gate of the background flows: closed while the first page's calls are
// in flight, open once they have answered and the browser is idle, at the
// visitor's first input, or after MAX_WAIT_MS whatever the calls do.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type FirstPage = typeof import('./first-page.ts');

/** A fresh module: the gate opens once per page load. */
async function load(): Promise<FirstPage> {
  vi.resetModules();
  return import('./first-page.ts');
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useFirstPageShown', () => {
  it('stays closed while a call is in flight and opens once it answered and the browser was idle', async () => {
    const { countCall, useFirstPageShown } = await load();
    const call = deferred();
    void countCall(call.promise);
    const { result } = renderHook(() => useFirstPageShown());
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(false);

    call.resolve();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toBe(true);
  });

  it('waits for a call the page starts after the first answer', async () => {
    const { countCall, useFirstPageShown } = await load();
    const first = deferred();
    void countCall(first.promise);
    const { result } = renderHook(() => useFirstPageShown());
    first.resolve();
    // The answer's render asks for the next call before the browser is idle.
    const second = deferred();
    void countCall(second.promise);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(false);
    second.resolve();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toBe(true);
  });

  it('opens at the first click or key, calls still in flight', async () => {
    const { countCall, useFirstPageShown } = await load();
    void countCall(new Promise(() => {}));
    const { result } = renderHook(() => useFirstPageShown());
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(result.current).toBe(false);
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(result.current).toBe(true);
  });

  it('opens after MAX_WAIT_MS when a call never ends, and stays open for later users', async () => {
    const { countCall, useFirstPageShown, MAX_WAIT_MS } = await load();
    void countCall(new Promise(() => {}));
    const { result } = renderHook(() => useFirstPageShown());
    await act(() => vi.advanceTimersByTimeAsync(MAX_WAIT_MS - 10));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(result.current).toBe(true);
    expect(renderHook(() => useFirstPageShown()).result.current).toBe(true);
  });

  it('counts a failed call as answered', async () => {
    const { countCall, useFirstPageShown } = await load();
    const failed = countCall(Promise.reject(new Error('offline')));
    await expect(failed).rejects.toThrow('offline');
    const { result } = renderHook(() => useFirstPageShown());
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toBe(true);
  });
});
