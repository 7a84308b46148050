// The account menu, confirming a phone or e-mail, and pasted phone numbers,
// in Chromium against the built app and the sandbox: each item of
// the header's account menu goes where it should (the profile pages, the
// deposit and withdraw modals, logout), the menu works from the keyboard and
// fits a 360 px phone in ru, en and kz; a player confirms the phone from the
// profile (send, resend, a wrong code kept with its message, the development
// code) and the e-mail; and the numbers people paste into the phone field,
// written the ways they write them, land whole in the mask.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';
import {
  callApi,
  DEVELOPMENT_CODE,
  type Player,
  registerPlayer,
  signIn,
  uniqueMobile,
} from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');
const api = inject('apiUrl');

const MENU = { ru: 'Меню аккаунта', en: 'Account menu', kz: 'Аккаунт мәзірі' } as const;
const PREFIX = { ru: '', en: '/en', kz: '/kz' } as const;

describe.skipIf(!chromiumWs)('the account menu in Chromium', () => {
  const chromium = useChromium(chromiumWs as string);

  /** A page of a signed-in player (a new one unless told), 1280 px wide unless told. */
  async function playerPage(
    options: { player?: Player; width?: number } = {},
  ): Promise<{ page: Page; context: BrowserContext; player: Player }> {
    const player = options.player ?? (await registerPlayer());
    const context = await chromium.visitor();
    await signIn(context, app, player);
    const page = await context.newPage();
    if (options.width) await page.setViewportSize({ width: options.width, height: 800 });
    return { page, context, player };
  }

  const menuButton = (page: Page, locale: keyof typeof MENU = 'ru') =>
    page.locator('.account').getByRole('button', { name: MENU[locale] });
  const menuList = (page: Page) => page.locator('.account-menu__list');
  const heading = (page: Page, name: string) =>
    page.getByRole('heading', { level: 1, name, exact: true });

  async function openMenu(page: Page, locale: keyof typeof MENU = 'ru'): Promise<Locator> {
    await menuButton(page, locale).click();
    await menuList(page).getByRole('button', { name: /./ }).last().waitFor();
    return menuList(page);
  }

  it('each item goes where it should: the profile pages (Responsible play among them), Deposit, Withdraw and Log out', async () => {
    const { page, context } = await playerPage();
    await page.goto(`${app}/games/crash`);
    const button = menuButton(page);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    // The list is not there until the button is pressed.
    expect(await menuList(page).count()).toBe(0);

    for (const [item, path, title] of [
      ['Профиль', '/profile', 'Профиль'],
      ['История', '/profile/history', 'История'],
      ['Бонусы', '/profile/bonuses', 'Бонусы'],
      ['Настройки', '/profile/setting', 'Настройки'],
      ['Ответственная игра', '/profile/responsible', 'Ответственная игра'],
    ] as const) {
      const list = await openMenu(page);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await list.getAttribute('id')).toBe(await button.getAttribute('aria-controls'));
      await list.getByRole('link', { name: item, exact: true }).click();
      await page.waitForURL(`${app}${path}`);
      await heading(page, title).waitFor();
      // Going somewhere closes the menu.
      expect(await menuList(page).count()).toBe(0);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
    }

    await (await openMenu(page)).getByRole('button', { name: 'Пополнить' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Пополнение' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await (await openMenu(page)).getByRole('button', { name: 'Вывести' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Вывод средств' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await (await openMenu(page)).getByRole('button', { name: 'Выйти' }).click();
    await page.locator('.account').getByRole('link', { name: 'Войти' }).waitFor();
    expect(await button.count()).toBe(0);
    expect((await context.cookies(app)).find((c) => c.name === 'bearerToken')).toBeUndefined();
  });

  it('from the keyboard: Enter opens, Tab and the arrows move in the list, Escape closes and gives the focus back', async () => {
    const { page } = await playerPage();
    await page.goto(`${app}/`);
    const button = menuButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await menuList(page).getByRole('button', { name: 'Выйти' }).waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Профиль');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('История');
    await page.keyboard.press('End');
    expect(await focused()).toBe('Выйти');
    await page.keyboard.press('Escape');
    await menuList(page).waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(
      await page.evaluate(() => document.activeElement?.closest('.account-menu__button') !== null),
    ).toBe(true);

    // A press outside closes it too.
    await openMenu(page);
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await menuList(page).waitFor({ state: 'detached' });
  });

  for (const locale of ['ru', 'en', 'kz'] as const) {
    it(`at 360 px (${locale}): nothing overflows, the header keeps a Deposit, the menu holds Deposit and fits the screen`, async () => {
      const { page } = await playerPage({ width: 360 });
      await page.goto(`${app}${PREFIX[locale]}/games/slots`);
      await menuButton(page, locale).waitFor();
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      // The header keeps its Deposit, a "+" named Deposit beside the balance.
      const deposit = page.locator('header .account__deposit');
      expect(await deposit.isVisible()).toBe(true);
      expect(await deposit.getAttribute('href')).toMatch(/\?deposit$/);
      expect((await deposit.boundingBox())?.width).toBeLessThan(60);
      expect(await deposit.locator('.account__deposit-word').textContent()).toBe(
        { ru: 'Пополнить', en: 'Deposit', kz: 'Толтыру' }[locale],
      );
      const list = await openMenu(page, locale);
      const box = await list.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
      expect(await overflow()).toBeLessThanOrEqual(0);
      expect(await list.locator('a, button').count()).toBe(8);
      await list.locator('button').first().click(); // Deposit
      await page.getByRole('dialog').waitFor();
    });
  }

  it('confirms the phone from the profile: send, resend, a wrong code kept with its message, then the development code', async () => {
    const mobile = uniqueMobile();
    const player = await registerPlayer({ phone: `7${mobile}` });
    const { page } = await playerPage({ player });
    const calls: string[] = [];
    page.on('request', (r) => {
      const path = r.url().startsWith(api) ? new URL(r.url()).pathname : '';
      if (r.method() === 'POST' && path.startsWith('/api/v2/auth/phone/')) calls.push(path);
    });
    await page.goto(`${app}/profile`);
    const fact = (label: string) =>
      page
        .locator('.facts div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    await heading(page, 'Профиль').waitFor();
    expect(await fact('Телефон подтверждён').textContent()).toBe('нет');
    await page.getByText('Подтверждённый телефон или e-mail показывает, что он ваш').waitFor();
    await page.getByRole('link', { name: 'Подтверждение контактов' }).click();
    await heading(page, 'Вход и безопасность').waitFor();

    await page.getByRole('button', { name: 'Получить код' }).click();
    const code = page.getByLabel('Код', { exact: true });
    await code.waitFor();
    await page.getByRole('button', { name: 'Отправить код ещё раз' }).click();
    await expect
      .poll(() => calls)
      .toEqual(['/api/v2/auth/phone/send', '/api/v2/auth/phone/resend']);

    // The sandbox's codes have six digits: four nines are never one of them.
    await code.fill('9999');
    await page.getByRole('button', { name: 'Подтвердить', exact: true }).click();
    await page.getByText('Неверный код.').waitFor();
    expect(await code.inputValue()).toBe('9999');
    expect(await fact('Телефон подтверждён').textContent()).toBe('нет');

    await code.fill(DEVELOPMENT_CODE);
    await page.getByRole('button', { name: 'Подтвердить', exact: true }).click();
    await expect.poll(() => fact('Телефон подтверждён').textContent()).toBe('да');
    expect(await page.getByRole('button', { name: 'Получить код' }).count()).toBe(0);
    expect(calls.at(-1)).toBe('/api/v2/auth/phone/verify/code');
    const profile = await callApi<{ is_phone_verified: boolean }>(
      player.token,
      'GET',
      '/profile/user',
    );
    expect(profile.is_phone_verified).toBe(true);
    await page.goto(`${app}/profile`);
    await expect.poll(() => fact('Телефон подтверждён').textContent()).toBe('да');
    expect(await page.getByText('Подтверждённый телефон или e-mail показывает').count()).toBe(0);
  });

  it('confirms the e-mail from the profile with the development code', async () => {
    const { page, player } = await playerPage();
    await page.goto(`${app}/profile/access`);
    const fact = page
      .locator('.facts div')
      .filter({ has: page.getByText('E-mail подтверждён', { exact: true }) })
      .locator('dd');
    await expect.poll(() => fact.textContent()).toBe('нет');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await page.getByLabel('Код', { exact: true }).fill(DEVELOPMENT_CODE);
    await page.getByRole('button', { name: 'Подтвердить', exact: true }).click();
    await expect.poll(() => fact.textContent()).toBe('да');
    const profile = await callApi<{ is_email_verified: boolean }>(
      player.token,
      'GET',
      '/profile/user',
    );
    expect(profile.is_email_verified).toBe(true);
  });

  it('a phone pasted the ways people write it lands whole in the mask (ru, kz, by)', async () => {
    const context = await chromium.visitor();
    const page = await context.newPage();
    await page.goto(`${app}/?signup`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Телефон' }).click();
    const phone = dialog.getByLabel('Телефон', { exact: true });
    const country = dialog.getByLabel('Код страны');

    /** Empties the field (back to its +N prefix, the caret after it), then pastes `text` there, as a user does. */
    async function paste(text: string): Promise<string> {
      await phone.fill('');
      // What a paste does to the field: the text goes in as one insertion.
      await page.keyboard.insertText(text);
      return phone.inputValue();
    }

    for (const code of ['ru', 'kz'] as const) {
      await country.selectOption(code);
      for (const text of ['79161234567', '+7 916 123-45-67', '8 (916) 123-45-67']) {
        expect(await paste(text), `${code}: ${text}`).toBe('+7 (916) 123 45 67');
      }
    }
    // Pasted over the whole field (selected), not after the prefix.
    await phone.selectText();
    await page.keyboard.insertText('8 (916) 765-43-21');
    expect(await phone.inputValue()).toBe('+7 (916) 765 43 21');

    await country.selectOption('by');
    for (const text of ['+375 29 123 45 67', '80291234567', '375291234567']) {
      expect(await paste(text), `by: ${text}`).toBe('+375 (29) 123 45 67');
    }
  });
});
