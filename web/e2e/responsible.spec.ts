// Responsible play in Chromium against the sandbox (issue 23, part B), in
// English: a player with a daily deposit limit of 1,000 ₽ asks for 1,500 ₽ and
// is refused under the amount (which keeps what was typed) with the room left
// and until when; after a 24 h time-out taken through the API the deposit
// modal says until when deposits are closed, dice shows the notice with its
// controls disabled, and the withdrawal still opens. A player with a daily
// wagering limit of 5 ₽ is refused a 10 ₽ roll with the translated message,
// and sees the session's time and net position above the board. Every answer is the
// sandbox's, checked by the contract proxy.
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';
import { callApi, deposit, registerPlayer, signIn } from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe.skipIf(!chromiumWs)('responsible play in Chromium, against the sandbox', () => {
  const chromium = useChromium(chromiumWs as string);

  it('refuses a deposit over the limit under the amount, and closes deposits and play during a time-out', async () => {
    const player = await registerPlayer({ locale: 'en' });
    await callApi(player.token, 'PUT', '/responsible/limits', { deposit: { day: 1000 } });
    const context = await chromium.visitor({ locale: 'en-US' });
    await signIn(context, app, player);
    const page = await context.newPage();
    const dialog = page.getByRole('dialog');

    await page.goto(`${app}/en/?deposit`);
    await dialog.getByRole('heading', { name: 'Deposit' }).waitFor();
    const amount = dialog.getByLabel('Amount, ₽');
    await amount.fill('1500');
    await dialog.getByRole('button', { name: 'Pay' }).click();
    const refusal = dialog.getByRole('alert');
    await expect
      .poll(async () => plain(await refusal.textContent()))
      .toMatch(/^Your daily deposit limit allows 1,000 ₽ more until .+\.$/);
    expect(await amount.inputValue()).toBe('1500');

    await callApi(player.token, 'POST', '/responsible/timeout', { period: '24h' });
    await page.goto(`${app}/en/?deposit`);
    await dialog.getByText(/^You are on a break until .+withdrawals stay open\.$/).waitFor();
    expect(await dialog.getByLabel('Amount, ₽').count()).toBe(0);

    await page.goto(`${app}/en/games/dice`);
    await page.getByText(/^You are on a break until /).waitFor();
    expect(await page.getByRole('button', { name: 'Roll' }).isDisabled()).toBe(true);

    await page.getByRole('link', { name: 'Withdraw' }).first().click();
    await dialog.getByRole('heading', { name: 'Withdraw' }).waitFor();
    await context.close();
  });

  it('refuses a bet over the wagering limit with the translated message; the session bar shows the time played and the net result', async () => {
    const player = await registerPlayer({ locale: 'en' });
    await deposit(player, 'RUB', 1000);
    await callApi(player.token, 'PUT', '/responsible/limits', { wager: { day: 5 } });
    const context = await chromium.visitor({ locale: 'en-US' });
    await signIn(context, app, player);
    const page = await context.newPage();

    await page.goto(`${app}/en/games/dice`);
    const bar = page.getByRole('region', { name: 'This session' });
    await expect
      .poll(async () => plain(await bar.textContent()))
      .toMatch(/^Time played: \d+:\d\dNet result: 0 ₽$/);
    expect(await page.getByRole('radio', { name: 'Real' }).isChecked()).toBe(true);
    await page.getByLabel('Bet, ₽').fill('10');
    await page.getByRole('button', { name: 'Roll' }).click();
    await page.getByText('This bet is over your daily wagering limit.').waitFor();
    await context.close();
  });
});
