// The free-spin widget in Chromium against the sandbox: a new player has the
// sandbox's welcome free spins; with the page's clock set 90 s before they run
// out, the widget shows their game (Play opening its page) and a countdown
// that goes down with the clock, and goes away when they run out. Play opens
// the game for money without a balance, the spins play in its frame and
// what they win reaches the bonus account.
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';
import { callApi, registerPlayer, signIn } from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

describe.skipIf(!chromiumWs)('free spins in Chromium', () => {
  const chromium = useChromium(chromiumWs as string);

  it('the widget counts down and goes away when the spin runs out', async () => {
    const player = await registerPlayer();
    const { data } = await callApi<{ data: { game: { id: number }; expiration_at: string }[] }>(
      player.token,
      'GET',
      '/profile/freeSpins',
    );
    expect(data).toHaveLength(1);
    const [spins] = data as [(typeof data)[number]];
    // The player's profile speaks Russian, so the interface is Russian.
    const context = await chromium.visitor();
    await signIn(context, app, player);
    const page = await context.newPage();
    await page.clock.install({ time: new Date(Date.parse(spins.expiration_at) - 90_000) });
    await page.goto(`${app}/bonuses`);
    const widget = page.getByRole('complementary', { name: 'У вас есть фриспины' });
    // Game 1 of the sandbox's slots catalog: the widget names it by its title.
    await widget.getByText('Book of Dead').waitFor();
    // Play opens that game's page.
    expect(await widget.getByRole('link', { name: 'Играть' }).getAttribute('href')).toBe(
      '/games/slots/book-of-dead/play',
    );
    const timer = widget.getByRole('timer');
    const seconds = async () => {
      const [m, s] = ((await timer.textContent()) ?? '').split(':').map(Number);
      return (m as number) * 60 + (s as number);
    };
    // The page's clock has run on while the page loaded (as long as the
    // machine took): the countdown shows what is left by the page's clock,
    // read at the same moment (redrawn each second, so up to one more).
    const [first, left] = await timer.evaluate((element, ends) => {
      const [m, s] = (element.textContent ?? '').split(':').map(Number);
      return [(m as number) * 60 + (s as number), (ends - Date.now()) / 1000];
    }, Date.parse(spins.expiration_at));
    expect(first).toBeLessThanOrEqual(90);
    expect(first).toBeGreaterThanOrEqual(Math.floor(left));
    expect(first).toBeLessThanOrEqual(Math.ceil(left) + 1);
    await page.clock.runFor(30_000);
    await expect.poll(seconds).toBeLessThanOrEqual(first - 29);
    await page.clock.runFor(70_000);
    await expect.poll(() => widget.count()).toBe(0);
    await context.close();
  });

  it('a player without money plays the spins in the game; the wins reach the bonus account', async () => {
    const player = await registerPlayer();
    const context = await chromium.visitor();
    await signIn(context, app, player);
    const page = await context.newPage();
    await page.goto(`${app}/bonuses`);
    const widget = page.getByRole('complementary', { name: 'У вас есть фриспины' });
    await widget.getByText('Book of Dead').waitFor();
    await widget.getByRole('link', { name: 'Играть' }).click();
    await page.waitForURL(`${app}/games/slots/book-of-dead/play`);
    const game = page.frameLocator('.game-frame iframe');
    await game.getByText('Осталось фриспинов: 10').waitFor();
    const status = game.getByRole('status');
    /** What each spin won, in kopecks, read off the game's line ("Спин 3: ×2, 40,00 ₽ на бонусный счёт"). */
    const wins: number[] = [];
    for (let n = 1; n <= 10; n++) {
      await game.getByRole('button', { name: 'Крутить' }).click();
      await expect.poll(() => status.textContent()).toMatch(new RegExp(`^Спин ${n}: `));
      const line = ((await status.textContent()) ?? '').replace(/[\u00a0\u202f\s]/g, '');
      const amount = /×[\d.]+,([\d]+),(\d{2})₽/.exec(line);
      wins.push(amount ? Number(amount[1]) * 100 + Number(amount[2]) : 0);
      if (!amount) expect(line).toBe(`Спин${n}:безвыигрыша`);
    }
    await game.getByText('Фриспинов в этой игре больше нет.').waitFor();
    const won = wins.reduce((a, b) => a + b, 0);
    const profile = await callApi<{ balance: number; bonus_balance: number }>(
      player.token,
      'GET',
      '/profile/user',
    );
    expect(profile).toMatchObject({ balance: 0, bonus_balance: won / 100 });
    await page.goto(`${app}/profile/bonuses`);
    const active = page.getByRole('heading', { name: 'Активные бонусы' });
    if (won > 0) {
      await active.waitFor();
      await page.getByText('Выигрыш с фриспинов').first().waitFor();
    } else {
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await active.count()).toBe(0);
    }
    await context.close();
  });
});
