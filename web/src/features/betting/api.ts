// The sportsbook's calls (openapi/src/paths/sportsbook.yaml, every one
// inferred): the sports and their leagues, the events of a list, one event
// with all its markets, the player's bets, placing a bet and cashing one out.
// A call that moved money puts the balance it answers into the cached
// profile at once and asks the player's bets again; the open bets are asked
// again every few seconds while shown, since their cash-out offers follow the
// matches, and a bet that left the open list reloads the profile (the book
// paid it as its match ended).
import { type components, unwrap } from '@casino/sdk';
import { useCallback, useEffect, useRef } from 'react';
import { useReloadProfile, useSetBalance } from '../../shared/domain/profile.ts';
import { matches } from '../../shared/lib/answers.ts';
import { useApi, useApiQuery } from '../../shared/lib/api.tsx';
import { useRefreshCalls } from '../../shared/lib/refresh.ts';
import { notePrices } from './prices.ts';

export type SportKey = components['schemas']['SportKey'];
export type SportSummary = components['schemas']['SportSummary'];
export type SportEvent = components['schemas']['SportEvent'];
export type Market = components['schemas']['Market'];
export type SportBet = components['schemas']['SportBet'];
export type PlaceBetBody = components['schemas']['PlaceBetBody'];
export type OddsChange = PlaceBetBody['odds_change'];

/** How many events a list shows. */
const LIST_SIZE = 50;

/** How often the open bets (and their cash-out offers) are asked again while shown, ms. */
const OPEN_BETS_EVERY_MS = 4000;

/** The sports with their leagues and how many events each has. */
export function useSports(locale: string) {
  return useApiQuery(
    '/betting/sports',
    {},
    { check: matches('zListSportsResponse'), vary: locale },
  );
}

/** What an event list shows: in play or coming up, of a sport or a league. */
export interface EventFilter {
  status: 'prematch' | 'live';
  sport?: SportKey;
  league?: string;
}

/** The query of an event list (the page's first data asks the same). */
function eventsQuery({ status, sport, league }: EventFilter) {
  return {
    params: {
      query: {
        status,
        per_page: LIST_SIZE,
        ...(sport ? { sport } : {}),
        ...(league ? { league } : {}),
      },
    },
  };
}

/** The events of a list, their main market only. */
export function useEvents(filter: EventFilter, locale: string) {
  return useApiQuery('/betting/events', eventsQuery(filter), {
    check: matches('zListSportEventsResponse'),
    vary: locale,
  });
}

/** An event's address id (`/betting/event/{id}`) as a number, or undefined when it is not one. */
export const eventIdOf = (raw: string | undefined) =>
  raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;

/** One event with every open market (undefined id: nothing asked). */
export function useSportEvent(id: number | undefined, locale: string) {
  return useApiQuery(
    '/betting/events/{eventId}',
    id === undefined ? null : { params: { path: { eventId: id } } },
    { check: matches('zGetSportEventResponse'), vary: locale, notify: false },
  );
}

/**
 * The player's bets of a status (null: not asked, a guest). The open ones
 * are asked again every OPEN_BETS_EVERY_MS while some are open; when one
 * leaves the list the settled ones and the profile are asked again.
 */
export function useSportBets(status: 'open' | 'settled' | null, locale: string) {
  const refresh = useRefreshCalls();
  const reloadProfile = useReloadProfile();
  const query = useApiQuery(
    '/betting/bets',
    status === null ? null : { params: { query: { status } } },
    {
      check: matches('zListSportBetsResponse'),
      vary: locale,
      refreshInterval: (data) =>
        status === 'open' && (data?.data.length ?? 0) > 0 ? OPEN_BETS_EVERY_MS : 0,
    },
  );
  const open = status === 'open' ? query.data?.data : undefined;
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!open) return;
    const now = new Set(open.map((bet) => bet.id));
    const left = known.current && [...known.current].some((id) => !now.has(id));
    known.current = now;
    if (left) {
      void reloadProfile();
      void refresh('/betting/bets');
    }
  }, [open, refresh, reloadProfile]);
  return query;
}

/** After a call that moved money: the balance at once, the player's bets again. */
function useMoneyAnswer() {
  const setBalance = useSetBalance();
  const refresh = useRefreshCalls();
  return useCallback(
    (answer: components['schemas']['SportBetAnswer']): SportBet => {
      setBalance(answer.balance);
      void refresh('/betting/bets');
      return answer.data;
    },
    [setBalance, refresh],
  );
}

/** Places a bet; rejects with the ApiError of a refusal (422). */
export function usePlaceBet() {
  const { client } = useApi();
  const settled = useMoneyAnswer();
  return useCallback(
    async (body: PlaceBetBody) => settled(await unwrap(client.POST('/betting/bets', { body }))),
    [client, settled],
  );
}

/** Takes the cash-out offer `amount` for a bet; a changed offer is refused (422) and the bets are asked again (the new offer). */
export function useCashOut() {
  const { client } = useApi();
  const settled = useMoneyAnswer();
  const refresh = useRefreshCalls();
  return useCallback(
    async (betId: number, amount: number) => {
      try {
        return settled(
          await unwrap(
            client.POST('/betting/bets/{betId}/cashout', {
              params: { path: { betId } },
              body: { amount },
            }),
          ),
        );
      } catch (error) {
        void refresh('/betting/bets');
        throw error;
      }
    },
    [client, settled, refresh],
  );
}

/**
 * Asks the book for the events of `picks` again and notes their prices (every
 * market: what is gone is closed), so the slip shows what changed after a
 * refusal.
 */
export function useRecheckPrices() {
  const { client } = useApi();
  return useCallback(
    async (picks: readonly { eventId: number }[]) => {
      const ids = [...new Set(picks.map((p) => p.eventId))];
      const events = await Promise.all(
        ids.map((eventId) =>
          unwrap(client.GET('/betting/events/{eventId}', { params: { path: { eventId } } })).then(
            (answer) => answer.data,
            () => null,
          ),
        ),
      );
      notePrices(
        events.filter((e): e is SportEvent => e !== null),
        true,
      );
    },
    [client],
  );
}
