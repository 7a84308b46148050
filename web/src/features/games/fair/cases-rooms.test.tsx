// Cases and rooms in demo play: every demo case returns 97%, an opening pays
// its drawn prize and verifies with the case's weights; a room draw pays the
// pot less 1% to its winner and verifies with the stakes.
import { caseReturn, HOUSE_CASES, verifyRound } from '@casino/sdk/fair';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../../test/harness.tsx';
import CasePage from '../pages/case-page.tsx';
import RoomRedPage from '../pages/room-red-page.tsx';
import { freshDemoPerTest, storedDemo } from './test-demo.ts';

const stored = storedDemo;

beforeAll(() => loadMessages('ru'));
freshDemoPerTest();

describe('demo cases', () => {
  it('each returns 97% of its price', () => {
    for (const c of HOUSE_CASES) expect(Math.abs(caseReturn(c) - 0.97)).toBeLessThan(0.001);
  });

  it('opening the bronze case pays its prize and verifies with the weights', () => {
    renderWithApp(<CasePage />, {
      fetch: fakeApi({}).fetch,
      path: '/games/cases/bronze',
      route: '/games/cases/:slug',
    });
    fireEvent.click(screen.getByRole('button', { name: /^Открыть за 10/ }));
    const state = stored();
    const round = state.history[0];
    const bronze = HOUSE_CASES[0];
    const weights = bronze?.prizes.map((p) => p.weight);
    expect(round?.options).toEqual({ weights });
    expect(round?.payout).toBeCloseTo(
      10 * (bronze?.prizes[round?.result as number]?.multiplier ?? -1),
      2,
    );
    expect(
      verifyRound(
        'cases',
        { serverSeed: state.serverSeed, clientSeed: state.clientSeed, nonce: 1 },
        { weights },
      ).result,
    ).toBe(round?.result);
  });

  it('an unknown case says so', () => {
    renderWithApp(<CasePage />, {
      fetch: fakeApi({}).fetch,
      path: '/games/cases/platinum',
      route: '/games/cases/:slug',
    });
    expect(screen.getByText('Такого кейса нет. Выберите кейс на странице кейсов.')).toBeVisible();
  });
});

describe('demo rooms', () => {
  it('the red room draws a winner by stakes and pays the pot less 1%', () => {
    renderWithApp(<RoomRedPage />, { fetch: fakeApi({}).fetch });
    expect(screen.getAllByText(/^Игрок \d+: /).length).toBeGreaterThanOrEqual(2);
    fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Участвовать в розыгрыше' }));
    const state = stored();
    const round = state.history[0];
    const stakes = round?.options?.stakes as number[];
    expect(stakes.at(-1)).toBe(5);
    const pot = stakes.reduce((a, b) => a + b, 0);
    const mine = round?.result === stakes.length - 1;
    expect(round?.payout).toBe(mine ? Math.floor(pot * 0.99 * 100) / 100 : 0);
    expect(
      verifyRound(
        'rooms',
        { serverSeed: state.serverSeed, clientSeed: state.clientSeed, nonce: 1 },
        { stakes },
      ).result,
    ).toBe(round?.result);
  });
});
