// Active free spins (SPEC.md section 4): those not yet expired, in the order
// the API gives; the first feeds the widget. A malformed expiry counts as expired.

/** A free spin as the API gives it. */
export interface FreeSpin {
  id: number;
  game: { id: number };
  expiration_at: string;
}

/** The expiry of a spin in epoch ms, or null when malformed. */
export function expiresAt(spin: FreeSpin): number | null {
  const ms = Date.parse(spin.expiration_at);
  return Number.isFinite(ms) ? ms : null;
}

/** The spins not yet expired at `now`, in order. */
export function activeFreeSpins<T extends FreeSpin>(spins: readonly T[], now: number): T[] {
  return spins.filter((spin) => {
    const at = expiresAt(spin);
    return at !== null && at > now;
  });
}
