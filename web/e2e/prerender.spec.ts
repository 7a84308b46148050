// The pages prerendered at build time (build/route-html.ts): every public
// page without parameters has its own HTML file in each language whose
// markup shows the page (its heading) before any script runs, with one title
// and no inline script the page's CSP does not name by its hash; loaded in a browser of that language, the app
// hydrates it without a mismatch (which React reports as an error). A player is given the app's own render instead.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { namedScripts, withStaticImports } from '../../scripts/web-size.ts';
import accountEn from '../src/i18n/locales/account/en.json';
import accountKz from '../src/i18n/locales/account/kz.json';
import accountRu from '../src/i18n/locales/account/ru.json';
import { localizePath } from '../src/i18n/paths.ts';
import { ROUTES, type RouteName } from '../src/shared/lib/paths.ts';
import { hydrated, useChromium } from './browser.ts';
import { registerPlayer } from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');
const dist = inject('distDir');

const LOCALES = ['ru', 'en', 'kz'] as const;
const BROWSER = { ru: 'ru-RU', en: 'en-US', kz: 'kk-KZ' } as const;

/** The prerendered pages: public, without parameters (a player's pages are rendered by the app). */
const PAGES = (Object.keys(ROUTES) as RouteName[]).filter(
  (name) =>
    !ROUTES[name].path.includes(':') &&
    !ROUTES[name].path.startsWith('/profile') &&
    name !== 'error' &&
    name !== 'noAccess',
);

/** The text of the first <h1> of some HTML, tags removed. */
const headingOf = (html: string) =>
  /<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

