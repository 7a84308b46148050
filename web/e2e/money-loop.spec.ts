// The money loop in Chromium against the sandbox (issue 17), in Russian: a new
// visitor registers by e-mail, opens the deposit modal, creates a payment and
// sees the invoice; the sandbox is told to pay it (as the payment provider
// would); the header balance grows by exactly the credited amount and the
// history page lists the deposit. Nothing is scripted with page.route: every
// answer is the sandbox's, checked by the contract proxy.
//
// Each step is a function of the player's page, so the withdrawal (a Withdraw
// modal is being built in another branch) becomes one more step after the
// deposit: request a payout in the modal, pay it with the payouts/pay control,
// and check the balance and the history line.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';
import { callApi, control, uniqueEmail } from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

/** An amount in roubles as the app writes it, its spaces (group and unit: no-break ones) as plain ones. */
const rub = (amount: number) =>
  `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }).format(amount)} ₽`.replace(
    /\s/g,
    ' ',
  );
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const dialog = (page: Page) => page.getByRole('dialog');
const balance = (page: Page) => page.locator('.account__balance');

/** The value shown beside `label` in a list of facts (the invoice's amounts). */
const fact = (page: Page, label: string) =>
  dialog(page)
    .locator('dl div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

describe.skipIf(!chromiumWs)('the money loop in Chromium, against the sandbox', () => {
  const chromium = useChromium(chromiumWs as string);

  /** A new visitor registers by e-mail in the registration modal; returns the token the app stored. */
  async function register(page: Page): Promise<string> {
    await page.goto(`${app}/?signup`);
    await dialog(page).getByLabel('E-mail').fill(uniqueEmail('money-loop'));
    await dialog(page).getByLabel('Пароль').fill('m0ney-loop');
    await dialog(page)
      .getByLabel('Мне есть 18 лет, я принимаю пользовательское соглашение')
      .check();
    await dialog(page).getByRole('button', { name: 'Регистрация' }).click();
    await expect.poll(async () => plain(await balance(page).textContent())).toBe(rub(0));
    const cookie = (await page.context().cookies(app)).find((c) => c.name === 'bearerToken');
    expect(cookie?.value).toBeTruthy();
    return cookie?.value as string;
  }

  /**
   * Deposits `amount` roubles by card: the invoice appears, the sandbox pays
   * it, the app notices (its status polling) and credits the balance.
   * Returns the credited amount as shown.
   */
  async function deposit(page: Page, token: string, amount: number): Promise<string> {
    await page.locator('.account').getByRole('link', { name: 'Пополнить' }).click();
    await dialog(page).getByRole('heading', { name: 'Пополнение' }).waitFor();
    await dialog(page).getByLabel('Сумма, ₽').fill(String(amount));
    await dialog(page).getByRole('button', { name: 'Оплатить' }).click();
    await dialog(page).getByText('2200 1234 5678 9012').waitFor();
    expect(plain(await fact(page, 'К оплате').textContent())).toBe(rub(amount));
    const credited = plain(await fact(page, 'Поступит на баланс').textContent());
    const commission = plain(await fact(page, 'Комиссия').textContent());
    expect(plain(await balance(page).textContent())).toBe(rub(0));

    // The provider confirms the payment: the player's open invoice turns paid now.
    const paid = await control<{ status: number }>('invoices/pay', { token });
    expect(paid.status).toBe(3);
    await page.getByRole('dialog').getByRole('heading', { name: 'Депозит зачислен' }).waitFor();
    await expect.poll(async () => plain(await balance(page).textContent())).toBe(credited);
    // Exactly the invoice's shop_amount, as the API has it too.
    const profile = await callApi<{ balance: number }>(token, 'GET', '/profile/user');
    expect(rub(profile.balance)).toBe(credited);
    expect(commission).not.toBe(rub(0));
    return credited;
  }

  /** The history page lists the movements, newest first: kind, signed amount, balance after. */
  async function history(page: Page): Promise<string[][]> {
    await page.goto(`${app}/profile/history`);
    const rows = page.locator('table.history tbody tr');
    await rows.first().waitFor();
    return rows.evaluateAll((trs) =>
      trs.map((tr) =>
        [...tr.querySelectorAll('td')].map((td, i) =>
          // The first cell holds the kind and, in a <time>, the date.
          (i === 0 ? (td.firstChild?.textContent ?? '') : (td.textContent ?? '')).replace(
            /\s/g,
            ' ',
          ),
        ),
      ),
    );
  }

  it('registers, deposits 1000 ₽ by card, is credited exactly the shop amount, and sees it in the history', async () => {
    const context = await chromium.visitor();
    const page = await context.newPage();
    const token = await register(page);

    const credited = await deposit(page, token, 1000);
    expect(credited).toBe(rub(970)); // 1000 ₽ less the card's 3 % commission

    // (The withdrawal step goes here once the Withdraw modal exists.)

    expect(await history(page)).toEqual([['Пополнение', `+${credited}`, credited]]);
    expect(plain(await balance(page).textContent())).toBe(credited);
    await context.close();
  });
});
