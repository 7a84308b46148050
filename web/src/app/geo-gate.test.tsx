// The region check holds nothing a visitor reads: the shell and the page show
// at once (the first paint is the page, for speed and for assistive
// technology alike); only dialogs and pop-ups
// wait, and never longer than GEO_TIMEOUT_MS (a geo call that never answers
// lets the visitor in, as other failures do). A 451 takes the page away.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages, renderWithApp, settle } from '../test/harness.tsx';
import { GEO_TIMEOUT_MS, GeoGate, GeoHold, GeoOpen } from './geo-gate.tsx';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

function page() {
  return (
    <GeoGate>
      <header>the header</header>
      <GeoHold>
        <p>the shop</p>
      </GeoHold>
      <GeoOpen>
        <p>a dialog</p>
      </GeoOpen>
    </GeoGate>
  );
}

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

  it('shows the shell and the page at once, and dialogs once /geo_ip answers', async () => {
    let answer: ((r: Response) => void) | undefined;
    const slow: typeof globalThis.fetch = (input) =>
      new Promise<Response>((resolve) => {
        if (String(input instanceof Request ? input.url : input).includes('/geo_ip'))
          answer = resolve;
      });
    renderWithApp(page(), { fetch: slow });
    expect(screen.getByText('the header')).toBeVisible();
    expect(screen.getByText('the shop')).toBeVisible();
    expect(screen.queryByText('a dialog')).toBeNull();
    await vi.waitFor(() => expect(answer).toBeDefined());
    await act(async () => {
      answer?.(
        new Response(JSON.stringify({ data: { ip: '1.2.3.4', country_code: 'RU' } }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    expect(await screen.findByText('a dialog')).toBeVisible();
    expect(screen.getByText('the shop')).toBeVisible();
  });

  it('lets the visitor in when /geo_ip never answers, after GEO_TIMEOUT_MS', async () => {
    // The clock moves only when the test moves it.
    vi.useFakeTimers();
    let asked = 0;
    const hang: typeof globalThis.fetch = () => {
      asked += 1;
      return new Promise<Response>(() => undefined);
    };
    renderWithApp(page(), { fetch: hang });
    expect(screen.getByText('the shop')).toBeVisible();
    // The wait starts with the call, once the crawler check's module has loaded.
    await settle(() => expect(asked).toBe(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GEO_TIMEOUT_MS - 1);
    });
    expect(screen.queryByText('a dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('a dialog')).toBeVisible();
  });

  it('takes the page away from a blocked visitor (451)', async () => {
    const blocked: typeof globalThis.fetch = async () =>
      new Response(JSON.stringify({ message: 'Unavailable For Legal Reasons', code: 451 }), {
        status: 451,
        headers: { 'content-type': 'application/json' },
      });
    renderWithApp(page(), { fetch: blocked });
    await act(async () => undefined);
    await vi.waitFor(() => expect(screen.queryByText('the shop')).toBeNull());
    expect(screen.getByText('the header')).toBeVisible();
    expect(screen.queryByText('a dialog')).toBeNull();
  });
});
