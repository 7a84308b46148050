// `npm run screenshots`: the production build against a fresh sandbox, in
// Debian's Chromium, photographed the way a reviewer looks
// at it: /, /games/slots, /games/dice, /games/roulette, /profile (as a
// player with a paid deposit and its welcome bonus; any /profile/… page given
// to --routes too) and /faq, in ru, en and kz, at 360, 1366 and 1920 px wide. The
// PNGs go to web/.screenshots/ (git-ignored); the script prints each file
// with the page's layout shift (CLS, and what moved) and any console error, and exits 1 when
// a page logged an error or shifted. It is a look, not a test: `npm test`
// does not run it.
//
// Then every in-house game as a guest plays it in demo, with motion on: idle,
// mid-round (a moment after the primary button: the dice sliding, the coin in
// the air, the wheel turning, miner's and hilo's open round, the crash
// rocket climbing, a room counting down) and settled (the result shown).
//
// Options: --out <dir>, --routes /,/faq (`--routes none`: no pages),
// --games dice,crash (`--games none`: no games), --widths 360,1366,
// --locales ru,kz.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { IN_HOUSE_GAMES, type InHouseGame, isInHouseGame } from '@casino/sdk';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
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
    games: { type: 'string', default: IN_HOUSE_GAMES.join(',') },
    widths: { type: 'string', default: '360,1366,1920' },
    locales: { type: 'string', default: 'ru,en,kz' },
  },
});
const routes = values.routes === 'none' ? [] : values.routes.split(',');
const games = values.games === 'none' ? [] : values.games.split(',');
const unknownGame = games.find((g) => !isInHouseGame(g));
if (unknownGame !== undefined) {
  console.error(
    `screenshots: --games takes in-house games (${IN_HOUSE_GAMES.join(', ')}), not ${unknownGame}`,
  );
  process.exit(2);
}
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

/** A browser of `width` × `height` speaking `locale`: a phone below 720 px, else a desktop. */
const device = (
  locale: string,
  width: number,
  height: number,
  reducedMotion: 'reduce' | 'no-preference',
) => ({
  locale: BROWSER_LOCALES[locale as keyof typeof BROWSER_LOCALES],
  viewport: { width, height },
  userAgent: width < 720 ? PHONE_UA : DESKTOP_UA,
  isMobile: width < 720,
  hasTouch: width < 720,
  reducedMotion,
});

/** The address of `route` in `locale` (ru has no prefix). */
const addressOf = (locale: string, route: string) =>
  locale === 'ru' ? route : `/${locale}${route === '/' ? '' : route}`;

