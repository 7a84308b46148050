// What PayIn says before "Pay": the quick amounts a method offers, the fee
// and the amount credited for what is typed (the SDK's deposit rules, as the
// server counts them), the bonus it brings, and the method paid
// with last (kept on this device, chosen first next time).
import {
  type components,
  depositFeeMinor,
  fromMinor,
  LOCAL_STORAGE_KEYS,
  percentBonusMinor,
  toMinor,
} from '@casino/sdk';
import { storage } from '../../shared/lib/cookies.ts';

type BonusTerms = components['schemas']['BonusTerms'];

/** Up to four amounts to pick at once: the minimum, the default and its double and fivefold, within the limits. */
export function quickAmounts(limits: { min: number; max: number; default: number }): number[] {
  const picks = [limits.min, limits.default, limits.default * 2, limits.default * 5]
    .filter((v) => v >= limits.min && v <= limits.max)
    .sort((a, b) => a - b);
  return [...new Set(picks)].slice(0, 4);
}

/** The fee of `amount` at `feePercent` and what is credited, as the server counts them; null for no amount. */
export function quote(
  amount: number,
  feePercent: number,
): { fee: number; credited: number } | null {
  const minor = toMinor(amount);
  if (minor === null || minor <= 0) return null;
  const fee = depositFeeMinor(minor, Math.round(feePercent * 100));
  return { fee: fromMinor(fee), credited: fromMinor(minor - fee) };
}

/** The bonus a credit of `credited` brings by `terms`: its percent, at most its maximum. */
export function bonusFor(credited: number, terms: BonusTerms): number {
  return fromMinor(
    percentBonusMinor(toMinor(credited) ?? 0, terms.percent, toMinor(terms.max_amount) ?? 0),
  );
}

/** The hash of the method last paid with on this device, or null. */
export const lastMethod = (): string | null =>
  storage((s) => s.getItem(LOCAL_STORAGE_KEYS.depositMethod));

/** Keeps the method just paid with, to be chosen first next time. */
export const rememberMethod = (hash: string): void =>
  void storage((s) => s.setItem(LOCAL_STORAGE_KEYS.depositMethod, hash));
