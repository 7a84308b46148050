// A catalog that is the first page of a visit: its first page of games is
// asked for before the page renders (the page module's firstData, started by
// main.tsx), and the catalog shows that answer without asking again; the
// address's filters are the ones asked for.
import { createApiClient, createMemoryTokenStore } from '@casino/sdk';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { startQuery } from '../../shared/lib/api.tsx';
import { fakeApi, loadMessages, renderWithApp, TEST_GAME } from '../../test/harness.tsx';
import SlotsPage, { firstData } from './slots-page.tsx';

const game = TEST_GAME;

const answer = (title: string) => ({
  body: {
    data: [{ ...game, title }],
    meta: { page: 2, per_page: 24, total: 30 },
    providers: ['Pragmatic Play'],
    categories: ['popular'],
  },
});

beforeAll(() => loadMessages('ru'));

/** Starts the page's first data as main.tsx does, with a client of its own on the same API. */
function startFirstData(fetch: typeof globalThis.fetch, search: string) {
  const client = createApiClient({
    baseUrl: 'https://api.test',
    fetch,
    tokens: createMemoryTokenStore(),
  });
  firstData({
    start: (path, init, vary) => startQuery(client, path, init, vary),
    search: new URLSearchParams(search),
  });
}

describe('the slots page as the first page of a visit', () => {
  it('shows the games asked for before it rendered, with the address’s filters, in one call', async () => {
    let calls = 0;
    const api = fakeApi({
      'GET /games/slots': () => {
        calls += 1;
        return answer(calls === 1 ? 'Asked before the render' : 'Asked again');
      },
    });
    startFirstData(api.fetch, '?page=2&provider=Pragmatic+Play');
    renderWithApp(<SlotsPage />, {
      fetch: api.fetch,
      path: '/games/slots?page=2&provider=Pragmatic+Play',
    });
    expect(await screen.findByText('Asked before the render')).toBeVisible();
    expect(api.calls('GET /games/slots').map((s) => s.search)).toEqual([
      '?provider=Pragmatic%20Play&page=2&per_page=24',
    ]);
  });

  it('asks for itself when the address’s filters differ from what was started', async () => {
    const api = fakeApi({ 'GET /games/slots': (seen) => answer(`Games for ${seen.search}`) });
    startFirstData(api.fetch, '?page=3');
    renderWithApp(<SlotsPage />, { fetch: api.fetch, path: '/games/slots' });
    expect(await screen.findByText('Games for ?page=1&per_page=24')).toBeVisible();
    expect(api.calls('GET /games/slots')).toHaveLength(2);
  });
});

describe('the category filter', () => {
  it('names the categories in the interface language, and an unknown slug readably', async () => {
    const api = fakeApi({
      'GET /games/slots': {
        body: { ...answer('A game').body, categories: ['popular', 'bonus-buy', 'live-poker'] },
      },
    });
    renderWithApp(<SlotsPage />, { fetch: api.fetch, path: '/games/slots' });
    await screen.findByText('A game');
    const select = screen.getByLabelText('Категория') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Все'],
      ['popular', 'Популярные'],
      ['bonus-buy', 'Покупка бонуса'],
      ['live-poker', 'Live poker'],
    ]);
  });
});
