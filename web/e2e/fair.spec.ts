// Provably fair demo play in Chromium (a guest): play a dice round, rotate the
// seeds, verify the round in "My bets" (the sentence, then the math behind
// "How it's checked"), and again with `casino fair verify --round` on the
// round the page keeps.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');
const cli = fileURLToPath(new URL('../../cli/bin/casino.js', import.meta.url));

describe.skipIf(!chromiumWs)('provably fair dice in Chromium', () => {
  const chromium = useChromium(chromiumWs as string);

  it('a dice round verifies in the page and with the CLI', async () => {
    const context = await chromium.visitor({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${app}/en/games/dice`);
    // The prerendered page has no seeds; the browser's own come with the app.
    await expect
      .poll(async () => (await page.getByTestId('server-seed-hash').textContent()) ?? '')
      .toMatch(/^[0-9a-f]{64}$/);
    const hash = (await page.getByTestId('server-seed-hash').textContent()) ?? '';

    await page.getByLabel('Bet, ₽').fill('10');
    await page.getByRole('button', { name: 'Roll' }).click();
    await expect.poll(() => page.getByTestId('nonce').textContent()).toBe('1');
    const roll = Number(await page.getByTestId('round-result').textContent());
    expect(roll).toBeGreaterThanOrEqual(0);
    expect(roll).toBeLessThanOrEqual(100);

    await page.getByRole('button', { name: 'Rotate seeds' }).click();
    await expect.poll(() => page.getByTestId('nonce').textContent()).toBe('0');
    expect(await page.getByTestId('server-seed-hash').textContent()).not.toBe(hash);

    const bets = page.getByTestId('my-bets');
    await bets.getByRole('button', { name: 'Verify' }).click();
    const check = page.locator('.fair__check');
    await check.getByText('This round was fair — verified').waitFor();
    await check.getByText("How it's checked").click();
    expect(await check.locator('.fair__checks').textContent()).toContain(roll.toFixed(2));
    // Words for a player: the math with the round's numbers, no raw arrays, no command.
    expect(await check.textContent()).toContain(`divided by 100, the roll is ${roll.toFixed(2)}`);
    expect(await check.textContent()).not.toContain('[');
    expect(await check.textContent()).not.toContain('casino fair');

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('fairDemo2') ?? '{}'));
    const round = stored.history[0];
    expect(round).toMatchObject({ serverSeedHash: hash, nonce: 1 });
    const out = execFileSync(process.execPath, [cli, 'fair', 'verify', '--round', '-', '--json'], {
      input: JSON.stringify(round),
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toMatchObject({ verdict: 'verified' });
    await context.close();
  });
});
