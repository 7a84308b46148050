// The live boards' pure parts and the crash board against a scripted stream:
// the server clock taken from events (the largest offset of the recent
// ones), the crash and room views built from events (a snapshot replaces,
// bets and cash-outs of another round are ignored), and the board showing a
// betting countdown, the bets as they come, the crash point and a round that
// verifies against its chain.
import { chainCrashPoint, hashSeed, previousGameHash, roomDrawWinner } from '@casino/sdk/fair';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServerClock } from '../../../shared/lib/live-stream.ts';
import { fakeApi, loadMessages, renderWithApp } from '../../../test/harness.tsx';
import { ScriptedSource } from '../../../test/scripted-source.ts';
import { InHouseGamePage } from '../components/in-house-game.tsx';
import { freshDemoPerTest, storedDemo } from '../fair/test-demo.ts';
import { CrashBoard } from './components/crash-table.tsx';
import {
  type CrashEvent,
  type CrashLiveRound,
  crashReducer,
  EMPTY_CRASH_VIEW,
} from './crash-view.ts';
import {
  DEMO_SEAT_ID,
  EMPTY_ROOM_VIEW,
  type RoomEvent,
  roomReducer,
  withDemoSeat,
} from './room-view.ts';
import { roomRound } from './test-room.ts';

// The crash page as its route module (app/pages/crash-page.tsx) composes it.
const CrashPage = () => <InHouseGamePage game="crash" board={<CrashBoard />} />;

beforeAll(() => loadMessages('ru'));
freshDemoPerTest();

describe('the server clock', () => {
  it('takes the largest recent offset: the event that arrived soonest', () => {
    let local = 1000;
    const clock = createServerClock(() => local);
    clock.sample(6000); // sent at 6000 by the server, seen at 1000: offset ≤ 5000
    local = 1100;
    clock.sample(6050); // a slower one: 4950
    expect(clock.now()).toBe(1100 + 5000);
  });
});

const round = (over: Partial<CrashLiveRound> = {}): CrashLiveRound => ({
  id: 'crash-7',
  number: 7,
  terminatingHash: 'b'.repeat(64),
  phase: 'betting',
  bettingEndsAt: 10_000,
  startedAt: null,
  endedAt: null,
  rate: 0.00006,
  crashPoint: null,
  hash: null,
  ...over,
});
const bet = (id: string, cashedOutAt: number | null = null) => ({
  id,
  player: 'Ali•••',
  amount: 10,
  currency: 'RUB' as const,
  cashedOutAt,
  payout: cashedOutAt === null ? null : 10 * cashedOutAt,
});

describe('the crash view', () => {
  it('follows a round from betting to its end, and a snapshot replaces everything', () => {
    const events: CrashEvent[] = [
      { type: 'betting', serverTime: 1, round: round() },
      { type: 'bet', serverTime: 2, roundId: 'crash-7', bet: bet('a') },
      { type: 'bet', serverTime: 2, roundId: 'crash-6', bet: bet('old') },
      { type: 'start', serverTime: 3, round: round({ phase: 'running', startedAt: 3 }) },
      { type: 'cashout', serverTime: 4, roundId: 'crash-7', bet: bet('a', 1.5) },
      {
        type: 'end',
        serverTime: 5,
        round: round({
          phase: 'ended',
          startedAt: 3,
          endedAt: 5,
          crashPoint: 2,
          hash: 'h'.repeat(64),
        }),
      },
    ];
    const view = events.reduce(crashReducer, EMPTY_CRASH_VIEW);
    expect(view.bets).toEqual([bet('a', 1.5)]);
    expect(view.history.map((r) => r.crashPoint)).toEqual([2]);
    const chain = { terminatingHash: 'a'.repeat(64), salt: 's' };
    const again = crashReducer(view, {
      type: 'snapshot',
      serverTime: 6,
      round: round({ id: 'crash-8', number: 8 }),
      bets: [],
      history: [],
      chain,
    });
    expect(again).toEqual({
      round: round({ id: 'crash-8', number: 8 }),
      bets: [],
      history: [],
      chain,
    });
  });
});

