// What pages need to know about the player (filled by the app from the
// account feature's profile), without importing that feature.
import { COOKIES, type CurrencyCode, DEFAULT_CURRENCY, isCurrencyCode } from '@casino/sdk';
import { createContext, useContext } from 'react';
import { useCookie } from '../lib/cookies.ts';

/** The player as pages see it. */
export interface Player {
  loggedIn: boolean;
  /**
   * A session is stored but its profile has not answered yet: the player is
   * neither a guest nor known. Money actions wait (a bet pressed now must
   * not fall back to demo play).
   */
  pending: boolean;
  /** The profile's currency; null for guests or a player who has none yet. */
  currency: CurrencyCode | null;
  /** The real-money balance; null for guests. */
  balance: number | null;
  /** The bonus account (active bonuses, not staked); null for guests. */
  bonusBalance: number | null;
  /** The raw verification status and whether verification is needed; null for guests. */
  verification: { status: string; isNeed: boolean } | null;
  /** The premium (VIP) flag, premium.status; false for guests. */
  premium: boolean;
  /** The profile's optional super bonus code; null for guests and players without one. */
  superBonus: string | null;
}

/** A guest: what pages see before (or without) a profile. */
export const GUEST_PLAYER: Player = {
  loggedIn: false,
  pending: false,
  currency: null,
  balance: null,
  bonusBalance: null,
  verification: null,
  premium: false,
  superBonus: null,
};

/** Provided by the app. */
export const PlayerContext = createContext<Player>(GUEST_PLAYER);

/** The player. */
export function usePlayer(): Player {
  return useContext(PlayerContext);
}

/** The currency to show amounts in: the player's, else the last player's here (activeCurrency), else the default (RUB). */
export function usePlayerCurrency(): CurrencyCode {
  const { currency } = usePlayer();
  const active = useCookie(COOKIES.activeCurrency);
  if (currency && isCurrencyCode(currency)) return currency;
  return isCurrencyCode(active) ? active : DEFAULT_CURRENCY;
}
