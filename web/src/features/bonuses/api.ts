// Bonus data: the guest welcome packs, the bonus waiting for registration and
// deposit, and the bonus of the promo code in the promo cookie.
import { ApiError, COOKIES, unwrap } from '@casino/sdk';
import { ensureShape, hasList, useApiQuery } from '../../shared/api.tsx';
import { useCookie } from '../../shared/cookies.ts';
import { usePlayer } from '../../shared/player.tsx';

/** True for `{ data: { name, expires_in } }`. */
const isBonus = (d: { data?: { name?: unknown; expires_in?: unknown } } | null) =>
  typeof d?.data?.name === 'string' && typeof d.data.expires_in === 'number';

/**
 * The welcome packs offered to guests. The welcome-pack key (the
 * welcomePackTimestamp cookie, renewed after a paid deposit) is part of the
 * cache key, so a new key loads the packs again.
 */
export function useWelcomePacks() {
  const key = useCookie(COOKIES.welcomePackTimestamp) ?? null;
  return useApiQuery(['/api/v3/welcome-pack/get-welcome-packs-guest', key] as const, (api) =>
    unwrap(api.GET('/api/v3/welcome-pack/get-welcome-packs-guest')).then(
      ensureShape('GET /api/v3/welcome-pack/get-welcome-packs-guest', hasList),
    ),
  );
}

/** The bonus waiting for the logged-in player's registration and deposit. */
export function useWaitingBonus() {
  const { loggedIn } = usePlayer();
  return useApiQuery(
    loggedIn ? (['/bonus-system/bonus-activation/waiting-reg-and-dep', null] as const) : null,
    (api) =>
      unwrap(api.GET('/bonus-system/bonus-activation/waiting-reg-and-dep')).then(
        ensureShape('GET waiting-reg-and-dep', isBonus),
      ),
    { notify: false },
  );
}

/** The promo code in the promo cookie. */
export function usePromoCode(): string | undefined {
  return useCookie(COOKIES.promo);
}

/** The bonus of the promo cookie's code; failures are handled by BonusStartUp, never shown. */
export function usePromoBonus() {
  const promo = usePromoCode();
  return useApiQuery(
    promo ? (['/bonus-system/bonus/{promo}', promo] as const) : null,
    (api) =>
      unwrap(
        api.GET('/bonus-system/bonus/{promo}', { params: { path: { promo: promo ?? '' } } }),
      ).then(ensureShape('GET /bonus-system/bonus/{promo}', isBonus)),
    { notify: false, shouldRetryOnError: false },
  );
}

/**
 * True when a promo lookup failed with an answer (SPEC.md section 8: the promo
 * is then dropped). A network failure is not an answer: the promo is kept.
 */
export function isFailedLookup(error: unknown): boolean {
  return error instanceof ApiError && error.kind !== 'network';
}
