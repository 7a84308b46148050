// Login by link with a session in use: the dialog names both accounts, keeps
// the link's token out of the session until the player confirms, and keeps
// the session when the link's account cannot be checked (no answer within
// LOAD_TIMEOUT_MS included: never "Loading…" forever).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOAD_TIMEOUT_MS } from '../../../shared/lib/api.tsx';
import {
  fakeApi,
  loadMessages,
  renderWithApp,
  settle,
  testProfile,
} from '../../../test/harness.tsx';
import SwitchAccountModal from './switch-account-modal.tsx';

const profile = testProfile();

beforeAll(() => loadMessages('ru'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The player's own session and a link whose token answers with `linkProfile`. */
function open(linkProfile: unknown) {
  const api = fakeApi({
    'GET /profile/user': ({ headers }) =>
      headers.get('Authorization') === 'Bearer link-token'
        ? { body: linkProfile }
        : { body: profile },
    'POST /middleware/ip': { body: { success: true } },
    'POST /middleware/mirror': { body: { meta_yandex_verification: null, sso: null } },
  });
  // The link's profile is asked by a client of its own (with the page's fetch).
  vi.stubGlobal('fetch', api.fetch);
  const view = renderWithApp(<SwitchAccountModal token="link-token" />, {
    fetch: api.fetch,
    token: 'own-token',
  });
  return { api, ...view };
}

describe('SwitchAccountModal', () => {
  it('names both accounts and switches only when the player confirms', async () => {
    const { tokens } = open({ ...profile, id: 6666, email: 'other@example.com' });
    await screen.findByText(
      'Ссылка ведёт в другой аккаунт: № 6666 (other@example.com). Переключиться на него?',
    );
    await screen.findByText('Сейчас вы вошли в аккаунт № 1001 (player@example.com).');
    expect(tokens.get()).toBe('own-token');
    fireEvent.click(screen.getByRole('button', { name: 'Да, войти в этот аккаунт' }));
    await waitFor(() => expect(tokens.get()).toBe('link-token'));
  });

  it('keeps the session when the link account cannot be checked', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { tokens } = open({});
    await screen.findByText(
      'Не удалось проверить аккаунт из ссылки. Вы остаётесь в своём аккаунте.',
    );
    expect(screen.queryByRole('button', { name: 'Да, войти в этот аккаунт' })).toBeNull();
    expect(tokens.get()).toBe('own-token');
    error.mockRestore();
  });

  it('gives up on a link account that never answers, after LOAD_TIMEOUT_MS', async () => {
    // The clock moves only when the test moves it.
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({ 'GET /profile/user': { body: profile } });
    const signals: AbortSignal[] = [];
    // The link's token gets no answer ever (like fetch, an aborted signal rejects).
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.headers.get('Authorization') !== 'Bearer link-token') return api.fetch(request);
      signals.push(request.signal);
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    });
    const { tokens } = renderWithApp(<SwitchAccountModal token="link-token" />, {
      fetch: api.fetch,
      token: 'own-token',
    });
    // The wait starts with the link account's call.
    await settle(() => expect(signals).toHaveLength(1));
    expect(screen.getByText('Загрузка…')).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
    });
    expect(screen.getByText('Загрузка…')).toBeVisible();
    expect(signals[0]?.aborted).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await settle(() =>
      expect(
        screen.getByText('Не удалось проверить аккаунт из ссылки. Вы остаётесь в своём аккаунте.'),
      ).toBeVisible(),
    );
    expect(screen.queryByText('Загрузка…')).toBeNull();
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(true);
    expect(tokens.get()).toBe('own-token');
    error.mockRestore();
  });
});
