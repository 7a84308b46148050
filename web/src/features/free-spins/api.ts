// Free-spin data: the player's free spins, a campaign's details, cancelling
// one (which reloads the list), and the title of a free spin's game. A free
// spin names its game by id only (SPEC.md section 3: game.id), so the title
// comes from the slots catalog, looked up once a free spin is shown. Answers
// are checked with the spec's schemas.
import { unwrap } from '@casino/sdk';
import {
  zGetFreeSpinCampaignResponse,
  zGetFreeSpinsResponse,
  zListSlotsResponse,
} from '@casino/sdk/schemas';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { matches } from '../../shared/answers.ts';
import { apiKey, useApi, useApiQuery, useKeyedQuery } from '../../shared/api.tsx';
import { usePlayer } from '../../shared/player.tsx';

/** The logged-in player's free spins (every one: filter with activeFreeSpins). */
export function useFreeSpins() {
  const { loggedIn } = usePlayer();
  return useApiQuery('/profile/freeSpins', loggedIn ? {} : null, {
    check: matches(zGetFreeSpinsResponse),
    notify: false,
  });
}

/** A free-spin campaign's details (null id: not loaded). */
export function useFreeSpinCampaign(id: number | null) {
  return useApiQuery(
    '/api/freeSpinsCampaigns/{id}',
    id === null ? null : { params: { path: { id } } },
    { check: matches(zGetFreeSpinCampaignResponse) },
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

/** Catalog pages (of the largest size the call allows) read for a game's title before giving up. */
const TITLE_LOOKUP_PAGES = 5;
const TITLE_PAGE_SIZE = 100;

/**
 * The title of the slot with this id, from the slots catalog (the catalog
 * has no look-up by id: its pages are read in order until the game shows up),
 * or null when it is not there; null id skips the call. One look-up per game
 * for the whole app (the widget and the profile list share it); a failure is
 * not shown (the caller falls back to the id).
 */
export function useGameTitle(id: number | null) {
  return useKeyedQuery(
    apiKey(
      '/games/slots',
      id === null ? null : { params: { query: { per_page: TITLE_PAGE_SIZE } } },
      `title:${id}`,
    ),
    async (client, signal) => {
      const check = matches(zListSlotsResponse);
      for (let page = 1; page <= TITLE_LOOKUP_PAGES; page++) {
        const answer = check(
          await unwrap(
            client.GET('/games/slots', {
              params: { query: { page, per_page: TITLE_PAGE_SIZE } },
              signal,
            }),
          ),
          'GET /games/slots',
        );
        const game = answer.data.find((g) => g.id === id);
        if (game) return game.title;
        if (page * TITLE_PAGE_SIZE >= answer.meta.total) break;
      }
      return null;
    },
    { notify: false, revalidateIfStale: false },
  );
}
