// What search engines read of the production build, in
// Chromium: the head of /, /en/games/dice, /kz/faq and a player's /profile
// (one <title>, the page's description, canonical link, hreflang alternates,
// robots rule, Open Graph image, a game page's JSON-LD), the head following an
// in-app move to another page with nothing of the last page left, the share
// image and robots.txt served, and the build's sitemap read as XML by the
// browser's own parser. The suite's build has no VITE_SITE_URL: the
// addresses are the page's own origin, and there is no sitemap file.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { sitemapXml } from '../build/seo.ts';
import { hydrated, navigateInApp, useChromium } from './browser.ts';
import { playerShown } from './player.ts';
import { registerPlayer, signIn } from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

/** The head as a crawler reads it once the page has rendered. */
async function readHead(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map((node) => node.getAttribute(name));
    return {
      titles: [...document.querySelectorAll('title')].map((node) => node.textContent),
      title: document.title,
      lang: document.documentElement.lang,
      description: attr('meta[name="description"]', 'content'),
      robots: attr('meta[name="robots"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      hreflang: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (node) => `${node.getAttribute('hreflang')} ${node.getAttribute('href')}`,
      ),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      ogLocale: attr('meta[property="og:locale"]', 'content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (node) => JSON.parse(node.textContent ?? 'null') as Record<string, unknown>,
      ),
    };
  });
}

/**
 * Waits until the document's title is `title` and the app's page head has
 * taken over from the HTML file's (whose title is the same on a prerendered page).
 */
async function titled(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.title(), { timeout: 20_000 }).toBe(title);
  await hydrated(page);
}

const alternatesOf = (path: string) => [
  `ru ${app}${path}`,
  `en ${app}/en${path === '/' ? '' : path}`,
  `kk ${app}/kz${path === '/' ? '' : path}`,
  `x-default ${app}${path}`,
];

