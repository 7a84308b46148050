// The session across failures and tabs (a failed profile, the token's
// refresh, a logout here or elsewhere), with the pieces the app
// composes: the session effects, the header's account area and the invoice
// watcher, against a fake API. A profile that fails to load keeps the session
// and offers a retry; the end of a session, here or in another tab, wipes the
// cache and the invoice and stops its polling; an invoice is never polled for a guest.

import type { ApiClient } from '@casino/sdk';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountMenu } from '../features/account/account-menu.tsx';
import { SessionEffects } from '../features/account/session.tsx';
import { clearInvoice, resetInvoiceCache } from '../features/payments/invoice-store.ts';
import { PaymentWatcher } from '../features/payments/watcher.tsx';
import { onSignedOut } from '../shared/domain/session-events.ts';
import { useApi } from '../shared/lib/api.tsx';
import { SESSION_KEY } from '../shared/lib/cookies.ts';
import { loadMessages, renderWithApp, settle, testProfile } from '../test/harness.tsx';

const profile = (id: number, total: number) =>
  testProfile({ id, name: `Player ${id}`, balance: total, total_balance: total });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** How the fake API answers the profile; everything else is scripted below. */
type ProfileAnswer = (authorization: string | null) => Response | Promise<Response>;

/** A fake API: the profile as `answer` says, the refresh, the logout and the invoice status. */
function api(answer: ProfileAnswer) {
  const seen: { path: string; authorization: string | null }[] = [];
  const state = {
    answer,
    refresh: (): Response | Promise<Response> => json(200, { access_token: 'tok-2' }),
    logout: (): Response | Promise<Response> => json(200, { success: true }),
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const authorization = request.headers.get('Authorization');
    seen.push({ path, authorization });
    if (path === '/profile/user') return state.answer(authorization);
    if (path === '/auth/refresh-token') return state.refresh();
    if (path === '/auth/logout') return state.logout();
    if (path.startsWith('/billing/payment/status/')) return json(200, { status: 1 });
    return json(404, { message: 'Not Found' });
  };
  return {
    fetch,
    seen,
    state,
    count: (prefix: string) => seen.filter((s) => s.path.startsWith(prefix)).length,
  };
}

const app = (
  <>
    <SessionEffects />
    <AccountMenu />
    <PaymentWatcher />
  </>
);

const LOAD_FAILED = 'Не удалось загрузить ваш аккаунт.';
const balance = () => screen.queryByTitle('Баланс');
const loginLink = () => screen.queryByRole('link', { name: 'Войти' });

function storeInvoice(): void {
  const config = {
    hash: 'h',
    id: 77,
    amount: 500,
    shop_amount: 500,
    commission: 0,
    life_time: 1200,
    type: 'card',
    card: { card_number: '2200 0000 0000 0000' },
    sum_was_changed: false,
  };
  localStorage.setItem(
    'casino:invoice',
    JSON.stringify({ config, expiresAt: Date.now() + 1_200_000 }),
  );
  resetInvoiceCache();
}

