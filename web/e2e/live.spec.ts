// The shared live rounds in Chromium against the sandbox (issue 19; the suite
// runs them twice as fast): two players in two windows watch the same crash
// round climb, each bets for money, waits for the multiplier to pass ×1.5 and
// cashes out; the balance grows by stake × the multiplier the service paid,
// both windows see the round end at the same crash point, and the round
// verifies in the page and with `casino fair verify --game crash`. Two
// players join the red room; it fills, draws and pays its winner, and the
// draw verifies in the page and with `casino fair verify --game rooms`.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';
import {
  callApi,
  cents,
  deposit,
  headerBalance,
  type Player,
  registerPlayer,
  signIn,
} from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');
const cli = fileURLToPath(new URL('../../cli/bin/casino.js', import.meta.url));

interface CrashBet {
  id: string;
  roundId: string;
  roundNumber: number;
  amount: number;
  status: string;
  cashedOutAt: number | null;
  payout: number;
  crashPoint: number | null;
  hash: string | null;
}

const balanceOf = async (player: Player) =>
  (await callApi<{ balance: number }>(player.token, 'GET', '/profile/user')).balance;

const crashBets = (player: Player) =>
  callApi<{ bets: CrashBet[] }>(player.token, 'GET', '/services/crash/crash/live/bets').then(
    (a) => a.bets,
  );

/** `casino fair verify … --json` as an ops engineer runs it: its JSON answer. */
const verifyWithCli = (...args: string[]): unknown =>
  JSON.parse(
    execFileSync(process.execPath, [cli, 'fair', 'verify', ...args, '--json'], {
      encoding: 'utf8',
    }),
  );

interface RoomBet {
  id: string;
  roundId: string;
  status: string;
}

const roomBets = (player: Player) =>
  callApi<{ bets: RoomBet[] }>(player.token, 'GET', '/services/general/rooms/bets').then(
    (a) => a.bets,
  );

/** Waits until the room's round shown waits for players, or has at least `seconds` to its draw. */
async function roundWithTime(page: Page, seconds: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const status = (await page.locator('.room-status').textContent()) ?? '';
        if (status.includes('Waiting for players')) return true;
        const left = /Draw in (\d+) s/.exec(status)?.[1];
        return left !== undefined && Number(left) >= seconds;
      },
      { timeout: 60_000, interval: 100 },
    )
    .toBe(true);
}

/** The multiplier the page shows now, or 0 outside a running round. */
async function shownMultiplier(page: Page): Promise<number> {
  const text = (await page.getByTestId('crash-multiplier').textContent()) ?? '';
  const match = /^×(\d+[.,]\d{2})$/.exec(text.trim());
  return match ? Number(match[1]?.replace(',', '.')) : 0;
}

