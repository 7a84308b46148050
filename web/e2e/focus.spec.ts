// Where the keyboard focus lands (for keyboard and screen reader users), in
// Chromium against the built app and the sandbox: after a route change inside
// the app, on the new page's
// heading (and on <main> while a slow page loads, then its heading), never on
// <body> or the link that was pressed; not moved on the first load, nor when
// only the query string changes; after logging in and signing up (the dialog
// closes and the header swaps its buttons for the account menu) on the
// account menu's button; after logging out on Log in.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { startUpsMounted, useChromium } from './browser.ts';
import { registerPlayer, signIn, uniqueEmail } from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

/** What has the focus: its tag, its text (a heading's, a link's), and its class. */
function focused(page: Page): Promise<{ tag: string; text: string; className: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: element?.textContent?.trim() ?? '',
      className: element?.getAttribute('class') ?? '',
    };
  });
}

/**
 * Waits until the effects of the page's last render have run (React runs them
 * after the paint, before the next frames): a focus that an effect would move
 * has moved by then.
 */
async function effectsRun(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** Waits until the element with the focus matches `selector`, and gives what has it. */
async function focusOn(page: Page, selector: string) {
  await page.waitForFunction((s) => document.activeElement?.matches(s) ?? false, selector, {
    timeout: 20_000,
  });
  return focused(page);
}

describe.skipIf(!chromiumWs)('where the focus lands in Chromium', () => {
  const chromium = useChromium(chromiumWs as string);

  it('after a route change: on the new page’s heading, whether by a link, the keyboard or Back; not on the first load, not for a query', async () => {
    const context = await chromium.visitor();
    const page = await context.newPage();
    await page.goto(`${app}/faq`);
    await page.locator('main h1').waitFor();
    await startUpsMounted(context);
    // The first load leaves the focus where the browser put it.
    expect((await focused(page)).tag).toBe('body');

    // A link pressed with the mouse.
    await page.locator('.header').getByRole('link', { name: 'Слоты', exact: true }).click();
    const slots = await focusOn(page, 'main h1');
    expect(slots.text).toBe('Слоты');
    expect(await page.locator('main h1').getAttribute('tabindex')).toBe('-1');

    // Only the query changes (a catalog filter): the focus stays in the field.
    const search = page.getByRole('searchbox');
    await search.click();
    await search.pressSequentially('book');
    await page.waitForURL(/search=book/);
    // The catalog shows the search's games: the address change has rendered, and its effects run.
    await expect
      .poll(() =>
        page
          .locator('.game-card')
          .allTextContents()
          .then((cards) => cards.length > 0 && cards.every((card) => /book/i.test(card))),
      )
      .toBe(true);
    await effectsRun(page);
    expect((await focused(page)).tag).toBe('input');

    // A link followed from the keyboard.
    const vip = page.locator('.header').getByRole('link', { name: 'VIP-клуб', exact: true });
    await vip.focus();
    await page.keyboard.press('Enter');
    expect((await focusOn(page, 'main h1')).text).toBe('VIP-клуб');
    // Tab goes on from the page, not from the header.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
    ).toBe(true);

    // Back.
    await page.goBack();
    expect((await focusOn(page, 'main h1')).text).toBe('Слоты');
    await context.close();
  });

  it('on <main> while a slow page loads, then on its heading', async () => {
    const context = await chromium.visitor();
    const page = await context.newPage();
    await page.goto(`${app}/`);
    await page.locator('main h1').waitFor();
    await startUpsMounted(context);
    // The top page's code is held back until the test has seen the wait.
    let delayed = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route(/\/assets\/top-page-[\w-]+\.js$/, async (route) => {
      delayed += 1;
      await released;
      await route.continue();
    });
    await page.locator('.header').getByRole('link', { name: 'Топ выигрышей', exact: true }).click();
    expect((await focusOn(page, 'main')).tag).toBe('main');
    expect(await page.locator('main h1').count()).toBe(0);
    await expect.poll(() => delayed).toBeGreaterThan(0);
    release();
    expect((await focusOn(page, 'main h1')).text).toBe('Топ выигрышей');
    await context.close();
  });

  it('after logging in: on the account menu’s button; after logging out: on Log in', async () => {
    const player = await registerPlayer();
    const context = await chromium.visitor();
    const page = await context.newPage();
    await page.goto(`${app}/faq`);
    await startUpsMounted(context);
    const login = page.locator('.account').getByRole('link', { name: 'Войти' });
    await login.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'E-mail' }).click();
    await dialog.getByLabel('E-mail').fill(player.email as string);
    await dialog.getByLabel('Пароль').fill(player.password);
    await dialog.getByLabel('Пароль').press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const button = await focusOn(page, '.account-menu__button');
    expect(button.text).toContain('Меню аккаунта');

    // Log out from the menu, with the keyboard.
    await page.keyboard.press('ArrowUp');
    await page.locator('.account-menu__list').getByRole('button', { name: 'Выйти' }).waitFor();
    expect((await focused(page)).text).toBe('Выйти');
    await page.keyboard.press('Enter');
    expect((await focusOn(page, '.account a')).text).toBe('Войти');
    await context.close();
  });

  it('after signing up: on the account menu’s button', async () => {
    const context = await chromium.visitor();
    const page = await context.newPage();
    await page.goto(`${app}/faq`);
    await startUpsMounted(context);
    await page.locator('.account').getByRole('link', { name: 'Регистрация' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(uniqueEmail('focus'));
    await dialog.getByLabel('Пароль').fill('s3cret-pass');
    await dialog.getByLabel('Мне исполнилось 18, я принимаю пользовательское соглашение').check();
    await dialog.getByRole('button', { name: 'Регистрация' }).click();
    // The registration ends on the welcome; closing it leaves the focus on the account menu.
    await dialog.getByRole('button', { name: 'Позже' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await focusOn(page, '.account-menu__button')).text).toContain('Меню аккаунта');
    await context.close();
  });

  it('a session that starts with the page does not take the focus', async () => {
    const player = await registerPlayer();
    const context = await chromium.visitor();
    await signIn(context, app, player);
    const page = await context.newPage();
    await page.goto(`${app}/faq`);
    await page.locator('.account-menu__button').waitFor();
    // The account area's focus hand-off runs in the effects of the render that showed the button.
    await effectsRun(page);
    expect((await focused(page)).tag).toBe('body');
    await context.close();
  });
});
