// Redirects that cannot be bent, login by link and framing (issue 16), in
// Chromium against the built app and the mock: a mirror redirect keeps a
// hostile page path on the allowed mirror, a hostile in-app path renders a
// page on this origin, a login link never swaps a session silently and leaves
// the address bar at once, and the app refuses to be framed.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CORS, useChromium } from './browser.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');
const mock = inject('mockUrl');

/** The mirror the build allows (VITE_MIRROR_HOSTS in global-setup.ts). */
const MIRROR = 'https://mirror-e2e.example';

describe.skipIf(!chromiumWs)('redirects in Chromium', () => {
  const chromium = useChromium(chromiumWs as string);

  /** A page whose GET /mirror names the allowed mirror, which answers with a plain page. */
  async function onMirrorMove(): Promise<Page> {
    const context = await chromium.visitor();
    const page = await context.newPage();
    await page.route(`${mock}/mirror`, (route) =>
      route.fulfill({ headers: CORS, json: { redirect: { newLink: `${MIRROR}/` } } }),
    );
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

  it('/en//evil.example/x for a player whose profile says ru: the ru page of that path, on this origin', async () => {
    const context = await chromium.visitor({ locale: 'en-US' });
    await context.addCookies([{ name: 'bearerToken', value: 'player-token', url: app }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${app}/en//evil.example/x?a=1`);
    // The mock's profile has locale ru: the session moves the player to the ru address.
    await page.getByRole('heading', { name: /Страница не найдена/ }).waitFor();
    expect(page.url()).toBe(`${app}/evil.example/x?a=1`);
    expect(errors).toEqual([]);
  });
});
