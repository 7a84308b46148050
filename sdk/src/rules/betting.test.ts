// The sportsbook's arithmetic: prices with the book's margin, accumulator
// odds, payouts to the kopeck, the odds-change preference, settlement with
// void legs, and the cash-out offer.
import { describe, expect, it } from 'vitest';
import {
  acceptsPrice,
  cashOutOfferMinor,
  combinedOdds,
  MAX_ODDS,
  MIN_ODDS,
  payoutMinor,
  priceOutcomes,
  settlementMinor,
  sportLimitsMinor,
} from './betting.ts';

describe('sportsbook prices', () => {
  it('spreads the margin over the outcomes: the prices imply more than 100 %', () => {
    // A match: home 45 %, draw 27 %, away 28 %, at a 6 % margin.
    const odds = priceOutcomes([0.45, 0.27, 0.28], 0.06);
    expect(odds).toEqual([209, 349, 336]);
    const implied = odds.reduce((sum, o) => sum + 100 / o, 0);
    expect(implied).toBeGreaterThan(1.05);
    expect(implied).toBeLessThan(1.07);
    // Chances that do not add up to 1 are taken in proportion.
    expect(priceOutcomes([45, 27, 28], 0.06)).toEqual(odds);
  });

  it('never prices under 1.01, not even a near certainty or a zero chance', () => {
    expect(priceOutcomes([0.999, 0.001], 0.06)).toEqual([MIN_ODDS, MAX_ODDS]);
    // A long shot under the cap keeps its price.
    expect(priceOutcomes([0.97, 0.03], 0.06)).toEqual([MIN_ODDS, 3144]);
    expect(priceOutcomes([1, 0], 0.06)).toEqual([MIN_ODDS, MIN_ODDS]);
  });
});

describe('accumulators and payouts', () => {
  it('multiplies the legs and rounds down once, to a hundredth', () => {
    expect(combinedOdds([185, 210, 150])).toBe(582); // 5.8275
    expect(combinedOdds([199])).toBe(199);
    expect(combinedOdds([])).toBe(100);
    // Twenty legs at 3.00: exact, past what a float holds.
    expect(combinedOdds(Array(20).fill(300))).toBe(300 ** 20 / 100 ** 19);
  });

  it('pays the stake at the odds, rounded down to a kopeck, at any size', () => {
    expect(payoutMinor(1000, 185)).toBe(1850);
    expect(payoutMinor(333, 185)).toBe(616); // 6.1605 → 6.16
    expect(payoutMinor(99_999_999, 9_999_999)).toBe(9_999_998_900_000);
  });
});

describe('the odds-change preference', () => {
  it('takes the asked price always, a higher one with "higher", any with "any"', () => {
    expect(acceptsPrice(185, 185, 'none')).toBe(true);
    expect(acceptsPrice(185, 190, 'none')).toBe(false);
    expect(acceptsPrice(185, 190, 'higher')).toBe(true);
    expect(acceptsPrice(185, 180, 'higher')).toBe(false);
    expect(acceptsPrice(185, 180, 'any')).toBe(true);
  });
});

describe('settlement', () => {
  it('pays a won single at its odds, nothing for a lost one, the stake for a void one', () => {
    expect(settlementMinor(1000, [{ odds: 185, result: 'won' }])).toBe(1850);
    expect(settlementMinor(1000, [{ odds: 185, result: 'lost' }])).toBe(0);
    expect(settlementMinor(1000, [{ odds: 185, result: 'void' }])).toBe(1000);
  });

  it('settles an accumulator with a void leg at the remaining odds, and nothing when a leg lost', () => {
    const legs = [
      { odds: 185, result: 'won' },
      { odds: 210, result: 'void' },
      { odds: 150, result: 'won' },
    ] as const;
    expect(settlementMinor(1000, legs)).toBe(payoutMinor(1000, combinedOdds([185, 150])));
    expect(settlementMinor(1000, legs)).toBe(2770);
    expect(settlementMinor(1000, [...legs, { odds: 120, result: 'lost' }])).toBe(0);
    expect(
      settlementMinor(1000, [
        { odds: 185, result: 'void' },
        { odds: 210, result: 'void' },
      ]),
    ).toBe(1000);
  });
});

describe('cash-out', () => {
  it('offers the bet priced at the current odds, less 5 %', () => {
    // A single at 2.00 whose price is now 1.25 (its team leads): 1000 × 2 / 1.25 × 0.95.
    expect(cashOutOfferMinor(1000, [{ odds: 200, result: null, current: 125 }])).toBe(1520);
    // The price has drifted out: less than the stake.
    expect(cashOutOfferMinor(1000, [{ odds: 200, result: null, current: 400 }])).toBe(475);
  });

  it('counts a won leg at its odds and a void one at 1.00', () => {
    const offer = cashOutOfferMinor(1000, [
      { odds: 150, result: 'won', current: null },
      { odds: 300, result: 'void', current: null },
      { odds: 200, result: null, current: 160 },
    ]);
    // 1000 × (1.50 × 2.00) / 1.60 × 0.95 = 1781.25 → 1781
    expect(offer).toBe(1781);
  });

  it('offers nothing once a leg lost or while an open leg is suspended', () => {
    expect(
      cashOutOfferMinor(1000, [
        { odds: 150, result: 'lost', current: null },
        { odds: 200, result: null, current: 160 },
      ]),
    ).toBeNull();
    expect(cashOutOfferMinor(1000, [{ odds: 200, result: null, current: null }])).toBeNull();
  });
});

describe('limits', () => {
  it("takes the currency table's smallest bet and caps a bet's return at 1,000,000 RUB by its scale", () => {
    expect(sportLimitsMinor('RUB')).toEqual({ minStake: 100, maxPayout: 100_000_000 });
    expect(sportLimitsMinor('KZT').maxPayout).toBe(500_000_000);
    expect(sportLimitsMinor('USD')).toEqual({ minStake: 1, maxPayout: 1_000_000 });
  });
});
