// The signed-in player as a page shows it: what a spec waits for before a step
// that acts on the player's state (a bet, a deposit, a withdrawal, a setting).
// Until the profile has answered, a page with a token is a guest's page: a bet
// typed then is a demo bet, or none once the board switches to real play, and
// a form checks against no balance. So a step waits for the state it needs,
// shown, never for a duration.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { headerBalance } from './sandbox.ts';

/**
 * Waits until the page shows the signed-in player: the header's balance,
 * equal to `balance` when given (as a number: 1,001.32 or 1 001,32 alike).
 */
export async function playerShown(page: Page, balance?: number): Promise<void> {
  await page.locator('.account__balance').waitFor();
  if (balance !== undefined) await expect.poll(() => headerBalance(page)).toBe(balance);
}
