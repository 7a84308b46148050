// The signed-in player as a page shows it: what a spec waits for before a step
// that acts on the player's state (a bet, a deposit, a withdrawal, a setting).
// Until the profile has answered, a page with a token is a guest's page: a bet
// typed then is a demo bet, or none once the board switches to real play, and
// a form checks against no balance. So a step waits for the state it needs,
// shown, never for a duration. And the player's balances as the profile and
// the history's movements give them, which must agree.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi, cents, headerBalance, type Player } from './sandbox.ts';

/**
 * Waits until the page shows the signed-in player: the header's balance,
 * equal to `balance` when given (as a number: 1,001.32 or 1 001,32 alike).
 */
export async function playerShown(page: Page, balance?: number): Promise<void> {
  await page.locator('.account__balance').waitFor();
  if (balance !== undefined) await expect.poll(() => headerBalance(page)).toBe(balance);
}

/** The profile's three balances. */
export interface Balances {
  balance: number;
  bonus_balance: number;
  total_balance: number;
}

/** The profile's balances, checked against the history's movements of each account. */
export async function ledgerBalances(player: Player): Promise<Balances> {
  const profile = await callApi<Balances>(player.token, 'GET', '/profile/user');
  const history = await callApi<{ data: { account: string; amount: number }[] }>(
    player.token,
    'GET',
    '/profile/history?per_page=100',
  );
  const sum = (account: string) =>
    history.data.filter((m) => m.account === account).reduce((a, m) => a + cents(m.amount), 0);
  expect(sum('real')).toBe(cents(profile.balance));
  expect(sum('bonus')).toBe(cents(profile.bonus_balance));
  expect(cents(profile.total_balance)).toBe(cents(profile.balance) + cents(profile.bonus_balance));
  const { balance, bonus_balance, total_balance } = profile;
  return { balance, bonus_balance, total_balance };
}
