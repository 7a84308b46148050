// The demo cases (inferred: SPEC.md names /games/cases and /games/cases/{slug}
// but shows no case data): three cases priced in the player's currency as a
// number of its smallest crash bets, each with prizes as multiples of the
// price and weights that give a 97% return. The opening picks the prize whose
// weight range holds the round's first float times the total weight.
import { type CurrencyCode, currencyRules } from '@casino/sdk';

/** A prize's name, as its message fair.cases.prize.{key} says it. */
type PrizeKey = 'coin' | 'ring' | 'watch' | 'crown';

/** A prize of a case: its value as a multiple of the case price, and its weight. */
interface CasePrize {
  key: PrizeKey;
  multiplier: number;
  weight: number;
}

/** A demo case. */
export interface DemoCase {
  /** Its address (/games/cases/{slug}) and its name's message fair.cases.{slug}. */
  slug: 'bronze' | 'silver' | 'gold';
  /** Price in smallest crash bets of the currency. */
  units: number;
  prizes: CasePrize[];
}

/** The demo cases, cheapest first. */
export const DEMO_CASES: readonly DemoCase[] = [
  {
    slug: 'bronze',
    units: 10,
    prizes: [
      { key: 'coin', multiplier: 0.3, weight: 50 },
      { key: 'ring', multiplier: 1, weight: 30 },
      { key: 'watch', multiplier: 2, weight: 15 },
      { key: 'crown', multiplier: 4.4, weight: 5 },
    ],
  },
  {
    slug: 'silver',
    units: 50,
    prizes: [
      { key: 'coin', multiplier: 0.3, weight: 55 },
      { key: 'ring', multiplier: 0.8, weight: 30 },
      { key: 'watch', multiplier: 2.5, weight: 12 },
      { key: 'crown', multiplier: 8.83, weight: 3 },
    ],
  },
  {
    slug: 'gold',
    units: 200,
    prizes: [
      { key: 'coin', multiplier: 0.2, weight: 60 },
      { key: 'ring', multiplier: 0.8, weight: 25 },
      { key: 'watch', multiplier: 2.5, weight: 12 },
      { key: 'crown', multiplier: 11.67, weight: 3 },
    ],
  },
];

/** A case's return to player: its weighted prize value over its price. */
export function caseReturn(demoCase: DemoCase): number {
  const total = demoCase.prizes.reduce((sum, p) => sum + p.weight, 0);
  return demoCase.prizes.reduce((sum, p) => sum + (p.multiplier * p.weight) / total, 0);
}

/** A case's price in a currency. */
export function casePrice(demoCase: DemoCase, currency: CurrencyCode): number {
  const unit = currencyRules(currency).bets.crash.min ?? 1;
  return Math.round(demoCase.units * unit * 100) / 100;
}
