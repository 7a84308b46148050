// A deposit from start to success in Chromium against the built app and the
// sandbox: PayIn opens by itself 17 s after a login with a zero balance, the
// amount is checked against the method's limits, the invoice counts down, the
// sandbox answers pending twice and then, told to pay the invoice, paid;
// SuccessPayment opens. The page's clock is the test's; the sandbox's is real
// (its invoices never pay by themselves during the suite: SUITE_SETTINGS).
import { describe, expect, inject, it } from 'vitest';
import { startUpsMounted, useChromium } from './browser.ts';
import { playerShown } from './player.ts';
import { control, registerPlayer } from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');
const api = inject('apiUrl');

describe.skipIf(!chromiumWs)('payments in Chromium', () => {
  const chromium = useChromium(chromiumWs as string);

  for (const [prefix, texts] of [
    [
      '',
      {
        login: 'Войти',
        email: 'E-mail',
        password: 'Пароль',
        title: 'Пополнение',
        amount: 'Сумма, ₽',
        min: 'Минимум для этого способа — 500 ₽.',
        pay: 'Оплатить',
        timer: 'Оплатите в течение',
        success: 'Депозит зачислен',
      },
    ],
    [
      '/en',
      {
        login: 'Log in',
        email: 'E-mail',
        password: 'Password',
        title: 'Deposit',
        amount: 'Amount, ₽',
        min: 'The minimum for this method is 500 ₽.',
        pay: 'Pay',
        timer: 'Pay within',
        success: 'Deposit received',
      },
    ],
  ] as const) {
    it(`deposits from start to success (${prefix || '/'})`, async () => {
      // A player with a zero balance whose profile speaks the page's language.
      const player = await registerPlayer({ locale: prefix ? 'en' : 'ru' });
      const context = await chromium.visitor();
      const page = await context.newPage();
      await page.clock.install();
      // The status calls as they are sent (none may follow a paid one), and the statuses the sandbox answered.
      const isPoll = (request: { method(): string; url(): string }) =>
        request.method() === 'GET' && request.url().startsWith(`${api}/billing/payment/status/`);
      let sent = 0;
      const statuses: number[] = [];
      page.on('request', (request) => {
        if (isPoll(request)) sent += 1;
      });
      page.on('response', async (response) => {
        if (isPoll(response.request()))
          statuses.push(((await response.json()) as { status: number }).status);
      });
      const polls = () => sent;

      await page.goto(`${app}${prefix}/?login`);
      // The automatic PayIn listens for the sign-in from after the first paint.
      await startUpsMounted(context);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: 'E-mail' }).click();
      await dialog.getByLabel(texts.email).fill(player.email as string);
      await dialog.getByLabel(texts.password).fill(player.password);
      await dialog.getByRole('button', { name: texts.login, exact: true }).click();
      await playerShown(page, 0);
      expect(await dialog.count()).toBe(0);

      await page.clock.fastForward(17_000);
      await dialog.getByRole('heading', { name: texts.title }).waitFor();
      await dialog.getByLabel(texts.amount).fill('100');
      await dialog.getByRole('button', { name: texts.pay }).click();
      await dialog.getByText(texts.min).waitFor();

      // The countdown shows whole seconds: hold the clock while it is read, or a
      // busy machine lets it tick on between two lines.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await dialog.getByLabel(texts.amount).fill('1000');
      await dialog.getByRole('button', { name: texts.pay }).click();
      await dialog.getByText('2200 1234 5678 9012').waitFor();
      expect(await dialog.getByText(`${texts.timer} 20:00`).count()).toBe(1);

      const answered = () => statuses.length;
      await page.clock.fastForward(5_000);
      await expect.poll(answered).toBe(1);
      await dialog.getByText(`${texts.timer} 19:55`).waitFor();
      // The next status call is scheduled once this one is answered: let time run again.
      await page.clock.resume();
      await page.clock.fastForward(5_000);
      await expect.poll(answered).toBe(2);
      // The provider confirms the payment: the next poll finds it paid. (The
      // clock runs again, so on a slow machine one more pending poll may come first.)
      await control('invoices/pay', { token: player.token });
      await page.clock.fastForward(5_000);
      await dialog.getByRole('heading', { name: texts.success }).waitFor();
      await expect.poll(() => statuses.at(-1)).toBe(3);
      expect(statuses.slice(0, -1).every((status) => status === 1)).toBe(true);
      expect(statuses.length).toBeGreaterThanOrEqual(3);
      // Paid: the polling has stopped.
      const settled = polls();
      await page.clock.fastForward(30_000);
      expect(polls()).toBe(settled);
      await context.close();
    });
  }
});
