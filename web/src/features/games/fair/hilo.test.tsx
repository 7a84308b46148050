// Hilo in demo play: right guesses multiply the cash-out, a wrong one loses
// the stake, and the ended round verifies with the cards it showed.
import { cardAt, hiloMultiplier, hiloRight, verifyRound } from '@casino/sdk/fair';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../../test/harness.tsx';
import HiloPage from '../pages/hilo-page.tsx';
import { freshDemoPerTest, storedDemo } from './test-demo.ts';

const stored = storedDemo;

beforeAll(() => loadMessages('ru'));
freshDemoPerTest();

describe('hilo demo', () => {
  it('plays guesses until the first wrong one, and the round verifies', () => {
    renderWithApp(<HiloPage />, { fetch: fakeApi({}).fetch });
    fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Начать' }));
    const deck = ((stored().history[0]?.result ?? []) as number[]).map(cardAt);
    expect(stored().balances.RUB).toBe(990);
    // Always guess "higher or same" and follow the deck to the end of the round.
    let shown = 1;
    let multiplier = 1;
    let lost = false;
    while (!lost && shown < 6) {
      const [current, next] = [deck[shown - 1], deck[shown]] as [
        ReturnType<typeof cardAt>,
        ReturnType<typeof cardAt>,
      ];
      fireEvent.click(screen.getByRole('button', { name: /^Больше или равно/ }));
      shown += 1;
      if (hiloRight(current, next, 'higherOrSame'))
        multiplier *= hiloMultiplier(current.rank, 'higherOrSame');
      else lost = true;
    }
    if (!lost) fireEvent.click(screen.getByRole('button', { name: /^Забрать/ }));
    const after = stored();
    const round = after.history[0];
    expect(round?.pending).toBeUndefined();
    expect(round?.result).toEqual(deck.slice(0, shown).map((c) => c.code));
    const payout = lost ? 0 : Math.floor(10 * multiplier * 100) / 100;
    expect(round?.payout).toBe(payout);
    expect(after.balances.RUB).toBeCloseTo(990 + payout, 2);
    expect(
      verifyRound(
        'hilo',
        { serverSeed: after.serverSeed, clientSeed: after.clientSeed, nonce: 1 },
        { cards: shown },
      ).result,
    ).toEqual(round?.result);
  });
});
