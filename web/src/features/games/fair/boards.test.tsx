// Each demo board plays a round whose result the fairness engine recomputes
// from the stored seeds, and moves the demo balance by payout minus stake.
import type { InHouseGame } from '@casino/sdk';
import { verifyRound } from '@casino/sdk/fair';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../../test/harness.tsx';
import CoinflipPage from '../pages/coinflip-page.tsx';
import CrashPage from '../pages/crash-page.tsx';
import KenoPage from '../pages/keno-page.tsx';
import RoulettePage from '../pages/roulette-page.tsx';
import { DEMO_KEY } from './demo-state.ts';
import { freshDemoPerTest, storedDemo } from './test-demo.ts';

beforeAll(() => loadMessages('ru'));
freshDemoPerTest();

const stored = storedDemo;

describe.each([
  ['coinflip', <CoinflipPage key="c" />, 'Подбросить'],
  ['crash', <CrashPage key="cr" />, 'Начать раунд'],
  ['roulette', <RoulettePage key="r" />, 'Крутить'],
  ['keno', <KenoPage key="k" />, 'Тираж'],
] as [InHouseGame, ReactNode, string][])('%s demo', (game, page, button) => {
  it('plays a verifiable round and settles it on the demo balance', () => {
    renderWithApp(page, { fetch: fakeApi({}).fetch });
    fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: button }));
    const state = stored();
    const round = state.history[0];
    expect(round).toMatchObject({ game, nonce: 1, bet: 10, currency: 'RUB' });
    const again = verifyRound(game, {
      serverSeed: state.serverSeed,
      clientSeed: round?.clientSeed ?? '',
      nonce: 1,
    });
    expect(again.result).toEqual(round?.result);
    expect(state.balances.RUB).toBeCloseTo(1000 - 10 + (round?.payout ?? 0), 2);
    expect(screen.getByTestId('nonce').textContent).toBe('1');
  });
});

describe('board rules', () => {
  it('crash refuses a cash-out below ×1.01 without playing', () => {
    renderWithApp(<CrashPage />, { fetch: fakeApi({}).fetch });
    fireEvent.change(screen.getByLabelText('Забрать на (×)'), { target: { value: '1' } });
    expect(screen.getByRole('alert').textContent).toBe('Укажите множитель не меньше ×1.01.');
    fireEvent.click(screen.getByRole('button', { name: 'Начать раунд' }));
    expect(localStorage.getItem(DEMO_KEY)).toBeNull();
  });

  it('keno takes at most 10 picks', () => {
    renderWithApp(<KenoPage />, { fetch: fakeApi({}).fetch });
    for (let n = 1; n <= 12; n++) fireEvent.click(screen.getByRole('button', { name: String(n) }));
    const picked = screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent);
    expect(picked).toHaveLength(10);
  });
});
