// The guest bonus countdown as pages show it (see guest-bonus.ts for the rules).
import { COOKIES, type components, type GuestBonusKind } from '@casino/sdk';
import { useEffect } from 'react';
import { usePlayer } from '../../shared/domain/player.tsx';
import { useCookie, writeCookie } from '../../shared/lib/cookies.ts';
import { useCountdown } from '../../shared/lib/use-countdown.ts';
import { usePromoBonus, usePromoCode } from './api.ts';
import {
  formatCountdownCookie,
  guestBonusKind,
  guestCountdown,
  parseCountdown,
} from './guest-bonus.ts';

/** What a guest is offered, and how long for. */
export interface GuestBonus {
  kind: GuestBonusKind;
  /** The promo code and its bonus, for a promo bonus. */
  promo?: { code: string; bonus: components['schemas']['Bonus'] };
  /** Whole seconds left. */
  secondsLeft: number;
}

/** The running guest bonus countdown; null for a logged-in player or while the promo is being looked up. */
export function useGuestBonus(): GuestBonus | null {
  const { loggedIn } = usePlayer();
  const code = usePromoCode();
  const lookup = usePromoBonus();
  const deciding = Boolean(code) && lookup.data === undefined && lookup.error === undefined;
  const kind = guestBonusKind(Boolean(code && lookup.data));
  const stored = useCookie(COOKIES.regDepBonusExpireDate);
  const current = parseCountdown(stored);
  const running =
    current && current.kind === kind && current.deadline > Date.now() ? current.deadline : null;
  const active = !loggedIn && !deciding;

  // Nothing running of this kind (none yet, expired, or of the other kind): start one.
  useEffect(() => {
    if (!active || running !== null) return;
    writeCookie(
      COOKIES.regDepBonusExpireDate,
      formatCountdownCookie(guestCountdown(kind, stored, Date.now())),
    );
  }, [active, running, kind, stored]);

  const seconds = useCountdown(active ? running : null);
  if (!active || running === null) return null;
  return {
    kind,
    ...(code && lookup.data ? { promo: { code, bonus: lookup.data.data } } : {}),
    secondsLeft: seconds,
  };
}
