// The game floor in Chromium against the built app and the sandbox: browse the
// slots catalog, filter it (the filter goes to the API and stays in the
// address), open a demo as a guest, and be asked to log in to play for money.
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');
const api = inject('apiUrl');

describe.skipIf(!chromiumWs)('the game floor in Chromium', () => {
  const chromium = useChromium(chromiumWs as string);

  it('browse, filter, demo as a guest, log in to play', async () => {
    const context = await chromium.visitor({ locale: 'en-US' });
    const page = await context.newPage();
    const catalogQueries: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.url().startsWith(api) && url.pathname === '/games/slots') {
        catalogQueries.push(url.search);
      }
    });

    await page.goto(`${app}/en/games/slots`);
    await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
    const cards = page.locator('.game-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    // Covers keep their 4:3 box (no layout shift) and load: the sandbox's
    // covers come from the API's origin, which the build's policy allows.
    const cover = cards.first().locator('.game-card__cover');
    await cover.waitFor();
    const box = await cover.boundingBox();
    expect(box && Math.round((box.width / box.height) * 100) / 100).toBe(1.33);
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    await page.getByLabel('Provider').selectOption("Play'n GO");
    await expect.poll(() => new URL(page.url()).searchParams.get('provider')).toBe("Play'n GO");
    await expect
      .poll(() =>
        catalogQueries.some((q) => new URLSearchParams(q).get('provider') === "Play'n GO"),
      )
      .toBe(true);

    const book = cards.filter({ hasText: 'Book of Dead' });
    await book.getByRole('link', { name: 'Demo' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/games/slots/book-of-dead/demo');
    const frame = page.locator('.game-frame iframe');
    await frame.waitFor();
    // The sandbox's stand-in game page, on the API's origin (the build's policy
    // frames https and that origin), loads in the frame and names the game.
    expect(await frame.getAttribute('src')).toBe(
      `${api}/_sandbox/play/book-of-dead?mode=demo&lang=en`,
    );
    await expect
      .poll(() => page.frameLocator('.game-frame iframe').locator('body').textContent(), {
        timeout: 20_000,
      })
      .toContain('Book of Dead');
    await page.getByRole('heading', { level: 1, name: 'Book of Dead: demo' }).waitFor();
    expect(await page.locator('main').getAttribute('data-game')).toBe('true');

    await page.goto(`${app}/en/games/slots/book-of-dead/play`);
    await page.getByText('Log in to play for money.', { exact: false }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await page.locator('.game-frame iframe').count()).toBe(0);
    await context.close();
  });
});
