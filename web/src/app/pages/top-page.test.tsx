// The top list as a visitor sees it: rank, player, game and win in its
// currency, an empty list, and a malformed answer that keeps the page.
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../test/harness.tsx';
import TopPage from './top-page.tsx';

beforeAll(() => loadMessages('ru'));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('top list', () => {
  it('lists rank, player, game and win in its currency, or says there is nothing yet', async () => {
    const api = fakeApi({
      'GET /top': {
        body: {
          data: [
            { rank: 1, player: 'Iv***ov', game: 'Crash', win: 184000, currency: 'RUB' },
            { rank: 2, player: 'As***ek', game: 'Sweet Bonanza', win: 950000, currency: 'KZT' },
          ],
        },
      },
    });
    renderWithApp(<TopPage />, { fetch: api.fetch });
    const rows = await screen.findAllByRole('row');
    expect(rows.map((r) => r.textContent?.replace(/\s/g, ' '))).toEqual([
      'МестоИгрокИграВыигрыш',
      '1Iv***ovCrash184 000 ₽',
      '2As***ekSweet Bonanza950 000 ₸',
    ]);
    const empty = fakeApi({ 'GET /top': { body: { data: [] } } });
    renderWithApp(<TopPage />, { fetch: empty.fetch });
    expect(await screen.findByText('Пока нечего показать.')).toBeVisible();
  });

  it('a malformed top list shows the load error instead of crashing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({ 'GET /top': { body: { data: [{ rank: 1, player: null }] } } });
    renderWithApp(<TopPage />, { fetch: api.fetch });
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    // The failure's notification loads its renderer: let it load before the test ends.
    await import('../../shared/ui/toaster.tsx');
  });
});
