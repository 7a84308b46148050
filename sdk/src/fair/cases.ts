// The house's cases (inferred: SPEC.md names /games/cases and /games/cases/{slug}
// but shows no case data): three cases priced in the player's currency as a
// number of its smallest crash bets, each with prizes as multiples of the
// price and weights that give a 97% return. The opening picks the prize whose
// weight range holds the round's first float times the total weight
// (caseItem). A round keeps a snapshot of the case it opened (CaseSnapshot),
// so a case edited later cannot change a past round.
import { currencyRules } from '../rules/currencies.ts';
import type { CurrencyCode } from '../rules/currency-codes.ts';
import { fromMinor, toMinor } from '../rules/money.ts';

/** A prize's name, as its message fair.cases.prize.{key} says it. */
export type PrizeKey = 'coin' | 'ring' | 'watch' | 'crown';

/** A prize of a case: its value as a multiple of the case price, and its weight. */
export interface CasePrize {
  key: PrizeKey;
  multiplier: number;
  weight: number;
}

/** A case's address part (/games/cases/{slug}) and its name's message fair.cases.{slug}. */
export type CaseSlug = 'bronze' | 'silver' | 'gold';

/** A case of the house. */
export interface HouseCase {
  slug: CaseSlug;
  /** Price in smallest crash bets of the currency. */
  units: number;
  prizes: readonly CasePrize[];
}

/** What a round of cases opened: the case, its price and its odds table at that moment. */
export interface CaseSnapshot {
  slug: CaseSlug;
  /** The price paid, major units of the round's currency. */
  price: number;
  prizes: CasePrize[];
}

/** The house's cases, cheapest first. */
export const HOUSE_CASES: readonly HouseCase[] = [
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

/** The house case of a slug. */
export function houseCase(slug: string): HouseCase | undefined {
  return HOUSE_CASES.find((c) => c.slug === slug);
}

/** A case's return to player: its weighted prize value over its price. */
export function caseReturn(houseCase: Pick<HouseCase, 'prizes'>): number {
  const total = houseCase.prizes.reduce((sum, p) => sum + p.weight, 0);
  return houseCase.prizes.reduce((sum, p) => sum + (p.multiplier * p.weight) / total, 0);
}

/** A case's price in a currency, major units (units × the smallest crash bet). */
export function casePrice(houseCase: HouseCase, currency: CurrencyCode): number {
  const unit = toMinor(currencyRules(currency).bets.crash.min ?? 1) ?? 100;
  return fromMinor(houseCase.units * unit);
}

/** The snapshot a round keeps of the case it opens. */
export function snapshotCase(houseCase: HouseCase, currency: CurrencyCode): CaseSnapshot {
  return {
    slug: houseCase.slug,
    price: casePrice(houseCase, currency),
    prizes: houseCase.prizes.map((p) => ({ ...p })),
  };
}
