// A slot's or live game's page is titled by the game's name from its catalog
// (not by its address's slug; the document's title: app/seo); the frame loads the
// launch address. Until the catalog answers, or when it has no such game, the
// slug's words stand in.
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../test/harness.tsx';
import { GameLaunchPage } from './components/game-frame.tsx';

const game = (slug: string, title: string, provider: string) => ({
  id: 1,
  slug,
  title,
  provider,
  category: 'popular',
  image: `https://cdn.test/${slug}.svg`,
  has_demo: true,
});
const page = (...games: ReturnType<typeof game>[]) => ({
  body: {
    data: games,
    meta: { page: 1, per_page: 100, total: games.length },
    providers: [],
    categories: [],
  },
});

beforeAll(() => loadMessages('ru'));

describe('a game page’s title', () => {
  it('is the slot’s name from the catalog, looked up by its slug', async () => {
    const api = fakeApi({
      // A search by words also finds games whose slug differs: the slug decides.
      'GET /games/slots': page(
        game('gonzos-quest-megaways', 'Gonzo’s Quest Megaways', 'Red Tiger'),
        game('gonzos-quest', 'Gonzo’s Quest', 'NetEnt'),
      ),
      'GET /games/gonzos-quest/demo': { body: { url: 'https://games.test/gonzo?demo' } },
    });
    const { container } = renderWithApp(<GameLaunchPage kind="slots" mode="demo" />, {
      fetch: api.fetch,
      path: '/games/slots/gonzos-quest/demo',
      route: '/games/slots/:slot/demo',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gonzo’s Quest: демо' }),
    ).toBeVisible();
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://games.test/gonzo?demo',
    );
    expect(new URLSearchParams(api.calls('GET /games/slots')[0]?.search).get('search')).toBe(
      'gonzos quest',
    );
  });

  it('looks a live game up in the live catalog', async () => {
    const api = fakeApi({
      'GET /games/live-casino': page(game('crazy-time', 'Crazy Time', 'Evolution')),
      'GET /games/crazy-time/demo': { body: { url: 'https://games.test/crazy?demo' } },
    });
    renderWithApp(<GameLaunchPage kind="live" mode="demo" />, {
      fetch: api.fetch,
      path: '/games/live-casino/crazy-time/demo',
      route: '/games/live-casino/:slot/demo',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crazy Time: демо' }),
    ).toBeVisible();
    expect(api.calls('GET /games/slots')).toEqual([]);
  });

  it('falls back to the slug’s words when the catalog has no such game', async () => {
    const api = fakeApi({
      'GET /games/slots': page(),
      'GET /games/lost-game/demo': { body: { url: 'https://games.test/lost?demo' } },
    });
    const { container } = renderWithApp(<GameLaunchPage kind="slots" mode="demo" />, {
      fetch: api.fetch,
      path: '/games/slots/lost-game/demo',
      route: '/games/slots/:slot/demo',
    });
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    await waitFor(() => expect(api.calls('GET /games/slots')).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('lost game: демо');
  });
});
