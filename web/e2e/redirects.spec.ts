// Redirects that cannot be bent, login by link and framing (each a way to
// lead a visitor astray), in Chromium against the built app and the sandbox:
// a mirror redirect keeps a hostile page path on the allowed mirror, a hostile
// in-app path renders a page on this origin, a login link never swaps a
// session silently and leaves the address bar at once, and the app refuses to
// be framed.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { passOn, useChromium } from './browser.ts';
import { callApi, type Player, registerPlayer, restoreSite, setSite, signIn } from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

/** A site framing the app (answered by the test's route, never contacted). */
const ATTACKER = 'http://localhost:9/prize';

/** The mirror the build allows (VITE_MIRROR_HOSTS in global-setup.ts). */
const MIRROR = 'https://mirror-e2e.example';

describe.skipIf(!chromiumWs)('redirects in Chromium', () => {
  const chromium = useChromium(chromiumWs as string);
  // The site's mirror move is the whole sandbox's: put it back.
  afterEach(restoreSite);

  /** A page of a site that moved to the allowed mirror (GET /mirror names it), which answers with a plain page. */
  async function onMirrorMove(): Promise<Page> {
    await setSite({ newLink: `${MIRROR}/` });
    const context = await chromium.visitor();
    const page = await context.newPage();
    await page.route(`${MIRROR}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>mirror</p>' }),
    );
    return page;
  }

  it('a mirror redirect carries a hostile page path as a path of the allowed mirror', async () => {
    for (const path of ['//evil.example/steal', '/\\evil.example/steal']) {
      const page = await onMirrorMove();
      await page.goto(`${app}${path}?a=1`);
      await page.waitForURL((url) => url.origin === MIRROR);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/evil.example/steal');
      expect(url.search).toBe('?a=1&mirror_redirect=1');
    }
  });

  it('/en//evil.example/x renders a page of the app on its own origin (no white screen)', async () => {
    const context = await chromium.visitor({ locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${app}/en//evil.example/x`);
    await page.getByRole('heading', { name: /Page Not Found/ }).waitFor();
    expect(new URL(page.url()).origin).toBe(app);
    expect(errors).toEqual([]);
  });

  it('//evil.example/x with a query flag or a marker the app drops: a page of the app, no white screen', async () => {
    for (const query of ['?login', '?mirror_redirect=1']) {
      const context = await chromium.visitor();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${app}//evil.example/x${query}`);
      await page.getByRole('heading', { name: /Страница не найдена/ }).waitFor();
      await expect.poll(() => new URL(page.url()).search).toBe('');
      expect(new URL(page.url()).origin).toBe(app);
      expect(errors).toEqual([]);
    }
  });

  it('/en//evil.example/x for a player whose profile says ru: the en page of that path, on this origin, en saved', async () => {
    const context = await chromium.visitor({ locale: 'en-US' });
    const player = await registerPlayer({ locale: 'ru' });
    await signIn(context, app, player);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${app}/en//evil.example/x?a=1`);
    // The address's /en is an explicit choice: it wins over the profile's ru
    // (and is saved in its place); the page stays on this origin, unmoved.
    await page.getByRole('heading', { name: /Page Not Found/ }).waitFor();
    expect(page.url()).toBe(`${app}/en//evil.example/x?a=1`);
    await expect
      .poll(
        async () =>
          (await callApi<{ locale: string }>(player.token, 'GET', '/profile/user')).locale,
      )
      .toBe('en');
    expect(errors).toEqual([]);
  });

  /** A visitor's page recording every request's address and body (where a token must never show). */
  async function linkVisitor(cookies: Record<string, string>) {
    const context = await chromium.visitor();
    await context.addCookies(
      Object.entries(cookies).map(([name, value]) => ({ name, value, url: app })),
    );
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
    const bearer = async () =>
      (await context.cookies(app)).find((c) => c.name === 'bearerToken')?.value;
    const cookie = async (name: string) =>
      (await context.cookies(app)).find((c) => c.name === name)?.value;
    return { page, sent, bearer, cookie };
  }

  /** A login link carrying the attacker's token. */
  const linkOf = (attacker: Player) =>
    `/games/slots?simple_auth=1&simpleAuthToken=${attacker.token}&subH=s1`;

  it('a login link never swaps a session silently: the player sees both accounts and chooses', async () => {
    const [player, attacker] = await Promise.all([registerPlayer(), registerPlayer()]);
    const LINK = linkOf(attacker);
    const { page, sent, bearer } = await linkVisitor({
      bearerToken: player.token,
      simpleAuth: '1',
    });
    await page.goto(`${app}${LINK}`);
    const dialog = page.getByRole('dialog', { name: 'Сменить аккаунт?' });
    await dialog.getByText(`№ ${attacker.id} (${attacker.email})`).waitFor();
    await dialog.getByText(`Сейчас вы вошли в аккаунт № ${player.id} (${player.email}).`).waitFor();
    expect(new URL(page.url()).search).toBe('?subH=s1');
    expect(await bearer()).toBe(player.token);

    await dialog.getByRole('button', { name: 'Нет, остаться в своём аккаунте' }).click();
    await dialog.waitFor({ state: 'detached' });
    // A wait that proves something did NOT happen: no sign-in follows the
    // refusal. Nothing on the page marks "no sign-in": this gives one the time
    // to show up (the link's token reaching the cookie, or any request: see the end).
    await page.waitForTimeout(500);
    expect(await bearer()).toBe(player.token);

    // The same link again, and this time the player confirms.
    await page.goto(`${app}${LINK}`);
    await dialog.getByText(`№ ${attacker.id} (${attacker.email})`).waitFor();
    await dialog.getByRole('button', { name: 'Да, войти в этот аккаунт' }).click();
    await expect.poll(bearer).toBe(attacker.token);
    // Only the profile check and the session carry the token, in the Authorization header.
    expect(sent.filter((line) => line.includes(attacker.token))).toEqual([
      `${app}${LINK} `,
      `${app}${LINK} `,
    ]);
  });

  it('a login link opened twice by a guest neither sets simpleAuth nor signs in, and leaves the address at once', async () => {
    const attacker = await registerPlayer();
    const LINK = linkOf(attacker);
    const { page, sent, bearer, cookie } = await linkVisitor({});
    for (let visit = 0; visit < 2; visit += 1) {
      await page.goto(`${app}${LINK}`);
      await expect.poll(() => new URL(page.url()).search).toBe('?subH=s1');
      await page.getByRole('link', { name: 'Войти' }).first().waitFor();
    }
    // The page-open event (subH) is reported, with the address without the token.
    await expect
      .poll(() => sent.some((line) => line.includes('/middleware/registerPageOpenEvent')))
      .toBe(true);
    expect(await cookie('simpleAuth')).toBeUndefined();
    expect(await bearer()).toBeUndefined();
    expect(sent.filter((line) => line.includes(attacker.token))).toEqual([
      `${app}${LINK} `,
      `${app}${LINK} `,
    ]);
  });

  it('the preview server forbids framing on every answer', async () => {
    for (const path of ['/', '/en/games/slots', '/manifest.webmanifest', '/no-such-file.js']) {
      const answer = await fetch(`${app}${path}`);
      expect(answer.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  /**
   * Another site's page framing the app's login form; `stripHeaders` plays a
   * host that ignores them.
   */
  async function framedLogin(stripHeaders: boolean) {
    const context = await chromium.visitor();
    const page = await context.newPage();
    await page.route(ATTACKER, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<h1>Win a prize</h1><iframe src="${app}/?login" width="800" height="600"></iframe>`,
      }),
    );
    // The app's answers pass through the test too: Chromium's private-network
    // rules would otherwise refuse a routed page's frame of a loopback server.
    await page.route(`${app}/**`, (route) =>
      passOn(route, async (answer) => {
        const headers = { ...answer.headers() };
        if (stripHeaders) {
          delete headers['content-security-policy'];
          delete headers['x-frame-options'];
        }
        return { response: answer, headers };
      }),
    );
    await page.goto(ATTACKER);
    // The frame has navigated (to the app, or to the browser's error page when
    // it refuses the frame) and loaded: the app's entry module has run, which
    // renders the page, or, framed, empties the prerendered markup of #root.
    const frame = () => page.frames().find((f) => f.parentFrame() === page.mainFrame());
    await expect.poll(() => frame()?.url() ?? 'about:blank').not.toBe('about:blank');
    await frame()?.waitForLoadState('load');
    return page;
  }

  it('a page framing the app gets no login form: the browser refuses the frame', async () => {
    const page = await framedLogin(false);
    expect(page.frames().filter((frame) => frame.url().startsWith(app))).toEqual([]);
    for (const frame of page.frames()) {
      expect(await frame.locator('dialog, input[type="password"]').count()).toBe(0);
    }
  });

  it('a page framing the app on a host that ignores the headers: the app does not render', async () => {
    const page = await framedLogin(true);
    const framed = page.frames().find((frame) => frame.url().startsWith(app));
    expect(framed).toBeDefined();
    expect(await framed?.locator('#root > *').count()).toBe(0);
    expect(await framed?.locator('dialog, input[type="password"]').count()).toBe(0);
  });
});
