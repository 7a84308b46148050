// Every route of the route table (checked against SPEC.md section 2 by
// src/app/routes.test.ts) renders a finished page in all three languages: a
// translated title, the layout, and no error.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { href, ROUTES, type RouteName } from '../src/shared/paths.ts';
import { DESKTOP_CHROME, launch } from './browser.ts';

const chromiumPath = inject('chromium');
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

describe.skipIf(!chromiumPath)('every route in every language', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch(chromiumPath as string);
  });

  async function newPage(): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      locale: 'ru-RU',
      userAgent: DESKTOP_CHROME,
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, errors };
  }

  afterAll(async () => {
    await browser?.close();
  });

  for (const [prefix, lang] of [
    ['', 'ru-RU'],
    ['/en', 'en-US'],
    ['/kz', 'kk-KZ'],
  ] as const) {
    it(`renders all ${PATHS.length} routes in ${lang}`, async ({ expect }) => {
      const { page, errors } = await newPage();
      const seen = new Set<string>();
      for (const path of PATHS) {
        const url = `${app}${prefix}${path === '/' && prefix ? '' : path}`;
        await page.goto(url);
        const title = await page.locator('h1').first().textContent({ timeout: 15_000 });
        expect(title?.trim(), url).toBeTruthy();
        expect(
          NOT_FOUND.some((text) => title?.includes(text)),
          `${url}: ${title}`,
        ).toBe(false);
        expect(await page.getAttribute('html', 'lang'), url).toBe(lang);
        expect(await page.locator('header.header, [data-layout="no-access"]').count(), url).toBe(1);
        const body = (await page.locator('body').textContent()) ?? '';
        expect(body, url).not.toMatch(/\b(TODO|lorem ipsum)\b/i);
        expect(body, url).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z]+\b(?!\.)/); // no untranslated message keys
        seen.add(title as string);
      }
      expect(seen.size).toBeGreaterThan(25);
      expect(errors).toEqual([]);
      await page.close();
    }, 180_000);
  }
});
