// Hilo: the start card shows at once, right guesses multiply the cash-out, a
// wrong one loses the stake, and the ended round verifies with its cards.
import { type FairRound, hiloCards, hiloRight, verifyRecord } from '@casino/sdk/fair';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../../test/harness.tsx';
import { DemoGamePage } from './components/demo-game-page.tsx';
import { HiloBoard } from './components/hilo-board.tsx';
import { DEMO_KEY } from './demo-state.ts';
import { freshDemoPerTest, storedDemo } from './test-demo.ts';

// The hilo page as its route module (app/pages/hilo-page.tsx) composes it.
const HiloPage = () => (
  <DemoGamePage game="hilo">
    <HiloBoard />
  </DemoGamePage>
);

beforeAll(() => loadMessages('ru'));
freshDemoPerTest();

describe('hilo', () => {
  it('plays guesses until the first wrong one or a cash-out, and the round verifies', async () => {
    renderWithApp(<HiloPage />, { fetch: fakeApi({}).fetch });
    fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Начать' }));
    await waitFor(() => expect(storedDemo().balances.RUB).toBe(99_000));
    const state = storedDemo();
    const deck = hiloCards(
      { serverSeed: state.serverSeed, clientSeed: state.clientSeed, nonce: 1 },
      6,
    );
    expect(screen.getByTestId('round-result').textContent).toBe(deck[0]?.code);
    // Always guess "higher or same" (from a two, "any card") and follow the deck to the end of the round.
    let shown = 1;
    let lost = false;
    while (!lost && shown < 4) {
      const from = deck[shown - 1]?.rank;
      const label = from === 0 ? /^Любая карта/ : from === 12 ? /^Такая же/ : /^Больше или равно/;
      fireEvent.click(await screen.findByRole('button', { name: label }));
      lost = !hiloRight(deck[shown - 1] as never, deck[shown] as never, 'higherOrSame');
      shown += 1;
      await waitFor(() => expect(screen.getByTestId('round-result').children).toHaveLength(shown));
    }
    if (!lost) fireEvent.click(screen.getByRole('button', { name: /^Забрать/ }));
    await waitFor(() => expect(storedDemo().history[0]?.status).toBe('settled'));
    const after = storedDemo();
    const round = { ...(after.history[0] as FairRound), serverSeed: after.serverSeed };
    expect(round.result).toEqual({ cards: deck.slice(0, shown).map((c) => c.code) });
    expect(lost ? round.payout : round.payout > 10).toBe(lost ? 0 : true);
    expect(after.balances.RUB).toBe(99_000 + Math.round(round.payout * 100));
    expect(verifyRecord(round).verdict).toBe('verified');
  });

  // A demo state whose first card (nonce 1) has the rank asked for.
  const startingWith = (rank: number) => {
    const serverSeed = 'ab'.repeat(32);
    for (let i = 0; ; i += 1) {
      const clientSeed = `seed-${i}`;
      if (hiloCards({ serverSeed, clientSeed, nonce: 1 }, 1)[0]?.rank === rank) {
        const state = { balances: {}, serverSeed, clientSeed, nonce: 0, history: [], active: [] };
        localStorage.setItem(DEMO_KEY, JSON.stringify(state));
        return;
      }
    }
  };

  it.each([
    [12, 'Такая же ×12,87', 'Любая карта ×0,99'],
    [0, 'Любая карта ×0,99', 'Такая же ×12,87'],
    [5, 'Больше или равно ×1,6', 'Меньше или равно ×2,14'],
  ])('names the guesses by what they are on a card of rank %i', async (rank, higher, lower) => {
    startingWith(rank);
    renderWithApp(<HiloPage />, { fetch: fakeApi({}).fetch });
    fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Начать' }));
    const up = await screen.findByRole('button', { name: higher });
    expect(up.dataset.hotkey).toBe('ArrowUp');
    expect(screen.getByRole('button', { name: lower }).dataset.hotkey).toBe('ArrowDown');
  });
});
