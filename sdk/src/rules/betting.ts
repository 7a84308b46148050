// The sportsbook's arithmetic, counted once for the sandbox (what it prices,
// takes and pays) and the app (what the bet slip promises before "Place
// bet"). Inferred: SPEC.md lists betting but shows no sportsbook; these are
// the rules of the sportsbooks this product's players know (1xBet, Pin-Up,
// BetBoom, Stake): decimal odds, singles and accumulators, void legs that
// drop out, an odds-change preference, and a cash-out offer priced from the
// current odds with a margin.
//
// Exact money: odds are integer hundredths (1.85 is 185), stakes and
// payouts integer minor units; every product is rounded down once, where
// the rule says, so the sandbox and the slip agree to the kopeck.

import { currencyRules, rubInMinor } from './currencies.ts';
import type { CurrencyCode } from './currency-codes.ts';
import { toMinor } from './money.ts';

/** Decimal odds in hundredths: 185 is 1.85. The least a price can be is 1.01. */
export type OddsHundredths = number;

/** The least price an outcome is offered at (1.01). */
export const MIN_ODDS: OddsHundredths = 101;

/**
 * The most an outcome is offered at (51.00): a long shot's fair price past
 * it is cut to it, as books cap their prices (a decided match's outsider is
 * not offered at 180 to 1).
 */
export const MAX_ODDS: OddsHundredths = 5100;

/** The most selections an accumulator takes. */
export const MAX_SELECTIONS = 20;

/** What the player lets happen when a price moves between the slip and the bet. */
export type OddsChangePolicy = 'none' | 'higher' | 'any';

/** How a selection ended. */
export type LegResult = 'won' | 'lost' | 'void';

/**
 * The prices of outcomes whose chances are `chances` (they need not add up
 * to 1), with the book's `margin` (0.06 is 6 %) spread over them in
 * proportion: each price is 1 / (chance × (1 + margin)), rounded down to a
 * hundredth, never under 1.01 nor over MAX_ODDS.
 */
export function priceOutcomes(chances: readonly number[], margin: number): OddsHundredths[] {
  const total = chances.reduce((sum, chance) => sum + chance, 0);
  return chances.map((chance) => {
    const fair = chance / total;
    if (fair <= 0) return MIN_ODDS;
    return Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.floor(100 / (fair * (1 + margin)))));
  });
}

/** The accumulator's odds: the legs' product, rounded down to a hundredth once. */
export function combinedOdds(legs: readonly OddsHundredths[]): OddsHundredths {
  let product = 1n;
  for (const odds of legs) product *= BigInt(odds);
  const scale = 100n ** BigInt(Math.max(0, legs.length - 1));
  return legs.length === 0 ? 100 : Number(product / scale);
}

/** What `stakeMinor` returns at `odds` (the stake included), rounded down (exact at any size). */
export function payoutMinor(stakeMinor: number, odds: OddsHundredths): number {
  return Number((BigInt(stakeMinor) * BigInt(odds)) / 100n);
}

/** Whether a bet asked at `asked` may be taken at `current` under the player's policy. */
export function acceptsPrice(
  asked: OddsHundredths,
  current: OddsHundredths,
  policy: OddsChangePolicy,
): boolean {
  return current === asked || policy === 'any' || (policy === 'higher' && current > asked);
}

/**
 * A settled bet's return: nothing when a leg lost; otherwise the stake at
 * the odds of the legs that won, a void leg counting as 1.00 (a single that
 * is void returns its stake).
 */
export function settlementMinor(
  stakeMinor: number,
  legs: readonly { odds: OddsHundredths; result: LegResult }[],
): number {
  if (legs.some((leg) => leg.result === 'lost')) return 0;
  const won = legs.filter((leg) => leg.result === 'won').map((leg) => leg.odds);
  return payoutMinor(stakeMinor, combinedOdds(won));
}

/** The share the book keeps of a fair cash-out, per cent. */
export const CASHOUT_MARGIN_PERCENT = 5;

/**
 * What the book offers now for an open bet: the bet's price over what its
 * open legs would cost now, less the cash-out margin, rounded down; a leg
 * that won counts at its odds, a void one at 1.00. Null (no offer) once a
 * leg has lost or while a leg's market is suspended (`current` null).
 */
export function cashOutOfferMinor(
  stakeMinor: number,
  legs: readonly {
    odds: OddsHundredths;
    result: LegResult | null;
    current: OddsHundredths | null;
  }[],
): number | null {
  if (legs.some((leg) => leg.result === 'lost')) return null;
  const open = legs.filter((leg) => leg.result === null);
  if (open.some((leg) => leg.current === null)) return null;
  const placed = combinedOdds(legs.filter((leg) => leg.result !== 'void').map((leg) => leg.odds));
  const now = combinedOdds(open.map((leg) => leg.current as OddsHundredths));
  // stake × placed / now × (100 − margin) / 100, in one rounding, exact at any size.
  return Number(
    (BigInt(stakeMinor) * BigInt(placed) * BigInt(100 - CASHOUT_MARGIN_PERCENT)) /
      (BigInt(now) * 100n),
  );
}

/** The most a bet may return, in roubles (scaled by the currency table for the others). */
const MAX_PAYOUT_RUB = 1_000_000;

/**
 * A sport bet's limits in `currency`, minor units: the least stake is the
 * currency table's smallest bet of any game; the most a bet may return is
 * 1,000,000 RUB by the table's scale (a larger stake is refused on that).
 */
export function sportLimitsMinor(currency: CurrencyCode): { minStake: number; maxPayout: number } {
  const mins = Object.values(currencyRules(currency).bets)
    .map((limits) => limits.min)
    .filter((min): min is number => min !== null);
  return {
    minStake: toMinor(Math.min(...mins)) ?? 1,
    maxPayout: rubInMinor(MAX_PAYOUT_RUB, currency),
  };
}
