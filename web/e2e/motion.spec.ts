// A round played through the board moves, and a visitor who asked the system
// for less motion gets the result at once: for each seed game a guest plays in
// demo (dice, coinflip, keno, roulette, a case, miner, hilo), the board's
// stage runs its animations (the roll sliding, the coin flipping, the numbers
// drawn, the wheel and ball, the reel, a tile or card turning, the result
// said once they stop) after the primary button; under reduced motion no
// animation or transition runs on it, not even the delay before the result
// is said, and the result is there. The live tables (crash's graph, a room's
// wheel) draw their motion frame by frame, which the browser's animation list
// does not hold: the board-first spec plays them. One width and language: the
// layouts are the board-first spec's.
import { HOUSE_CASES } from '@casino/sdk/fair';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { moving, PRIMARY, STAGE } from './board.ts';
import { hydrated, useChromium } from './browser.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

/** A seed game: its page, and what is done on the board before its primary button (if anything). */
interface Game {
  name: string;
  path: string;
  /** Chips placed, and the like, before the primary button. */
  before?: (page: Page) => Promise<void>;
  /** After the primary button (a round that goes on with the player's moves): the move that animates. */
  move?: (page: Page) => Promise<void>;
}

const GAMES: Game[] = [
  { name: 'dice', path: '/en/games/dice' },
  { name: 'coinflip', path: '/en/games/coinflip' },
  { name: 'keno', path: '/en/games/keno' },
  {
    name: 'roulette',
    path: '/en/games/roulette',
    before: (page) => page.locator('.roulette-table .spot--colour').first().click(),
  },
  { name: 'cases', path: `/en/games/cases/${HOUSE_CASES[0]?.slug}` },
  {
    name: 'miner',
    path: '/en/games/miner',
    move: (page) => page.locator('.miner-tile:not(:disabled)').first().click(),
  },
  {
    name: 'hilo',
    path: '/en/games/hilo',
    move: (page) => page.locator('.hilo-guesses button:not(:disabled)').first().click(),
  },
];

/** Opens the game's page as a guest and plays: what comes before, the primary button, the move. */
async function play(page: Page, game: Game): Promise<void> {
  await page.goto(`${app}${game.path}`);
  await hydrated(page);
  await page.locator(STAGE).waitFor();
  await game.before?.(page);
  await page.locator(PRIMARY).first().click();
  await game.move?.(page);
}

describe.skipIf(!chromiumWs)('motion on the boards, in Chromium', () => {
  const chromium = useChromium(chromiumWs as string);

  it('each seed game animates its round after the primary button', async () => {
    const context = await chromium.visitor({ locale: 'en-US' });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    const still: string[] = [];
    try {
      for (const game of GAMES) {
        await play(page, game);
        // The round's motion starts with the answer (a demo round: at once)
        // and lasts from a third of a second (a card) to seconds (the reel).
        await expect
          .poll(() => moving(page), { message: `${game.name} never moved` })
          .toBeGreaterThan(0)
          .catch(() => still.push(game.name));
      }
    } finally {
      await context.close();
    }
    expect(still).toEqual([]);
  }, 180_000);

  it('under reduced motion, nothing on a board moves and the result is there at once', async () => {
    const context = await chromium.visitor({ locale: 'en-US' });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1366, height: 768 });
    const moved: string[] = [];
    try {
      for (const game of GAMES) {
        const before = await page
          .goto(`${app}${game.path}`)
          .then(() => hydrated(page))
          .then(() => page.getByTestId('round-result').first().textContent());
        await game.before?.(page);
        await page.locator(PRIMARY).first().click();
        await game.move?.(page);
        // The result (or the round's next state) is said: for a round that
        // goes on, the odds line changes as the tile or card is shown.
        await expect
          .poll(() => page.getByTestId('round-result').first().textContent())
          .not.toBe(before);
        const shown = await page
          .locator('.board__outcome, .board__roll > *')
          .evaluateAll((nodes) =>
            nodes.every((node) => Number(getComputedStyle(node).opacity) === 1),
          );
        const count = await moving(page);
        if (count > 0 || !shown)
          moved.push(`${game.name}: ${count} running, result ${shown ? 'shown' : 'faded'}`);
      }
    } finally {
      await context.close();
    }
    expect(moved).toEqual([]);
  }, 180_000);
});
