// The calls beside the live streams (openapi/src/paths/live.yaml):
// the player's crash bets and room stakes, placing a crash bet, cashing it
// out and joining a room. Each puts the balance it answers into the cached
// profile at once and asks the player's bets again; a round's end that
// settled a stake reloads the profile. The streams' addresses
// come from the same client, on their services.
import { type ApiPath, type LiveTable, liveStreamUrl, type Room, unwrap } from '@casino/sdk';
import { useCallback } from 'react';
import { useReloadProfile, useSetBalance } from '../../../shared/domain/profile.ts';
import { matches } from '../../../shared/lib/answers.ts';
import { useApi, useApiQuery } from '../../../shared/lib/api.tsx';
import { useRefreshCalls } from '../../../shared/lib/refresh.ts';

/** How many of the player's bets the boards show. */
const MY_BETS = 20;

/** A table's stream address. */
export function useStreamUrl(table: LiveTable): string {
  const { client } = useApi();
  return liveStreamUrl(client.services, table);
}

/** The player's crash bets, newest first (null skips: guests, demo play). */
export function useCrashBets(enabled: boolean) {
  return useApiQuery(
    '/crash/live/bets',
    enabled ? { params: { query: { limit: MY_BETS } } } : null,
    { check: matches('zListCrashBetsResponse') },
  );
}

/** The player's room stakes, newest first (null skips). */
export function useRoomBets(enabled: boolean) {
  return useApiQuery('/rooms/bets', enabled ? { params: { query: { limit: MY_BETS } } } : null, {
    check: matches('zListRoomBetsResponse'),
  });
}

/**
 * What a call that moved money changed: the balance at once (from the
 * answer), then the player's bets at `path` asked again. Gives the bet.
 */
function useMoneyAnswer(path: ApiPath<'get'>) {
  const setBalance = useSetBalance();
  const refresh = useRefreshCalls();
  return useCallback(
    <B>(answer: { bet: B; balance: number }): B => {
      setBalance(answer.balance);
      void refresh(path);
      return answer.bet;
    },
    [setBalance, refresh, path],
  );
}

/** Bets on the crash round taking bets; rejects with the ApiError of a refusal (422). */
export function usePlaceCrashBet() {
  const { client } = useApi();
  const settled = useMoneyAnswer('/crash/live/bets');
  return useCallback(
    async (amount: number, autoCashOut: number | null) => {
      const body = autoCashOut === null ? { amount } : { amount, autoCashOut };
      return settled(await unwrap(client.POST('/crash/live/bets', { body })));
    },
    [client, settled],
  );
}

/** Cashes a crash bet out now. */
export function useCashOutCrashBet() {
  const { client } = useApi();
  const settled = useMoneyAnswer('/crash/live/bets');
  return useCallback(
    async (betId: string) =>
      settled(
        await unwrap(
          client.POST('/crash/live/bets/{betId}/cashout', { params: { path: { betId } } }),
        ),
      ),
    [client, settled],
  );
}

/** Joins a room's open round in the player's currency. */
export function useJoinRoom() {
  const { client } = useApi();
  const settled = useMoneyAnswer('/rooms/bets');
  return useCallback(
    async (room: Room, amount: number, clientSeed: string | null) => {
      const body = clientSeed ? { amount, clientSeed } : { amount };
      return settled(
        await unwrap(client.POST('/rooms/{room}/live/bets', { params: { path: { room } }, body })),
      );
    },
    [client, settled],
  );
}

/**
 * After a live round ended: the player's bets asked again (an open bet won or
 * was lost) and, when the player had a stake in that round (`staked`), the
 * profile too: the service settled it as the round ended (a room's pot paid,
 * a crash bet's automatic cash-out), and the header and the board show the
 * balance the ledger has at once, not at the profile's next reload.
 */
export function useAfterLiveRound() {
  const refresh = useRefreshCalls();
  const reloadProfile = useReloadProfile();
  return useCallback(
    (staked: boolean) => {
      void refresh('/crash/live/bets', '/rooms/bets');
      if (staked) void reloadProfile();
    },
    [refresh, reloadProfile],
  );
}