beforeAll(async () => {
  await loadMessages('ru');
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  clearInvoice();
  resetInvoiceCache();
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('a profile that fails to load', () => {
  const failures: [string, ProfileAnswer][] = [
    ['404', () => json(404, { message: 'Not Found' })],
    ['408', () => json(408, { message: 'Request Timeout' })],
    ['429', () => json(429, { message: 'Too Many Attempts.' })],
    ['500', () => json(500, { message: 'Server Error' })],
    ['503', () => new Response('<html>down</html>', { status: 503 })],
    [
      'a 200 with HTML',
      () =>
        new Response('<!doctype html><p>hi</p>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    [
      'a truncated 200',
      () =>
        new Response('{"id":1001,"balance":', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ],
    [
      'no answer',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ];

  it.each(failures)('%s keeps the session and offers a retry that loads it', async (_, fail) => {
    const server = api(fail);
    const { tokens } = renderWithApp(app, { fetch: server.fetch, token: 'tok-1' });
    expect(await screen.findByText(LOAD_FAILED)).toBeVisible();
    expect(tokens.get()).toBe('tok-1');
    expect(loginLink()).toBeNull();
    server.state.answer = () => json(200, profile(1001, 150));
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(balance()).not.toBeNull());
    expect(tokens.get()).toBe('tok-1');
  });

  it('a 401 that the refresh cannot cure ends the session', async () => {
    const server = api(() => json(401, { message: 'Unauthenticated.' }));
    const { tokens } = renderWithApp(app, { fetch: server.fetch, token: 'tok-1' });
    await waitFor(() => expect(tokens.get()).toBeNull());
    expect(await screen.findByRole('link', { name: 'Войти' })).toBeVisible();
    expect(server.count('/auth/refresh-token')).toBe(1);
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
  });
});

describe('the end of a session wipes what was its', () => {
  // The clock moves only when a test moves it (the invoice's polls are counted
  // in its time); the waits below let the rest happen without moving it.
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('a logout in another tab: this tab shows "Log in", the invoice goes and is polled no more', async () => {
    storeInvoice();
    const ended = vi.fn();
    const stop = onSignedOut(ended);
    const server = api(() => json(200, profile(1001, 150)));
    const { tokens } = renderWithApp(app, { fetch: server.fetch, token: 'tok-1' });
    await settle(() => expect(balance()).not.toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(server.count('/billing/payment/status/77')).toBe(1);

    // The other tab: its store clears the shared cookie and the session id.
    tokens.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY }));
    });
    await settle(() => {
      expect(loginLink()).not.toBeNull();
      expect(localStorage.getItem('casino:invoice')).toBeNull();
    });
    expect(balance()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(server.count('/billing/payment/status/77')).toBe(1);
    stop();
  });

  it('a logout here: the invoice goes and its polling stops', async () => {
    storeInvoice();
    const server = api(() => json(200, profile(1001, 150)));
    const { tokens } = renderWithApp(app, { fetch: server.fetch, token: 'tok-1' });
    await settle(() => expect(balance()).not.toBeNull());
    // Log out is in the account menu.
    fireEvent.click(screen.getByRole('button', { name: /Меню аккаунта/ }));
    fireEvent.click(await settle(() => screen.getByRole('button', { name: 'Выйти' })));
    await settle(() => {
      expect(loginLink()).not.toBeNull();
      expect(localStorage.getItem('casino:invoice')).toBeNull();
    });
    expect(tokens.get()).toBeNull();
    const polls = server.count('/billing/payment/status/77');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(server.count('/billing/payment/status/77')).toBe(polls);
  });

  // Logging out with an expired token must not refresh (and so cannot end at
  // SSO), and a server that never answers cannot keep the player in.
  it('a logout with an expired token: logged out at once, nothing refreshes', async () => {
    const server = api(() => json(200, profile(1001, 150)));
    server.state.logout = () => json(401, { message: 'Unauthenticated.' });
    server.state.refresh = () => json(401, { message: 'Unauthenticated.' });
    const { tokens } = renderWithApp(app, { fetch: server.fetch, token: 'tok-1' });
    await settle(() => expect(balance()).not.toBeNull());
    // Log out is in the account menu.
    fireEvent.click(screen.getByRole('button', { name: /Меню аккаунта/ }));
    fireEvent.click(await settle(() => screen.getByRole('button', { name: 'Выйти' })));
    await settle(() => expect(loginLink()).not.toBeNull());
    await settle(() => expect(server.count('/auth/logout')).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(server.seen.find((s) => s.path === '/auth/logout')?.authorization).toBe('Bearer tok-1');
    expect(server.count('/auth/refresh-token')).toBe(0);
    expect(tokens.get()).toBeNull();
  });

  it('a logout the server never answers: the player is logged out at once', async () => {
    const server = api(() => json(200, profile(1001, 150)));
    server.state.logout = () => new Promise<Response>(() => undefined);
    const { tokens } = renderWithApp(app, { fetch: server.fetch, token: 'tok-1' });
    await settle(() => expect(balance()).not.toBeNull());
    // Log out is in the account menu.
    fireEvent.click(screen.getByRole('button', { name: /Меню аккаунта/ }));
    fireEvent.click(await settle(() => screen.getByRole('button', { name: 'Выйти' })));
    await settle(() => {
      expect(loginLink()).not.toBeNull();
      expect(server.count('/auth/logout')).toBe(1);
    });
    expect(tokens.get()).toBeNull();
  });

  it('an account switch in another tab: the old player is dropped and the new one loads', async () => {
    const server = api((authorization) =>
      json(200, authorization === 'Bearer tok-D' ? profile(2002, 777) : profile(1001, 150)),
    );
    const { tokens } = renderWithApp(app, { fetch: server.fetch, token: 'tok-1' });
    await settle(() => expect(balance()?.textContent).toMatch(/^150/));
    tokens.set('tok-D'); // a login as another player in the other tab
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY }));
    });
    await settle(() => expect(balance()?.textContent).toMatch(/^777/));
  });

  it('without a session id (local storage unavailable), an account switch here drops the old player', async () => {
    const server = api((authorization) =>
      json(200, authorization === 'Bearer tok-D' ? profile(2002, 777) : profile(1001, 150)),
    );
    let client: ApiClient | undefined;
    const Grab = () => {
      client = useApi().client;
      return null;
    };
    const { tokens } = renderWithApp(
      <>
        {app}
        <Grab />
      </>,
      { fetch: server.fetch, token: 'tok-1' },
    );
    tokens.session = () => null; // what the browser's store says without local storage
    await settle(() => expect(balance()?.textContent).toMatch(/^150/));
    act(() => client?.tokens.set('tok-D')); // a login as another player in this tab
    await settle(() => expect(balance()?.textContent).toMatch(/^777/));
  });

  it('an invoice left in storage is never polled for a guest', async () => {
    storeInvoice();
    const server = api(() => json(401, { message: 'Unauthenticated.' }));
    renderWithApp(app, { fetch: server.fetch });
    await act(() => vi.advanceTimersByTimeAsync(21_000));
    expect(server.count('/billing/payment/status/')).toBe(0);
  });
});
