// Accounts in Chromium against the built app and the Prism mock: the modals
// and their query flags, registration, login, the profile, logout, a 401 in
// the middle of a session, and SSO redirects.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CORS, useChromium } from './browser.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');
const mock = inject('mockUrl');

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

  async function loginByEmail(page: Page, waitForBalance = true) {
    await page.goto(`${app}/?login`);
    await dialog(page).waitFor();
    await dialog(page).getByRole('tab', { name: 'E-mail' }).click();
    await dialog(page).getByLabel('E-mail').fill('player@example.com');
    await dialog(page).getByLabel('Пароль').fill('s3cret-pass');
    await dialog(page).getByRole('button', { name: 'Войти', exact: true }).click();
    if (waitForBalance) await balance(page).waitFor();
  }

  it('?signup opens registration and drops the flag; a new player registers and sees the balance', async () => {
    const { page } = await newPage();
    await page.goto(`${app}/games/crash?signup&promo=X`);
    await dialog(page).waitFor();
    expect(await dialog(page).getByRole('heading').textContent()).toBe('Регистрация');
    expect(new URL(page.url()).search).toBe('?promo=X');
    await dialog(page).getByLabel('E-mail').fill('new-player@example.com');
    await dialog(page).getByLabel('Пароль').fill('n3w-pass');
    await dialog(page)
      .getByLabel('Мне есть 18 лет, я принимаю пользовательское соглашение')
      .check();
    await dialog(page).getByRole('button', { name: 'Регистрация' }).click();
    await balance(page).waitFor();
    expect(await balance(page).textContent()).toBe('0\u00a0₽');
    expect(await dialog(page).count()).toBe(0);
  });

  it('?login opens the login modal; Escape closes it and focus returns', async () => {
    const { page } = await newPage();
    await page.goto(`${app}/`);
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
    await loginByEmail(page);
    const cookie = (await context.cookies(app)).find((c) => c.name === 'bearerToken');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
    await page.goto(`${app}/profile`);
    await page.getByText('Ivan Petrov').waitFor();
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.locator('.account').getByRole('link', { name: 'Войти' }).waitFor();
    expect((await context.cookies(app)).find((c) => c.name === 'bearerToken')).toBeUndefined();
    await page.getByText('Войдите, чтобы увидеть профиль.').waitFor();
  });

  it('logs in with an SMS code', async () => {
    const { page } = await newPage();
    await page.goto(`${app}/?login`);
    await dialog(page).getByRole('button', { name: 'Войти по коду из SMS' }).click();
    await dialog(page).getByRole('heading', { name: 'Вход по коду из SMS' }).waitFor();
    await dialog(page).getByLabel('Телефон').fill('9161234567');
    await dialog(page).getByRole('button', { name: 'Получить код' }).click();
    await dialog(page).getByLabel('Код', { exact: true }).fill('4821');
    await dialog(page).getByRole('button', { name: 'Войти', exact: true }).click();
    await balance(page).waitFor();
  });

  it('a 401 in the middle of a session refreshes the token once and keeps the player logged in', async () => {
    const { page } = await newPage();
    await loginByEmail(page);
    let failed = false;
    let refreshes = 0;
    page.on('request', (r) => {
      if (r.url() === `${mock}/auth/refresh-token` && r.method() === 'POST') refreshes += 1;
    });
    await page.route(`${mock}/profile/freeSpins`, async (route) => {
      if (route.request().method() === 'GET' && !failed) {
        failed = true;
        return route.fulfill({
          status: 401,
          headers: { ...CORS, 'WWW-Authenticate': 'Bearer' },
          contentType: 'application/json',
          body: '{"message":"Unauthenticated."}',
        });
      }
      return route.continue();
    });
    await page.goto(`${app}/profile/bonuses`);
    await page.locator('.free-spins').getByText('Book of Dead').waitFor();
    expect(failed).toBe(true);
    expect(refreshes).toBe(1);
    expect(await balance(page).count()).toBe(1);
  });

  it('refuses an SSO address on a host that is not allowed, and follows an allowed one with the address base64-encoded', async () => {
    const { page, console } = await newPage();
    let sso = 'https://evil.example/login';
    await page.route(`${mock}/api/v2/auth/login/email/password`, (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fulfill({ status: 204, headers: CORS })
        : route.fulfill({
            status: 200,
            headers: CORS,
            contentType: 'application/json',
            body: JSON.stringify({ success: true, token: 'tok-sso', sso }),
          }),
    );
    await loginByEmail(page);
    expect(new URL(page.url()).host).toBe(new URL(app).host);
    await expect
      .poll(() =>
        console.some(
          (line) => line.includes('SSO refused: host not allowed') && line.includes('evil.example'),
        ),
      )
      .toBe(true);

    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.locator('.account').getByRole('link', { name: 'Войти' }).waitFor();
    sso = 'https://auth.example.org/login';
    await page.route('https://auth.example.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>SSO</h1>' }),
    );
    await loginByEmail(page, false);
    await page.waitForURL(/^https:\/\/auth\.example\.org\/login/);
    const target = new URL(page.url());
    expect(atob(target.searchParams.get('url') ?? '')).toBe(`${app}/`);
  });
});
