// The live bets feed's own rules (world/live/feed.ts): what a settled bet
// shows (masked player, multiplier, the high-roller and big-win cuts by the
// currency's scale against RUB), the lists it keeps, and the simulated
// players' rounds, which go through the SDK's engine like any player's.
import { createSpecValidator, loadBundledSpec } from '@casino/openapi/spec-model';
import { currencyRules, fromMinor, isBetGame } from '@casino/sdk';
import { describe, expect, it } from 'vitest';
import { BetFeed, botRound, feedBet } from './world/live/feed.ts';

const player = { id: 7, name: 'Aigerim' } as never;

describe('a settled bet in the feed', () => {
  it('masks the player and gives the multiplier to the cent', () => {
    const bet = feedBet(
      { id: 'dice-1', game: 'dice', player, currency: 'RUB', stakeMinor: 300, payoutMinor: 594 },
      1,
    );
    expect(bet).toMatchObject({ player: 'Aig•••', amount: 3, payout: 5.94, multiplier: 1.98 });
    expect(bet).toMatchObject({ highRoller: false, bigWin: false });
  });

  it('marks high rollers and big wins by the currency against RUB', () => {
    const shown = (currency: 'RUB' | 'USD' | 'KZT', stakeMinor: number, payoutMinor: number) =>
      feedBet({ id: 'x', game: 'keno', player: 'Ivan•••', currency, stakeMinor, payoutMinor }, 1);
    expect(shown('RUB', 100_000, 0)).toMatchObject({ highRoller: true, bigWin: false });
    expect(shown('RUB', 99_999, 0).highRoller).toBe(false);
    expect(shown('USD', 1000, 0).highRoller).toBe(true);
    expect(shown('KZT', 499_999, 0).highRoller).toBe(false);
    // Ten times the stake, or a payout worth 10,000 RUB.
    expect(shown('RUB', 100, 1000).bigWin).toBe(true);
    expect(shown('RUB', 100, 999).bigWin).toBe(false);
    expect(shown('RUB', 500_000, 1_000_000).bigWin).toBe(true);
    expect(shown('USD', 5000, 10_000).bigWin).toBe(true);
  });
});

describe('the simulated players', () => {
  it('play rounds the engine accepts, within the currency limits, as the contract shows them', async () => {
    const validator = createSpecValidator(await loadBundledSpec());
    for (let i = 0; i < 2000; i++) {
      const round = botRound(`bot-${i}`);
      expect(round.stakeMinor).toBeGreaterThan(0);
      expect(round.payoutMinor).toBeGreaterThanOrEqual(0);
      if (isBetGame(round.game)) {
        const { max } = currencyRules(round.currency).bets[round.game];
        if (max !== null) expect(fromMinor(round.stakeMinor)).toBeLessThanOrEqual(max);
      }
      const errors = validator.validate('#/components/schemas/FeedBet', feedBet(round, 1));
      expect(errors).toEqual([]);
    }
  });

  it('fill a new feed with a history; without them it starts empty and keeps what is announced', () => {
    const lively = new BetFeed({ bots: true });
    const quiet = new BetFeed({ bots: false });
    try {
      const first = lively.snapshot();
      if (first.type !== 'snapshot') throw new Error('not a snapshot');
      expect(first.bets.length).toBeGreaterThanOrEqual(24);
      expect(first.bigWins.every((b) => b.bigWin)).toBe(true);
      expect(first.bets.every((b, i) => i === 0 || (first.bets[i - 1]?.at ?? 0) > b.at)).toBe(true);
      const empty = quiet.snapshot();
      expect(empty).toMatchObject({ bets: [], highRollers: [], bigWins: [] });
      for (let i = 0; i < 40; i++)
        quiet.announce({
          id: `r-${i}`,
          game: 'dice',
          player,
          currency: 'RUB',
          stakeMinor: 100_000,
          payoutMinor: 0,
        });
      const kept = quiet.snapshot();
      if (kept.type !== 'snapshot') throw new Error('not a snapshot');
      expect(kept.bets).toHaveLength(30);
      expect(kept.bets[0]?.id).toBe('r-39');
      expect(kept.highRollers).toHaveLength(30);
      expect(kept.bigWins).toEqual([]);
    } finally {
      lively.stop();
      quiet.stop();
    }
  });
});
