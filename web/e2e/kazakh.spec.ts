// Kazakh formatting in Chromium, whatever the browser's own Intl
// carries for kk (Debian's Chromium has none: it prints "2026 M11 23" and
// "1,000"): the tournament dates with Kazakh month names, a Kazakh player's
// history with "how long ago" in Kazakh, the date in Kazakh as its title,
// and amounts in tenge with Kazakh grouping. The sandbox's own data, nothing
// scripted.
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';
import { playerShown } from './player.ts';
import { deposit, registerPlayer, signIn } from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

const MONTHS =
  /(қаңтар|ақпан|наурыз|сәуір|мамыр|маусым|шілде|тамыз|қыркүйек|қазан|қараша|желтоқсан)/;
/** An amount in tenge as Kazakh writes it: no-break spaces between thousands, a decimal comma. */
const TENGE = /^[+−]?\d{1,3}(\u00a0\d{3})*(,\d{2})?\u00a0₸$/;

describe.skipIf(!chromiumWs)('Kazakh formatting in Chromium', () => {
  const chromium = useChromium(chromiumWs as string);

  it('writes tournament dates with Kazakh month names, never the root locale’s M11', async () => {
    const page = await (await chromium.visitor({ locale: 'kk-KZ' })).newPage();
    await page.goto(`${app}/kz/tournaments`);
    const dates = page.locator('.tournament-card__dates').first();
    await expect.poll(() => dates.textContent(), { timeout: 20_000 }).toMatch(MONTHS);
    expect(await page.locator('main').textContent()).not.toMatch(/\bM\d{1,2}\b/);
  });

  it('a Kazakh player’s history says how long ago in Kazakh, the date as its title, tenge amounts', async () => {
    const player = await registerPlayer({ locale: 'kz', currency: 'KZT' });
    const balance = await deposit(player, 'KZT', 123_456);
    const context = await chromium.visitor({ locale: 'kk-KZ' });
    await signIn(context, app, player);
    const page = await context.newPage();
    await page.goto(`${app}/kz/profile/history`);
    const row = page.locator('table.history tbody tr').first();
    const time = row.locator('time');
    await expect
      .poll(() => time.textContent(), { timeout: 20_000 })
      .toMatch(/^(қазір|\d+ минут бұрын)$/);
    expect(await time.getAttribute('title')).toMatch(
      /^\d{4} ж\. \d{2} (қаң|ақп|нау|сәу|мам|мау|шіл|там|қыр|қаз|қар|жел)\., \d{2}:\d{2}$/,
    );
    const amounts = await row.locator('td.num').allTextContents();
    expect(amounts.length).toBe(2);
    for (const amount of amounts) expect(amount).toMatch(TENGE);
    // The header's balance comes with the profile, which may answer after the history.
    await playerShown(page, balance);
    expect(await page.locator('header.header').textContent()).toMatch(
      /\d{1,3}(\u00a0\d{3})+(,\d{2})?\u00a0₸/,
    );
  });
});