describe.skipIf(!chromiumWs)('prerendered pages', () => {
  const chromium = useChromium(chromiumWs as string);

  it('every public page has its HTML in each language, with its heading and only hashed inline script', async () => {
    for (const name of PAGES)
      for (const locale of LOCALES) {
        const address = localizePath(ROUTES[name].path, locale);
        const html = await (
          await fetch(app + address, { headers: { Accept: 'text/html' } })
        ).text();
        expect(html, address).toContain(`data-prerendered="${address}"`);
        expect(headingOf(html), address).toBeTruthy();
        expect(html.match(/<title\b/g)?.length, address).toBe(1);
        // Inline scripts: only those the page's CSP names by their hash.
        for (const [, body] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
          const hash = createHash('sha256')
            .update(body as string)
            .digest('base64');
          expect(html, address).toContain(`&#39;sha256-${hash}&#39;`);
        }
      }
  });

  it('hydrates every page without a mismatch', async () => {
    // One language per page, in turn, so each language and each page is seen.
    for (const [i, name] of PAGES.entries()) {
      const locale = LOCALES[i % LOCALES.length] as (typeof LOCALES)[number];
      const address = localizePath(ROUTES[name].path, locale);
      const context = await chromium.visitor({ locale: BROWSER[locale] });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // React reports a mismatch as an uncaught error (production) or on the
      // console; the sandbox's own data (its SSO and mirror hosts) logs other things.
      page.on('console', (m) => {
        if (m.type() === 'error' && /react|hydrat/i.test(m.text())) errors.push(m.text());
      });
      const prerendered = headingOf(await (await fetch(app + address)).text());
      await page.goto(app + address);
      // The page's head replaces the HTML's once the app has hydrated the page and mounted.
      await hydrated(page);
      expect(await page.locator('h1').first().textContent(), address).toBe(prerendered);
      expect(errors, address).toEqual([]);
      await context.close();
    }
  }, 180_000);

  it('names a page the app renders its messages in its own language in the HTML', async () => {
    // The profile (a player's page, rendered by the app) needs the account group first.
    const marks = {
      ru: accountRu.profile.guest,
      en: accountEn.profile.guest,
      kz: accountKz.profile.guest,
    };
    for (const locale of LOCALES) {
      const address = localizePath(ROUTES.profile.path, locale);
      const html = await (await fetch(app + address)).text();
      const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
      const files = await Promise.all(
        preloads.map(async ([, href]) => (await fetch(app + href)).text()),
      );
      expect(
        files.some((code) => code.includes(marks[locale])),
        address,
      ).toBe(true);
      for (const other of LOCALES.filter((l) => l !== locale))
        expect(
          files.some((code) => code.includes(marks[other])),
          address,
        ).toBe(false);
    }
  });

  // What `npm run size` counts is what a page needs to become interactive:
  // every script its file names and their static imports. Here any other
  // script is refused, and the page must still hydrate whole: every link,
  // button and field in it carries React's own mark of a hydrated element.
  // The background flows' modules are refused too: the page stays whole
  // after the last of them (the mirror checks) has failed to load.
  it('hydrates whole with only the scripts its file names (what npm run size counts)', async () => {
    const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
    for (const [address, locale] of [
      ['/', 'ru'],
      ['/kz/games/dice', 'kz'],
      ['/en/games/crash', 'en'],
      ['/games/slots', 'ru'],
      ['/kz/tournaments', 'kz'],
    ] as const) {
      const html = await (await fetch(app + address)).text();
      const allowed = withStaticImports(manifest, namedScripts(html));
      const context = await chromium.visitor({ locale: BROWSER[locale] });
      const page = await context.newPage();
      await page.route('**/assets/*.js', (route) =>
        allowed.has(new URL(route.request().url()).pathname.slice(1))
          ? route.continue()
          : route.abort(),
      );
      const failed: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') failed.push(message.text());
      });
      await page.goto(app + address);
      const dry = () =>
        page.evaluate(() => {
          const hydrated = (element: Element) =>
            Object.keys(element).some((key) => key.startsWith('__reactFiber'));
          const controls = [...document.querySelectorAll('#root :is(a, button, input, select)')];
          const heading = document.querySelector('#root h1');
          return heading && hydrated(heading) && controls.length > 0
            ? controls.filter((element) => !hydrated(element)).map((element) => element.outerHTML)
            : ['(not hydrated yet)'];
        });
      await expect.poll(dry, { timeout: 20_000, message: address }).toEqual([]);
      await expect
        .poll(() => failed.some((line) => line.startsWith('background flow mirrors failed')), {
          timeout: 20_000,
          message: address,
        })
        .toBe(true);
      expect(await dry(), address).toEqual([]);
      await context.close();
    }
  }, 120_000);

  // Before the first paint: what loads after the page shows (the install
  // prompt's start-up, with its own small stylesheet) is not the first visit.
  it("fetches no stylesheet before the first paint (the page's styles are inline)", async () => {
    for (const locale of LOCALES) {
      const address = localizePath(ROUTES.slots.path, locale);
      const context = await chromium.visitor({ locale: BROWSER[locale] });
      const page = await context.newPage();
      await page.goto(app + address);
      await hydrated(page);
      await expect.poll(() => page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
      const { painted, early } = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        const before = paint ?? Number.POSITIVE_INFINITY;
        return {
          painted: paint !== undefined,
          early: performance
            .getEntriesByType('resource')
            .filter((entry) => /\.css(\?|$)/.test(entry.name) && entry.startTime < before)
            .map((entry) => entry.name),
        };
      });
      expect(painted, address).toBe(true);
      expect(early, address).toEqual([]);
      await context.close();
    }
  });

  it("holds back markup the app will not show: another language's, another address's", async () => {
    /** Whether #root is hidden while the app's code has not run (its scripts never arrive). */
    async function hiddenBeforeTheApp(locale: string, address: string): Promise<boolean> {
      const context = await chromium.visitor({ locale });
      await context.route(/\/assets\/[\w-]+\.js$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(app + address, { waitUntil: 'domcontentloaded' });
      const hidden = await page.evaluate(
        () =>
          getComputedStyle(document.getElementById('root') as HTMLElement).visibility === 'hidden',
      );
      await context.close();
      return hidden;
    }
    // An English browser on / is on its way to /en: no Russian first.
    expect(await hiddenBeforeTheApp('en-US', '/')).toBe(true);
    expect(await hiddenBeforeTheApp('ru-RU', '/')).toBe(false);
    expect(await hiddenBeforeTheApp('en-US', '/en/games/dice')).toBe(false);
    // An address with parameters is answered with the home page's file.
    expect(await hiddenBeforeTheApp('ru-RU', '/games/slots/book-of-dead/demo')).toBe(true);
  });

  it("gives a player the app's own render, not the guest's prerendered page", async () => {
    const { token } = await registerPlayer();
    const context = await chromium.visitor();
    await context.addCookies([{ name: 'bearerToken', value: token, url: app }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${app}/games/dice`);
    await page.locator('button.account-menu__button').waitFor();
    expect(await page.getByRole('link', { name: 'Войти' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
