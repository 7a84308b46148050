// Auto-bet on dice for money in Chromium, against the sandbox: up to 20 bets
// with the stake doubled after a loss and a loss to stop at run and stop
// where the rule says, each bet in the ledger (the service's round history)
// with the stake the rule gives and the balance shown what the ledger has;
// then a daily wagering limit reached in the middle of a run stops it at the
// first bet the service refuses.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';
import { playerShown } from './player.ts';
import {
  callApi,
  cents,
  deposit,
  headerBalance,
  playedRounds,
  registerPlayer,
  signIn,
} from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

const status = (page: Page) => page.getByTestId('auto-bet-status').textContent();

describe.skipIf(!chromiumWs)('auto-bet in Chromium, against the sandbox', () => {
  const chromium = useChromium(chromiumWs as string);

  it('runs up to 20 dice bets and stops at its loss; a wagering limit reached mid-run stops the next run', async () => {
    const player = await registerPlayer({ locale: 'en' });
    const start = await deposit(player, 'RUB', 1000);
    const context = await chromium.visitor({ locale: 'en-US' });
    await signIn(context, app, player);
    const page = await context.newPage();
    await page.goto(`${app}/en/games/dice`);
    await playerShown(page, start);

    await page.getByLabel('Bet, ₽').fill('10');
    await page.getByText('Auto-bet', { exact: true }).click();
    await page.getByLabel('Number of bets').fill('20');
    await page.getByLabel('After a loss, change the stake by %').fill('100');
    await page.getByLabel('Stop at a loss of').fill('70');
    await page.getByRole('button', { name: 'Start auto-bet' }).click();
    await expect
      .poll(() => status(page), { timeout: 90_000 })
      .toMatch(/Done: every bet placed\.|Stopped: the loss limit was reached\./);

    // The ledger holds each bet, each stake the rule's, and the run stopped where it says.
    const rounds = (await playedRounds(player, 'dice')).reverse();
    const placed = Number(/Bets: (\d+)/.exec((await status(page)) ?? '')?.[1]);
    expect(rounds).toHaveLength(placed);
    let lost = 0;
    for (const [i, round] of rounds.entries()) {
      const before = rounds[i - 1];
      const doubled = before && cents(before.payout) <= cents(before.amount);
      expect(round.status).toBe('settled');
      expect(cents(round.amount)).toBe(doubled ? cents(before.amount) * 2 : 1000);
      lost += cents(round.amount) - cents(round.payout);
      // No bet after the loss reached the stop.
      if (i < rounds.length - 1) expect(lost).toBeLessThan(7000);
    }
    if (placed < 20) expect(lost).toBeGreaterThanOrEqual(7000);
    const balance = (cents(start) - lost) / 100;
    await expect.poll(() => headerBalance(page)).toBe(balance);

    // A daily wagering limit 30 ₽ above what was wagered: three more bets of 10 ₽, then a refusal.
    const wagered = rounds.reduce((sum, r) => sum + cents(r.amount), 0);
    await callApi(player.token, 'PUT', '/responsible/limits', {
      wager: { day: (wagered + 3500) / 100 },
    });
    await page.getByLabel('Number of bets').fill('');
    await page.getByLabel('After a loss, change the stake by %').fill('');
    await page.getByLabel('Stop at a loss of').fill('');
    await page.getByRole('button', { name: 'Start auto-bet' }).click();
    await expect
      .poll(() => status(page), { timeout: 60_000 })
      .toContain('Stopped: a bet was not accepted.');
    expect(await status(page)).toMatch(/^Bets: 3 /);
    await page.getByText('This bet is over your daily wagering limit.').waitFor();
    expect(await playedRounds(player, 'dice')).toHaveLength(rounds.length + 3);
    await context.close();
  }, 180_000);
});