/** The console errors and uncaught exceptions `page` logs from now on, as they come. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Loads the page, lets it settle and returns its layout shift and console errors. */
async function visit(page: Page, url: string): Promise<{ cls: number; errors: string[] }> {
  const errors = errorsOf(page);
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

/** A game page's primary button (Roll, Flip, Draw, Spin, Start, Cash out, Bet, Join). */
const primary = (page: Page) => page.locator('.board__primary .button--primary').first();

/** The primary button once it can be pressed, pressed. */
async function press(page: Page): Promise<void> {
  const button = primary(page);
  await button.waitFor({ timeout: 20_000 });
  await page.waitForFunction(
    () => {
      const b = document.querySelector('.board__primary .button--primary');
      return b instanceof HTMLButtonElement && !b.disabled;
    },
    null,
    { timeout: 60_000 },
  );
  await button.click();
}

/** Lets a round's motion play out (the longest, roulette's wheel, turns 4 s; a look, not a test). */
const settleMotion = (page: Page) => page.waitForTimeout(4500);

/** Miner and hilo: cash out if the round is still open (a mine or a wrong guess ended it). */
async function cashOutIfOpen(page: Page): Promise<void> {
  await page.waitForTimeout(600);
  if (
    await primary(page)
      .isEnabled()
      .catch(() => false)
  )
    await primary(page).click();
  await settleMotion(page);
}

/** How a guest plays each game in demo: where, what starts a round, what ends it. */
const PLAYS: Record<
  InHouseGame,
  { path: string; start(page: Page): Promise<void>; finish(page: Page): Promise<void> }
> = {
  dice: { path: '/games/dice', start: press, finish: settleMotion },
  coinflip: { path: '/games/coinflip', start: press, finish: settleMotion },
  keno: {
    path: '/games/keno',
    start: async (page) => {
      for (const n of [2, 7, 11, 19, 24, 33]) await page.locator('.keno-cell').nth(n).click();
      await press(page);
    },
    finish: settleMotion,
  },
  roulette: {
    path: '/games/roulette',
    start: async (page) => {
      await page.locator('.roulette-table__numbers .spot').nth(16).click();
      await page.locator('.roulette-table__even .spot').nth(2).click();
      await press(page);
    },
    finish: settleMotion,
  },
  cases: { path: '/games/cases/bronze', start: press, finish: settleMotion },
  miner: {
    path: '/games/miner',
    start: async (page) => {
      await press(page);
      await page.locator('.miner-tile').nth(6).click();
    },
    finish: cashOutIfOpen,
  },
  hilo: {
    path: '/games/hilo',
    start: async (page) => {
      await press(page);
      await page.locator('[data-hotkey="ArrowUp"]').click();
    },
    finish: cashOutIfOpen,
  },
  crash: {
    path: '/games/crash',
    // A demo bet while betting is open, then the round climbing.
    start: async (page) => {
      await page.locator('.crash-display--betting').waitFor({ timeout: 60_000 });
      await press(page);
      await page.locator('.crash-display--running').waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1500);
    },
    finish: (page) => page.locator('.crash-display--ended').waitFor({ timeout: 120_000 }),
  },
  rooms: {
    path: '/games/rooms/red',
    start: async (page) => {
      await press(page);
      await page.waitForTimeout(1000);
    },
    // The winner is known, then the wheel turns to them.
    finish: async (page) => {
      await page.getByTestId('room-winner').waitFor({ timeout: 120_000 });
      await settleMotion(page);
    },
  },
};

/** Photographs `game` idle, mid-round and settled; gives the console errors it logged. */
async function playGame(
  context: BrowserContext,
  url: string,
  game: InHouseGame,
  shot: (state: string, page: Page) => Promise<void>,
): Promise<string[]> {
  const page = await context.newPage();
  const errors = errorsOf(page);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await primary(page).waitFor({ timeout: 20_000 });
    await page.waitForTimeout(800);
    await shot('idle', page);
    await PLAYS[game].start(page);
    await page.waitForTimeout(150);
    await shot('mid', page);
    await PLAYS[game].finish(page);
    await shot('settled', page);
  } catch (error) {
    errors.push(
      `could not play it: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    );
  } finally {
    await page.close();
  }
  return errors;
}

const out = values.out;
await mkdir(out, { recursive: true });
const stack = await startProductionStack();
let failures = 0;
try {
  const { app } = stack;
  const token = await stack.newPlayer('screens');
  await stack.fund(token, 1000);

  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    for (const width of widths) {
      for (const locale of locales) {
        // The browser speaks the page's language, so / stays Russian (an English
        // browser would be sent to /en, as a visitor's is).
        const context = await browser.newContext(
          device(locale, width, width < 720 ? 780 : 1000, 'reduce'),
        );
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
        if (games.length === 0) continue;
        // The games at the sizes players meet them (360×740, 1366×768), with motion.
        const gameContext = await browser.newContext(
          device(locale, width, width < 720 ? 740 : 768, 'no-preference'),
        );
        for (const game of games as InHouseGame[]) {
          const errors = await playGame(
            gameContext,
            app + addressOf(locale, PLAYS[game].path),
            game,
            async (state, page) => {
              await page.screenshot({
                path: join(out, `${locale}-game-${game}-${state}-${width}.png`),
              });
            },
          );
          if (errors.length > 0) failures++;
          console.log(
            `${errors.length > 0 ? '✗' : '✓'} ${`${locale}-game-${game}-*-${width}.png`.padEnd(34)}${errors.map((e) => `\n    ${e}`).join('')}`,
          );
        }
        await gameContext.close();
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await stack.stop();
}
const count = (routes.length + games.length * 3) * widths.length * locales.length;
console.log(`\n${out}: ${count} screenshots`);
if (failures > 0) {
  console.error(`screenshots: ${failures} page(s) shifted or logged a console error`);
  process.exit(1);
}
