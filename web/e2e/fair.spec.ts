// Provably fair demo play in Chromium: play a dice round, rotate the seeds,
// verify the round in the fairness panel, and again with `casino fair verify`.
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
    const hash = (await page.getByTestId('server-seed-hash').textContent()) ?? '';
    expect(hash).toMatch(/^[0-9a-f]{64}$/);

    await page.getByLabel('Bet, ₽').fill('10');
    await page.getByRole('button', { name: 'Roll' }).click();
    const roll = Number(await page.getByTestId('round-result').textContent());
    expect(roll).toBeGreaterThanOrEqual(0);
    expect(roll).toBeLessThanOrEqual(100);
    await expect.poll(() => page.getByTestId('nonce').textContent()).toBe('1');

    await page.getByRole('button', { name: 'Rotate seeds' }).click();
    await expect.poll(() => page.getByTestId('nonce').textContent()).toBe('0');
    expect(await page.getByTestId('server-seed-hash').textContent()).not.toBe(hash);

    await page.getByRole('button', { name: 'Verify' }).click();
    const check = page.locator('.fair__check');
    await check.getByText(/^Verified/).waitFor();
    expect(await check.textContent()).toContain(String(roll));

    const command = (await check.locator('.fair__cli code').textContent()) ?? '';
    expect(command).toContain(`--server-seed-hash ${hash}`);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('fairDemo') ?? '{}'));
    const round = stored.history[0];
    const out = execFileSync(
      process.execPath,
      [
        cli,
        'fair',
        'verify',
        '--game',
        'dice',
        '--server-seed',
        round.serverSeed,
        '--client-seed',
        round.clientSeed,
        '--nonce',
        String(round.nonce),
        '--server-seed-hash',
        hash,
        '--json',
      ],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toEqual({ game: 'dice', result: roll, hashMatches: true });
    await context.close();
  });
});
