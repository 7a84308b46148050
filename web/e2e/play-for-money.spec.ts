// Play for money in Chromium against the sandbox (the in-house games' services): a player with a
// paid deposit plays dice and miner on the game services; the header balance
// moves by exactly the stake and the payout each round records (in another
// open tab too), and the live bets feed under the game shows each round; after a
// rotation the rounds verify in the page and with `casino fair verify
// --round`. Another plays five other games the same way (crash is a shared
// live table: live.spec.ts) and verifies the
// whole history with the CLI. A KZT player plays dice and keno within the
// inferred limits.
// Every answer is the sandbox's, checked by the contract proxy.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';
import { playerShown } from './player.ts';
import {
  callApi,
  cents,
  deposit,
  headerBalance,
  type Player,
  playedRounds,
  registerPlayer,
  signIn,
} from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');
const cli = fileURLToPath(new URL('../../cli/bin/casino.js', import.meta.url));

const rounds = (player: Player, game: string) => playedRounds(player, game);

describe.skipIf(!chromiumWs)('play for money in Chromium, against the sandbox', () => {
  const chromium = useChromium(chromiumWs as string);

  it('deposits, plays dice and miner, the balance moves by stake and payout, the rounds verify', async () => {
    const player = await registerPlayer({ locale: 'en' });
    const start = await deposit(player, 'RUB', 1000);
    expect(start).toBeGreaterThan(0);
    const context = await chromium.visitor({ locale: 'en-US' });
    await signIn(context, app, player);
    const page = await context.newPage();

    // Dice, for money by default, once the page shows the player.
    await page.goto(`${app}/en/games/dice`);
    await playerShown(page, start);
    expect(await page.getByRole('radio', { name: 'Real' }).isChecked()).toBe(true);
    // Another tab of the site stays open on the home page.
    const otherTab = await context.newPage();
    await otherTab.goto(`${app}/en`);
    await playerShown(otherTab, start);
    await page.getByLabel('Bet, ₽').fill('13');
    await page.getByRole('button', { name: 'Roll' }).click();
    await expect.poll(async () => (await rounds(player, 'dice')).length).toBe(1);
    const [dice] = await rounds(player, 'dice');
    expect(dice).toMatchObject({
      amount: 13,
      status: 'settled',
      currency: 'RUB',
      serverSeed: null,
    });
    // The live bets feed under the game shows it as it settles (no simulated player
    // stakes 13 ₽; they play one round every 0.6–2.5 s, so it stays among the 12
    // rows shown for many seconds).
    await page
      .getByTestId('bet-feed')
      .getByRole('row')
      .filter({ hasText: 'Dice' })
      .filter({ hasText: '13 ₽' })
      .waitFor();
    const afterDice = (cents(start) - 1300 + cents(dice?.payout ?? 0)) / 100;
    await expect.poll(() => headerBalance(page)).toBe(afterDice);
    // The other tab shows it too, without a reload, and the home page's big wins.
    await expect.poll(() => headerBalance(otherTab), { timeout: 10_000 }).toBe(afterDice);
    await otherTab.getByRole('heading', { name: 'Big wins' }).waitFor();
    await otherTab.close();
    // "My bets" in the live bets feed has the round as the player's own.
    const feed = page.getByTestId('bet-feed');
    await feed.getByRole('tab', { name: 'My bets' }).click();
    const mine = feed.getByRole('row').filter({ hasText: 'You' });
    await mine.filter({ hasText: 'Dice' }).filter({ hasText: '13 ₽' }).waitFor();

    // Miner: open the middle tile, then cash out if it was safe.
    await page.goto(`${app}/en/games/miner`);
    await playerShown(page, afterDice);
    expect(await page.getByRole('radio', { name: 'Real' }).isChecked()).toBe(true);
    await page.getByLabel('Bet, ₽').fill('5');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => headerBalance(page)).toBe((cents(afterDice) - 500) / 100);
    await page.getByRole('button', { name: 'Tile 13' }).click();
    // Either the tile was safe (Cash out becomes enabled) or it was a mine:
    // wait for whichever comes, without a waiting probe of the absent one.
    const cashOut = page.getByRole('button', { name: /^Cash out/, disabled: false });
    await cashOut.or(page.getByText('A mine: the stake is lost')).waitFor();
    if (await cashOut.isVisible()) await cashOut.click();
    await expect.poll(async () => (await rounds(player, 'miner'))[0]?.status).toBe('settled');
    const [miner] = await rounds(player, 'miner');
    const afterMiner = (cents(afterDice) - 500 + cents(miner?.payout ?? 0)) / 100;
    await expect.poll(() => headerBalance(page)).toBe(afterMiner);
    expect(await callApi<{ balance: number }>(player.token, 'GET', '/profile/user')).toMatchObject({
      balance: afterMiner,
    });

    // Rotate miner's seeds: the round verifies in the page and with the CLI.
    await page.getByRole('button', { name: 'Rotate seeds' }).click();
    const bets = page.getByTestId('my-bets');
    await bets.getByRole('button', { name: 'Verify' }).click();
    await bets.getByText('This round was fair — verified').waitFor();
    const [revealed] = await rounds(player, 'miner');
    expect(revealed?.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const out = execFileSync(process.execPath, [cli, 'fair', 'verify', '--round', '-', '--json'], {
      input: JSON.stringify(revealed),
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toMatchObject({ verdict: 'verified' });
    await context.close();
  });

  it('plays coinflip, roulette, keno, hilo and cases for money; the whole history verifies', async () => {
    const player = await registerPlayer({ locale: 'en' });
    let balance = await deposit(player, 'RUB', 1000);
    const context = await chromium.visitor({ locale: 'en-US' });
    await signIn(context, app, player);
    const page = await context.newPage();
    const plays: [game: string, address: string, play: () => Promise<void>][] = [
      ['coinflip', 'coinflip', () => page.getByRole('button', { name: 'Flip' }).click()],
      [
        'roulette',
        'roulette',
        async () => {
          await page.getByRole('button', { name: 'Red', exact: true }).click();
          await page.getByRole('button', { name: 'Spin' }).click();
        },
      ],
      ['keno', 'keno', () => page.getByRole('button', { name: 'Draw' }).click()],
      [
        'hilo',
        'hilo',
        async () => {
          await page.getByRole('button', { name: 'Start' }).click();
          // The "higher" guess, whatever the start card names it ("Any card" on a two, "Same" on an ace).
          await page.locator('.hilo-guesses [data-hotkey="ArrowUp"]').click();
          const cashOut = page.getByRole('button', { name: /^Cash out/ });
          await expect
            .poll(async () => (await rounds(player, 'hilo'))[0]?.moves?.guesses.length ?? 0)
            .toBe(1);
          if ((await rounds(player, 'hilo'))[0]?.status === 'active') await cashOut.click();
        },
      ],
      ['cases', 'cases/bronze', () => page.getByRole('button', { name: /^Open for/ }).click()],
    ];
    for (const [game, address, play] of plays) {
      await page.goto(`${app}/en/games/${address}`);
      await playerShown(page, balance);
      await play();
      await expect.poll(async () => (await rounds(player, game))[0]?.status).toBe('settled');
      const [round] = await rounds(player, game);
      balance = (cents(balance) - cents(round?.amount ?? 0) + cents(round?.payout ?? 0)) / 100;
      await expect.poll(() => headerBalance(page), { message: game }).toBe(balance);
    }
    // Every pair rotated: the whole history verifies with the CLI.
    for (const [game] of plays) {
      const service = game === 'roulette' || game === 'hilo' ? 'general' : game;
      await callApi(player.token, 'POST', `/services/${service}/${game}/seeds/rotate`, {});
    }
    const history = await callApi(player.token, 'GET', '/services/general/rounds');
    const out = execFileSync(process.execPath, [cli, 'fair', 'verify', '--round', '-', '--json'], {
      input: JSON.stringify(history),
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toMatchObject({ verdict: 'verified', counts: { verified: 5 } });
    await context.close();
  });

  it('a KZT player plays dice and keno within the inferred limits', async () => {
    const player = await registerPlayer({ currency: 'KZT', locale: 'kz' });
    const start = await deposit(player, 'KZT', 10000);
    const context = await chromium.visitor({ locale: 'kk-KZ' });
    await signIn(context, app, player);
    const page = await context.newPage();
    let balance = start;
    for (const [game, button] of [
      ['dice', 'Лақтыру'],
      ['keno', 'Тираж'],
    ] as const) {
      await page.goto(`${app}/kz/games/${game}`);
      await playerShown(page, balance);
      // The smallest KZT bet, 5 ₸ (RUB's 1 × 5, marked inferred), is the panel's start.
      expect(await page.getByLabel('Ставка, ₸').inputValue()).toBe('5');
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect.poll(async () => (await rounds(player, game)).length).toBe(1);
      const [round] = await rounds(player, game);
      expect(round).toMatchObject({ amount: 5, currency: 'KZT' });
      balance = (cents(balance) - 500 + cents(round?.payout ?? 0)) / 100;
      await expect.poll(() => headerBalance(page)).toBe(balance);
    }
    await context.close();
  });
});
