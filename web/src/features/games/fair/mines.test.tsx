// Miner in demo play: the round is taken (stake and nonce) at the start and
// hidden in the fairness panel until it ends; safe tiles raise the cash-out;
// a mine loses the stake; the ended round verifies.
import { minesMultiplier, verifyRound } from '@casino/sdk/fair';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../../test/harness.tsx';
import MinerPage from '../pages/miner-page.tsx';
import { freshDemoPerTest, storedDemo } from './test-demo.ts';

const stored = storedDemo;
const tile = (n: number) => screen.getByRole('button', { name: `Клетка ${n + 1}` });

beforeAll(() => loadMessages('ru'));
freshDemoPerTest();

function start() {
  renderWithApp(<MinerPage />, { fetch: fakeApi({}).fetch });
  fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Начать' }));
  const state = stored();
  const mines = state.history[0]?.result as number[];
  const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));
  return { state, mines, safe };
}

describe('miner demo', () => {
  it('takes the stake at the start, hides the round while it runs, pays the cash-out', () => {
    const { state, mines, safe } = start();
    expect(mines).toHaveLength(3);
    expect(state.balances.RUB).toBe(990);
    expect(state.nonce).toBe(1);
    expect(screen.getByText(/идёт игра/)).toBeVisible();
    expect(screen.queryByText(JSON.stringify(mines))).toBeNull();
    // The seed cannot be revealed while the round runs.
    expect(
      (screen.getByRole('button', { name: 'Сменить сиды' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(tile(safe[0] as number));
    fireEvent.click(tile(safe[1] as number));
    const multiplier = minesMultiplier(3, 2);
    fireEvent.click(screen.getByRole('button', { name: /^Забрать/ }));
    expect(
      (screen.getByRole('button', { name: 'Сменить сиды' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    const after = stored();
    expect(after.balances.RUB).toBeCloseTo(990 + 10 * multiplier, 2);
    expect(after.history[0]?.pending).toBeUndefined();
    expect(after.history[0]?.payout).toBeCloseTo(10 * multiplier, 2);
    expect(
      verifyRound(
        'miner',
        { serverSeed: after.serverSeed, clientSeed: after.clientSeed, nonce: 1 },
        { mines: 3 },
      ).result,
    ).toEqual(mines);
  });

  it('a mine loses the stake and shows the board', () => {
    const { mines } = start();
    fireEvent.click(tile(mines[0] as number));
    expect(screen.getByText('Мина: ставка сгорела')).toBeVisible();
    const after = stored();
    expect(after.balances.RUB).toBe(990);
    expect(after.history[0]?.payout).toBe(0);
    expect(screen.getAllByText('✹')).toHaveLength(3);
  });

  it('verifies the ended round in the panel and gives the CLI command with --game mines', () => {
    const { mines } = start();
    fireEvent.click(tile(mines[0] as number));
    expect(stored().history[0]?.game).toBe('miner');
    fireEvent.click(screen.getByRole('button', { name: 'Сменить сиды' }));
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    const check = screen.getByText(/^Проверено/).closest('.fair__check') as HTMLElement;
    expect(check.textContent).toContain(JSON.stringify(mines));
    expect(check.textContent).toMatch(/casino fair verify --game mines .* --nonce 1 --mines 3 /);
  });
});
