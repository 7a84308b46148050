// Every route of the route table (checked against SPEC.md section 2 by
// src/app/routes.test.ts) renders a finished page in all three languages: a
// translated title, the layout, and no error. One full page load per language,
// then the app's own router goes from route to route, as a visitor's clicks do.
import type { Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { href, ROUTES, type RouteName } from '../src/shared/paths.ts';
import { LEFT, navigateInApp, useChromium } from './browser.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

/** Sample values for the parameterised routes. */
const PARAMS = {
  slug: 'gold',
  slot: 'book-of-dead',
  token: 'abc123',
  id: 17,
  status: 'active',
};
const PATHS = Object.keys(ROUTES).map((name) => href(name as RouteName, 'ru', PARAMS));

const NOT_FOUND = ['Страница не найдена', 'Page Not Found', 'Бет табылмады'];

/** What a page shows once its title is up, read in one go. */
interface Shown {
  title: string | null;
  lang: string | null;
  layouts: number;
  body: string;
}

/** Waits for the page's first heading (not one of the page left) and reads the page. */
async function shown(page: Page): Promise<Shown> {
  const handle = await page.waitForFunction(
    (left) => {
      const title = document.querySelector('h1');
      if (!title || title.hasAttribute(left)) return null;
      return {
        title: title.textContent,
        lang: document.documentElement.getAttribute('lang'),
        layouts: document.querySelectorAll('header.header, [data-layout="no-access"]').length,
        body: document.body.textContent ?? '',
      };
    },
    LEFT,
    { timeout: 15_000 },
  );
  return (await handle.jsonValue()) as Shown;
}

describe.skipIf(!chromiumWs)('every route in every language', () => {
  const chromium = useChromium(chromiumWs as string);

  for (const [prefix, lang] of [
    ['', 'ru-RU'],
    ['/en', 'en-US'],
    ['/kz', 'kk-KZ'],
  ] as const) {
    // The three languages run at once, each in its own context: much of a
    // navigation is waiting (chunks, API answers), which they overlap.
    it.concurrent(`renders all ${PATHS.length} routes in ${lang}`, async ({ expect }) => {
      const page = await (await chromium.visitor()).newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const seen = new Set<string>();
      for (const [index, path] of PATHS.entries()) {
        const url = `${prefix}${path === '/' && prefix ? '' : path}`;
        if (index === 0) await page.goto(`${app}${url}`);
        else await navigateInApp(page, url);
        const { title, lang: htmlLang, layouts, body } = await shown(page);
        expect(title?.trim(), url).toBeTruthy();
        expect(
          NOT_FOUND.some((text) => title?.includes(text)),
          `${url}: ${title}`,
        ).toBe(false);
        expect(htmlLang, url).toBe(lang);
        expect(layouts, url).toBe(1);
        expect(body, url).not.toMatch(/\b(TODO|lorem ipsum)\b/i);
        expect(body, url).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z]+\b(?!\.)/); // no untranslated message keys
        seen.add(title as string);
      }
      expect(seen.size).toBeGreaterThan(25);
      expect(errors).toEqual([]);
    }, 180_000);
  }
});
