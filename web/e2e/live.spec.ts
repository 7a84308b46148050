// The shared live rounds in Chromium against the sandbox (the suite runs them
// twice as fast): two players in two windows watch the same crash round
// climb, each bets for money, waits for the multiplier to pass ×1.5 and
// cashes out; the balance grows by stake × the multiplier the service paid,
// both windows see the round end at the same crash point, and the round
// verifies in the page and with `casino fair verify --game crash`. Two
// players join the red room; it fills, draws and pays its winner, and the
// draw verifies in the page and with `casino fair verify --game rooms`.
//
// The tables keep the sandbox's real time, and a busy machine is slower than
// a round: the test holds each table where its players act (the sandbox's
// live holds), so both bets go into one round, a cash-out is never too late,
// and both players are in one draw, however long each step takes.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';
import { playerShown } from './player.ts';
import {
  callApi,
  cents,
  control,
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

/** The crash table as the sandbox has it (`GET /_sandbox/live/crash`). */
interface CrashTable {
  round: { id: string; number: number; phase: 'betting' | 'running' | 'ended'; multiplier: number };
  stopped: boolean;
}

/**
 * Stops the crash table (the sandbox's live hold) once its round has ended
 * (no betting opens), while it takes bets (the round does not start), or when
 * its round reaches a multiplier; null lets it go on.
 */
const holdCrash = (at: 'ended' | 'betting' | number | null) =>
  at === null
    ? control<CrashTable>('live/crash/hold', { method: 'DELETE' })
    : control<CrashTable>('live/crash/hold', { body: { at } });

const crashTable = () => control<CrashTable>('live/crash', { method: 'GET' });

/**
 * Stops the crash table once the round in flight has ended (no betting
 * opens), and waits for that: at the suite's live speed a round to ×100
 * takes about 40 s (one in a hundred), so the wait has its own bound.
 */
async function stopAfterRound(): Promise<void> {
  await holdCrash('ended');
  await expect
    .poll(
      async () => {
        const table = await crashTable();
        return table.stopped && table.round.phase === 'ended';
      },
      { timeout: 90_000, interval: 250 },
    )
    .toBe(true);
}

/** Holds the rooms' draws (a countdown that runs out waits), or lets them happen. */
const holdDraws = (held: boolean) => control('live/rooms/hold', held ? {} : { method: 'DELETE' });

/** Where the crash round is stopped for the cash-outs: past ×1.5, as the players wait for. */
const CASH_OUT_AT = 1.51;

/** The multiplier the page shows now, or 0 outside a running round. */
async function shownMultiplier(page: Page): Promise<number> {
  const text = (await page.getByTestId('crash-multiplier').textContent()) ?? '';
  const match = /^×(\d+[.,]\d{2})$/.exec(text.trim());
  return match ? Number(match[1]?.replace(',', '.')) : 0;
}

describe.skipIf(!chromiumWs)('live rounds in Chromium, against the sandbox', () => {
  const chromium = useChromium(chromiumWs as string);
  // The tables are the whole suite's: whatever a test held goes on after it.
  afterEach(async () => {
    await holdCrash(null);
    await holdDraws(false);
  });

  /** A player with 1000 ₽ on a crash or room page, in a window of their own. */
  async function window(path: string) {
    const player = await registerPlayer({ locale: 'en' });
    const balance = await deposit(player, 'RUB', 1000);
    const context = await chromium.visitor({ locale: 'en-US' });
    await signIn(context, app, player);
    const page = await context.newPage();
    await page.goto(`${app}/en${path}`);
    await playerShown(page, balance);
    return { player, page };
  }

  // A round may crash before it gets to ×1.51 (about one in three): the
  // players bet again on the next one, up to eight rounds.
  it('two windows watch one crash round; each cashes out past ×1.5 for stake × multiplier', async () => {
    const windows = [await window('/games/crash'), await window('/games/crash')];
    for (let attempt = 1; attempt <= 8; attempt++) {
      const before = await Promise.all(windows.map(({ player }) => balanceOf(player)));
      const known = await Promise.all(
        windows.map(({ player }) => crashBets(player).then((b) => new Set(b.map((x) => x.id)))),
      );
      // No betting opens until both windows have queued a bet for the next round.
      await stopAfterRound();
      for (const { page } of windows) {
        await page.getByLabel('Bet, ₽').fill('10');
        await page.getByRole('button', { name: 'Bet on the next round' }).click();
        await page
          .getByRole('status')
          .filter({ hasText: 'Your bet will be placed when the next round opens.' })
          .waitFor();
      }
      // Betting opens for both, and stays open until both bets are in: one round.
      await holdCrash('betting');
      let placed: (CrashBet | undefined)[] = [];
      await expect
        .poll(async () => {
          placed = await Promise.all(
            windows.map(({ player }, i) =>
              crashBets(player).then((b) => b.find((x) => !known[i]?.has(x.id))),
            ),
          );
          return placed.every(Boolean);
        })
        .toBe(true);
      const first = placed[0] as CrashBet;
      expect(placed[1]?.roundId).toBe(first.roundId);
      const roundId = first.roundId;
      // Both windows show the round; it starts, and stops at ×1.51 if it gets there.
      for (const { page } of windows)
        await page.getByText(`Round ${first.roundNumber}`, { exact: true }).waitFor();
      await holdCrash(CASH_OUT_AT);
      let table: CrashTable | undefined;
      await expect
        .poll(async () => {
          table = await crashTable();
          return table.round.id !== roundId || table.round.phase === 'ended' || table.stopped;
        })
        .toBe(true);
      if (table?.round.id !== roundId || !table.stopped) {
        // It crashed first: each bet lost exactly its stake.
        await expect
          .poll(async () =>
            (await Promise.all(windows.map(({ player }) => crashBets(player)))).map(
              (bets) => bets.find((b) => b.roundId === roundId)?.status,
            ),
          )
          .toEqual(['lost', 'lost']);
        for (const [i, { player }] of windows.entries())
          expect(await balanceOf(player)).toBe((cents(before[i] ?? 0) - 1000) / 100);
        continue;
      }
      // The multiplier climbs past ×1.5 in both windows, and each cashes out.
      for (const { page } of windows) {
        await expect.poll(() => shownMultiplier(page), { interval: 50 }).toBeGreaterThan(1.5);
        await page.getByRole('button', { name: /^Cash out/ }).click();
      }
      await expect
        .poll(async () =>
          (await Promise.all(windows.map(({ player }) => crashBets(player)))).map(
            (bets) => bets.find((b) => b.roundId === roundId)?.status,
          ),
        )
        .toEqual(['won', 'won']);
      // Let go, the round climbs on to its crash point, and the table stays
      // on the ended round (no new betting) while the windows are read. As
      // at the start, a high crash point takes its time (×100 about 40 s).
      await holdCrash('ended');
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
          { timeout: 90_000, interval: 250 },
        )
        .toBe(true);
      expect(bets[1]?.crashPoint).toBe(bets[0]?.crashPoint);
      expect(bets[0]?.crashPoint).toBeGreaterThan(CASH_OUT_AT);
      const crashed = `Crashed at ×${(bets[0]?.crashPoint ?? 0).toFixed(2)}`;
      for (const { page } of windows)
        await expect
          .poll(() =>
            page
              .getByTestId('my-crash-bets')
              .locator('li', { hasText: `Round ${first.roundNumber} · ` })
              .first()
              .textContent(),
          )
          .toContain(crashed);
      for (const [i, bet] of bets.entries()) {
        expect(bet?.cashedOutAt).toBe(CASH_OUT_AT);
        expect(cents(bet?.payout ?? 0)).toBe(Math.floor(1000 * CASH_OUT_AT));
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
    throw new Error('no round got to ×1.51 in 8 tries');
  }, 300_000);

  // Bots sit in the rooms too, and a round draws 10 s (at the suite's speed)
  // after its second entry: the draws are held until both players are in.
  // The service cashes the bet out at its target; the page learns it from
  // the stream, and the header shows the payout while the round still runs
  // (held past the target), not at the crash. A round that crashes before
  // ×1.2 (about one in six) is bet on again.
  it('an automatic cash-out shows in the header when it is paid, before the round ends', async () => {
    const { player, page } = await window('/games/crash');
    for (let attempt = 1; attempt <= 6; attempt++) {
      const known = new Set((await crashBets(player)).map((b) => b.id));
      await stopAfterRound();
      await page.getByLabel('Auto cash-out at (×), optional').fill('1.2');
      await page.getByLabel('Bet, ₽').fill('10');
      await page.getByRole('button', { name: 'Bet on the next round' }).click();
      await holdCrash('betting');
      let bet: CrashBet | undefined;
      await expect
        .poll(async () => {
          bet = (await crashBets(player)).find((b) => !known.has(b.id));
          return bet !== undefined;
        })
        .toBe(true);
      // Past the target the round stops at ×1.3 and stays running.
      await holdCrash(1.3);
      await expect
        .poll(async () => (await crashBets(player)).find((b) => b.id === bet?.id)?.status, {
          timeout: 30_000,
        })
        .not.toBe('open');
      const status = (await crashBets(player)).find((b) => b.id === bet?.id)?.status;
      if (status !== 'won') continue;
      expect((await crashTable()).round.phase).toBe('running');
      const paid = await balanceOf(player);
      await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(paid);
      return;
    }
    throw new Error('six rounds crashed before ×1.2');
  }, 600_000);

  it('two players join the red room; it draws and pays its winner, and the draw verifies', async () => {
    const windows = [await window('/games/rooms/red'), await window('/games/rooms/red')];
    const before = await Promise.all(windows.map(({ player }) => balanceOf(player)));
    await holdDraws(true);
    // Each joins the round open to joins (after a draw, the next opens a
    // moment later: Join waits for it), which stays open while the draws are held.
    const joined: RoomBet[] = [];
    for (const { page, player } of windows) {
      await page.getByLabel('Bet, ₽').fill('20');
      await page.getByRole('button', { name: 'Join the draw' }).click();
      await page.getByText('You are in this draw with 20 ₽.').waitFor();
      const [bet] = await roomBets(player);
      expect(bet?.status).toBe('open');
      joined.push(bet as RoomBet);
    }
    const [first, second] = joined as [RoomBet, RoomBet];
    expect(second.roundId).toBe(first.roundId);
    // The draw shows its winner until the next round opens: both windows watch from before it.
    const drawn = Promise.all(windows.map(({ page }) => page.getByTestId('room-winner').waitFor()));
    // Each window asks for the profile again once the draw it had a stake in has ended.
    const reloads = windows.map(({ page }) => {
      let count = 0;
      page.on('request', (request) => {
        if (request.method() === 'GET' && new URL(request.url()).pathname === '/profile/user')
          count += 1;
      });
      return () => count;
    });
    await holdDraws(false);
    await drawn;
    for (const [i, reloaded] of reloads.entries())
      await expect.poll(reloaded, { message: `window ${i + 1}` }).toBeGreaterThan(0);
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
      const ledger = (cents(before[i] ?? 0) - 2000 + (won ? cents(round.payout) : 0)) / 100;
      expect(await balanceOf(player)).toBe(ledger);
      // The header shows what the ledger has: the pot paid, or the stake gone.
      await expect.poll(() => headerBalance(windows[i]?.page as Page)).toBe(ledger);
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
  }, 300_000);
});
