// The region splash never outlives GEO_TIMEOUT_MS: a geo call that never
// answers lets the visitor in, as other failures do (issue 16).
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages, renderWithApp } from '../test/harness.tsx';
import { GEO_TIMEOUT_MS, GeoGate } from './geo-gate.tsx';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('the geo gate', () => {
  beforeEach(async () => {
    await loadMessages('ru');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(BROWSER);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('lets the visitor in when /geo_ip never answers, after GEO_TIMEOUT_MS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const hang: typeof globalThis.fetch = () => new Promise<Response>(() => undefined);
    renderWithApp(
      <GeoGate>
        <p>the shop</p>
      </GeoGate>,
      { fetch: hang },
    );
    expect(screen.getByRole('status').textContent).toContain('регион');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GEO_TIMEOUT_MS - 100);
    });
    expect(screen.queryByText('the shop')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByText('the shop')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
