// The four launch routes, one module for all: each looks the game up in the
// catalog of its address (slots or live casino) and is its demo or money play,
// as its route's params say: the title, the lead and the catalog asked.
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/lib/paths.ts';
import { fakeApi, loadMessages, renderWithApp, TEST_GAME } from '../../test/harness.tsx';
import { RoutePage } from '../route-page.tsx';

const catalog = {
  body: {
    data: [{ ...TEST_GAME, slug: 'gonzos-quest', title: 'Gonzo’s Quest' }],
    meta: { page: 1, per_page: 100, total: 1 },
    providers: [],
    categories: [],
  },
};

beforeAll(() => loadMessages('ru'));

describe('a slot’s or live game’s page', () => {
  it.each([
    ['slotDemo', '/games/slots/gonzos-quest/demo', 'Gonzo’s Quest: демо', 'slots'],
    ['slotPlay', '/games/slots/gonzos-quest/play', 'Gonzo’s Quest', 'slots'],
    ['liveDemo', '/games/live-casino/gonzos-quest/demo', 'Gonzo’s Quest: демо', 'live-casino'],
    ['livePlay', '/games/live-casino/gonzos-quest/play', 'Gonzo’s Quest', 'live-casino'],
  ] as const)('%s at %s is titled “%s” from the %s catalog', async (name, path, title, kind) => {
    const api = fakeApi({
      [`GET /games/${kind}`]: catalog,
      'GET /games/gonzos-quest/demo': { body: { url: 'https://games.test/gonzo?demo' } },
    });
    renderWithApp(<RoutePage name={name} />, { fetch: api.fetch, path, route: ROUTES[name].path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(
      screen.getByText(
        kind === 'slots'
          ? 'Играйте прямо здесь или откройте игру на весь экран.'
          : 'Стол открывается здесь; его можно развернуть на весь экран.',
      ),
    ).toBeVisible();
    const other = kind === 'slots' ? 'live-casino' : 'slots';
    expect(api.calls(`GET /games/${other}`)).toEqual([]);
    await waitFor(() =>
      expect(api.calls('GET /games/gonzos-quest/demo')).toHaveLength(name.endsWith('Demo') ? 1 : 0),
    );
  });
});