describe.skipIf(!chromiumWs)('search engines: the page head on the production build', () => {
  const chromium = useChromium(chromiumWs as string);

  it('/ has the home page’s title, description, canonical, alternates and share image', async () => {
    const page = await (await chromium.visitor()).newPage();
    await page.goto(`${app}/`);
    await titled(page, 'Онлайн-казино: слоты, лайв-казино и собственные игры · Casino Star');
    const head = await readHead(page);
    expect(head.titles).toHaveLength(1);
    expect(head.description).toHaveLength(1);
    expect(head.description[0]).toMatch(/^Собственные игры с проверкой честности/);
    expect(head.robots).toEqual(['index, follow']);
    expect(head.canonical).toEqual([`${app}/`]);
    expect(head.hreflang).toEqual(alternatesOf('/'));
    expect(head.ogUrl).toEqual([`${app}/`]);
    expect(head.ogImage).toEqual([`${app}/og-image.png`]);
    expect(head.ogTitle).toEqual(['Онлайн-казино: слоты, лайв-казино и собственные игры']);
    expect(head.jsonLd).toEqual([]);
    const image = await page.request.get(`${app}/og-image.png`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  it('/en/games/dice is an English game page with its structured data', async () => {
    const page = await (await chromium.visitor({ locale: 'en-US' })).newPage();
    await page.goto(`${app}/en/games/dice`);
    await titled(page, 'Dice: over or under · Casino Star');
    // The app's head puts its structured data in after it takes over from the HTML file's.
    await expect.poll(async () => (await readHead(page)).jsonLd.length).toBe(1);
    const head = await readHead(page);
    expect(head.titles).toHaveLength(1);
    expect(head.lang).toBe('en-US');
    expect(head.description).toEqual([expect.stringMatching(/^Dice at Casino Star: /)]);
    expect(head.canonical).toEqual([`${app}/en/games/dice`]);
    expect(head.hreflang).toEqual(alternatesOf('/games/dice'));
    expect(head.ogLocale).toEqual(['en_US']);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'WebApplication',
        name: 'Dice',
        url: `${app}/en/games/dice`,
        inLanguage: 'en',
        applicationCategory: 'GameApplication',
      }),
    ]);
  });

  it('/kz/faq is in Kazakh, with its own canonical', async () => {
    const page = await (await chromium.visitor({ locale: 'kk-KZ' })).newPage();
    await page.goto(`${app}/kz/faq`);
    await titled(page, 'Сұрақтар мен жауаптар · Casino Star');
    const head = await readHead(page);
    expect(head.titles).toHaveLength(1);
    expect(head.lang).toBe('kk-KZ');
    expect(head.description).toEqual([
      expect.stringMatching(/^Casino Star ойыншыларының жиі қоятын сұрақтарына жауаптар/),
    ]);
    expect(head.robots).toEqual(['index, follow']);
    expect(head.canonical).toEqual([`${app}/kz/faq`]);
    expect(head.hreflang).toEqual(alternatesOf('/faq'));
    expect(head.ogLocale).toEqual(['kk_KZ']);
  });

  it('a player’s own /profile carries no robots rule, canonical or alternates (a guest’s is noindex)', async () => {
    const context = await chromium.visitor();
    await signIn(context, app, await registerPlayer());
    const page = await context.newPage();
    await page.goto(`${app}/profile`);
    // The head is a player's once the page shows the player (a guest's /profile is noindex).
    await playerShown(page);
    await titled(page, 'Профиль игрока · Casino Star');
    const head = await readHead(page);
    expect(head.titles).toHaveLength(1);
    expect(head.robots).toEqual([]);
    expect(head.canonical).toEqual([]);
    expect(head.hreflang).toEqual([]);
    expect(head.description).toHaveLength(1);
  });

  it('follows an in-app move: nothing of the page left stays in the head', async () => {
    const page = await (await chromium.visitor({ locale: 'en-US' })).newPage();
    await page.goto(`${app}/en/games/dice`);
    await titled(page, 'Dice: over or under · Casino Star');
    await navigateInApp(page, '/en/faq');
    await titled(page, 'Questions and answers · Casino Star');
    let head = await readHead(page);
    expect(head.titles).toHaveLength(1);
    expect(head.description).toEqual([expect.stringMatching(/^Answers to Casino Star players/)]);
    expect(head.canonical).toEqual([`${app}/en/faq`]);
    expect(head.ogUrl).toEqual([`${app}/en/faq`]);
    expect(head.hreflang).toEqual(alternatesOf('/faq'));
    expect(head.jsonLd).toEqual([]);
    await navigateInApp(page, '/en/profile');
    await titled(page, 'Player profile · Casino Star');
    head = await readHead(page);
    expect(head.titles).toHaveLength(1);
    expect(head.robots).toEqual(['noindex, follow']);
    expect(head.canonical).toEqual([]);
    expect(head.hreflang).toEqual([]);
  });

  it('serves robots.txt: every page open but reset links', async () => {
    const page = await (await chromium.visitor()).newPage();
    const answer = await page.request.get(`${app}/robots.txt`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await answer.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const prefix of ['/reset-password/', '/en/reset-password/', '/kz/reset-password/'])
      expect(text).toContain(`\nDisallow: ${prefix}`);
    expect(text).not.toContain('/profile');
    expect(text).not.toMatch(/^Disallow: \/$/m);
    // No VITE_SITE_URL in this build: no sitemap to name.
    expect(text).not.toContain('Sitemap:');
  });

  it('writes a sitemap the browser reads as XML', async () => {
    const page = await (await chromium.visitor()).newPage();
    const read = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return {
        errors: doc.getElementsByTagName('parsererror').length,
        urls: doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')
          .length,
        links: doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length,
      };
    }, sitemapXml('https://casino.example'));
    expect(read.errors).toBe(0);
    expect(read.urls).toBeGreaterThan(60);
    expect(read.links).toBe(read.urls * 4);
  });
});
