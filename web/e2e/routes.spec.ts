// Every route of the route table (checked against SPEC.md section 2 by
// src/app/routes.test.ts) renders a finished page in all three languages: a
// translated title, the layout, and no error. One full page load per language,
// then the app's own router goes from route to route, as a visitor's clicks do.
// The message files arrive late on purpose (MESSAGE_DELAY_MS each), and every
// text the page showed at any moment of each load is checked for message keys.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { href, ROUTES, type RouteName } from '../src/shared/lib/paths.ts';
import { allMessageKeys } from '../src/test/message-files.ts';
import { LEFT, navigateInApp, startUpsMounted, useChromium } from './browser.ts';

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

/** How late every message file (a built locale chunk: ru-…js, en-…js, kz-…js) arrives. */
const MESSAGE_DELAY_MS = 500;

/** Every message key of the app. */
const KEYS: ReadonlySet<string> = allMessageKeys();

/**
 * Slows the message files down and records every text the page shows, as it
 * appears (a MutationObserver from before the first script), for `keysShown`.
 */
async function watchTexts(context: BrowserContext): Promise<void> {
  await context.route(/\/assets\/(ru|en|kz)-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, MESSAGE_DELAY_MS));
    await route.continue();
  });
  await context.addInitScript(() => {
    const texts = new Set<string>();
    (window as unknown as { __texts: Set<string> }).__texts = texts;
    const note = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent?.trim();
        if (text) texts.add(text);
      } else if (node.nodeType === Node.ELEMENT_NODE) {
        const element = node as Element;
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = element.getAttribute(name);
          if (value) texts.add(value);
        }
        for (const child of element.childNodes) note(child);
      }
    };
    new MutationObserver((records) => {
      for (const r of records)
        if (r.type === 'childList') for (const n of r.addedNodes) note(n);
        else note(r.target);
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'title', 'placeholder', 'alt'],
    });
  });
}

/** The message keys among the texts the page has shown since the last call. */
async function keysShown(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const set = (window as unknown as { __texts: Set<string> }).__texts;
    const all = [...set];
    set.clear();
    return all;
  });
  return texts.flatMap((text) => text.split(/\s+/)).filter((word) => KEYS.has(word));
}

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
      const context = await chromium.visitor();
      await watchTexts(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const seen = new Set<string>();
      for (const [index, path] of PATHS.entries()) {
        const url = `${prefix}${path === '/' && prefix ? '' : path}`;
        if (index === 0) await page.goto(`${app}${url}`);
        else await navigateInApp(page, url);
        const { title, lang: htmlLang, layouts, body } = await shown(page);
        // The first page shows with its prerendered HTML: the app's router is
        // running (the page hydrated) before the walk uses it.
        if (index === 0) await startUpsMounted(context);
        expect(title?.trim(), url).toBeTruthy();
        expect(
          NOT_FOUND.some((text) => title?.includes(text)),
          `${url}: ${title}`,
        ).toBe(false);
        expect(htmlLang, url).toBe(lang);
        expect(layouts, url).toBe(1);
        expect(body, url).not.toMatch(/\b(TODO|lorem ipsum)\b/i);
        expect(body, url).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z]+\b(?!\.)/); // no untranslated message keys
        expect(
          await keysShown(page),
          `${url}: a message key was on screen while it loaded`,
        ).toEqual([]);
        seen.add(title as string);
      }
      expect(seen.size).toBeGreaterThan(25);
      expect(errors).toEqual([]);
    }, 180_000);
  }
});
