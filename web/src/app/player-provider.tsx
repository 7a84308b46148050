import { isCurrencyCode } from '@casino/sdk';
import { type ReactNode, useMemo } from 'react';
import { useProfile } from '../features/account/api.ts';
import { type Player, PlayerContext } from '../shared/player.tsx';

/** Provides the player (from the profile) to every page. */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const { data: profile } = useProfile();
  const player = useMemo<Player>(
    () => ({
      loggedIn: Boolean(profile),
      currency: isCurrencyCode(profile?.currency) ? profile.currency : null,
      balance: profile ? profile.balance : null,
      verification: profile
        ? { status: profile.verification.data.status, isNeed: profile.verification.is_need }
        : null,
      premium: profile?.premium.status === true,
      superBonus: profile?.super_bonus || null,
    }),
    [profile],
  );
  return <PlayerContext.Provider value={player}>{children}</PlayerContext.Provider>;
}