describe('a demo seat in a room', () => {
  const serverSeed = 'f'.repeat(64);
  const entry = (id: string, amount: number, joinedAt: number) => ({
    id,
    player: id,
    amount,
    clientSeed: `seed ${id}`,
    joinedAt,
  });
  const drawn = {
    id: 'red-RUB-3',
    number: 3,
    room: 'red' as const,
    currency: 'RUB' as const,
    phase: 'ended' as const,
    minStake: 1,
    serverSeedHash: hashSeed(serverSeed),
    serverSeed,
    endsAt: 30,
    entries: [entry('a', 10, 10), entry('b', 30, 30)],
    pot: 40,
    winner: 0,
    payout: 39.6,
  };

  it('takes its place in joining order and is drawn with the real stakes, by the same rule', () => {
    const seat = {
      roundId: drawn.id,
      amount: 20,
      clientSeed: 'mine',
      joinedAt: 20,
      draw: roomDrawWinner,
    };
    const round = withDemoSeat(drawn, seat, 'You (demo)');
    expect(round.entries.map((e) => e.id)).toEqual(['a', DEMO_SEAT_ID, 'b']);
    expect(round.pot).toBe(60);
    expect(round.payout).toBe(59.4);
    expect(round.winner).toBe(
      roomDrawWinner(serverSeed, [
        { amount: 10, clientSeed: 'seed a' },
        { amount: 20, clientSeed: 'mine' },
        { amount: 30, clientSeed: 'seed b' },
      ]),
    );
  });

  it('leaves an open round undrawn', () => {
    const open = { ...drawn, phase: 'open' as const, serverSeed: null, winner: null, payout: null };
    const round = withDemoSeat(
      open,
      { roundId: open.id, amount: 5, clientSeed: 'x', joinedAt: 99, draw: roomDrawWinner },
      'me',
    );
    expect(round.entries.at(-1)?.id).toBe(DEMO_SEAT_ID);
    expect(round).toMatchObject({ pot: 45, winner: null, payout: null });
  });
});

describe('the room view', () => {
  it('keeps the round as each event gives it and adds each draw to the history', () => {
    const open = roomRound({ id: 'red-RUB-1', number: 1 });
    const events: RoomEvent[] = [
      { type: 'opened', serverTime: 1, round: open },
      { type: 'end', serverTime: 2, round: { ...open, phase: 'ended', winner: 0 } },
    ];
    const view = events.reduce(roomReducer, EMPTY_ROOM_VIEW);
    expect(view.round?.phase).toBe('ended');
    expect(view.history).toHaveLength(1);
  });
});

