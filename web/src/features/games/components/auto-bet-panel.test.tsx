// Auto-bet on the dice board, in demo play (the engine in the browser): 20
// bets with a loss to stop at run one after another and stop where the rule
// says, each bet in the demo's history and the balance moved by exactly
// their payouts less their stakes; a bad field is named and nothing runs; a
// key pressed stops a run with no limit. Coinflip and keno run it the same
// way, with their own call and picks; roulette with its chips, scaled;
// miner with the tiles picked on the board.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../../test/harness.tsx';
import { CoinflipBoard, KenoBoard } from '../fair/components/boards.tsx';
import { DemoGamePage } from '../fair/components/demo-game-page.tsx';
import { DiceBoard } from '../fair/components/dice-board.tsx';
import { MinerBoard } from '../fair/components/miner-board.tsx';
import { RouletteBoard } from '../fair/components/roulette-board.tsx';
import { freshDemoPerTest, storedDemo } from '../fair/test-demo.ts';

const DicePage = () => (
  <DemoGamePage game="dice">
    <DiceBoard />
  </DemoGamePage>
);

beforeAll(() => loadMessages('en'));
freshDemoPerTest();

const render = () =>
  renderWithApp(<DicePage />, {
    fetch: fakeApi({}).fetch,
    path: '/en/games/dice',
    localeFromPath: true,
  });

const status = () => screen.getByTestId('auto-bet-status').textContent ?? '';
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Opens "Auto-bet" and waits for its settings (they load when first opened). */
async function openAutoBet(): Promise<void> {
  fireEvent.click(screen.getByText('Auto-bet'));
  await screen.findByRole('button', { name: 'Start auto-bet' });
}

