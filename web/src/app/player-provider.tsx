// Turns the profile into the player every page reads (shared/domain/player.tsx), and
// keeps the activeCurrency and ajs_user_id cookies in step with it; a balance
// moved in another tab reloads it here (shared/domain/profile.ts).
import { COOKIES, isCurrencyCode } from '@casino/sdk';
import { type ReactNode, useEffect, useMemo } from 'react';
import { type Player, PlayerContext } from '../shared/domain/player.tsx';
import { useProfile, useProfileFromOtherTabs } from '../shared/domain/profile.ts';
import { readCookie, removeCookie, writeCookie } from '../shared/lib/cookies.ts';

/** Provides the player (from the profile) to every page. */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const { data: profile } = useProfile();
  useProfileFromOtherTabs();
  const player = useMemo<Player>(
    () => ({
      loggedIn: Boolean(profile),
      currency: isCurrencyCode(profile?.currency) ? profile.currency : null,
      balance: profile ? profile.balance : null,
      bonusBalance: profile ? profile.bonus_balance : null,
      verification: profile
        ? { status: profile.verification.data.status, isNeed: profile.verification.is_need }
        : null,
      premium: profile?.premium.status === true,
      superBonus: profile?.super_bonus || null,
    }),
    [profile],
  );
  // The player's currency outlives the session in activeCurrency (lifetime not
  // shown: a browser-session cookie), so amounts and bet limits keep it after a logout.
  const currency = player.currency;
  useEffect(() => {
    if (currency) writeCookie(COOKIES.activeCurrency, currency);
  }, [currency]);
  // ajs_user_id: the player's id for the customer-data script (the name that
  // script reads), set while logged in and removed after a logout.
  const id = profile?.id;
  useEffect(() => {
    if (id !== undefined) writeCookie(COOKIES.ajsUserId, String(id));
    else if (readCookie(COOKIES.ajsUserId)) removeCookie(COOKIES.ajsUserId);
  }, [id]);
  return <PlayerContext.Provider value={player}>{children}</PlayerContext.Provider>;
}
