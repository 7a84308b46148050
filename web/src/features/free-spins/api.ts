// Free-spin data: the player's free spins, a campaign's details, and cancelling one.
import { unwrap } from '@casino/sdk';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ensureShape, hasList, useApi, useApiQuery } from '../../shared/api.tsx';
import { usePlayer } from '../../shared/player.tsx';

const LIST_KEY = ['/profile/freeSpins', null] as const;

/** The logged-in player's free spins (every one: filter with activeFreeSpins). */
export function useFreeSpins() {
  const { loggedIn } = usePlayer();
  return useApiQuery(
    loggedIn ? LIST_KEY : null,
    (api) =>
      unwrap(api.GET('/profile/freeSpins')).then(ensureShape('GET /profile/freeSpins', hasList)),
    { notify: false },
  );
}

/** A free-spin campaign's details (null id: not loaded). */
export function useFreeSpinCampaign(id: number | null) {
  return useApiQuery(id === null ? null : (['/api/freeSpinsCampaigns/{id}', id] as const), (api) =>
    unwrap(api.GET('/api/freeSpinsCampaigns/{id}', { params: { path: { id: id ?? 0 } } })),
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
      await mutate(LIST_KEY);
    },
    [client, mutate],
  );
}
