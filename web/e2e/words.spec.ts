// Words, not codes, in Russian and Kazakh: the pages a player meets around
// money and the catalogs show no raw IANA time zone ("Europe/Moscow"), no
// catalog category slug ("bonus-buy") and no English payment-method name,
// in their text or in any list's options. Every answer is the sandbox's.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';
import { playerShown } from './player.ts';
import { registerPlayer, signIn } from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

/** What must not show in a Russian or Kazakh page's text or lists. */
const CODES = [
  /\b(Europe|Asia|America|Africa|Australia|Pacific|Atlantic|Indian)\/[A-Za-z_]+/,
  /Faster Payments/,
  // A category option named by its slug (game titles such as "Lightning Roulette" are names).
  /^(popular|new|bonus-buy|jackpot|roulette|blackjack|game-show|baccarat)$/im,
];

/** The page's visible text and, a line each, the text of every option of its lists. */
const wordsOf = (page: Page) =>
  page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('option')].map((o) => o.textContent ?? ''),
    ].join('\n'),
  );

describe.skipIf(!chromiumWs)('words, not codes, in Chromium', () => {
  const chromium = useChromium(chromiumWs as string);

  for (const [prefix, locale] of [
    ['', 'ru-RU'],
    ['/kz', 'kk-KZ'],
  ] as const) {
    it(`shows no time-zone id, category slug or English method name (${prefix || '/'})`, async () => {
      const player = await registerPlayer({ locale: prefix ? 'kz' : 'ru' });
      const context = await chromium.visitor({ locale });
      await signIn(context, app, player);
      const page = await context.newPage();
      const found: string[] = [];
      const look = async (where: string) => {
        const text = await wordsOf(page);
        for (const code of CODES) {
          const hit = code.exec(text);
          if (hit) found.push(`${where}: ${hit[0]}`);
        }
      };
      await page.goto(`${app}${prefix}/profile/setting`);
      await page.locator('select option[value="Asia/Almaty"]').waitFor({ state: 'attached' });
      await look('settings');
      for (const catalog of ['/games/slots', '/games/live-casino']) {
        await page.goto(`${app}${prefix}${catalog}`);
        await page
          .locator('select option[value="popular"], select option[value="roulette"]')
          .first()
          .waitFor({ state: 'attached' });
        await look(catalog);
      }
      await page.goto(`${app}${prefix}/profile?deposit`);
      await playerShown(page, 0);
      await page.getByRole('dialog').locator('.method').nth(1).waitFor();
      await look('deposit');
      expect(found).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
