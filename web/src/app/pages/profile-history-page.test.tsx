// The history page: every movement with its kind, signed amount and the
// balance after, dates in the profile's time zone, a pager past one page, and
// the empty state; a withdrawal shows its payout's status, pending until paid.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PENDING_REFRESH_MS } from '../../features/account/api/history.ts';
import { fakeApi, loadMessages, renderWithApp, settle, testProfile } from '../../test/harness.tsx';
import Page from './profile-history-page.tsx';

beforeAll(() => loadMessages('ru'));

afterEach(() => {
  vi.useRealTimers();
});

const movement = (
  id: number,
  type: string,
  amount: number,
  balanceAfter: number,
  status: string | null = null,
) => ({
  id,
  type,
  account: 'real',
  amount,
  balance_after: balanceAfter,
  currency: 'RUB',
  reference: `ref:${id}`,
  status,
  created_at: '2026-11-23T21:30:00Z',
});

describe('/profile/history', () => {
  it('lists each movement with its kind, signed amount and balance, in the profile time zone', async () => {
    // A week later: the movements are older than a day, so they show their date.
    vi.useFakeTimers({ now: Date.parse('2026-11-30T12:00:00Z'), toFake: ['Date'] });
    const api = fakeApi({
      'GET /profile/user': { body: testProfile({ timezone: 'Asia/Almaty' }) },
      'GET /profile/history': {
        body: {
          data: [
            movement(3, 'withdrawal-returned', 200, 700, 'failed'),
            movement(2, 'withdrawal', -500, 500, 'failed'),
            movement(1, 'deposit', 1000, 1000),
          ],
          meta: { page: 1, per_page: 20, total: 3 },
        },
      },
    });
    renderWithApp(<Page />, { fetch: api.fetch, token: 'own-token' });
    const rows = await screen.findAllByRole('row');
    const cells = rows.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    // 21:30 UTC is 02:30 the next day in Almaty (UTC+5); the date sits under the operation.
    const when = '24 нояб. 2026 г., 02:30';
    expect(cells).toEqual([
      [`Возврат вывода${when}`, '+200\u00a0₽', '700\u00a0₽'],
      [`ВыводНе выплачено${when}`, '−500\u00a0₽', '500\u00a0₽'],
      [`Пополнение${when}`, '+1\u00a0000\u00a0₽', '1\u00a0000\u00a0₽'],
    ]);
    expect(screen.queryByRole('navigation', { name: 'Страницы истории' })).toBeNull();
  });

  it("says how long ago the last day's movements were, the date in their title", async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T21:37:10Z'), toFake: ['Date'] });
    const api = fakeApi({
      'GET /profile/user': { body: testProfile({ timezone: 'Asia/Almaty' }) },
      'GET /profile/history': {
        body: {
          data: [movement(1, 'deposit', 1000, 1000)],
          meta: { page: 1, per_page: 20, total: 1 },
        },
      },
    });
    renderWithApp(<Page />, { fetch: api.fetch, token: 'own-token' });
    const time = await screen.findByText('7 минут назад');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('title')).toBe('24 нояб. 2026 г., 02:30');
  });

  it('pages through a long history', async () => {
    const asked: string[] = [];
    const api = fakeApi({
      'GET /profile/user': { body: testProfile() },
      'GET /profile/history': ({ search }) => {
        asked.push(search);
        const page = Number(new URLSearchParams(search).get('page'));
        return {
          body: {
            data: [movement(page, 'deposit', 100, 100 * page)],
            meta: { page, per_page: 20, total: 45 },
          },
        };
      },
    });
    renderWithApp(<Page />, { fetch: api.fetch, token: 'own-token' });
    const pager = await screen.findByRole('navigation', { name: 'Страницы истории' });
    expect(within(pager).getByText('Страница 1 из 3')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Новее' })).toHaveProperty('disabled', true);
    fireEvent.click(within(pager).getByRole('button', { name: 'Старее' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Старее' }));
    await screen.findByText('Страница 3 из 3');
    expect(screen.getByRole('button', { name: 'Старее' })).toHaveProperty('disabled', true);
    expect(asked.map((s) => new URLSearchParams(s).get('page'))).toEqual(['1', '2', '3']);
  });

  it('says so when there is nothing yet', async () => {
    const api = fakeApi({
      'GET /profile/user': { body: testProfile() },
      'GET /profile/history': { body: { data: [], meta: { page: 1, per_page: 20, total: 0 } } },
    });
    renderWithApp(<Page />, { fetch: api.fetch, token: 'own-token' });
    await screen.findByText('Пополнений и выводов пока нет.');
  });

  it('shows a withdrawal as pending until its payout is paid', async () => {
    // The clock moves only when the test moves it.
    vi.useFakeTimers();
    let status = 'pending';
    const api = fakeApi({
      'GET /profile/user': { body: testProfile() },
      'GET /profile/history': () => ({
        body: {
          data: [movement(2, 'withdrawal', -300, 700, status), movement(1, 'deposit', 1000, 1000)],
          meta: { page: 1, per_page: 20, total: 2 },
        },
      }),
    });
    renderWithApp(<Page />, { fetch: api.fetch, token: 'own-token' });
    const row = (await settle(() => screen.getByText('Вывод'))).closest('tr') as HTMLElement;
    expect(within(row).getByText('В обработке')).toBeTruthy();
    // The deposit has no status.
    const deposit = screen.getByText('Пополнение').closest('tr') as HTMLElement;
    expect(within(deposit).queryByText(/В обработке|Выплачено/)).toBeNull();
    status = 'paid';
    expect(api.calls('GET /profile/history')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(PENDING_REFRESH_MS - 1));
    expect(api.calls('GET /profile/history')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settle(() => expect(within(row).getByText('Выплачено')).toBeTruthy());
    // Settled: no more asking.
    const asked = api.calls('GET /profile/history').length;
    await act(() => vi.advanceTimersByTimeAsync(PENDING_REFRESH_MS * 3));
    expect(api.calls('GET /profile/history')).toHaveLength(asked);
  });
});
