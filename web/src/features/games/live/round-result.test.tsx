// What a screen reader hears of the live tables: one polite
// announcement per round result, in the reader's language, and nothing for
// the multiplier's ticks, the bets as they come, the countdowns, or the
// rounds that had ended before the page opened. Counted on the status region
// itself: each change of its text is one announcement.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../../test/harness.tsx';
import { ScriptedSource } from '../../../test/scripted-source.ts';
import { InHouseGamePage } from '../components/in-house-game.tsx';
import { freshDemoPerTest } from '../fair/test-demo.ts';
import { CrashBoard } from './components/crash-table.tsx';
import { RoomBoard } from './components/room-table.tsx';
import type { CrashLiveRound } from './crash-view.ts';
import { roomEntry, roomRound } from './test-room.ts';

// The crash page as its route module (app/pages/crash-page.tsx) composes it.
const CrashPage = () => <InHouseGamePage game="crash" board={<CrashBoard />} />;

beforeAll(() => loadMessages('ru'));
freshDemoPerTest();
afterEach(() => vi.unstubAllGlobals());

/** The polite region and every text it has been given since (one entry per change; any space as a space). */
function watchRegion(): { region: HTMLElement; said: string[] } {
  const region = screen.getByTestId('round-result');
  expect(region.getAttribute('role')).toBe('status');
  expect(region.getAttribute('aria-live')).toBe('polite');
  const said: string[] = [];
  let last = region.textContent ?? '';
  new MutationObserver(() => {
    const now = region.textContent ?? '';
    if (now !== last) said.push(now.replace(/\s/g, ' '));
    last = now;
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return { region, said };
}

/**
 * The region's mutation records so far: a scripted event renders within its
 * send (act), and happy-dom queues each record's delivery as a microtask with
 * the change, so they have all arrived once this resolves.
 */
const delivered = () => Promise.resolve();

const crashRound = (over: Partial<CrashLiveRound> = {}): CrashLiveRound => ({
  id: 'crash-2',
  number: 2,
  terminatingHash: 'b'.repeat(64),
  phase: 'betting',
  bettingEndsAt: Date.now() + 5000,
  startedAt: null,
  endedAt: null,
  rate: 0.00006,
  crashPoint: null,
  hash: null,
  ...over,
});

/** One round of the crash table: betting, a bet, the start, `ticks` ticks, the end at `point`. */
function playCrashRound(source: ScriptedSource, number: number, point: number, ticks: number) {
  const now = Date.now();
  const id = `crash-${number}`;
  const betting = crashRound({ id, number });
  const running = { ...betting, phase: 'running' as const, startedAt: now };
  source.send({ type: 'betting', serverTime: now, round: betting });
  source.send({
    type: 'bet',
    serverTime: now,
    roundId: id,
    bet: {
      id: `b${number}`,
      player: 'Ali•••',
      amount: 10,
      currency: 'RUB',
      cashedOutAt: null,
      payout: null,
    },
  });
  source.send({ type: 'start', serverTime: now, round: running });
  for (let i = 1; i <= ticks; i++)
    source.send({ type: 'tick', serverTime: now + i * 100, roundId: id, multiplier: 1 + i / 100 });
  source.send({
    type: 'end',
    serverTime: now + ticks * 100,
    round: { ...running, phase: 'ended', endedAt: now, crashPoint: point, hash: 'c'.repeat(64) },
  });
}

describe('the crash table, read aloud', () => {
  it('says each round’s crash point once, and nothing for the ticks, the bets or the round on arrival', async () => {
    vi.stubGlobal('EventSource', ScriptedSource);
    renderWithApp(<CrashPage />, { fetch: fakeApi({}).fetch });
    const source = await ScriptedSource.opened();
    const { region, said } = watchRegion();
    // The table as it stands when the page opens: a round that ended before is not news.
    source.send({
      type: 'snapshot',
      serverTime: Date.now(),
      round: crashRound({
        id: 'crash-1',
        number: 1,
        phase: 'ended',
        crashPoint: 3.5,
        hash: 'd'.repeat(64),
      }),
      bets: [],
      history: [
        crashRound({
          id: 'crash-1',
          number: 1,
          phase: 'ended',
          crashPoint: 3.5,
          hash: 'd'.repeat(64),
        }),
      ],
      chain: { terminatingHash: 'b'.repeat(64), salt: 's' },
    });
    expect(screen.getByText('Раунд 1')).toBeVisible();
    await delivered();
    expect(region.textContent).toBe('');
    expect(said).toEqual([]);

    playCrashRound(source, 2, 1.37, 30);
    await vi.waitFor(() => expect(said).toEqual(['Раунд 2: краш на ×1,37']));

    // The next round's betting, bets and ticks say nothing.
    const now = Date.now();
    source.send({
      type: 'betting',
      serverTime: now,
      round: crashRound({ id: 'crash-3', number: 3 }),
    });
    source.send({
      type: 'start',
      serverTime: now,
      round: crashRound({ id: 'crash-3', number: 3, phase: 'running', startedAt: now }),
    });
    for (let i = 1; i <= 20; i++)
      source.send({
        type: 'tick',
        serverTime: now + i * 100,
        roundId: 'crash-3',
        multiplier: 1 + i / 10,
      });
    expect(screen.getByText('Раунд 3')).toBeVisible();
    await delivered();
    expect(said).toEqual(['Раунд 2: краш на ×1,37']);

    playCrashRound(source, 4, 12.05, 5);
    await vi.waitFor(() =>
      expect(said).toEqual(['Раунд 2: краш на ×1,37', 'Раунд 4: краш на ×12,05']),
    );
    // The climbing multiplier is not a live region of its own.
    const value = screen.getByTestId('crash-multiplier');
    expect(value.closest('[aria-live], [role="status"], output')).toBeNull();
  });
});

const serverSeed = 'e'.repeat(64);

describe('a room’s draw in the session statistics', () => {
  it('counts the demo seat once, with what the draw paid it', async () => {
    vi.stubGlobal('EventSource', ScriptedSource);
    renderWithApp(<RoomBoard room="red" />, { fetch: fakeApi({}).fetch });
    const source = await ScriptedSource.opened();
    const now = Date.now();
    const one = [roomEntry('a', 'Ali•••', 10, now - 1000)];
    source.send({
      type: 'snapshot',
      serverTime: now,
      round: roomRound({ entries: one, pot: 10 }),
      history: [],
    });
    fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Участвовать в розыгрыше' }));
    await screen.findByText('Вы (демо)');
    const ended = roomRound({
      entries: [...one, roomEntry('b', 'Mad•••', 30, now + 1)],
      pot: 40,
      phase: 'ended',
      serverSeed,
      winner: 0,
      payout: 39.6,
    });
    source.send({ type: 'end', serverTime: now, round: ended });
    source.send({
      type: 'snapshot',
      serverTime: now,
      round: roomRound({ id: 'x', number: 6 }),
      history: [ended],
    });
    const counted = () =>
      (
        (JSON.parse(sessionStorage.getItem('casino:session-stats') ?? '{}')['demo:RUB'] ?? []) as {
          game: string;
          stake: number;
          payout: number;
        }[]
      ).filter((r) => r.game === 'rooms');
    await vi.waitFor(() => expect(counted()).toHaveLength(1));
    const [seat] = counted();
    expect(seat).toMatchObject({ game: 'rooms', stake: 500 });
    // What the seat's own draw (its stake among the real ones) paid it: the pot less 1%, or nothing.
    expect([0, Math.round(45 * 0.99 * 100)]).toContain(seat?.payout);
  });
});

describe('a room’s table, read aloud', () => {
  it('says each draw’s winner once, and nothing as players join or the countdown runs', async () => {
    vi.stubGlobal('EventSource', ScriptedSource);
    renderWithApp(<RoomBoard room="red" />, { fetch: fakeApi({}).fetch });
    const source = await ScriptedSource.opened();
    const { region, said } = watchRegion();
    const now = Date.now();
    source.send({ type: 'snapshot', serverTime: now, round: roomRound(), history: [] });
    const one = [roomEntry('a', 'Ali•••', 10, now)];
    const two = [...one, roomEntry('b', 'Mad•••', 30, now + 1)];
    source.send({ type: 'join', serverTime: now, round: roomRound({ entries: one, pot: 10 }) });
    source.send({
      type: 'join',
      serverTime: now,
      round: roomRound({ entries: two, pot: 40, endsAt: now + 10_000 }),
    });
    expect(screen.getByText('Mad•••')).toBeVisible();
    await delivered();
    expect(region.textContent).toBe('');
    expect(said).toEqual([]);

    source.send({
      type: 'end',
      serverTime: now,
      round: roomRound({
        entries: two,
        pot: 40,
        endsAt: now,
        phase: 'ended',
        serverSeed,
        winner: 1,
        payout: 39.6,
      }),
    });
    await vi.waitFor(() => expect(said).toEqual(['Раунд 5: Mad••• — выигрыш 39,60 ₽']));

    // The next round opens and fills: still that one result.
    source.send({
      type: 'opened',
      serverTime: now,
      round: roomRound({ id: 'red-RUB-6', number: 6 }),
    });
    source.send({
      type: 'join',
      serverTime: now,
      round: roomRound({ id: 'red-RUB-6', number: 6, entries: one, pot: 10 }),
    });
    expect(screen.getByText('Раунд 6')).toBeVisible();
    await delivered();
    expect(said).toEqual(['Раунд 5: Mad••• — выигрыш 39,60 ₽']);
  });
});
