// The player's language in Chromium against the sandbox: a
// visitor who registers at /en or /kz gets the interface, and a profile, in
// that language; a profile whose language is Kazakh gets the Kazakh interface
// at login, whatever the address and the browser say; after that, an explicit
// choice (an /en address, the language switch) wins and is saved to the
// profile. Nothing is scripted
// with page.route: the profile is the sandbox's.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';
import { callApi, registerPlayer, submitEmailLogin, uniqueEmail } from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

const dialog = (page: Page) => page.getByRole('dialog');
const account = (page: Page) => page.locator('.account');
const token = async (page: Page) =>
  (await page.context().cookies(app)).find((c) => c.name === 'bearerToken')?.value ?? null;

/** The interface texts each language is recognised by. */
const TEXTS = {
  en: {
    lang: 'en-US',
    password: 'Password',
    agree: 'I am 18 or older and accept the user agreement',
    signup: 'Sign up',
    deposit: 'Deposit',
    menu: 'Account menu',
    profile: 'Profile',
    welcome: 'Welcome to Casino Star!',
    later: 'Later',
  },
  kz: {
    lang: 'kk-KZ',
    password: 'Құпиясөз',
    agree: 'Маған 18 жас толды, пайдаланушы келісімін қабылдаймын',
    signup: 'Тіркелу',
    deposit: 'Толтыру',
    menu: 'Аккаунт мәзірі',
    profile: 'Профиль',
    welcome: 'Casino Star-ға қош келдіңіз!',
    later: 'Кейінірек',
  },
} as const;

/** The header of a signed-in player is in `code`'s language, and so is <html lang>. */
async function signedInIn(page: Page, code: keyof typeof TEXTS): Promise<void> {
  const texts = TEXTS[code];
  await account(page).getByRole('button', { name: texts.menu }).waitFor();
  await account(page).getByRole('link', { name: texts.deposit }).waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe(texts.lang);
  expect(new URL(page.url()).pathname.startsWith(`/${code}/`)).toBe(true);
}

describe.skipIf(!chromiumWs)("the player's language in Chromium, against the sandbox", () => {
  const chromium = useChromium(chromiumWs as string);

  for (const code of ['en', 'kz'] as const) {
    it(`registering at /${code}: the interface and the new profile are in that language`, async () => {
      const texts = TEXTS[code];
      // A Russian browser: the address is what chooses the language.
      const context = await chromium.visitor({ locale: 'ru-RU' });
      const page = await context.newPage();
      await page.goto(`${app}/${code}/?signup`);
      await dialog(page).getByRole('heading', { name: texts.signup }).waitFor();
      await dialog(page)
        .getByLabel('E-mail')
        .fill(uniqueEmail(`lang-${code}`));
      await dialog(page).getByLabel(texts.password).fill('l4ng-pass');
      await dialog(page).getByLabel(texts.agree).check();
      await dialog(page).getByRole('button', { name: texts.signup }).click();
      // The registration ends on the welcome, in that language too.
      await dialog(page).getByRole('heading', { name: texts.welcome }).waitFor();
      await dialog(page).getByRole('button', { name: texts.later }).click();
      await signedInIn(page, code);
      // The registration was sent in this language, which the profile keeps.
      const profile = await callApi<{ locale: string | null }>(
        await token(page),
        'GET',
        '/profile/user',
      );
      expect(profile.locale).toBe(code);
      // A page load later the interface is still in it, a profile page included.
      await page.goto(`${app}/${code}/profile`);
      await page.getByRole('heading', { level: 1, name: texts.profile }).waitFor();
      await signedInIn(page, code);
      await context.close();
    });
  }

  it('a profile whose language is kz gets the Kazakh interface at login; then /en and the switch win and are saved', async () => {
    const player = await registerPlayer({ email: uniqueEmail('lang-profile'), locale: 'ru' });
    await callApi(player.token, 'PUT', '/profile/settings', { locale: 'kz' });
    const context = await chromium.visitor({ locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto(`${app}/games/slots?login`);
    await submitEmailLogin(page, player.email as string, player.password);
    await page.waitForURL(`${app}/kz/games/slots`);
    await signedInIn(page, 'kz');
    await page.getByRole('heading', { level: 1, name: 'Слоттар' }).waitFor();
    const cookie = (await context.cookies(app)).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('kz');

    // Later, an explicit choice wins: an /en address stays English, and the
    // profile is saved in English.
    await page.goto(`${app}/en/games/slots`);
    await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
    await signedInIn(page, 'en');
    await expect
      .poll(
        async () =>
          (await callApi<{ locale: string }>(player.token, 'GET', '/profile/user')).locale,
      )
      .toBe('en');
    // So does the language switch, back to Russian (no prefix) and saved.
    await page.getByRole('button', { name: 'RU', exact: true }).click();
    await page.waitForURL(`${app}/games/slots`);
    await account(page).getByRole('button', { name: 'Меню аккаунта' }).waitFor();
    await expect
      .poll(
        async () =>
          (await callApi<{ locale: string }>(player.token, 'GET', '/profile/user')).locale,
      )
      .toBe('ru');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Слоты' }).waitFor();
    await context.close();
  });
});
