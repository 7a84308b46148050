// A free spin of the stand-in slot (../covers.ts): what one spin pays.
//
// Inferred: SPEC.md gives free-spin campaigns (a game, spins, an expiry) but
// no slot; a real provider plays them and reports the winnings. The sandbox
// stands in with one pay table: each spin is worth FREE_SPIN_RUB roubles (by
// the currency table's scale), and pays a multiple of that drawn from
// FREE_SPIN_PAYS, about 96.5 % back on average, as slots' free rounds do.
// The draw is a hash of the campaign and the spin's number, so a run can be
// repeated and a test knows what each spin pays. The winnings go to the
// bonus account under their own wagering (bonuses.ts).
import { createHash } from 'node:crypto';
import { type CurrencyCode, rubInMinor } from '@casino/sdk';

/** What one free spin is worth, in roubles (scaled to the player's currency). */
const FREE_SPIN_RUB = 20;

/** The pay table: a multiple of the spin's worth and its weight of 10,000. */
export const FREE_SPIN_PAYS: readonly { times: number; weight: number }[] = [
  { times: 0, weight: 5410 },
  { times: 0.5, weight: 1500 },
  { times: 1, weight: 1400 },
  { times: 2, weight: 1000 },
  { times: 5, weight: 500 },
  { times: 10, weight: 150 },
  { times: 25, weight: 20 },
  { times: 50, weight: 20 },
];

/** One free spin's result: its number in the campaign (from 1), the multiple and the win in minor units. */
export interface FreeSpinResult {
  spin: number;
  times: number;
  winMinor: number;
}

/** What spin number `spin` (from 1) of campaign `campaignId` pays in `currency`. */
export function drawFreeSpin(
  campaignId: number,
  spin: number,
  currency: CurrencyCode,
): FreeSpinResult {
  const digest = createHash('sha256').update(`free-spin:${campaignId}:${spin}`).digest();
  let roll = digest.readUInt32BE(0) % 10_000;
  let times = 0;
  for (const pay of FREE_SPIN_PAYS) {
    if (roll < pay.weight) {
      times = pay.times;
      break;
    }
    roll -= pay.weight;
  }
  return { spin, times, winMinor: Math.round(rubInMinor(FREE_SPIN_RUB, currency) * times) };
}
