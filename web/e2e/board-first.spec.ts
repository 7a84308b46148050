// The board first: for every in-house game (dice, coinflip, keno, roulette,
// miner, hilo, a case, crash and a room), on a phone (360 × 740) and a laptop
// (1366 × 768) in ru, en and kz, the board's stage and its primary button
// (Roll, Flip, Draw, Spin, Start, Open, Place bet, Join; Cash out during a
// round) are inside the viewport before a round and during it, without the
// visitor scrolling; the seed games' boards move as their round plays. A
// guest plays in demo, so the test needs no money; the crash table is held by
// the sandbox's live hold where the test looks at it.
import { HOUSE_CASES } from '@casino/sdk/fair';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { moving, PRIMARY, STAGE } from './board.ts';
import { hydrated, useChromium } from './browser.ts';
import { control } from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

const LANGUAGES = [
  { code: 'ru', prefix: '', locale: 'ru-RU' },
  { code: 'en', prefix: '/en', locale: 'en-US' },
  { code: 'kz', prefix: '/kz', locale: 'kk-KZ' },
] as const;

const SCREENS = [
  { name: 'phone', width: 360, height: 740, phone: true },
  { name: 'laptop', width: 1366, height: 768, phone: false },
] as const;

/** What the sandbox's crash table control says of the table. */
interface CrashTable {
  stopped: boolean;
  round: { phase: string };
}

/** Stops the crash table at a phase or multiplier (the sandbox's live hold); null lets it go. */
const holdCrash = (at: 'ended' | 'betting' | number | null) =>
  at === null
    ? control('live/crash/hold', { method: 'DELETE' })
    : control('live/crash/hold', { body: { at } });

/** Where the stage and the primary button are, and what of them lies outside the viewport. */
async function offScreen(page: Page, primary: boolean): Promise<string[]> {
  return page.evaluate(
    ({ stageSelector, primarySelector, primary }) => {
      const problems: string[] = [];
      const height = window.innerHeight;
      const width = window.innerWidth;
      const stage = document.querySelector(stageSelector);
      const button = [...document.querySelectorAll(primarySelector)].find(
        (b) => (b as HTMLElement).offsetParent !== null,
      );
      // What covers the bottom of the screen (the fixed action bar) is not room for the stage.
      const bar = button?.closest('.board__primary');
      const barTop =
        bar && getComputedStyle(bar).position === 'fixed'
          ? bar.getBoundingClientRect().top
          : height;
      const describe = (what: string, r: DOMRect, bottom: number) =>
        `${what} at ${Math.round(r.top)}–${Math.round(r.bottom)} px (visible to ${Math.round(bottom)}), ${Math.round(r.left)}–${Math.round(r.right)} px of ${width}`;
      if (!stage) problems.push('no stage');
      else {
        const r = stage.getBoundingClientRect();
        if (r.top < 0 || r.bottom > barTop || r.left < 0 || r.right > width)
          problems.push(describe('stage', r, barTop));
      }
      if (primary) {
        if (!button) problems.push('no primary button');
        else {
          const r = button.getBoundingClientRect();
          if (r.top < 0 || r.bottom > height || r.left < 0 || r.right > width)
            problems.push(describe('primary button', r, height));
        }
      }
      return problems;
    },
    { stageSelector: STAGE, primarySelector: PRIMARY, primary },
  );
}

/** A game: its page, and how a round is started and looked at during play. */
interface Game {
  name: string;
  path: string;
  /** Starts a round; resolves once it is under way or shown (the primary button then, if any). */
  play: (page: Page) => Promise<{ primary: boolean }>;
}

/** Presses the primary button, sees the board move, and waits for the round's result to show. */
const pressAndWaitResult = async (page: Page) => {
  const before = await page.getByTestId('round-result').first().textContent();
  await page.locator(PRIMARY).first().click();
  await expect.poll(() => moving(page), { message: 'the board did not move' }).toBeGreaterThan(0);
  await expect.poll(() => page.getByTestId('round-result').first().textContent()).not.toBe(before);
  return { primary: true };
};

