// The money loop in Chromium against the sandbox (deposit and withdrawal), in Russian: a new
// visitor registers by phone, confirms it with the development code on
// /profile/access, opens the deposit modal, creates a payment and
// sees the invoice; the sandbox is told to pay it (as the payment provider
// would); the header balance grows by exactly the credited amount, the first
// deposit's bonus (taken, as PayIn offers it) reaches the bonus account, and
// the history page lists both. Nothing is scripted with page.route: every
// answer is the sandbox's, checked by the contract proxy.
//
// Then the withdrawal: from the profile's Withdraw modal, which says first
// that it cancels the active bonus, an amount above the balance is refused in
// the form, an address of the wrong format by the sandbox (its 422 under the
// field), both keeping what was typed; a good one, once the player agrees to
// lose the bonus, takes the money at once and forfeits exactly the bonus,
// shows pending in the history, and paid once the sandbox is told to pay it.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';
import { playerShown } from './player.ts';
import { callApi, control, DEVELOPMENT_CODE, uniqueMobile } from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

/** An amount in roubles as the app writes it, its spaces (group and unit: no-break ones) as plain ones. */
const rub = (amount: number) =>
  `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }).format(amount)} ₽`.replace(
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

  /** A new visitor registers by phone in the registration modal; returns the token the app stored. */
  async function register(page: Page): Promise<string> {
    await page.goto(`${app}/?signup`);
    await dialog(page).getByRole('tab', { name: 'Телефон' }).click();
    await dialog(page).getByLabel('Телефон').fill(uniqueMobile());
    await dialog(page).getByLabel('Пароль').fill('m0ney-loop');
    await dialog(page)
      .getByLabel('Мне исполнилось 18, я принимаю пользовательское соглашение')
      .check();
    await dialog(page).getByRole('button', { name: 'Регистрация' }).click();
    await expect.poll(async () => plain(await balance(page).textContent())).toBe(rub(0));
    const cookie = (await page.context().cookies(app)).find((c) => c.name === 'bearerToken');
    expect(cookie?.value).toBeTruthy();
    return cookie?.value as string;
  }

  /** Confirms the phone on /profile/access with the sandbox's development code. */
  async function confirmPhone(page: Page, token: string): Promise<void> {
    await page.goto(`${app}/profile/access`);
    await page.getByText('Подтвердите телефон: мы пришлём код в SMS.').waitFor();
    await page.getByRole('button', { name: 'Получить код' }).click();
    await page.getByLabel('Код', { exact: true }).fill(DEVELOPMENT_CODE);
    await page.getByRole('button', { name: 'Подтвердить', exact: true }).click();
    await page
      .getByText('Подтвердите телефон: мы пришлём код в SMS.')
      .waitFor({ state: 'detached' });
    const profile = await callApi<{ is_phone_verified: boolean }>(token, 'GET', '/profile/user');
    expect(profile.is_phone_verified).toBe(true);
  }

  /**
   * Deposits `amount` roubles by card: the invoice appears, the sandbox pays
   * it, the app notices (its status polling) and credits the balance.
   * Returns the credited amount as shown.
   */
  async function deposit(page: Page, token: string, amount: number): Promise<string> {
    await playerShown(page, 0);
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

  /** Requests a payout of `amount` roubles in USDT from the profile's Withdraw modal, with `balance` on it. */
  async function withdraw(page: Page, amount: number, balance: number): Promise<void> {
    await page.goto(`${app}/profile`);
    // The form checks the amount against the balance: the player's, shown.
    await playerShown(page, balance);
    await page.getByRole('button', { name: 'Вывести' }).click();
    const modal = dialog(page);
    await modal.getByRole('heading', { name: 'Вывод средств' }).waitFor();
    const sum = modal.getByLabel('Сумма, ₽');
    const address = modal.getByLabel('Адрес USDT (TRC20)');

    // More than the balance: refused in the form, what was typed kept.
    await sum.fill('5000');
    await address.fill('not-an-address');
    await modal.getByRole('button', { name: 'Вывести' }).click();
    await modal.getByText('На балансе недостаточно денег для этой суммы.').waitFor();
    expect(await sum.inputValue()).toBe('5000');
    // The active bonus: the modal says what a withdrawal does to it, and asks.
    await modal.getByText('Отметьте, что согласны: вывод отменит бонус.').waitFor();
    await modal
      .getByText(/^На бонусном счёте 970\s₽\. Вывод сейчас отменит активные бонусы/)
      .waitFor();
    await modal.getByRole('checkbox', { name: 'Вывести и отказаться от бонуса' }).check();

    // A wrong address: said under the address (the form checks the network's
    // format before sending, as the sandbox does), both fields kept.
    await sum.fill(String(amount));
    await modal.getByRole('button', { name: 'Вывести' }).click();
    await modal
      .getByText('Это не адрес выбранной сети. Проверьте его и попробуйте снова.')
      .waitFor();
    expect(await sum.inputValue()).toBe(String(amount));
    expect(await address.inputValue()).toBe('not-an-address');

    await address.fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await modal.getByRole('button', { name: 'Вывести' }).click();
    await modal.getByRole('heading', { name: 'Заявка на вывод принята' }).waitFor();
    await modal.getByRole('button', { name: 'Готово' }).click();
  }

  // One long flow of page loads and calls through the validating proxy, each
  // step waiting for its own state (the deposit for the app's next status
  // poll, 5 s apart): on a loaded machine it outgrew the suite's 60 s for one
  // test. The limit only catches a hang.
  it('registers by phone, confirms it, deposits 1000 ₽ by card (credited exactly the shop amount, the bonus on the bonus account), withdraws 500 ₽ forfeiting the bonus (pending, then paid), and sees it all in the history', async () => {
    const context = await chromium.visitor();
    const page = await context.newPage();
    const token = await register(page);
    await confirmPhone(page, token);

    const credited = await deposit(page, token, 1000);
    expect(credited).toBe(rub(970)); // 1000 ₽ less the card's 3 % commission

    // The first deposit's bonus, 100 % of what was credited, on the bonus account.
    const bonus = ['Начислен бонус', `+${credited}`, credited];
    const deposited = ['Пополнение', `+${credited}`, credited];
    expect(await history(page)).toEqual([bonus, deposited]);
    const credit = await callApi<{ bonus_balance: number; total_balance: number }>(
      token,
      'GET',
      '/profile/user',
    );
    expect(credit).toMatchObject({ bonus_balance: 970, total_balance: 1940 });
    await playerShown(page, 970);
    expect(plain(await balance(page).textContent())).toBe(credited);

    // The payout leaves the balance at once and waits, pending, until paid;
    // the bonus is forfeited, exactly.
    await withdraw(page, 500, 970);
    await expect.poll(async () => plain(await balance(page).textContent())).toBe(rub(470));
    const withdrawal = ['Вывод', `−${rub(500)}`, rub(470)];
    const forfeited = ['Бонус аннулирован', `−${credited}`, rub(0)];
    expect(await history(page)).toEqual([forfeited, withdrawal, bonus, deposited]);
    const status = page.locator('table.history tbody tr').nth(1).locator('.history__status');
    expect(await status.textContent()).toBe('В обработке');
    expect((await control<{ status: string }>('payouts/pay', { token })).status).toBe('paid');
    await page.reload();
    await expect.poll(() => status.textContent()).toBe('Выплачено');
    await playerShown(page);
    expect(plain(await balance(page).textContent())).toBe(rub(470));
    const profile = await callApi<{ balance: number; bonus_balance: number }>(
      token,
      'GET',
      '/profile/user',
    );
    expect(profile).toMatchObject({ balance: 470, bonus_balance: 0 });
    await context.close();
  }, 180_000);
});
