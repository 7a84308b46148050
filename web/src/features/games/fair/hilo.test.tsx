// Hilo: the start card shows at once, right guesses multiply the cash-out, a
// wrong one loses the stake, and the ended round verifies with its cards.
import { type FairRound, hiloCards, hiloRight, verifyRecord } from '@casino/sdk/fair';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../../test/harness.tsx';
import { DemoGamePage } from './components/demo-game-page.tsx';
import { HiloBoard } from './components/hilo-board.tsx';
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
    // Always guess "higher or same" and follow the deck to the end of the round.
    let shown = 1;
    let lost = false;
    while (!lost && shown < 4) {
      fireEvent.click(await screen.findByRole('button', { name: /^Больше или равно/ }));
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
});