describe('the crash board', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the countdown, the bets, the crash point, and verifies an ended round in the page', async () => {
    vi.stubGlobal('EventSource', ScriptedSource);
    renderWithApp(<CrashPage />, { fetch: fakeApi({}).fetch });
    const source = await ScriptedSource.opened();
    expect(source.url).toMatch(/\/services\/crash\/crash\/live$/);
    expect(screen.getByText('Подключаемся к столу…')).toBeVisible();
    // A chain of two rounds: the terminating hash is the hash of round 1's.
    const hash1 = 'c'.repeat(64);
    const terminatingHash = previousGameHash(hash1);
    const salt = 'public salt';
    const point = chainCrashPoint(hash1, salt);
    const now = Date.now();
    source.send({
      type: 'snapshot',
      serverTime: now,
      round: round({ id: 'crash-2', number: 2, terminatingHash, bettingEndsAt: now + 4500 }),
      bets: [bet('b1')],
      history: [
        round({
          id: 'crash-1',
          number: 1,
          terminatingHash,
          phase: 'ended',
          startedAt: now - 9000,
          endedAt: now - 5000,
          crashPoint: point,
          hash: hash1,
        }),
      ],
      chain: { terminatingHash, salt },
    });
    expect(screen.getByTestId('crash-multiplier').textContent).toBe('Ставки закроются через 5 с');
    expect(screen.getByRole('button', { name: 'Сделать ставку' })).toBeVisible();
    // The lists under the board come once the first page is on screen.
    expect((await screen.findByTestId('crash-bets')).textContent).toContain('Ali•••');
    source.send({
      type: 'bet',
      serverTime: now,
      roundId: 'crash-2',
      bet: { ...bet('b2'), player: 'Mad•••' },
    });
    expect(screen.getByTestId('crash-bets').textContent).toContain('Mad•••');
    fireEvent.click(screen.getByRole('button', { name: /— проверить раунд 1$/ }));
    // The check loads its hash functions when a round is chosen.
    expect((await screen.findByTestId('crash-verify')).textContent).toContain(
      'Этот раунд честный — проверено',
    );
    expect(screen.getByTestId('crash-verify').textContent).toContain('(шагов: 1)');
    source.send({
      type: 'end',
      serverTime: now,
      round: round({
        id: 'crash-2',
        number: 2,
        phase: 'ended',
        startedAt: now,
        endedAt: now,
        crashPoint: 1.37,
        hash: 'd'.repeat(64),
      }),
    });
    expect(screen.getByTestId('crash-multiplier').textContent).toBe('Краш на ×1,37');
  });

  it('says so when the connection drops, opens a closed one again, and a new snapshot brings it back', async () => {
    vi.stubGlobal('EventSource', ScriptedSource);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      renderWithApp(<CrashPage />, { fetch: fakeApi({}).fetch });
      const first = await ScriptedSource.opened();
      const snapshot = {
        type: 'snapshot',
        serverTime: Date.now(),
        round: round({ bettingEndsAt: Date.now() + 3000 }),
        bets: [],
        history: [],
        chain: { terminatingHash: 'a'.repeat(64), salt: 's' },
      };
      first.send(snapshot);
      expect(screen.getByText('Раунд 7')).toBeVisible();
      expect(document.querySelector('.live__connection')).toBeNull();
      // The browser is retrying by itself (CONNECTING): the board says so.
      first.readyState = 0;
      act(() => first.onerror?.());
      expect(screen.getByText('Связь потеряна. Переподключаемся…')).toBeVisible();
      // Refused for good (CLOSED): opened again after a pause.
      first.readyState = 2;
      act(() => first.onerror?.());
      act(() => vi.advanceTimersByTime(2000));
      const second = await ScriptedSource.opened();
      expect(second).not.toBe(first);
      second.send(snapshot);
      expect(document.querySelector('.live__connection')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('settles a demo bet once, at its automatic target, even when the end follows the tick at once', async () => {
    vi.stubGlobal('EventSource', ScriptedSource);
    renderWithApp(<CrashPage />, { fetch: fakeApi({}).fetch });
    const source = await ScriptedSource.opened();
    const now = Date.now();
    const betting = round({ bettingEndsAt: now + 5000 });
    source.send({
      type: 'snapshot',
      serverTime: now,
      round: betting,
      bets: [],
      history: [],
      chain: { terminatingHash: 'a'.repeat(64), salt: 's' },
    });
    fireEvent.change(screen.getByLabelText('Автовывод при множителе (×), необязательно'), {
      target: { value: '1,5' },
    });
    fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сделать ставку' }));
    await waitFor(() => expect(storedDemo().balances.RUB).toBe(100_000 - 1000));
    const running = { ...betting, phase: 'running', startedAt: now };
    source.send(
      { type: 'start', serverTime: now, round: running },
      { type: 'tick', serverTime: now, roundId: betting.id, multiplier: 1.51 },
      {
        type: 'end',
        serverTime: now,
        round: { ...running, phase: 'ended', endedAt: now, crashPoint: 1.52, hash: 'c'.repeat(64) },
      },
    );
    await waitFor(() => expect(storedDemo().balances.RUB).toBe(100_000 - 1000 + 1500));
    expect(screen.getByText('Выигрыш забран на ×1,50: 15 ₽')).toBeVisible();
  });

  it('auto-bet plays round after round at the automatic cash-out, and stops after the bets set', async () => {
    vi.stubGlobal('EventSource', ScriptedSource);
    renderWithApp(<CrashPage />, { fetch: fakeApi({}).fetch });
    const source = await ScriptedSource.opened();
    const now = Date.now();
    /** One round: betting, then (once the run's bet is in) it runs to `crash`. */
    const playRound = async (id: string, number: number, crash: number, balance: number) => {
      const betting = round({ id, number, bettingEndsAt: now + 5000 });
      source.send({ type: 'betting', serverTime: now, round: betting });
      await waitFor(() => expect(storedDemo().balances.RUB).toBe(balance - 1000));
      const running = { ...betting, phase: 'running' as const, startedAt: now };
      source.send(
        { type: 'start', serverTime: now, round: running },
        { type: 'tick', serverTime: now, roundId: id, multiplier: Math.min(crash, 2) },
        {
          type: 'end',
          serverTime: now,
          round: {
            ...running,
            phase: 'ended',
            endedAt: now,
            crashPoint: crash,
            hash: 'c'.repeat(64),
          },
        },
      );
    };
    source.send({
      type: 'snapshot',
      serverTime: now,
      round: round({
        id: 'crash-6',
        number: 6,
        phase: 'ended',
        crashPoint: 1.1,
        hash: 'd'.repeat(64),
      }),
      bets: [],
      history: [],
      chain: { terminatingHash: 'a'.repeat(64), salt: 's' },
    });
    fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '10' } });
    fireEvent.click(screen.getByText('Автоставка'));
    // Without an automatic cash-out there is nothing to run.
    expect(await screen.findByText(/Чтобы запустить автоставку, задайте автовывод/)).toBeVisible();
    fireEvent.change(screen.getByLabelText('Автовывод при множителе (×), необязательно'), {
      target: { value: '2' },
    });
    fireEvent.change(screen.getByLabelText('Число ставок'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Запустить автоставку' }));
    // Round 7 crashes at ×1,50 (lost), round 8 reaches ×2 (cashed out at it).
    await playRound('crash-7', 7, 1.5, 100_000);
    await playRound('crash-8', 8, 3, 99_000);
    await waitFor(() => expect(storedDemo().balances.RUB).toBe(99_000 - 1000 + 2000));
    // The run says where it got and why it stopped: two bets set, both placed.
    await waitFor(() =>
      expect(screen.getByTestId('auto-bet-status').textContent).toMatch(
        /^Ставок: 2 \(выигрышей 1, проигрышей 1\), итог 0\s₽\. Готово: все ставки сделаны\.$/,
      ),
    );
  });

  it('drops a malformed event and keeps the board as it was', async () => {
    vi.stubGlobal('EventSource', ScriptedSource);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(<CrashPage />, { fetch: fakeApi({}).fetch });
    const source = await ScriptedSource.opened();
    source.send({ type: 'end', round: { id: '<script>' } });
    expect(screen.getByTestId('crash-multiplier').textContent).toBe('—');
    expect(errors).toHaveBeenCalledWith('live stream: a malformed event was dropped', 'end');
  });
});
