// /fairness in Chromium, as a visitor without an account, in ru, en and kz:
// a real round of each in-house game, played for money in the sandbox (by its
// API) and its seed pair rotated, verifies whole when the history answer is
// pasted in; one of them verifies from its seeds too, the hash shown before
// play confirmed; and an ended live crash round gives its recorded point from
// its hash and the table's salt.
import { GAME_SERVICE } from '@casino/sdk';
import { MONEY_GAMES, type MoneyGame } from '@casino/sdk/fair';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrated, useChromium } from './browser.ts';
import { callApi, deposit, registerPlayer } from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

/** A bet of each game the sandbox takes (as scripts/sandbox/games.test.ts plays them). */
const BODIES: Record<MoneyGame, object> = {
  dice: { amount: 10, inputs: { direction: 'over', target: 50.5 } },
  coinflip: { amount: 10, inputs: { side: 'tails' } },
  crash: { amount: 10, inputs: { target: 2 } },
  roulette: { inputs: { chips: [{ kind: 'red', amount: 10 }] } },
  keno: { amount: 10, inputs: { picks: [7, 14, 21] } },
  cases: { inputs: { caseId: 'bronze' } },
  miner: { amount: 10, inputs: { mines: 3 } },
  hilo: { amount: 10, inputs: {} },
};

interface Round {
  id: string;
  game: MoneyGame;
  status: string;
  serverSeed: string | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  result: { roll?: number };
}

/** Plays one round of every game for a new player, settles it, rotates each pair; the history, revealed. */
async function playedHistory(): Promise<{ rounds: Round[] }> {
  const player = await registerPlayer({ locale: 'en' });
  await deposit(player, 'RUB', 2000);
  const at = (game: MoneyGame, path: string) => `/services/${GAME_SERVICE[game]}/${game}${path}`;
  for (const game of MONEY_GAMES) {
    const { round } = await callApi<{ round: Round }>(
      player.token,
      'POST',
      at(game, '/rounds'),
      BODIES[game],
    );
    if (round.status === 'active') {
      const move = game === 'miner' ? 'reveal' : 'guess';
      const body = game === 'miner' ? { tile: 0 } : { guess: 'higherOrSame' };
      const step = await callApi<{ round: Round }>(
        player.token,
        'POST',
        at(game, `/rounds/${round.id}/${move}`),
        body,
      );
      if (step.round.status === 'active')
        await callApi(player.token, 'POST', at(game, `/rounds/${round.id}/cashout`));
    }
    await callApi(player.token, 'POST', at(game, '/seeds/rotate'), {});
  }
  return callApi(player.token, 'GET', '/services/general/rounds');
}

const LANGUAGES = [
  {
    prefix: '',
    locale: 'ru-RU',
    check: 'Проверить',
    tabs: { record: 'Запись раунда', crash: 'Live-краш' },
    verified: 'Этот раунд честный — проверено',
    matches: 'Это тот хеш, что был показан до игры',
    crash: 'Точка краша',
  },
  {
    prefix: '/en',
    locale: 'en-US',
    check: 'Check',
    tabs: { record: 'Round record', crash: 'Live crash' },
    verified: 'This round was fair — verified',
    matches: 'This is the hash shown before play',
    crash: 'Crash point',
  },
  {
    prefix: '/kz',
    locale: 'kk-KZ',
    check: 'Тексеру',
    tabs: { record: 'Раунд жазбасы', crash: 'Live-краш' },
    verified: 'Бұл раунд әділ өтті — тексерілді',
    matches: 'Бұл ойын алдында көрсетілген хеш',
    crash: 'Краш нүктесі',
  },
] as const;

/** The form's inputs, in their order on the page. */
const inputs = (page: Page) => page.locator('.verifier__form input, .verifier__form textarea');

describe.skipIf(!chromiumWs)('/fairness in Chromium, without an account', () => {
  const chromium = useChromium(chromiumWs as string);

  it('verifies a real round of each game, one from its seeds, and a live crash round, in three languages', async () => {
    const history = await playedHistory();
    expect(history.rounds.map((r) => r.game).sort()).toEqual([...MONEY_GAMES].sort());
    expect(history.rounds.every((r) => r.status === 'settled' && r.serverSeed)).toBe(true);
    // The table's latest ended round (a table just started has none until its
    // first round crashes: a high crash point climbs for up to about 40 s).
    type CrashRounds = {
      chain: { salt: string };
      rounds: { hash: string | null; crashPoint: number | null }[];
    };
    let live: CrashRounds | undefined;
    const endedOf = (answer?: CrashRounds) =>
      answer?.rounds.find((r) => r.hash && r.crashPoint !== null);
    await expect
      .poll(
        async () => {
          live = await callApi<CrashRounds>(null, 'GET', '/services/crash/crash/live/rounds');
          return Boolean(endedOf(live));
        },
        { timeout: 90_000, interval: 500 },
      )
      .toBe(true);
    const ended = endedOf(live) as { hash: string; crashPoint: number };
    const salt = (live as CrashRounds).chain.salt;

    for (const language of LANGUAGES) {
      const context = await chromium.visitor({ locale: language.locale });
      const page = await context.newPage();
      await page.goto(`${app}${language.prefix}/fairness`);
      await hydrated(page);

      // The whole history, pasted as GET /rounds answered: every round verifies.
      await page.getByRole('tab', { name: language.tabs.record }).click();
      await inputs(page).first().fill(JSON.stringify(history));
      await page.getByRole('button', { name: language.check }).click();
      await expect
        .poll(() => page.getByText(language.verified).count(), { message: language.locale })
        .toBe(MONEY_GAMES.length);

      // A dice round from its seeds, with the hash shown before play.
      const dice = history.rounds.find((r) => r.game === 'dice') as Round;
      await page.getByRole('tab').first().click();
      const [server, client, nonce, shown] = [0, 1, 2, 3].map((i) => inputs(page).nth(i));
      await server?.fill(dice.serverSeed as string);
      await client?.fill(dice.clientSeed);
      await nonce?.fill(String(dice.nonce));
      await shown?.fill(dice.serverSeedHash);
      await page.getByRole('button', { name: language.check }).click();
      await page.getByText(language.matches).waitFor();
      const value = (await page.getByTestId('verifier-value').textContent()) ?? '';
      expect(value.replace(/\s/g, '').replace(',', '.')).toContain(
        (dice.result.roll as number).toFixed(2),
      );

      // A live crash round that ended: its point from its hash and the salt.
      await page.getByRole('tab', { name: language.tabs.crash }).click();
      await inputs(page).nth(0).fill(ended.hash);
      await inputs(page).nth(1).fill(salt);
      await page.getByRole('button', { name: language.check }).click();
      await expect
        .poll(async () =>
          ((await page.getByTestId('verifier-value').textContent()) ?? '').replace(',', '.'),
        )
        .toBe(`${language.crash}: ×${ended.crashPoint.toFixed(2)}`);
      await context.close();
    }
  }, 240_000);
});
