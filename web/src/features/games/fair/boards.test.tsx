// Each board plays a round (in demo play here: the engine in the browser)
// that verifies from its revealed seed, and moves the demo balance by exactly
// payout minus stake; the roulette table is the European layout with chips.
import { type FairRound, verifyRecord } from '@casino/sdk/fair';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlayerContext } from '../../../shared/domain/player.tsx';
import { fakeApi, loadMessages, renderWithApp, testPlayer } from '../../../test/harness.tsx';
import { CoinflipBoard, KenoBoard } from './components/boards.tsx';
import { DemoGamePage } from './components/demo-game-page.tsx';
import { chipValues, RouletteBoard } from './components/roulette-board.tsx';
import { Outcome } from './components/round-show.tsx';
import { freshDemoPerTest, storedDemo } from './test-demo.ts';

// Each game's page as its route module (app/pages/<game>-page.tsx) composes it.
const CoinflipPage = () => (
  <DemoGamePage game="coinflip">
    <CoinflipBoard />
  </DemoGamePage>
);
const KenoPage = () => (
  <DemoGamePage game="keno">
    <KenoBoard />
  </DemoGamePage>
);
const RoulettePage = () => (
  <DemoGamePage game="roulette">
    <RouletteBoard />
  </DemoGamePage>
);

beforeAll(() => loadMessages('ru'));
freshDemoPerTest();

/** A round's shape for components that only read its money. */
const revealedShape = () => ({ id: 'r', game: 'dice', status: 'settled' }) as unknown as FairRound;

/** The stored round with its seed revealed, as a rotation would. */
const revealed = (): FairRound => {
  const state = storedDemo();
  return { ...(state.history[0] as FairRound), serverSeed: state.serverSeed };
};

describe.each([
  ['coinflip', <CoinflipPage key="c" />, 'Подбросить'],
  ['keno', <KenoPage key="k" />, 'Тираж'],
] as [string, ReactNode, string][])('%s', (game, page, button) => {
  it('plays a round that verifies and settles on the demo balance', async () => {
    renderWithApp(page, { fetch: fakeApi({}).fetch });
    fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(screen.getByTestId('nonce').textContent).toBe('1'));
    const round = revealed();
    expect(round).toMatchObject({ game, nonce: 1, amount: 10, currency: 'RUB', status: 'settled' });
    expect(verifyRecord(round).verdict).toBe('verified');
    expect(storedDemo().balances.RUB).toBe(100_000 - 1000 + Math.round(round.payout * 100));
  });
});

describe('a signed-in player whose profile has not answered yet', () => {
  it('cannot press the primary button (the round would be a demo one); can once the profile is in', () => {
    const page = (pending: boolean) => (
      <PlayerContext.Provider value={testPlayer({ pending })}>
        <CoinflipPage />
      </PlayerContext.Provider>
    );
    const flip = () => screen.getByRole('button', { name: 'Подбросить' }) as HTMLButtonElement;
    const { unmount } = renderWithApp(page(true), { fetch: fakeApi({}).fetch, token: 't' });
    expect(flip().disabled).toBe(true);
    unmount();
    renderWithApp(page(false), { fetch: fakeApi({}).fetch, token: 't' });
    expect(flip().disabled).toBe(false);
  });
});

describe('roulette', () => {
  it('lays out the European table: 0, three rows with 3…36 on top, columns, dozens, even money', () => {
    renderWithApp(<RoulettePage />, { fetch: fakeApi({}).fetch });
    const numbers = [...document.querySelectorAll('.roulette-table__numbers .spot')].map(
      (b) => b.textContent,
    );
    expect(numbers.slice(0, 12)).toEqual([
      '3',
      '6',
      '9',
      '12',
      '15',
      '18',
      '21',
      '24',
      '27',
      '30',
      '33',
      '36',
    ]);
    expect(numbers.slice(24)).toEqual([
      '1',
      '4',
      '7',
      '10',
      '13',
      '16',
      '19',
      '22',
      '25',
      '28',
      '31',
      '34',
    ]);
    expect(screen.getByRole('button', { name: '1' }).className).toContain('pocket--red');
    expect(screen.getByRole('button', { name: '2' }).className).toContain('pocket--black');
    expect(screen.getByRole('button', { name: '0' }).className).toContain('pocket--green');
    expect(screen.getAllByRole('button', { name: '2 к 1' })).toHaveLength(3);
    for (const name of ['1-я дюжина', '1–18', 'Чёт', 'Красное', 'Чёрное', 'Нечёт', '19–36'])
      expect(screen.getByRole('button', { name })).toBeVisible();
  });

  it('chips step from the smallest bet within the limits of the currency', () => {
    expect(chipValues(1, 10000)).toEqual([1, 2, 5, 10, 25, 50]);
    expect(chipValues(0.01, 0.1)).toEqual([0.01, 0.02, 0.05, 0.1]);
    expect(chipValues(5, 5)).toEqual([5]);
  });

  it('spins the chips placed, pays each chip that covers the pocket, and verifies', async () => {
    renderWithApp(<RoulettePage />, { fetch: fakeApi({}).fetch });
    fireEvent.click(screen.getByRole('radio', { name: /^5\s₽$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Красное' }));
    fireEvent.click(screen.getByRole('button', { name: /^Красное: 5\s₽$/ }));
    fireEvent.click(screen.getByRole('button', { name: '17' }));
    expect(screen.getByText(/Ставка всего: 15\s₽/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Крутить' }));
    await waitFor(() => expect(screen.getByTestId('nonce').textContent).toBe('1'));
    const round = revealed();
    expect(round.game === 'roulette' && round.inputs.chips).toEqual([
      { kind: 'red', amount: 10 },
      { kind: 'straight', pocket: 17, amount: 5 },
    ]);
    expect(round.amount).toBe(15);
    expect(verifyRecord(round).verdict).toBe('verified');
  });
});

describe('outcome', () => {
  it('names a win only when more came back than was staked', () => {
    const base = { ...revealedShape(), amount: 10, currency: 'RUB' } as FairRound;
    for (const [payout, text] of [
      [19.8, /^Выигрыш 19,80\s₽$/],
      [3, /^Вернулось 3\s₽$/],
      [0, /^В этот раз без выигрыша$/],
    ] as const) {
      const { unmount } = renderWithApp(<Outcome round={{ ...base, payout }} />, {
        fetch: fakeApi({}).fetch,
      });
      expect(screen.getByText(text)).toBeVisible();
      unmount();
    }
  });
});

describe('board rules', () => {
  it('keno takes at most 10 picks', () => {
    renderWithApp(<KenoPage />, { fetch: fakeApi({}).fetch });
    for (let n = 1; n <= 12; n++) fireEvent.click(screen.getByRole('button', { name: String(n) }));
    const picked = screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent);
    expect(picked).toHaveLength(10);
  });
});
