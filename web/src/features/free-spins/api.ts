// Free-spin data: the player's free spins, a campaign's details, and
// cancelling one (which reloads the list). Answers are checked with the
// spec's schemas.
import { unwrap } from '@casino/sdk';
import { zGetFreeSpinCampaignResponse, zGetFreeSpinsResponse } from '@casino/sdk/schemas';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { matches } from '../../shared/answers.ts';
import { apiKey, useApi, useApiQuery } from '../../shared/api.tsx';
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
