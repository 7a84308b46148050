// The free-spin widget in Chromium: a logged-in player with a free spin that
// runs out in 90 s sees its game and a countdown that goes down with the clock,
// and the widget goes away when it runs out.
import { describe, expect, inject, it } from 'vitest';
import { CORS, useChromium } from './browser.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');
const mock = inject('mockUrl');

describe.skipIf(!chromiumWs)('free spins in Chromium', () => {
  const chromium = useChromium(chromiumWs as string);

  it('the widget counts down and goes away when the spin runs out', async () => {
    // The mock's player speaks Russian, so the interface is Russian.
    const context = await chromium.visitor();
    await context.addCookies([{ name: 'bearerToken', value: 'player-token', url: app }]);
    const page = await context.newPage();
    const start = new Date('2030-06-01T12:00:00Z');
    await page.clock.install({ time: start });
    await page.route(`${mock}/profile/freeSpins`, (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fulfill({ status: 204, headers: CORS })
        : route.fulfill({
            headers: CORS,
            contentType: 'application/json',
            json: {
              data: [
                {
                  id: 412,
                  game: { id: 3101 },
                  expiration_at: new Date(start.getTime() + 90_000).toISOString(),
                },
              ],
            },
          }),
    );
    await page.goto(`${app}/bonuses`);
    const widget = page.getByRole('complementary', { name: 'У вас есть фриспины' });
    await widget.getByText('Book of Dead').waitFor();
    const timer = widget.getByRole('timer');
    const seconds = async () => {
      const [m, s] = ((await timer.textContent()) ?? '').split(':').map(Number);
      return (m as number) * 60 + (s as number);
    };
    const first = await seconds();
    expect(first).toBeGreaterThan(80);
    expect(first).toBeLessThanOrEqual(90);
    await page.clock.runFor(30_000);
    await expect.poll(seconds).toBeLessThanOrEqual(first - 29);
    await page.clock.runFor(70_000);
    await expect.poll(() => widget.count()).toBe(0);
    await context.close();
  });
});
