// Accounts in Chromium against the built app and the sandbox: the modals
// and their query flags, registration, login (password, and SMS code with the
// sandbox's development code), the profile, logout, an expired token in the
// middle of a session, and SSO redirects.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CORS, hydrated, passOn, useChromium } from './browser.ts';
import { playerShown } from './player.ts';
import {
  control,
  DEVELOPMENT_CODE,
  type Player,
  registerPlayer,
  submitEmailLogin,
  uniqueEmail,
  uniqueMobile,
} from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');
const api = inject('apiUrl');

describe.skipIf(!chromiumWs)('accounts in Chromium', () => {
  const chromium = useChromium(chromiumWs as string);

  async function newPage(): Promise<{ page: Page; context: BrowserContext; console: string[] }> {
    const context = await chromium.visitor();
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (m) => console.push(m.text()));
    return { page, context, console };
  }

  const dialog = (page: Page) => page.getByRole('dialog');
  const balance = (page: Page) => page.locator('.account__balance');

  async function loginByEmail(page: Page, player: Player, waitForBalance = true) {
    await page.goto(`${app}/?login`);
    await dialog(page).waitFor();
    await submitEmailLogin(page, player.email as string, player.password);
    if (waitForBalance) await playerShown(page);
  }

  it('?signup opens registration and drops the flag; a new player registers and sees the balance', async () => {
    const { page } = await newPage();
    // A promo the sandbox knows (an unknown one is dropped from the address).
    await page.goto(`${app}/games/crash?signup&promo=SPINS50`);
    await dialog(page).waitFor();
    expect(await dialog(page).getByRole('heading').textContent()).toBe('Регистрация');
    expect(new URL(page.url()).search).toBe('?promo=SPINS50');
    await dialog(page).getByLabel('E-mail').fill(uniqueEmail('new-player'));
    await dialog(page).getByLabel('Пароль').fill('n3w-pass');
    await dialog(page)
      .getByLabel('Мне исполнилось 18, я принимаю пользовательское соглашение')
      .check();
    await dialog(page).getByRole('button', { name: 'Регистрация' }).click();
    await balance(page).waitFor();
    expect(await balance(page).textContent()).toBe('0\u00a0₽');
    // The registration ends on the welcome, which the player closes.
    await dialog(page).getByRole('heading', { name: 'Добро пожаловать в Casino Star!' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Позже' }).click();
    await dialog(page).waitFor({ state: 'detached' });
  });

  it('at 360 px the sign-up choices sit on one row inside the dialog in ru, en and kz', async () => {
    for (const [prefix, locale] of [
      ['', 'ru-RU'],
      ['/en', 'en-US'],
      ['/kz', 'kk-KZ'],
    ] as const) {
      const context = await chromium.visitor({ locale, phone: true });
      const page = await context.newPage();
      await page.goto(`${app}${prefix}/?signup`);
      const tabs = dialog(page).getByRole('tab');
      await expect.poll(() => tabs.count()).toBe(3);
      const boxes = await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()));
      const frame = await dialog(page).boundingBox();
      // One row: every choice starts at the same height, and none leaves the dialog.
      expect(new Set(boxes.map((b) => Math.round(b?.y ?? -1))).size, prefix).toBe(1);
      for (const box of boxes)
        expect((box?.x ?? 0) + (box?.width ?? 0), prefix).toBeLessThanOrEqual(
          (frame?.x ?? 0) + (frame?.width ?? 0),
        );
      // Words stay whole: "E-mail" is one line.
      const email = dialog(page).getByRole('tab', { name: 'E-mail' });
      const lineHeight = await email.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      const text = await email.evaluate((el) => (el.firstElementChild as HTMLElement).offsetHeight);
      expect(text, prefix).toBeLessThan(lineHeight * 1.5);
      await context.close();
    }
  });

  it('?login opens the login modal; Escape closes it and focus returns', async () => {
    const { page } = await newPage();
    await page.goto(`${app}/`);
    // Focus can return to the link the app's own modal opened from; before
    // the app runs, the prerendered link loads /?login anew.
    await hydrated(page);
    const loginLink = page.locator('.account').getByRole('link', { name: 'Войти' });
    await loginLink.click();
    await dialog(page).waitFor();
    expect(page.url()).toBe(`${app}/`);
    expect(await dialog(page).getAttribute('aria-labelledby')).toBeTruthy();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Войти');
  });

  it('logs in by e-mail, shows the profile, and logs out', async () => {
    const { page, context } = await newPage();
    await loginByEmail(page, await registerPlayer());
    const cookie = (await context.cookies(app)).find((c) => c.name === 'bearerToken');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
    await page.goto(`${app}/profile`);
    await page.getByRole('heading', { level: 1, name: 'Профиль' }).waitFor();
    await page.locator('.facts').getByText('не указано').waitFor(); // the new player's name
    // Log out is in the account menu.
    await page.getByRole('button', { name: 'Меню аккаунта' }).click();
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.locator('.account').getByRole('link', { name: 'Войти' }).waitFor();
    expect((await context.cookies(app)).find((c) => c.name === 'bearerToken')).toBeUndefined();
    await page.getByText('Войдите, чтобы увидеть профиль.').waitFor();
  });

  it('logs in with an SMS code (the development code)', async () => {
    const mobile = uniqueMobile();
    await registerPlayer({ phone: `7${mobile}` });
    const { page } = await newPage();
    await page.goto(`${app}/?login`);
    await dialog(page).getByRole('button', { name: 'Войти по коду из SMS' }).click();
    await dialog(page).getByRole('heading', { name: 'Вход по коду из SMS' }).waitFor();
    await dialog(page).getByLabel('Телефон').fill(mobile);
    await dialog(page).getByRole('button', { name: 'Получить код' }).click();
    await dialog(page).getByLabel('Код', { exact: true }).fill(DEVELOPMENT_CODE);
    await dialog(page).getByRole('button', { name: 'Войти', exact: true }).click();
    await balance(page).waitFor();
  });

  it('a token that expires in the middle of a session is refreshed once and keeps the player logged in', async () => {
    const { page, context } = await newPage();
    await loginByEmail(page, await registerPlayer());
    const tokenNow = async () =>
      (await context.cookies(app)).find((c) => c.name === 'bearerToken')?.value;
    const old = await tokenNow();
    const refused: string[] = [];
    let refreshes = 0;
    page.on('response', (r) => {
      if (r.url().startsWith(api) && r.status() === 401) refused.push(new URL(r.url()).pathname);
    });
    page.on('request', (r) => {
      if (r.url() === `${api}/auth/refresh-token` && r.method() === 'POST') refreshes += 1;
    });
    await control('tokens/expire', { token: old });
    await page.goto(`${app}/profile/bonuses`);
    // Every new player has the sandbox's welcome free spins on game 1, Book of Dead.
    await page.locator('.free-spins').getByText('Book of Dead').waitFor();
    expect(refused.length).toBeGreaterThan(0);
    expect(refreshes).toBe(1);
    expect(await tokenNow()).not.toBe(old);
    // Still the player's page (the profile may answer after the free spins).
    await playerShown(page);
  });

  it('refuses an SSO address on a host that is not allowed, and follows an allowed one with the address base64-encoded', async () => {
    const { page, console } = await newPage();
    const player = await registerPlayer();
    // The sandbox's login answers no SSO link: the test adds one to its real answer.
    let sso = 'https://evil.example/login';
    await page.route(`${api}/api/v2/auth/login/email/password`, (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fallback()
        : passOn(route, async (answer) => ({
            response: answer,
            headers: { ...answer.headers(), ...CORS },
            json: { ...(await answer.json()), sso },
          })),
    );
    await loginByEmail(page, player);
    expect(new URL(page.url()).host).toBe(new URL(app).host);
    await expect
      .poll(() =>
        console.some(
          (line) => line.includes('SSO refused: host not allowed') && line.includes('evil.example'),
        ),
      )
      .toBe(true);

    // Log out is in the account menu.
    await page.getByRole('button', { name: 'Меню аккаунта' }).click();
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.locator('.account').getByRole('link', { name: 'Войти' }).waitFor();
    sso = 'https://auth.example.org/login';
    await page.route('https://auth.example.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>SSO</h1>' }),
    );
    await loginByEmail(page, player, false);
    await page.waitForURL(/^https:\/\/auth\.example\.org\/login/);
    const target = new URL(page.url());
    expect(atob(target.searchParams.get('url') ?? '')).toBe(`${app}/`);
  });
});
