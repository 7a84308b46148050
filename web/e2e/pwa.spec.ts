// The installable app in Chromium against the production build: the worker
// registers at /sw.js with the root scope, the manifest is valid and the app
// installable, a page seen once opens offline, no API answer is cached, and a
// newer build on the server is offered as a reload.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { startUpsMounted, useChromium } from './browser.ts';
import { playerShown } from './player.ts';
import { registerPlayer, SITE, signIn } from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');
const api = inject('apiUrl');

/**
 * Waits until the page is controlled by an active worker; returns its script
 * and scope. The worker registers once the page has loaded and installs by
 * fetching the whole precache, which a busy machine takes its time over: no
 * bound of its own (the test's timeout catches a hang).
 */
async function controlled(page: Page): Promise<{ script: string; scope: string }> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 0,
  });
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { script: registration.active?.scriptURL ?? '', scope: registration.scope };
  });
}

describe.skipIf(!chromiumWs)('installable app in Chromium', () => {
  const chromium = useChromium(chromiumWs as string);

  it('registers /sw.js at the root scope and is installable with a valid manifest', async () => {
    const context = await chromium.visitor({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${app}/en/`);
    expect(await controlled(page)).toEqual({ script: `${app}/sw.js`, scope: `${app}/` });

    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
      data?: string;
    };
    expect(manifest.url).toBe(`${app}/manifest.en.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as {
      name: string;
      start_url: string;
      display: string;
      icons: { sizes: string }[];
    };
    expect(data).toMatchObject({
      name: 'Casino Star — casino and betting',
      start_url: '/en/',
      display: 'standalone',
    });
    expect(data.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito ones, where nothing is installable:
    // every other reason (manifest, icons, worker, secure origin) must be absent.
    expect(installability.installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
    for (const size of ['192', '512', 'maskable-512']) {
      const icon = await page.request.get(`${app}/icons/icon-${size}.png`);
      expect([icon.status(), icon.headers()['content-type']]).toEqual([200, 'image/png']);
    }
    await context.close();
  });

  it('opens a page it has seen while offline, and keeps no API answer in its caches', async () => {
    const context = await chromium.visitor();
    const page = await context.newPage();
    await page.goto(`${app}/bonuses`);
    await controlled(page);
    await page.getByRole('heading', { level: 1, name: 'Бонусы' }).waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Бонусы' }).waitFor();
    await context.setOffline(false);

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(10);
    expect(cached.filter((url) => url.startsWith(api) || url.includes('/builds/'))).toEqual([]);
    await context.close();
  });

  it('offers a reload when builds/latest.json names a newer build', async () => {
    const context = await chromium.visitor({ locale: 'en-US' });
    const page = await context.newPage();
    await page.clock.install();
    let served = 0;
    await page.route(`${app}/builds/latest.json**`, (route) => {
      served += 1;
      return route.fulfill({
        contentType: 'application/json',
        json: { buildId: 'next-build', timestamp: Date.now() + 60_000 },
      });
    });
    await page.goto(`${app}/en/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The build watcher starts after the first paint: its minute counts from then.
    await startUpsMounted(context);
    expect(await page.getByText('A new version of the site is out.').count()).toBe(0);
    await page.clock.fastForward(61_000);
    await page.getByText('A new version of the site is out.').waitFor();
    expect(served).toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: 'Reload' }).waitFor();
    await context.close();
  });

  it('carries a Content-Security-Policy that the app itself never breaks', async () => {
    const context = await chromium.visitor();
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { violations: string[] }).violations.push(
          `${event.effectiveDirective} ${event.blockedURI}`,
        ),
      );
    });
    await page.goto(`${app}/`);
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    // Scripts: the app's own and the one inline script of a prerendered page, by its hash.
    expect(policy).toMatch(
      /^default-src 'self'; script-src 'self' 'sha256-[\w+/=]+'; connect-src 'self' http:\/\/127\.0\.0\.1:\d+ https:;/,
    );
    for (const path of ['/', '/bonuses?promo=WELCOME100', '/games/slots', '/?login']) {
      await page.goto(`${app}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await page.getByRole('dialog').waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
    ).toEqual([]);
    await context.close();
  });

  it('checks the mirrors 10-55 s after login and reports every listed one', async () => {
    const context = await chromium.visitor();
    await signIn(context, app, await registerPlayer());
    const page = await context.newPage();
    await page.clock.install();
    const reports: unknown[] = [];
    page.on('request', (request) => {
      if (request.url() === `${api}/api/sendAntiBonusResult` && request.method() === 'POST') {
        reports.push(request.postDataJSON());
      }
    });
    await page.goto(`${app}/`);
    await playerShown(page);
    // The checks load after the first paint and store their first run time at once.
    const stored = () => page.evaluate(() => Number(localStorage.getItem('nextMirrorCheckAt')));
    await expect.poll(stored).toBeGreaterThan(0);
    const delay = (await stored()) - (await page.evaluate(() => Date.now()));
    expect(delay).toBeGreaterThan(9_000);
    expect(delay).toBeLessThanOrEqual(55_000);
    // Hold the clock a second before the check is due (on a busy machine a
    // running clock could reach it before the next line), then step over it.
    await page.clock.pauseAt((await stored()) - 1_000);
    expect(reports).toEqual([]);
    await page.clock.fastForward(2_000);
    await expect.poll(() => reports.length).toBe(1);
    // The site lists three .example mirrors; none is reachable from loopback.
    expect(reports[0]).toEqual({
      results: Object.fromEntries(SITE.mirrors.map((mirror) => [mirror, null])),
    });
    // The next check is 5 minutes on, and stored for a reload.
    const ahead = async () => (await stored()) - (await page.evaluate(() => Date.now()));
    await expect.poll(ahead).toBeGreaterThan(290_000);
    expect(await ahead()).toBeLessThanOrEqual(300_000);
    await context.close();
  });
});
