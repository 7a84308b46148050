// Exact money: every currency of the table has two decimals, the API speaks
// major units as JSON numbers, and everything that adds or multiplies money
// (the sandbox's ledger, the game engine's payouts) works in integer minor
// units (kopecks, cents, tiyn), converted exactly at the edge.

/** Minor units per major unit in every currency of the table. */
export const MINOR_PER_MAJOR = 100;

/**
 * The amount in minor units, or null when it is not a finite, non-negative
 * number with at most two decimals (1.005 is refused, not rounded).
 */
export function toMinor(amount: number): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null;
  const minor = Math.round(amount * MINOR_PER_MAJOR);
  if (!Number.isSafeInteger(minor) || minor / MINOR_PER_MAJOR !== amount) return null;
  return minor;
}

/**
 * An amount as a player types it ("1 000,50", "25.5": spaces and a decimal
 * comma allowed) in minor units, or null when it is not one (empty, a sign,
 * more than two decimals, letters).
 */
export function typedAmountMinor(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', cents = ''] = cleaned.split('.');
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(cents.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units back to the API's major-unit number (exact for two decimals). */
export function fromMinor(minor: number): number {
  return minor / MINOR_PER_MAJOR;
}

/** Multipliers are exact to four decimals (dice's 99 / chance is cut there). */
const MULTIPLIER_SCALE = 10_000n;

/**
 * A stake times a multiplier, in minor units, rounded down to the minor unit,
 * with no floating-point step: 1.15 × 100 is 115, not 114.99999999999999.
 */
export function timesMultiplier(stakeMinor: number, multiplier: number): number {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0) {
    throw new RangeError(`not a stake in minor units: ${stakeMinor}`);
  }
  if (!Number.isFinite(multiplier) || multiplier < 0) {
    throw new RangeError(`not a multiplier: ${multiplier}`);
  }
  const scaled = BigInt(Math.round(multiplier * Number(MULTIPLIER_SCALE)));
  return Number((BigInt(stakeMinor) * scaled) / MULTIPLIER_SCALE);
}
