// Sessions in Chromium (issue 16), with two pages of one browser context as
// two tabs of one player: a 401 in both refreshes once and keeps both logged
// in; a logout in one logs out the other at once (balance, invoice polling,
// free-spin widget); a profile that fails to load keeps the session and offers
// a retry; a 401 on the refresh sends the player to the mirror's SSO link on an
// allowed host, and nowhere else.
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CORS, useChromium } from './browser.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');
const mock = inject('mockUrl');

/** Answers a scripted call of the (cross-origin) API, its preflight included. */
function answer(route: Route, status: number, body: unknown): Promise<void> {
  if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
  return route.fulfill({
    status,
    headers: CORS,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
}

const bearer = (request: Request) => request.headers().authorization ?? '';
const balance = (page: Page) => page.locator('.account__balance');
const loginLink = (page: Page) => page.locator('.account').getByRole('link', { name: 'Войти' });
const token = async (context: BrowserContext) =>
  (await context.cookies(app)).find((c) => c.name === 'bearerToken')?.value;

describe.skipIf(!chromiumWs)('sessions in Chromium', () => {
  const chromium = useChromium(chromiumWs as string);

  /**
   * A context (the player's browser) logged in as the app leaves it: the token
   * cookie and, in local storage, the session id a login writes (so the SDK
   * checks calls against the session id, not only its own refreshes).
   */
  async function playerContext(value = 'tok-old'): Promise<BrowserContext> {
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
    const context = await playerContext();
    const refreshes: string[] = [];
    // The server: the old token is refused; the refresh rotates it once (the
    // old token is then spent, as on the real API).
    await context.route(`${mock}/profile/user`, async (route) => {
      if (route.request().method() !== 'OPTIONS' && bearer(route.request()) === 'Bearer tok-old')
        return answer(route, 401, { message: 'Unauthenticated.' });
      return route.fallback();
    });
    await context.route(`${mock}/auth/refresh-token`, async (route) => {
      if (route.request().method() === 'OPTIONS') return answer(route, 204, null);
      refreshes.push(bearer(route.request()));
      if (refreshes.length > 1) return answer(route, 401, { message: 'Token has been rotated.' });
      await new Promise((resolve) => setTimeout(resolve, 500)); // both tabs wait on it
      return answer(route, 200, { access_token: 'tok-new' });
    });
    const [one, two] = await Promise.all([context.newPage(), context.newPage()]);
    await Promise.all([one.goto(`${app}/`), two.goto(`${app}/`)]);
    await Promise.all([balance(one).waitFor(), balance(two).waitFor()]);
    const session = () => one.evaluate(() => localStorage.getItem('casino:session'));
    expect(await session()).toMatch(/^\d+(\.\d+)?$/); // the real path: a stored session id
    expect(refreshes).toEqual(['Bearer tok-old']);
    expect(await token(context)).toBe('tok-new');
    expect(await loginLink(one).count()).toBe(0);
    expect(await loginLink(two).count()).toBe(0);
    await context.close();
  });

  it('a logout in one tab logs out the other at once: no balance, no invoice polling, no free-spin widget', async () => {
    const context = await playerContext('player-token');
    // An open invoice, stored before the first page loads.
    await context.addInitScript(() => {
      if (localStorage.getItem('e2e:seeded')) return;
      localStorage.setItem('e2e:seeded', '1');
      const config = {
        hash: 'h',
        id: 9001,
        amount: 1000,
        shop_amount: 1000,
        commission: 0,
        life_time: 1200,
        type: 'card',
        card: { card_number: '2200 1234 5678 9012' },
        sum_was_changed: false,
      };
      localStorage.setItem(
        'casino:invoice',
        JSON.stringify({ config, expiresAt: Date.now() + 1_200_000 }),
      );
    });
    await context.route(`${mock}/billing/payment/status/**`, (route) =>
      answer(route, 200, { status: 1 }),
    );
    const expires = new Date(Date.now() + 3_600_000).toISOString();
    await context.route(`${mock}/profile/freeSpins`, (route) =>
      answer(route, 200, { data: [{ id: 412, game: { id: 3101 }, expiration_at: expires }] }),
    );
    const one = await context.newPage();
    await one.goto(`${app}/bonuses`);
    await balance(one).waitFor();
    const two = await context.newPage();
    let polls = 0; // the second tab's
    two.on('request', (r) => {
      if (r.method() === 'GET' && r.url().startsWith(`${mock}/billing/payment/status/`)) polls += 1;
    });
    await two.clock.install();
    await two.goto(`${app}/bonuses`);
    const widget = two.getByRole('complementary', { name: 'У вас есть фриспины' });
    await widget.getByText('Book of Dead').waitFor();
    await balance(two).waitFor();
    const before = polls;
    await two.clock.fastForward(5_000);
    await expect.poll(() => polls).toBeGreaterThan(before);

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
    await one.waitForTimeout(300);
    expect(polls).toBe(after);
    await context.close();
  });

  it.each([
    ['500', { status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' }],
    ['429', { status: 429, contentType: 'application/json', body: '{"message":"Too Many"}' }],
    ['a 200 with HTML', { status: 200, contentType: 'text/html', body: '<!doctype html><p>hi' }],
  ])('a profile answering %s keeps the session and offers a retry', async (_, failure) => {
    const context = await playerContext('player-token');
    const page = await context.newPage();
    let failing = true;
    await page.route(`${mock}/profile/user`, (route) => {
      if (route.request().method() === 'OPTIONS' || !failing) return route.fallback();
      return route.fulfill({ ...failure, headers: CORS });
    });
    await page.goto(`${app}/`);
    await page.getByText('Не удалось загрузить ваш аккаунт.').waitFor();
    expect(await token(context)).toBe('player-token');
    expect(await loginLink(page).count()).toBe(0);
    failing = false;
    await page.getByRole('button', { name: 'Повторить' }).click();
    await balance(page).waitFor();
    expect(await token(context)).toBe('player-token');
    await context.close();
  });

  /** A player whose token the API refuses and cannot refresh, on a mirror with this SSO link. */
  async function expiredOnMirror(sso: string) {
    const context = await playerContext('tok-expired');
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (m) => console.push(m.text()));
    let mirrorAnswered: () => void = () => undefined;
    const mirror = new Promise<void>((resolve) => {
      mirrorAnswered = resolve;
    });
    await page.route(`${mock}/middleware/mirror`, async (route) => {
      if (route.request().method() === 'OPTIONS') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), ...CORS },
        json: { ...(await response.json()), sso },
      });
      mirrorAnswered();
    });
    // The profile's 401 arrives late, after the start-up has its mirror data.
    await page.route(`${mock}/profile/user`, async (route) => {
      if (route.request().method() === 'OPTIONS') return route.fallback();
      await mirror;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return answer(route, 401, { message: 'Unauthenticated.' });
    });
    await page.route(`${mock}/auth/refresh-token`, (route) =>
      answer(route, 401, { message: 'Unauthenticated.' }),
    );
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
