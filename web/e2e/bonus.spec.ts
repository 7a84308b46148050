// The welcome bonus in Chromium against the sandbox, in English: a player
// deposits by SBP with the first-deposit bonus PayIn offers (ticked), the
// paid screen says what reached the bonus account, /profile/bonuses shows
// it with its wagering; real-money dice bets through the board move the
// wagering (the suite's sandbox converts a bonus at 1× its amount:
// SUITE_SETTINGS), and the bet that completes it moves the bonus to the real
// balance: the header grows by exactly the stake's result and the bonus, the
// bonus account is empty, the history shows the conversion, and the ledger
// and the profile's balance, bonus_balance and total_balance agree after
// every step. Every answer is the sandbox's, checked by the contract proxy.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';
import { ledgerBalances as balances, playerShown } from './player.ts';
import {
  cents,
  control,
  headerBalance,
  type Player,
  playedRounds,
  registerPlayer,
  signIn,
} from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

/** Text with the no-break spaces of numbers as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** An amount in roubles as the English interface writes it (cents only when there are some). */
const rub = (amount: number) =>
  `${new Intl.NumberFormat('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }).format(amount)} ₽`;

/** Rolls the dice for `amount` on the open dice page; resolves with the round's payout once it settled. */
async function roll(page: Page, player: Player, amount: number): Promise<number> {
  const before = (await playedRounds(player, 'dice')).length;
  await page.getByLabel('Bet, ₽').fill(String(amount));
  await page.getByRole('button', { name: 'Roll' }).click();
  await expect.poll(async () => (await playedRounds(player, 'dice')).length).toBe(before + 1);
  const [round] = await playedRounds(player, 'dice');
  expect(round).toMatchObject({ amount, status: 'settled' });
  return round?.payout ?? 0;
}

describe.skipIf(!chromiumWs)('the welcome bonus in Chromium, against the sandbox', () => {
  const chromium = useChromium(chromiumWs as string);

  it('credits the first deposit bonus, shows its wagering, and converts it by exactly its amount once real bets reach it', async () => {
    const player = await registerPlayer({ locale: 'en' });
    const context = await chromium.visitor({ locale: 'en-US' });
    await signIn(context, app, player);
    const page = await context.newPage();

    // The deposit, with the bonus PayIn offers.
    await page.goto(`${app}/en`);
    await playerShown(page, 0);
    await page.locator('.account').getByRole('link', { name: 'Deposit' }).click();
    const dialog = page.getByRole('dialog');
    const take = dialog.getByRole('checkbox', { name: 'Get the bonus: First deposit +100%' });
    expect(await take.isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: /SBP/ }).check();
    await dialog.getByLabel('Amount, ₽').fill('100');
    await dialog.getByRole('button', { name: 'Pay' }).click();
    // The invoice to pay, then the provider's confirmation.
    await dialog.getByText('To pay', { exact: true }).waitFor();
    await control('invoices/pay', { token: player.token });
    await dialog.getByRole('heading', { name: 'Deposit received' }).waitFor();
    expect(plain(await dialog.locator('.success__bonus').textContent())).toBe(
      '+ 100 ₽ bonus on the bonus account. Wagering and terms',
    );
    expect(await balances(player)).toEqual({
      balance: 100,
      bonus_balance: 100,
      total_balance: 200,
    });

    // The bonus and its wagering, on the profile.
    await dialog.getByRole('link', { name: 'Wagering and terms' }).click();
    await page.waitForURL(`${app}/en/profile/bonuses`);
    const active = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Active bonuses' }) });
    await active.getByText('Wagered 0 ₽ of 100 ₽').waitFor();
    expect(plain(await active.locator('.bonus__amount').textContent())).toBe('100 ₽');

    // A real-money bet moves the wagering.
    await page.goto(`${app}/en/games/dice`);
    await playerShown(page, 100);
    const first = await roll(page, player, 60);
    const afterFirst = (10_000 - 6_000 + cents(first)) / 100;
    await expect.poll(() => headerBalance(page)).toBe(afterFirst);
    expect(await balances(player)).toMatchObject({ balance: afterFirst, bonus_balance: 100 });
    await page.goto(`${app}/en/profile/bonuses`);
    await active.getByText(/^Wagered 60\s₽ of 100\s₽/).waitFor();
    expect(await active.getByRole('progressbar').getAttribute('value')).toBe('60');

    // The bet that completes it: the bonus moves to the balance, exactly.
    await page.goto(`${app}/en/games/dice`);
    await playerShown(page, afterFirst);
    const second = await roll(page, player, 40);
    const afterSecond = (cents(afterFirst) - 4_000 + cents(second) + 10_000) / 100;
    await expect.poll(() => headerBalance(page)).toBe(afterSecond);
    expect(await balances(player)).toEqual({
      balance: afterSecond,
      bonus_balance: 0,
      total_balance: afterSecond,
    });

    await page.goto(`${app}/en/profile/bonuses`);
    const past = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Past bonuses' }) });
    await past.getByText('Moved to balance').waitFor();
    expect(await page.getByRole('heading', { name: 'Active bonuses' }).count()).toBe(0);

    await page.goto(`${app}/en/profile/history`);
    const rows = page.locator('table.history tbody tr');
    await rows.first().waitFor();
    const movements = await rows.evaluateAll((trs) =>
      trs.map((tr) =>
        [...tr.querySelectorAll('td')].map((td, i) =>
          // The first cell holds the kind and, after it, the account and the date.
          (i === 0 ? (td.firstChild?.textContent ?? '') : (td.textContent ?? '')).replace(
            /\s/g,
            ' ',
          ),
        ),
      ),
    );
    // Off the bonus account and onto the balance, the same 100 ₽, in the step of
    // the bet that completed the wagering (before its payout).
    const converted = (cents(afterFirst) - 4_000 + 10_000) / 100;
    expect(movements.filter(([kind]) => kind === 'Bonus converted to real money')).toEqual([
      ['Bonus converted to real money', `+${rub(100)}`, rub(converted)],
      ['Bonus converted to real money', `−${rub(100)}`, rub(0)],
    ]);
    await context.close();
  }, 180_000);
});
