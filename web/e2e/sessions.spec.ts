// Sessions in Chromium against the sandbox, with two pages of one
// browser context as two tabs of one player: an expired token in both
// refreshes once and keeps both logged in; a logout in one logs out the other
// at once (balance, invoice polling, free-spin widget); a profile that fails
// to load keeps the session and offers a retry; a 401 on the refresh sends
// the player to the mirror's SSO link on an allowed host, and nowhere else;
// an account the operator closed (the profile's 403) is signed out with the
// reason said.
// The players, their tokens, invoices and free spins are the sandbox's; a
// 429 and an HTML page, which the sandbox does not serve, are scripted.
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { CORS, useChromium } from './browser.ts';
import { playerShown } from './player.ts';
import {
  callApi,
  clearFaults,
  control,
  registerPlayer,
  restoreSite,
  setFault,
  setSite,
} from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');
const api = inject('apiUrl');

const bearer = (request: Request) => request.headers().authorization ?? '';
const balance = (page: Page) => page.locator('.account__balance');
const loginLink = (page: Page) => page.locator('.account').getByRole('link', { name: 'Войти' });
const token = async (context: BrowserContext) =>
  (await context.cookies(app)).find((c) => c.name === 'bearerToken')?.value;

describe.skipIf(!chromiumWs)('sessions in Chromium', () => {
  const chromium = useChromium(chromiumWs as string);
  // Faults and the site's SSO link are the whole sandbox's: put them back.
  afterEach(async () => {
    await clearFaults();
    await restoreSite();
  });

  /**
   * A context (the player's browser) logged in as the app leaves it: the token
   * cookie and, in local storage, the session id a login writes (so the SDK
   * checks calls against the session id, not only its own refreshes).
   */
  async function playerContext(value: string): Promise<BrowserContext> {
    const context = await chromium.visitor();
    await context.addCookies([{ name: 'bearerToken', value, url: app }]);
    await context.addInitScript(() => {
      if (localStorage.getItem('e2e:session-seeded')) return;
      localStorage.setItem('e2e:session-seeded', '1');
      localStorage.setItem('casino:session', String(Date.now() + Math.random()));
    });
    return context;
  }

  it('both tabs get a 401 at once: one refresh, both stay logged in with the new token', async () => {
    const player = await registerPlayer();
    const context = await playerContext(player.token);
    const refreshes: string[] = [];
    context.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === `${api}/auth/refresh-token`)
        refreshes.push(bearer(request));
    });
    // The token expires: the sandbox refuses it (a 401) and the refresh
    // rotates it once (the old token is then spent, as on the real API); the
    // refresh answers late, so both tabs wait on it.
    await control('tokens/expire', { token: player.token });
    await setFault('POST /auth/refresh-token', 'slow', { ms: 500, times: 1 });
    const [one, two] = await Promise.all([context.newPage(), context.newPage()]);
    await Promise.all([one.goto(`${app}/`), two.goto(`${app}/`)]);
    await Promise.all([playerShown(one), playerShown(two)]);
    const session = () => one.evaluate(() => localStorage.getItem('casino:session'));
    expect(await session()).toMatch(/^\d+(\.\d+)?$/); // the real path: a stored session id
    expect(refreshes).toEqual([`Bearer ${player.token}`]);
    const fresh = await token(context);
    expect(fresh).not.toBe(player.token);
    // The new token is the sandbox's, and works.
    expect(await callApi<{ id: number }>(fresh ?? '', 'GET', '/profile/user')).toMatchObject({
      id: player.id,
    });
    expect(await loginLink(one).count()).toBe(0);
    expect(await loginLink(two).count()).toBe(0);
    await context.close();
  });

  it('a logout in one tab logs out the other at once: no balance, no invoice polling, no free-spin widget', async () => {
    const player = await registerPlayer();
    // At a zero balance the automatic PayIn opens 17 s after login: on a slow
    // run its dialog would cover the first tab's account menu. Not this test's matter.
    await callApi(player.token, 'PUT', '/responsible/limits', { auto_payin: false });
    const context = await playerContext(player.token);
    // An open invoice of the sandbox (waiting for payment), stored as PayIn
    // stores it, before the first page loads.
    const config = await callApi(player.token, 'POST', '/billing/payment', {
      method_hash: 'card-rub',
      amount: 1000,
    });
    await context.addInitScript((config) => {
      if (localStorage.getItem('e2e:seeded')) return;
      localStorage.setItem('e2e:seeded', '1');
      localStorage.setItem(
        'casino:invoice',
        JSON.stringify({ config, expiresAt: Date.now() + 1_200_000 }),
      );
    }, config);
    const one = await context.newPage();
    await one.goto(`${app}/bonuses`);
    await playerShown(one);
    const two = await context.newPage();
    let polls = 0; // the second tab's
    two.on('request', (r) => {
      if (r.method() === 'GET' && r.url().startsWith(`${api}/billing/payment/status/`)) polls += 1;
    });
    await two.clock.install();
    await two.goto(`${app}/bonuses`);
    // Every new player has the sandbox's welcome free spins, on game 1.
    const widget = two.getByRole('complementary', { name: 'У вас есть фриспины' });
    await widget.getByText('Book of Dead').waitFor();
    await playerShown(two);
    const before = polls;
    await two.clock.fastForward(5_000);
    await expect.poll(() => polls).toBeGreaterThan(before);

    // Log out is in the account menu. A dialog the app opened by itself
    // meanwhile on a slow run (the automatic PayIn when the limits' answer
    // is late, a payment's result) would cover it: it is closed, and named
    // in the run's output, since it is not this test's matter.
    await one.addLocatorHandler(one.locator('dialog[open]'), async (dialog) => {
      console.log(
        `sessions: closed a dialog over the menu: ${(await dialog.innerText()).slice(0, 120)}`,
      );
      await one.keyboard.press('Escape');
    });
    await one.getByRole('button', { name: 'Меню аккаунта' }).click();
    await one.getByRole('button', { name: 'Выйти' }).click();
    await loginLink(one).waitFor();
    // The second tab, not reloaded, follows.
    await loginLink(two).waitFor({ timeout: 5_000 });
    expect(await balance(two).count()).toBe(0);
    await expect.poll(() => widget.count()).toBe(0);
    expect(await two.evaluate(() => localStorage.getItem('casino:invoice'))).toBeNull();
    expect(await token(context)).toBeUndefined();
    const after = polls;
    await two.clock.fastForward(20_000);
    // A wait that proves something did NOT happen: no poll follows the
    // logout (four would be due in these 20 s). Nothing on the page marks
    // "no request": this gives one the time to show up.
    await one.waitForTimeout(300);
    expect(polls).toBe(after);
    await context.close();
  });

  /** How the profile fails: a fault of the sandbox, or (what it does not serve) a scripted answer. */
  type Failure =
    | { fault: 'error' | 'malformed' }
    | { status: number; contentType: string; body: string };

  it.each<[string, Failure]>([
    ['500 (the sandbox fails)', { fault: 'error' }],
    ['truncated JSON (the sandbox answers broken JSON)', { fault: 'malformed' }],
    ['429', { status: 429, contentType: 'application/json', body: '{"message":"Too Many"}' }],
    ['a 200 with HTML', { status: 200, contentType: 'text/html', body: '<!doctype html><p>hi' }],
  ])('a profile answering %s keeps the session and offers a retry', async (_, failure) => {
    const player = await registerPlayer();
    const context = await playerContext(player.token);
    const page = await context.newPage();
    let failing = true;
    if ('fault' in failure) await setFault('GET /profile/user', failure.fault);
    else
      await page.route(`${api}/profile/user`, (route) => {
        if (route.request().method() === 'OPTIONS' || !failing) return route.fallback();
        return route.fulfill({ ...failure, headers: CORS });
      });
    await page.goto(`${app}/`);
    await page.getByText('Не удалось загрузить ваш аккаунт.').waitFor();
    expect(await token(context)).toBe(player.token);
    expect(await loginLink(page).count()).toBe(0);
    failing = false;
    await clearFaults();
    await page.getByRole('button', { name: 'Повторить' }).click();
    await playerShown(page);
    expect(await token(context)).toBe(player.token);
    await context.close();
  });

  /**
   * A player whose session has ended on the server (logged out elsewhere:
   * the sandbox refuses the token and its refresh), on a mirror with this SSO link.
   */
  async function expiredOnMirror(sso: string) {
    const player = await registerPlayer();
    await callApi(player.token, 'PUT', '/auth/logout');
    await setSite({ sso });
    const context = await playerContext(player.token);
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (m) => console.push(m.text()));
    const mirror = page.waitForEvent(
      'requestfinished',
      (r) => r.url() === `${api}/middleware/mirror` && r.method() === 'POST',
    );
    // The profile's 401 arrives late, after the start-up has its mirror data:
    // the answer read, then one task of the page (the start-up keeps the SSO
    // link in the microtasks that follow the answer).
    await page.route(`${api}/profile/user`, async (route) => {
      if (route.request().method() === 'OPTIONS') return route.fallback();
      try {
        await mirror;
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      } catch {
        // The page went (to the SSO page, or closed at the test's end) before: nothing to hold back.
      }
      return route.fallback().catch(() => undefined);
    });
    await page.route('https://auth.example.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>SSO</h1>' }),
    );
    await page.goto(`${app}/games/crash?x=1`);
    return { context, page, console };
  }

  it('a 401 on the refresh sends the player to the SSO link on an allowed host, whenever it comes', async () => {
    const { context, page } = await expiredOnMirror('https://auth.example.org/login?client=casino');
    await page.waitForURL(/^https:\/\/auth\.example\.org\/login/);
    const target = new URL(page.url());
    expect(target.searchParams.get('client')).toBe('casino');
    expect(target.searchParams.get('url')).toBe(`${app}/games/crash?x=1`);
    expect(await token(context)).toBeUndefined();
    await context.close();
  });

  it('a closed account: the profile’s 403 signs the player out and says why, in the page’s language', async () => {
    const player = await registerPlayer();
    const context = await playerContext(player.token);
    const page = await context.newPage();
    await page.goto(`${app}/`);
    await playerShown(page, 0);
    await control('players/block', { token: player.token });
    // The next load of the profile (a reload here) meets the 403.
    await page.reload();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Доступ к аккаунту закрыт, и вы вышли из него.');
    await loginLink(page).waitFor();
    expect(await token(context)).toBeUndefined();
    await context.close();
  });

  it('a 401 on the refresh never follows an SSO link on a host that is not allowed', async () => {
    const { context, page, console } = await expiredOnMirror('https://evil.example/login');
    await loginLink(page).waitFor();
    await expect
      .poll(() => console.some((line) => line.includes('SSO refused: host not allowed')))
      .toBe(true);
    expect(new URL(page.url()).origin).toBe(app);
    await context.close();
  });
});
