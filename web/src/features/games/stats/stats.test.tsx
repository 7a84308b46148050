// The session's statistics: exact sums in minor units, kept per mode and
// currency; the panel of a dice board after two demo rounds shows what was
// wagered, the profit the demo balance moved by, and the wins and losses.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../../test/harness.tsx';
import { DemoGamePage } from '../fair/components/demo-game-page.tsx';
import { DiceBoard } from '../fair/components/dice-board.tsx';
import { freshDemoPerTest, storedDemo } from '../fair/test-demo.ts';
import { figuresOf, recordBet, resetStats, statsKey } from './stats.ts';

beforeAll(() => loadMessages('en'));
freshDemoPerTest();
beforeEach(() => {
  for (const key of [statsKey('demo', 'RUB'), statsKey('real', 'RUB'), statsKey('real', 'USD')])
    resetStats(key);
});

describe('session statistics', () => {
  it('sums in minor units, a win paying more than its stake and a loss less', () => {
    const f = figuresOf([
      { game: 'dice', stake: 10, payout: 0 },
      { game: 'dice', stake: 20, payout: 39 },
      { game: 'keno', stake: 30, payout: 30 },
    ]);
    expect(f).toEqual({ wagered: 60, profit: 9, wins: 1, losses: 1, curve: [-10, 9, 9] });
  });

  it('keeps real and demo, and each currency, apart', () => {
    recordBet('real', { game: 'dice', amount: 0.1, payout: 0.2, currency: 'USD' });
    recordBet('real', { game: 'dice', amount: 0.2, payout: 0, currency: 'USD' });
    recordBet('demo', { game: 'dice', amount: 5, payout: 0, currency: 'RUB' });
    const stored = JSON.parse(sessionStorage.getItem('casino:session-stats') ?? '{}');
    expect(figuresOf(stored['real:USD']).profit).toBe(-10);
    expect(figuresOf(stored['demo:RUB']).wagered).toBe(500);
  });

  it('shows a board’s session: wagered, the profit the balance moved by, wins and losses', async () => {
    renderWithApp(
      <DemoGamePage game="dice">
        <DiceBoard />
      </DemoGamePage>,
      { fetch: fakeApi({}).fetch, path: '/en/games/dice', localeFromPath: true },
    );
    fireEvent.change(screen.getByLabelText('Bet, ₽'), { target: { value: '10' } });
    for (const n of [1, 2]) {
      fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
      await waitFor(() => expect(storedDemo().history?.length).toBe(n));
    }
    const stats = screen.getByTitle('Session statistics').closest('details') as HTMLDetailsElement;
    stats.open = true;
    fireEvent(stats, new Event('toggle'));
    const panel = await screen.findByTestId('session-stats');
    const rounds = storedDemo().history;
    const won = rounds.filter((r) => r.payout > r.amount).length;
    const profit = (storedDemo().balances.RUB ?? 0) - 100_000;
    const figure = (term: string) =>
      within(panel).getByText(term).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(figure('Wagered')).toBe('20 ₽');
    expect(figure('Wins')).toBe(String(won));
    expect(figure('Losses')).toBe(String(2 - won));
    expect(figure('Profit')).toMatch(profit === 0 ? /^0/ : new RegExp(`${Math.abs(profit) / 100}`));
    expect(
      within(panel).getByRole('img', { name: "Profit over this session's bets" }),
    ).toBeTruthy();
  });
});
