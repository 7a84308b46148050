// Free-spin data: the player's free spins, a campaign's details, cancelling
// one (which reloads the list), and a free spin's game. A free spin names its
// game by id only (SPEC.md section 3: game.id), so its title, cover and slug
// (the address of its page) come from the slots catalog, looked up once a
// free spin is shown. Answers are checked with the spec's schemas.
import { unwrap } from '@casino/sdk';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { usePlayer } from '../../shared/domain/player.tsx';
import { matches } from '../../shared/lib/answers.ts';
import { apiKey, useApi, useApiQuery, useKeyedQuery } from '../../shared/lib/api.tsx';

/** The logged-in player's free spins (every one: filter with activeFreeSpins); `wanted` false asks for none. */
export function useFreeSpins(wanted = true) {
  const { loggedIn } = usePlayer();
  return useApiQuery('/profile/freeSpins', loggedIn && wanted ? {} : null, {
    check: matches('zGetFreeSpinsResponse'),
    notify: false,
  });
}

/** A free-spin campaign's details (null id: not loaded). */
export function useFreeSpinCampaign(id: number | null) {
  return useApiQuery(
    '/api/freeSpinsCampaigns/{id}',
    id === null ? null : { params: { path: { id } } },
    {
      check: matches('zGetFreeSpinCampaignResponse'),
    },
  );
}

/** Cancels a campaign, then reloads the list; the error propagates to the caller. */
export function useCancelFreeSpins(): (id: number) => Promise<void> {
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number) => {
      await unwrap(
        client.PUT('/api/v2/freeSpinsCampaigns/cancel/{id}', { params: { path: { id } } }),
      );
      await mutate(apiKey('/profile/freeSpins', {}));
    },
    [client, mutate],
  );
}

/** Catalog pages (of the largest size the call allows) read for a free spin's game before giving up. */
const GAME_LOOKUP_PAGES = 5;
const GAME_PAGE_SIZE = 100;

/** What a free spin shows of its game: its title and cover, and the slug its page is found by. */
export interface FreeSpinGame {
  title: string;
  slug: string;
  image: string;
}

/**
 * The slot with this id, from the slots catalog (the catalog has no look-up
 * by id: its pages are read in order until the game shows up), or null when
 * it is not there; null id skips the call. One look-up per game for the whole
 * app (the widget and the profile list share it); a failure is not shown (the
 * caller falls back to the id and to the catalog).
 */
export function useFreeSpinGame(id: number | null) {
  return useKeyedQuery<FreeSpinGame | null>(
    apiKey(
      '/games/slots',
      id === null ? null : { params: { query: { per_page: GAME_PAGE_SIZE } } },
      `free-spin-game:${id}`,
    ),
    async (client, signal) => {
      const check = matches('zListSlotsResponse');
      for (let page = 1; page <= GAME_LOOKUP_PAGES; page++) {
        const answer = await check(
          await unwrap(
            client.GET('/games/slots', {
              params: { query: { page, per_page: GAME_PAGE_SIZE } },
              signal,
            }),
          ),
          'GET /games/slots',
        );
        const game = answer.data.find((g) => g.id === id);
        if (game) return { title: game.title, slug: game.slug, image: game.image };
        if (page * GAME_PAGE_SIZE >= answer.meta.total) break;
      }
      return null;
    },
    { notify: false, revalidateIfStale: false },
  );
}