describe('auto-bet on dice', () => {
  it('runs up to 20 bets and stops at the loss set, the balance moved bet by bet', async () => {
    render();
    type('Bet, ₽', '10');
    await openAutoBet();
    type('Number of bets', '20');
    type('After a loss, change the stake by %', '100');
    type('Stop at a loss of', '30');
    fireEvent.click(screen.getByRole('button', { name: 'Start auto-bet' }));
    await waitFor(() => expect(status()).toMatch(/Done|Stopped/), { timeout: 10_000 });
    const state = storedDemo();
    const rounds = state.history;
    const placed = Number(/Bets: (\d+)/.exec(status())?.[1]);
    expect(rounds.length).toBe(placed);
    const cents = (n: number) => Math.round(n * 100);
    const profit = rounds.reduce((sum, r) => sum + cents(r.payout) - cents(r.amount), 0);
    expect(state.balances.RUB).toBe(100_000 + profit);
    // It stops at the first bet whose loss reaches the limit, or after the 20th.
    if (status().includes('Stopped: the loss limit was reached.'))
      expect(-profit).toBeGreaterThanOrEqual(3000);
    else {
      expect(status()).toContain('Done: every bet placed.');
      expect(placed).toBe(20);
      expect(-profit).toBeLessThan(3000);
    }
    const lostBefore = profit + cents(rounds[0]?.amount ?? 0) - cents(rounds[0]?.payout ?? 0);
    expect(-lostBefore).toBeLessThan(3000);
    // Every stake is the first one after a win, the one before doubled after a loss.
    const oldestFirst = [...rounds].reverse();
    for (const [i, round] of oldestFirst.entries()) {
      const before = oldestFirst[i - 1];
      if (!before) expect(cents(round.amount)).toBe(1000);
      else {
        const lost = cents(before.payout) <= cents(before.amount);
        expect(cents(round.amount)).toBe(lost ? cents(before.amount) * 2 : 1000);
      }
    }
  });

  it('names a bad field and places nothing', async () => {
    render();
    type('Bet, ₽', '10');
    await openAutoBet();
    type('Number of bets', '2.5');
    fireEvent.click(screen.getByRole('button', { name: 'Start auto-bet' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter a whole number of bets up to 10,000, or leave it empty for no limit.',
    );
    expect(storedDemo()?.history ?? []).toHaveLength(0);
  });

  it('stops a run with no limit when a key is pressed', async () => {
    render();
    type('Bet, ₽', '1');
    await openAutoBet();
    fireEvent.click(screen.getByRole('button', { name: 'Start auto-bet' }));
    await waitFor(() => expect(storedDemo().history.length).toBeGreaterThan(2));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(status()).toContain('Stopped.'));
    const placed = storedDemo().history.length;
    expect(status()).toContain(`Bets: ${placed} `);
  });
});

describe('auto-bet on coinflip and keno', () => {
  for (const [game, Board] of [
    ['coinflip', CoinflipBoard],
    ['keno', KenoBoard],
  ] as const) {
    it(`${game}: runs the number of bets set, each with the board's own inputs`, async () => {
      renderWithApp(
        <DemoGamePage game={game}>
          <Board />
        </DemoGamePage>,
        { fetch: fakeApi({}).fetch, path: `/en/games/${game}`, localeFromPath: true },
      );
      type('Bet, ₽', '5');
      await openAutoBet();
      type('Number of bets', '4');
      fireEvent.click(screen.getByRole('button', { name: 'Start auto-bet' }));
      await waitFor(() => expect(status()).toContain('Done: every bet placed.'));
      const rounds = storedDemo().history;
      expect(rounds).toHaveLength(4);
      for (const round of rounds) {
        expect(round.game).toBe(game);
        expect(round.amount).toBe(5);
        expect(round.inputs).toEqual(
          game === 'coinflip' ? { side: 'heads' } : { picks: [3, 11, 19, 27, 35] },
        );
      }
    });
  }
});

describe('auto-bet on roulette', () => {
  it('spins the chips placed, then the same layout scaled by the rule, each stake exact', async () => {
    renderWithApp(
      <DemoGamePage game="roulette">
        <RouletteBoard />
      </DemoGamePage>,
      { fetch: fakeApi({}).fetch, path: '/en/games/roulette', localeFromPath: true },
    );
    // A 1 ₽ chip on red and one on 17: 2 ₽ a spin.
    fireEvent.click(screen.getByRole('button', { name: 'Red' }));
    fireEvent.click(screen.getByRole('button', { name: '17' }));
    await openAutoBet();
    type('Number of bets', '3');
    // Every spin after a loss (or a win) doubles the stake: 2, then 4, then 8 ₽.
    type('After a win, change the stake by %', '100');
    type('After a loss, change the stake by %', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Start auto-bet' }));
    await waitFor(() => expect(status()).toContain('Done: every bet placed.'));
    const rounds = storedDemo().history;
    expect(rounds.map((r) => r.amount)).toEqual([8, 4, 2]);
    for (const round of rounds)
      expect(round.game === 'roulette' && round.inputs.chips.map((c) => c.kind)).toEqual([
        'red',
        'straight',
      ]);
    // The run's profit is what the rounds paid less what they staked, to the cent.
    const profit = rounds.reduce((sum, r) => sum + Math.round(r.payout * 100) - r.amount * 100, 0);
    const said = /profit ([+-]?[\d,.]+)\s₽/.exec(status())?.[1] ?? '';
    expect(Number(said.replace(/,/g, ''))).toBe(profit / 100);
  });
});

describe('auto-bet on miner', () => {
  it('asks for tiles, then each round opens the picked tiles in order and cashes out', async () => {
    renderWithApp(
      <DemoGamePage game="miner">
        <MinerBoard />
      </DemoGamePage>,
      { fetch: fakeApi({}).fetch, path: '/en/games/miner', localeFromPath: true },
    );
    type('Bet, ₽', '2');
    fireEvent.click(screen.getByText('Auto-bet'));
    expect(
      await screen.findByText('Pick on the board the tiles auto-bet opens each round.'),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Tile 7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tile 19' }));
    expect(screen.getByRole('button', { name: 'Tile 7' })).toHaveAttribute('aria-pressed', 'true');
    type('Number of bets', '5');
    fireEvent.click(await screen.findByRole('button', { name: 'Start auto-bet' }));
    await waitFor(() => expect(status()).toContain('Done: every bet placed.'));
    const rounds = storedDemo().history;
    expect(rounds).toHaveLength(5);
    for (const round of rounds) {
      if (round.game !== 'miner') throw new Error(`a ${round.game} round`);
      expect(round.status).toBe('settled');
      // Tile 7 first (6 on the record), then 19 (18) unless 7 was a mine.
      const mined = round.result?.mines ?? [];
      expect(round.moves.revealed).toEqual(mined.includes(6) ? [6] : [6, 18]);
      expect(round.payout > 0).toBe(!round.moves.revealed.some((t) => mined.includes(t)));
    }
  });
});
