// Miner: the round is taken (stake and nonce) at the start and held with its
// mines hidden until it ends; safe tiles raise the cash-out; a mine loses the
// stake; tiles are numbered 1–25 on the board and in My bets; the ended round
// verifies once the seeds rotate.
import { type FairRound, minePositions, minerMultiplier, verifyRecord } from '@casino/sdk/fair';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../../test/harness.tsx';
import { DemoGamePage } from './components/demo-game-page.tsx';
import { MinerBoard } from './components/miner-board.tsx';
import { freshDemoPerTest, storedDemo } from './test-demo.ts';

// The miner page as its route module (app/pages/miner-page.tsx) composes it.
const MinerPage = () => (
  <DemoGamePage game="miner">
    <MinerBoard />
  </DemoGamePage>
);

const tile = (n: number) => screen.getByRole('button', { name: `Клетка ${n + 1}` });

beforeAll(() => loadMessages('ru'));
freshDemoPerTest();

async function start() {
  renderWithApp(<MinerPage />, { fetch: fakeApi({}).fetch });
  // The fairness panel and My bets come once the page is on screen
  // (fairness-later.tsx), which the player's first touch tells at once.
  fireEvent.pointerDown(document.body);
  await screen.findByRole('button', { name: 'Сменить сиды' });
  fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Начать' }));
  await waitFor(() => expect(storedDemo().nonce).toBe(1));
  const state = storedDemo();
  const mines = minePositions(
    { serverSeed: state.serverSeed, clientSeed: state.clientSeed, nonce: 1 },
    3,
  );
  const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));
  return { state, mines, safe };
}

describe('miner', () => {
  it('takes the stake at the start, hides the mines while it runs, pays the cash-out', async () => {
    const { state, safe } = await start();
    expect(state.balances.RUB).toBe(99_000);
    expect(state.history[0]).toMatchObject({ status: 'active', result: null });
    expect(within(screen.getByTestId('my-bets')).getByText(/идёт игра/)).toBeVisible();
    expect(
      (screen.getByRole('button', { name: 'Сменить сиды' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(tile(safe[0] as number));
    await waitFor(() => expect(tile(safe[0] as number).textContent).toBe('◆'));
    fireEvent.click(tile(safe[1] as number));
    await waitFor(() => expect(tile(safe[1] as number).textContent).toBe('◆'));
    fireEvent.click(screen.getByRole('button', { name: /^Забрать/ }));
    await waitFor(() => expect(storedDemo().history[0]?.status).toBe('settled'));
    const after = storedDemo();
    const payout = Math.floor(1000 * minerMultiplier(3, 2)) / 100;
    expect(after.history[0]?.payout).toBe(payout);
    expect(after.balances.RUB).toBe(99_000 + Math.round(payout * 100));
    expect(
      (screen.getByRole('button', { name: 'Сменить сиды' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('a mine loses the stake and shows the board with the tile numbers used in My bets', async () => {
    const { mines } = await start();
    fireEvent.click(tile(mines[0] as number));
    expect(await screen.findByText('Мина: ставка сгорела')).toBeVisible();
    expect(storedDemo().balances.RUB).toBe(99_000);
    expect(screen.getAllByText('✹')).toHaveLength(3);
    const bets = screen.getByTestId('my-bets');
    expect(bets.textContent).toContain(`Мины на клетках ${mines.map((m) => m + 1).join(', ')}`);
  });

  it('verifies the ended round in My bets after a rotation', async () => {
    const { mines } = await start();
    fireEvent.click(tile(mines[0] as number));
    await screen.findByText('Мина: ставка сгорела');
    fireEvent.click(screen.getByRole('button', { name: 'Сменить сиды' }));
    const bets = screen.getByTestId('my-bets');
    fireEvent.click(await within(bets).findByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Этот раунд честный — проверено')).toBeVisible();
    expect(verifyRecord(storedDemo().history[0] as FairRound).verdict).toBe('verified');
  });
});