const GAMES: Game[] = [
  { name: 'dice', path: '/games/dice', play: pressAndWaitResult },
  { name: 'coinflip', path: '/games/coinflip', play: pressAndWaitResult },
  { name: 'keno', path: '/games/keno', play: pressAndWaitResult },
  {
    name: 'roulette',
    path: '/games/roulette',
    play: async (page) => {
      await page.locator('.roulette-table .spot--colour').first().click();
      return pressAndWaitResult(page);
    },
  },
  {
    name: 'miner',
    path: '/games/miner',
    play: async (page) => {
      await page.locator(PRIMARY).first().click();
      await page.locator('.miner-tile:not(:disabled)').first().click();
      // A safe tile leaves the round running (Cash out); a mine ends it (Start again).
      await expect.poll(() => page.locator(PRIMARY).first().isEnabled()).toBe(true);
      return { primary: true };
    },
  },
  {
    name: 'hilo',
    path: '/games/hilo',
    play: async (page) => {
      await page.locator(PRIMARY).first().click();
      await page.locator('.hilo-guesses').waitFor();
      return { primary: true };
    },
  },
  {
    name: 'cases',
    path: `/games/cases/${HOUSE_CASES[0]?.slug}`,
    play: pressAndWaitResult,
  },
  {
    name: 'crash',
    path: '/games/crash',
    play: async (page) => {
      // As the live test does: the table stops once its round has ended, the
      // bet waits for the next round, betting opens and holds until the bet
      // is in, then the round runs and stops at ×1.01 (a round that crashes
      // before that, one in a hundred, is tried again).
      for (let attempt = 1; attempt <= 3; attempt++) {
        await holdCrash('ended');
        await expect
          .poll(
            async () => {
              const table = await control<CrashTable>('live/crash', { method: 'GET' });
              return table.stopped && table.round.phase === 'ended';
            },
            { timeout: 90_000, interval: 250 },
          )
          .toBe(true);
        await page.locator(PRIMARY).first().click();
        await holdCrash('betting');
        await page.locator('.live__own:not(:has(button))').waitFor({ timeout: 30_000 });
        await holdCrash(1.01);
        const cashOut = page.locator('.crash-cashout');
        await expect
          .poll(
            async () =>
              (await cashOut.isVisible()) ||
              !(await page.locator('.live__own:not(:has(button))').isVisible()),
            { timeout: 30_000 },
          )
          .toBe(true);
        if (await cashOut.isVisible()) return { primary: true };
      }
      throw new Error('three crash rounds crashed before ×1.01');
    },
  },
  {
    name: 'rooms',
    path: '/games/rooms/red',
    play: async (page) => {
      // Seated: the join gives way to the player's stake line until the draw.
      // A join the draw overtakes (the countdown ran out as it was pressed) is
      // refused as "round closed"; the next round's is tried.
      const seated = page.locator('.board--rooms .live__own');
      const refused = page.locator('.board--rooms .field__error');
      for (let attempt = 1; attempt <= 3; attempt++) {
        await page.locator(PRIMARY).first().click();
        await expect
          .poll(async () => (await seated.isVisible()) || (await refused.isVisible()), {
            timeout: 30_000,
          })
          .toBe(true);
        if (await seated.isVisible()) return { primary: false };
      }
      throw new Error('three joins came after their round closed');
    },
  },
];

describe.skipIf(!chromiumWs)('the board first, in Chromium', () => {
  const chromium = useChromium(chromiumWs as string);
  afterAll(() => holdCrash(null));

  for (const screen of SCREENS) {
    for (const language of LANGUAGES) {
      it(`${screen.name} ${screen.width}×${screen.height}, ${language.code}: every game's board and primary button on screen, before and during a round`, async () => {
        const context = await chromium.visitor({ locale: language.locale, phone: screen.phone });
        const page = await context.newPage();
        await page.setViewportSize({ width: screen.width, height: screen.height });
        const failures: string[] = [];
        try {
          for (const game of GAMES) {
            try {
              await page.goto(`${app}${language.prefix}${game.path}`);
              // A prerendered page's buttons do nothing until the app has taken it over.
              await hydrated(page);
              await page.locator(PRIMARY).first().waitFor();
              await page.locator(STAGE).waitFor();
              for (const problem of await offScreen(page, true))
                failures.push(`${game.name}, before: ${problem}`);
              const { primary } = await game.play(page);
              for (const problem of await offScreen(page, primary))
                failures.push(`${game.name}, during: ${problem}`);
            } catch (error) {
              const shown = await page
                .locator('.board')
                .first()
                .innerText()
                .catch(() => '');
              failures.push(
                `${game.name}: ${(error as Error).message.split('\n')[0]}; the board shows: ${shown.replace(/\s+/g, ' ').slice(0, 300)}`,
              );
            } finally {
              if (game.name === 'crash') await holdCrash(null);
            }
          }
        } finally {
          await holdCrash(null);
          await context.close();
        }
        expect(failures).toEqual([]);
      }, 400_000);
    }
  }
});
