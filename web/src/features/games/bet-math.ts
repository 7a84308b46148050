// The bet panel's arithmetic: quick buttons (½, ×2, min, max) kept inside the
// currency's limits and rounded to its digits (SPEC.md section 9's table).
import type { Limits } from '@casino/sdk';

/** A quick button. */
export type QuickAction = 'half' | 'double' | 'min' | 'max';

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** The smallest amount of a currency with `decimals` digits. */
const minorUnit = (decimals: number) => 10 ** -decimals;

/** The amount a quick button gives, or null when the button has nothing to give (a limit not shown). */
export function quickBet(
  action: QuickAction,
  current: number,
  limits: Limits,
  decimals: number,
): number | null {
  const floor = limits.min ?? minorUnit(decimals);
  const ceiling = limits.max ?? Number.POSITIVE_INFINITY;
  const clamp = (v: number) => Math.min(ceiling, Math.max(floor, round(v, decimals)));
  const base = Number.isFinite(current) && current > 0 ? current : floor;
  switch (action) {
    case 'min':
      return limits.min;
    case 'max':
      return limits.max;
    case 'half':
      return clamp(base / 2);
    case 'double':
      return clamp(base * 2);
  }
}

/** The amount a panel starts with: the minimum, else the maximum, else none (betting not possible). */
export function defaultBet(limits: Limits): number | null {
  return limits.min ?? limits.max ?? null;
}

/** Parses what the player typed ("1 000,5" too); NaN when it is not an amount. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
