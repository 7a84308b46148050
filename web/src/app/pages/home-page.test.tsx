// The home page's offers for a player: the hero and the promotions as usual;
// during a time-out the notice of the break instead of the hero, and no
// promotion (none reaches a player who asked for a break). As the first page
// of a visit, its first screen's calls start before it renders (firstData,
// started by main.tsx) and it shows those answers without asking again.
// The page shows its sections once their answers are in and checked: the
// harness has loaded the checks' schemas before the tests, so each findBy
// waits for the fake API's answers and the render, not for a module load.
import { createApiClient, createMemoryTokenStore } from '@casino/sdk';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PlayerContext } from '../../shared/domain/player.tsx';
import { startQuery } from '../../shared/lib/api.tsx';
import {
  fakeApi,
  loadMessages,
  renderWithApp,
  TEST_GAME,
  testPlayer,
} from '../../test/harness.tsx';
import { limitsAnswer, timeoutRestriction } from '../../test/responsible.ts';
import HomePage, { firstData } from './home-page.tsx';

const catalog = {
  data: [],
  meta: { page: 1, per_page: 8, total: 0 },
  providers: [],
  categories: [],
};

/** The home page of a logged-in player whose limits answer `limits`. */
function homeOfPlayer(limits: object) {
  const api = fakeApi({
    'GET /api/v3/welcome-pack/get-welcome-packs-guest': {
      body: { data: [{ publicTitle: 'До 500% и 200 фриспинов' }] },
    },
    'GET /tournaments': { body: { data: [] } },
    'GET /games/slots': { body: catalog },
    'GET /games/live-casino': { body: catalog },
    'GET /responsible/limits': { body: limits },
  });
  renderWithApp(
    <PlayerContext.Provider value={testPlayer({ loggedIn: true, currency: 'RUB' })}>
      <HomePage />
    </PlayerContext.Provider>,
    { fetch: api.fetch, token: 'tok-1' },
  );
  return api;
}

beforeAll(() => loadMessages('ru'));

describe('the home page’s offers', () => {
  it('a player without a restriction sees the hero and the welcome packs', async () => {
    homeOfPlayer(limitsAnswer());
    const promotions = (await screen.findByRole('heading', { name: 'Акции' })).closest('section');
    expect(
      await within(promotions as HTMLElement).findByText('До 500% и 200 фриспинов'),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Акции' })).toHaveAttribute('aria-roledescription');
  });

  it('during a time-out: the notice of the break, no hero, no promotions', async () => {
    homeOfPlayer(limitsAnswer({ restriction: timeoutRestriction() }));
    expect(await screen.findByText(/^У вас тайм-аут до/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Вывести' })).toHaveAttribute('href', '/?withdraw');
    expect(screen.getByRole('heading', { name: 'Наши игры' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Акции' })).toBeNull();
    expect(screen.queryByText('До 500% и 200 фриспинов')).toBeNull();
    expect(screen.queryByText('Бонус на первые депозиты')).toBeNull();
  });
});

describe('the home page as the first page of a visit', () => {
  it('shows the answers asked for before it rendered, each call made once', async () => {
    const games = (title: string) => ({
      body: { ...catalog, data: [{ ...TEST_GAME, title }], meta: { ...catalog.meta, total: 1 } },
    });
    const api = fakeApi({
      'GET /api/v3/welcome-pack/get-welcome-packs-guest': {
        body: { data: [{ publicTitle: 'До 500% и 200 фриспинов' }] },
      },
      'GET /tournaments': { body: { data: [] } },
      'GET /games/slots': games('Слот из первого запроса'),
      'GET /games/live-casino': games('Стол из первого запроса'),
    });
    const client = createApiClient({
      baseUrl: 'https://api.test',
      fetch: api.fetch,
      tokens: createMemoryTokenStore(),
    });
    firstData({
      start: (path, init, vary) => startQuery(client, path, init, vary),
      search: new URLSearchParams(),
    });
    // Started: every call goes out without the page.
    const started = [
      'GET /api/v3/welcome-pack/get-welcome-packs-guest',
      'GET /tournaments',
      'GET /games/slots',
      'GET /games/live-casino',
    ] as const;
    await vi.waitFor(() => {
      for (const call of started) expect(api.calls(call), call).toHaveLength(1);
    });
    renderWithApp(<HomePage />, { fetch: api.fetch });
    expect(await screen.findByText('Слот из первого запроса')).toBeVisible();
    expect(await screen.findByText('Стол из первого запроса')).toBeVisible();
    expect((await screen.findAllByText('До 500% и 200 фриспинов')).length).toBeGreaterThan(0);
    const once = (call: (typeof started)[number]) =>
      api.calls(call).filter((s) => call !== 'GET /tournaments' || s.search === '?status=active');
    for (const call of started) expect(once(call), call).toHaveLength(1);
  });
});
