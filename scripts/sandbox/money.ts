// Money in the sandbox is kept in integer minor units (kopecks, cents, tiyn):
// the API speaks major units as JSON numbers, so amounts are converted exactly
// at the edge and never added as floating point.

/** Every currency of the table has two decimal places. */
const SCALE = 100;

/**
 * The amount in minor units, or null when it is not a finite, non-negative
 * number with at most two decimals (1.005 is refused, not rounded).
 */
export function toMinor(amount: number): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const minor = Math.round(amount * SCALE);
  if (!Number.isSafeInteger(minor) || minor / SCALE !== amount) return null;
  return minor;
}

/** Minor units back to the API's major-unit number (exact for two decimals). */
export function fromMinor(minor: number): number {
  return minor / SCALE;
}