describe.skipIf(!chromiumWs)('live rounds in Chromium, against the sandbox', () => {
  const chromium = useChromium(chromiumWs as string);

  /** A player with 1000 ₽ on a crash or room page, in a window of their own. */
  async function window(path: string) {
    const player = await registerPlayer({ locale: 'en' });
    const balance = await deposit(player, 'RUB', 1000);
    const context = await chromium.visitor({ locale: 'en-US' });
    await signIn(context, app, player);
    const page = await context.newPage();
    await page.goto(`${app}/en${path}`);
    // Until the profile answers the page is a guest's: a bet typed before it may be lost.
    await expect.poll(() => headerBalance(page)).toBe(balance);
    return { player, page };
  }

  // Up to eight rounds: about one in three crashes below ×1.5, and a round lasts
  // until its crash (a ×20 round climbs for 25 s at the suite's speed).
  it('two windows watch one crash round; each cashes out past ×1.5 for stake × multiplier', async () => {
    const windows = [await window('/games/crash'), await window('/games/crash')];
    // A round may crash below ×1.5 (about one in three): bet again on the next one.
    for (let attempt = 1; attempt <= 8; attempt++) {
      const before = await Promise.all(windows.map(({ player }) => balanceOf(player)));
      const known = await Promise.all(
        windows.map(({ player }) => crashBets(player).then((b) => new Set(b.map((x) => x.id)))),
      );
      // Both bets are meant for one round: each window waits for a round's
      // betting, then both bet (a window that bets while a round runs queues
      // its bet for the next one).
      for (const { page } of windows) await page.getByLabel('Bet, ₽').fill('10');
      for (const { page } of windows)
        await page.getByRole('button', { name: 'Place bet' }).waitFor({ timeout: 90_000 });
      for (const { page } of windows)
        await page.getByRole('button', { name: /^(Place bet|Bet on the next round)$/ }).click();
      // Each window's bet is in: placed now, or when the next round opened.
      let placed: (CrashBet | undefined)[] = [];
      const betOf = (i: number) =>
        crashBets(windows[i]?.player as Player).then((b) =>
          b.find((x) => (placed[i] ? x.id === placed[i]?.id : !known[i]?.has(x.id))),
        );
      await expect
        .poll(
          async () => {
            placed = await Promise.all(windows.map((_, i) => betOf(i)));
            return placed.every(Boolean);
          },
          { timeout: 120_000 },
        )
        .toBe(true);
      // On a loaded machine the betting may close between the two: one bet
      // then goes into the next round. Let both settle and bet again.
      if (placed[0]?.roundId !== placed[1]?.roundId) {
        await expect
          .poll(
            async () =>
              (await Promise.all(windows.map((_, i) => betOf(i)))).every(
                (b) => b?.status !== 'open',
              ),
            { timeout: 120_000 },
          )
          .toBe(true);
        continue;
      }
      const first = placed[0];
      const roundId = first?.roundId;
      // Both windows show the same round, and the multiplier climbs in both.
      for (const { page } of windows)
        await page.getByText(`Round ${first?.roundNumber}`, { exact: true }).waitFor();
      const passed = await Promise.all(
        windows.map(async ({ page }) => {
          try {
            await expect
              .poll(() => shownMultiplier(page), { timeout: 20_000, interval: 50 })
              .toBeGreaterThan(1.5);
            await page.getByRole('button', { name: /^Cash out/ }).click({ timeout: 2000 });
            return true;
          } catch {
            return false;
          }
        }),
      );
      // The round ends at one crash point, and both windows show it in their
      // bets' list (the board itself moves on to the next round 1.5 s later,
      // sooner than a loaded machine may read it).
      let bets: (CrashBet | undefined)[] = [];
      await expect
        .poll(
          async () => {
            bets = await Promise.all(
              windows.map(({ player }) =>
                crashBets(player).then((all) => all.find((b) => b.roundId === roundId)),
              ),
            );
            return bets.every((b) => typeof b?.crashPoint === 'number');
          },
          { timeout: 60_000 },
        )
        .toBe(true);
      expect(bets[1]?.crashPoint).toBe(bets[0]?.crashPoint);
      const crashed = `Crashed at ×${(bets[0]?.crashPoint ?? 0).toFixed(2)}`;
      for (const { page } of windows)
        await expect
          .poll(
            () =>
              page
                .getByTestId('my-crash-bets')
                .locator('li', { hasText: `Round ${first?.roundNumber} · ` })
                .first()
                .textContent({ timeout: 20_000 }),
            { timeout: 20_000 },
          )
          .toContain(crashed);
      if (!passed.every(Boolean) || bets.some((b) => b?.status !== 'won')) {
        for (const [i, bet] of bets.entries()) {
          // A lost bet cost exactly its stake.
          if (bet?.status === 'lost')
            expect(await balanceOf(windows[i]?.player as Player)).toBe(
              (cents(before[i] ?? 0) - 1000) / 100,
            );
        }
        continue;
      }
      for (const [i, bet] of bets.entries()) {
        expect(bet?.cashedOutAt).toBeGreaterThan(1.5);
        expect(cents(bet?.payout ?? 0)).toBe(Math.floor(1000 * (bet?.cashedOutAt ?? 0)));
        const after = (cents(before[i] ?? 0) - 1000 + cents(bet?.payout ?? 0)) / 100;
        expect(await balanceOf(windows[i]?.player as Player)).toBe(after);
        await expect.poll(() => headerBalance(windows[i]?.page as Page)).toBe(after);
      }
      // The round verifies in the page and with the CLI.
      const { page } = windows[0] as { page: Page };
      const bet = bets[0] as CrashBet;
      await page.getByRole('button', { name: `Verify round ${bet.roundNumber}` }).click();
      await expect
        .poll(() => page.getByTestId('crash-verify').textContent())
        .toContain('This round was fair — verified');
      const { chain } = await callApi<{ chain: { salt: string } }>(
        null,
        'GET',
        '/services/crash/crash/live/rounds',
      );
      expect(
        verifyWithCli('--game', 'crash', '--hash', bet.hash ?? '', '--salt', chain.salt),
      ).toMatchObject({ crashPoint: bet.crashPoint });
      return;
    }
    throw new Error('no round passed ×1.5 in 8 tries');
  }, 300_000);

  // Bots sit in the rooms too, and a round draws 10 s (at the suite's speed)
  // after its second entry: both players join a round with time left, and a
  // round that draws before both are in is waited out and the next one tried.
  it('two players join the red room; it draws and pays its winner, and the draw verifies', async () => {
    const windows = [await window('/games/rooms/red'), await window('/games/rooms/red')];
    for (let attempt = 1; attempt <= 4; attempt++) {
      const before = await Promise.all(windows.map(({ player }) => balanceOf(player)));
      const known = await Promise.all(
        windows.map(({ player }) => roomBets(player).then((b) => new Set(b.map((x) => x.id)))),
      );
      await roundWithTime(windows[0]?.page as Page, 7);
      const joined: (RoomBet | undefined)[] = [];
      for (const [i, { page, player }] of windows.entries()) {
        await page.getByLabel('Bet, ₽').fill('20');
        await page.getByRole('button', { name: 'Join the draw' }).click();
        const seen = await page
          .getByText('You are in this draw with 20 ₽.')
          .waitFor({ timeout: 10_000 })
          .then(
            () => true,
            () => false,
          );
        const bet = (await roomBets(player)).find((b) => !known[i]?.has(b.id));
        if (!seen || !bet) break;
        joined.push(bet);
      }
      const [first, second] = joined;
      // Both joined the same round: it stays open for the second after the first.
      if (!first || !second || first.roundId !== second.roundId) {
        // Wait out the round (money moves at its draw) and try the next one.
        await windows[0]?.page.getByTestId('room-winner').waitFor({ timeout: 60_000 });
        continue;
      }
      for (const { page } of windows)
        await page.getByTestId('room-winner').waitFor({ timeout: 60_000 });
      const { rounds } = await callApi<{
        rounds: {
          id: string;
          serverSeed: string;
          winner: number;
          payout: number;
          entries: { id: string; amount: number; clientSeed: string }[];
        }[];
      }>(null, 'GET', '/services/general/rooms/red/live/rounds?currency=RUB');
      const round = rounds.find((r) => r.id === first.roundId);
      if (!round) throw new Error('the draw is not among the past rounds');
      for (const [i, { player }] of windows.entries()) {
        const bet = (await roomBets(player)).find((b) => b.id === joined[i]?.id);
        const won = round.entries[round.winner]?.id === bet?.id;
        expect(bet?.status).toBe(won ? 'won' : 'lost');
        expect(await balanceOf(player)).toBe(
          (cents(before[i] ?? 0) - 2000 + (won ? cents(round.payout) : 0)) / 100,
        );
      }
      const { page } = windows[0] as { page: Page };
      await page.getByRole('button', { name: 'Verify' }).first().click();
      await expect
        .poll(() => page.getByTestId('room-verify').textContent())
        .toContain('This round was fair — verified');
      expect(
        verifyWithCli(
          '--game',
          'rooms',
          '--server-seed',
          round.serverSeed,
          '--nonce',
          '1',
          '--client-seeds',
          JSON.stringify(round.entries.map((e) => e.clientSeed)),
          '--stakes',
          round.entries.map((e) => e.amount).join(','),
        ),
      ).toMatchObject({ result: round.winner });
      return;
    }
    throw new Error('the two players found no round with time to join both in 4 tries');
  }, 300_000);
});
