// The currency amounts and limits are shown in: the player's, else the last
// player's on this browser (activeCurrency), else RUB.
import { COOKIES } from '@casino/sdk';
import { renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { testPlayer } from '../../test/harness.tsx';
import { writeCookie } from '../lib/cookies.ts';
import { type Player, PlayerContext, usePlayerCurrency } from './player.tsx';

const guest = testPlayer();

const currencyOf = (player: Player) =>
  renderHook(() => usePlayerCurrency(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <PlayerContext.Provider value={player}>{children}</PlayerContext.Provider>
    ),
  }).result.current;

afterEach(() => Cookies.remove(COOKIES.activeCurrency.name, { path: '/' }));

describe('usePlayerCurrency', () => {
  it('is RUB for a first-time guest', () => {
    expect(currencyOf(guest)).toBe('RUB');
  });

  it("keeps the last player's currency for a guest, and ignores an unknown one", () => {
    writeCookie(COOKIES.activeCurrency, 'KZT');
    expect(currencyOf(guest)).toBe('KZT');
    writeCookie(COOKIES.activeCurrency, 'XYZ');
    expect(currencyOf(guest)).toBe('RUB');
  });

  it("is the player's own currency when logged in", () => {
    writeCookie(COOKIES.activeCurrency, 'KZT');
    expect(currencyOf({ ...guest, loggedIn: true, currency: 'USD', balance: 0 })).toBe('USD');
  });
});
