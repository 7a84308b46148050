// Auto-bet's rules: the stake after a win or a loss (reset, or changed by a
// percentage, rounded down to the cent, within the limits), the run's exact
// profit, and each stop: the count, the profit, the loss.
import { describe, expect, it } from 'vitest';
import { type AutoBetSettings, afterBet, nextStake, startRun } from './auto-bet.ts';

const LIMITS = { min: 0.1, max: 100 };
const SETTINGS: AutoBetSettings = {
  bets: 0,
  onWin: { kind: 'reset' },
  onLoss: { kind: 'change', percent: 100 },
  stopProfit: null,
  stopLoss: null,
};

describe('the next stake', () => {
  it('goes back to the first, or changes by the percentage, rounded down to the cent', () => {
    expect(nextStake(400, 100, { kind: 'reset' }, LIMITS)).toBe(100);
    expect(nextStake(100, 100, { kind: 'change', percent: 100 }, LIMITS)).toBe(200);
    expect(nextStake(333, 100, { kind: 'change', percent: 50 }, LIMITS)).toBe(499);
    expect(nextStake(115, 100, { kind: 'change', percent: 1.15 }, LIMITS)).toBe(116);
    expect(nextStake(100, 100, { kind: 'change', percent: -25 }, LIMITS)).toBe(75);
  });

  it('stays within the game’s limits', () => {
    expect(nextStake(8000, 100, { kind: 'change', percent: 100 }, LIMITS)).toBe(10_000);
    expect(nextStake(12, 100, { kind: 'change', percent: -50 }, LIMITS)).toBe(10);
    expect(nextStake(100, 100, { kind: 'change', percent: -100 }, LIMITS)).toBe(10);
  });
});

describe('a run', () => {
  it('counts wins and losses and keeps the profit exact in cents', () => {
    let state = startRun(10);
    // Lose 0.10, lose 0.20 (doubled), win 0.40 × 2 (payout 0.80), back to 0.10.
    for (const payout of [0, 0, 80]) state = afterBet(state, payout, 10, SETTINGS, LIMITS).state;
    expect(state).toEqual({ placed: 3, wins: 1, losses: 2, profit: 10, stake: 10 });
  });

  it('stops after its number of bets, at its profit and at its loss, whichever comes first', () => {
    const run = (settings: Partial<AutoBetSettings>, payouts: number[]) => {
      let state = startRun(100);
      for (const payout of payouts) {
        const next = afterBet(state, payout, 100, { ...SETTINGS, ...settings }, LIMITS);
        state = next.state;
        if (next.stop) return { stop: next.stop, state };
      }
      return { stop: null, state };
    };
    expect(run({ bets: 2 }, [0, 0, 0])).toMatchObject({ stop: 'count', state: { placed: 2 } });
    expect(run({ stopProfit: 150 }, [200, 200, 0])).toMatchObject({
      stop: 'profit',
      state: { placed: 2, profit: 200 },
    });
    // Losses of 1, 2 and 4 (doubling): 7 lost reaches a stop at 5 on the third.
    expect(run({ stopLoss: 500 }, [0, 0, 0, 0])).toMatchObject({
      stop: 'loss',
      state: { placed: 3, profit: -700, stake: 800 },
    });
    expect(run({}, [0, 300])).toMatchObject({ stop: null, state: { placed: 2, profit: 0 } });
  });
});
