// A demo seat in a room is taken only while the server still takes stakes:
// a join after the countdown ran out, or one whose round was drawn while the
// browser loaded the draw, is refused with the server's own "round closed"
// message and the demo balance is as it was; a join in time seats the player.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../../test/harness.tsx';
import { ScriptedSource } from '../../../test/scripted-source.ts';
import { freshDemoPerTest, storedDemo } from '../fair/test-demo.ts';
import { RoomBoard } from './components/room-table.tsx';
import type { RoomLiveRound } from './room-view.ts';
import { roomEntry, roomRound } from './test-room.ts';

beforeAll(() => loadMessages('ru'));
freshDemoPerTest();
afterEach(() => vi.unstubAllGlobals());

const CLOSED = 'Приём ставок на этот раунд закрыт. Сделайте ставку на следующий.';
const WAITING = 'Ждём игроков: отсчёт начнётся, когда войдут двое.';
const WAITING_WITH_DEMO = 'Отсчёт начнётся, когда на деньги войдут двое: демо-место не в счёт.';
const START_BALANCE = 100_000;

/** The room's board over a scripted stream that has sent `round`; the stake typed. */
async function boardWith(round: RoomLiveRound, now: number) {
  vi.stubGlobal('EventSource', ScriptedSource);
  renderWithApp(<RoomBoard room="red" />, { fetch: fakeApi({}).fetch });
  const source = await ScriptedSource.opened();
  source.send({ type: 'snapshot', serverTime: now, round, history: [] });
  fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '5' } });
  return source;
}

/** The stream says the round was drawn at `now`. */
const drawn = (source: ScriptedSource, now: number) =>
  act(() =>
    source.send({
      type: 'end',
      serverTime: now,
      round: roomRound({ phase: 'ended', endsAt: now, serverSeed: 'e'.repeat(64) }),
    }),
  );

const join = () => fireEvent.click(screen.getByRole('button', { name: 'Участвовать в розыгрыше' }));

describe('a demo seat in a room, taken in time or not at all', () => {
  it('seats the player while the countdown runs, with the stake off the demo balance', async () => {
    const now = Date.now();
    await boardWith(roomRound({ endsAt: now + 20_000 }), now);
    join();
    await screen.findByText('Вы (демо)');
    expect(storedDemo().balances.RUB).toBe(START_BALANCE - 500);
  });

  it('says that a demo seat does not start the countdown of a room waiting for players', async () => {
    const now = Date.now();
    await boardWith(roomRound({ entries: [roomEntry('e1', 'Ali•••', 10, now - 1000)] }), now);
    expect(screen.getByText(WAITING)).toBeVisible();
    join();
    await screen.findByText('Вы (демо)');
    expect(screen.getByText(WAITING_WITH_DEMO)).toBeVisible();
  });

  it('refuses a join once the countdown has run out, and takes nothing', async () => {
    const now = Date.now();
    await boardWith(roomRound({ endsAt: now - 1 }), now);
    join();
    expect(await screen.findByText(CLOSED)).toBeVisible();
    expect(screen.queryByText('Вы (демо)')).toBeNull();
    expect(storedDemo().balances?.RUB ?? START_BALANCE).toBe(START_BALANCE);
  });

  it('gives the stake back when the round is drawn while the join was under way', async () => {
    const now = Date.now();
    const source = await boardWith(roomRound({ endsAt: now + 20_000 }), now);
    join();
    // The draw arrives before the join has loaded the engine and taken the stake.
    drawn(source, now);
    expect(await screen.findByText(CLOSED)).toBeVisible();
    expect(screen.queryByText('Вы (демо)')).toBeNull();
    await vi.waitFor(() => expect(storedDemo().balances.RUB).toBe(START_BALANCE));
  });

  it('says why the join is greyed between a draw and the next round', async () => {
    const now = Date.now();
    const next = 'Войти можно, когда откроется следующий раунд.';
    const source = await boardWith(roomRound({ endsAt: now + 20_000 }), now);
    expect(screen.queryByText(next)).toBeNull();
    drawn(source, now);
    expect(await screen.findByText(next)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Участвовать в розыгрыше' })).toBeDisabled();
  });
});
