// Turns the profile into the player every page reads (shared/domain/player.tsx), and
// keeps the activeCurrency and ajs_user_id cookies in step with it; a balance
// moved in another tab reloads it here (shared/domain/profile.ts). A profile
// answered 403 (an account the operator closed: the contract's AccountBlocked)
// signs the player out here and says why: "a failure logs the client out
// locally" (the profile call, openapi/src/paths/session.yaml), and a refresh
// would not help.
import { ApiError, COOKIES, isCurrencyCode } from '@casino/sdk';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { type Player, PlayerContext } from '../shared/domain/player.tsx';
import { useProfile, useProfileFromOtherTabs } from '../shared/domain/profile.ts';
import { useApi, useHasToken } from '../shared/lib/api.tsx';
import { readCookie, removeCookie, writeCookie } from '../shared/lib/cookies.ts';
import { notifyFailure } from '../shared/ui/notify.tsx';

/** Provides the player (from the profile) to every page. */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const { data: profile, error } = useProfile();
  const hasToken = useHasToken();
  useProfileFromOtherTabs();
  const { client } = useApi();
  const { t } = useI18n();
  const forbidden = error instanceof ApiError && error.status === 403;
  useEffect(() => {
    if (!forbidden) return;
    client.tokens.clear();
    notifyFailure(t('error.account_blocked'));
  }, [forbidden, client, t]);
  const player = useMemo<Player>(
    () => ({
      loggedIn: Boolean(profile),
      pending: hasToken && !profile && !error,
      currency: isCurrencyCode(profile?.currency) ? profile.currency : null,
      balance: profile ? profile.balance : null,
      bonusBalance: profile ? profile.bonus_balance : null,
      verification: profile
        ? { status: profile.verification.data.status, isNeed: profile.verification.is_need }
        : null,
      premium: profile?.premium.status === true,
      superBonus: profile?.super_bonus || null,
    }),
    [profile, hasToken, error],
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
