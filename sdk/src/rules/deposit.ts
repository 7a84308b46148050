// What a deposit costs and brings, counted once for the sandbox (what it
// credits) and the app (what PayIn promises before "Pay"): the method's fee
// in whole minor units, rounded half up, and a percent bonus of what was
// credited, rounded down and capped at its maximum.

/** The fee of `amountMinor` at `basisPoints` (300 = 3 %), minor units. */
export function depositFeeMinor(amountMinor: number, basisPoints: number): number {
  return Math.floor((amountMinor * basisPoints + 5000) / 10000);
}

/** `percent` of `creditedMinor`, at most `maxMinor`, minor units. */
export function percentBonusMinor(
  creditedMinor: number,
  percent: number,
  maxMinor: number,
): number {
  return Math.min(Math.floor((creditedMinor * percent) / 100), maxMinor);
}
