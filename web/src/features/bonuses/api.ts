// Bonus data: the guest welcome packs, the bonus waiting for registration and
// deposit, the bonus of the promo code in the promo cookie, and the player's
// bonus account (their bonuses with the wagering, and cancelling one, which
// reloads the list and the profile's balances). Answers are checked with the
// spec's schemas. The VIP request is in shared/domain/profile.ts
// (registration sends it too).
import { ApiError, COOKIES, type components, unwrap } from '@casino/sdk';
import { useCallback } from 'react';
import { usePlayer } from '../../shared/domain/player.tsx';
import { useProfile, useReloadProfile } from '../../shared/domain/profile.ts';
import { matches } from '../../shared/lib/answers.ts';
import { type FirstData, useApi, useApiQuery } from '../../shared/lib/api.tsx';
import { readCookie, useCookie } from '../../shared/lib/cookies.ts';
import { useRefreshCalls } from '../../shared/lib/refresh.ts';
import { useAnswered } from '../../shared/ui/held-until.tsx';

/** The guest welcome packs' call. */
const WELCOME_PACKS = '/api/v3/welcome-pack/get-welcome-packs-guest';

/**
 * The welcome packs offered to guests. The welcome-pack key (the
 * welcomePackTimestamp cookie, renewed after a paid deposit) is part of the
 * cache key, so a new key loads the packs again.
 */
export function useWelcomePacks() {
  const key = useCookie(COOKIES.welcomePackTimestamp) ?? null;
  return useApiQuery(
    WELCOME_PACKS,
    {},
    {
      check: matches('zGetGuestWelcomePacksResponse'),
      vary: key,
    },
  );
}

/** Starts the welcome packs' call before the page renders (a page's firstData). */
export function startWelcomePacks(first: FirstData): void {
  first.start(WELCOME_PACKS, {}, readCookie(COOKIES.welcomePackTimestamp) ?? null);
}

/** The bonus waiting for the logged-in player's registration and deposit. */
export function useWaitingBonus() {
  const { loggedIn } = usePlayer();
  return useApiQuery('/bonus-system/bonus-activation/waiting-reg-and-dep', loggedIn ? {} : null, {
    check: matches('zGetWaitingRegDepBonusResponse'),
    notify: false,
  });
}

/**
 * True once every answer that decides the bonus pages' shape is in (the
 * session's profile, its waiting bonus, the welcome packs): see useAnswered.
 */
export function useBonusPagesSettled(): boolean {
  return useAnswered(useProfile(), useWaitingBonus(), useWelcomePacks());
}

/** The promo code in the promo cookie. */
export function usePromoCode(): string | undefined {
  return useCookie(COOKIES.promo);
}

/** The bonus of the promo cookie's code; failures are handled by BonusStartUp, never shown. */
export function usePromoBonus() {
  const promo = usePromoCode();
  return useApiQuery(
    '/bonus-system/bonus/{promo}',
    promo ? { params: { path: { promo } } } : null,
    {
      check: matches('zGetPromoBonusResponse'),
      notify: false,
      shouldRetryOnError: false,
    },
  );
}

/**
 * True when a promo lookup failed with an answer (SPEC.md section 8: the promo
 * is then dropped). A network failure is not an answer: the promo is kept.
 */
export function isFailedLookup(error: unknown): boolean {
  return error instanceof ApiError && error.kind !== 'network';
}

/** The logged-in player's bonuses: active first (the order they wager in), then ended ones. */
export function usePlayerBonuses() {
  const { loggedIn } = usePlayer();
  return useApiQuery('/api/v2/bonuses', loggedIn ? {} : null, {
    check: matches('zListPlayerBonusesResponse'),
  });
}

/**
 * Applies a promo code; resolves with what it gave (a bonus, free spins) and
 * reloads the bonuses, the free spins and the profile; a 422 rejects with
 * the code's field error.
 */
export function useRedeemPromo(): (
  code: string,
) => Promise<components['schemas']['PromoRedeemed']['data']> {
  const { client } = useApi();
  const reloadProfile = useReloadProfile();
  const refresh = useRefreshCalls();
  return useCallback(
    async (code: string) => {
      const { data } = await unwrap(client.POST('/api/v2/bonuses/promo', { body: { code } }));
      void reloadProfile();
      void refresh('/api/v2/bonuses', '/profile/freeSpins', '/profile/history');
      return data;
    },
    [client, reloadProfile, refresh],
  );
}

/** Gives up an active bonus, then reloads the bonuses, the profile and the history; errors propagate. */
export function useCancelBonus(): (bonusId: number) => Promise<void> {
  const { client } = useApi();
  const reloadProfile = useReloadProfile();
  const refresh = useRefreshCalls();
  return useCallback(
    async (bonusId: number) => {
      await unwrap(
        client.POST('/api/v2/bonuses/{bonusId}/cancel', { params: { path: { bonusId } } }),
      );
      // The cancel is done: a reload that fails later is not its failure.
      void reloadProfile();
      await refresh('/api/v2/bonuses', '/profile/history');
    },
    [client, reloadProfile, refresh],
  );
}
