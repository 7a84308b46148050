// `npm run screenshots`: the production build against a fresh sandbox, in
// Debian's Chromium, photographed the way a reviewer looks
// at it: /, /games/slots, /games/dice, /games/roulette, /profile (as a
// player) and /faq, in ru, en and kz, at 360, 1366 and 1920 px wide. The
// PNGs go to web/.screenshots/ (git-ignored); the script prints each file
// with the page's layout shift (CLS, and what moved) and any console error, and exits 1 when
// a page logged an error or shifted. It is a look, not a test: `npm test`
// does not run it.
//
// Options: --out <dir>, --routes /,/faq, --widths 360,1366, --locales ru,kz.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { chromiumPath } from './tools/chromium.ts';
import { startProductionStack } from './tools/production-stack.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: join(webRoot, '.screenshots') },
    routes: { type: 'string', default: '/,/games/slots,/games/dice,/games/roulette,/profile,/faq' },
    widths: { type: 'string', default: '360,1366,1920' },
    locales: { type: 'string', default: 'ru,en,kz' },
  },
});
const routes = values.routes.split(',');
const widths = values.widths.split(',').map(Number);
const locales = values.locales.split(',');
if (widths.some((w) => !(w >= 320 && w <= 3840))) {
  console.error('screenshots: --widths takes pixels between 320 and 3840, e.g. --widths 360,1366');
  process.exit(2);
}
if (locales.some((l) => !['ru', 'en', 'kz'].includes(l))) {
  console.error('screenshots: --locales takes ru, en and kz, e.g. --locales ru,kz');
  process.exit(2);
}
const executablePath = chromiumPath();
if (!executablePath) {
  console.error("screenshots: no Chromium; install Debian's chromium or set CHROMIUM_PATH");
  process.exit(2);
}

/** The browser language of each interface language. */
const BROWSER_LOCALES = { ru: 'ru-RU', en: 'en-US', kz: 'kk-KZ' } as const;

/** The address of `route` in `locale` (ru has no prefix). */
const addressOf = (locale: string, route: string) =>
  locale === 'ru' ? route : `/${locale}${route === '/' ? '' : route}`;

/** Loads the page, lets it settle and returns its layout shift and console errors. */
async function visit(page: Page, url: string): Promise<{ cls: number; errors: string[] }> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(
    () => !document.querySelector('.page-skeleton, .state--loading'),
    null,
    {
      timeout: 15_000,
    },
  );
  // Lazy covers and fonts settle; the animations stop for the picture.
  await page.waitForTimeout(800);
  const { cls, shifted } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifted: string[] };
    return { cls: w.__cls, shifted: [...new Set(w.__shifted)] };
  });
  if (cls > 0) errors.push(`layout shift ${cls.toFixed(4)} of ${shifted.join(', ')}`);
  return { cls, errors };
}

const out = values.out;
await mkdir(out, { recursive: true });
const stack = await startProductionStack();
let failures = 0;
try {
  const { app } = stack;
  const token = await stack.newPlayer('screens');

  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    for (const width of widths) {
      for (const locale of locales) {
        // The browser speaks the page's language, so / stays Russian (an English
        // browser would be sent to /en, as a visitor's is).
        const context = await browser.newContext({
          locale: BROWSER_LOCALES[locale as keyof typeof BROWSER_LOCALES],
          viewport: { width, height: width < 720 ? 780 : 1000 },
          userAgent: width < 720 ? PHONE_UA : DESKTOP_UA,
          isMobile: width < 720,
          hasTouch: width < 720,
          reducedMotion: 'reduce',
        });
        // The layout shift of the whole load, as Lighthouse sums it (no input).
        // What moved is named too (a tag and its classes), so a shift can be found.
        await context.addInitScript(() => {
          const w = window as unknown as { __cls: number; __shifted: string[] };
          w.__cls = 0;
          w.__shifted = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node | null }[];
            })[]) {
              if (e.hadRecentInput) continue;
              w.__cls += e.value;
              for (const source of e.sources ?? []) {
                const node = source.node;
                if (node instanceof Element)
                  w.__shifted.push(
                    `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`,
                  );
              }
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        for (const route of routes) {
          const player = route.startsWith('/profile');
          await context.clearCookies();
          if (player) await context.addCookies([{ name: 'bearerToken', value: token, url: app }]);
          const page = await context.newPage();
          const { cls, errors } = await visit(page, app + addressOf(locale, route));
          const name = `${locale}${route === '/' ? '-home' : route.replaceAll('/', '-')}-${width}.png`;
          await page.screenshot({ path: join(out, name), fullPage: true });
          await page.close();
          const bad = cls > 0 || errors.length > 0;
          if (bad) failures++;
          console.log(
            `${bad ? '✗' : '✓'} ${name.padEnd(34)} CLS ${cls.toFixed(3)}${errors.map((e) => `\n    console: ${e}`).join('')}`,
          );
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await stack.stop();
}
console.log(`\n${out}: ${routes.length * widths.length * locales.length} screenshots`);
if (failures > 0) {
  console.error(`screenshots: ${failures} page(s) shifted or logged a console error`);
  process.exit(1);
}
