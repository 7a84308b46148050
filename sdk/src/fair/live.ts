// The shared live rounds' rules, one copy for the sandbox that runs
// them, the web app that draws them and the CLI that prints them:
//   - a crash round's multiplier grows as e^(rate × ms since its start),
//     bustabit's curve (rate 0.00006 per ms: ×2 after 11.6 s, ×10 after
//     38.4 s), shown and paid cut to the cent; the round ends when it reaches
//     the crash point its chain hash gives (chain.ts);
//   - a room's winner takes the pot less the 1% house edge (draws.ts,
//     roomDrawWinner, draws the winner).
import { timesMultiplier } from '../rules/money.ts';

/** The crash curve's growth per millisecond at normal speed (bustabit's). */
export const CRASH_GROWTH = 0.00006;

/** The multiplier `elapsedMs` after a crash round's start, cut to the cent: ×1.00 at the start. */
export function crashMultiplierAt(elapsedMs: number, rate = CRASH_GROWTH): number {
  if (!(elapsedMs > 0)) return 1;
  return Math.max(1, Math.floor(100 * Math.exp(rate * elapsedMs)) / 100);
}

/**
 * The first whole millisecond at which the multiplier shows `point` (a crash
 * point or a cash-out target): the moment a round with that crash point ends.
 */
export function crashMsToReach(point: number, rate = CRASH_GROWTH): number {
  if (!(point > 1)) return 0;
  let ms = Math.max(0, Math.floor(Math.log(point) / rate) - 1);
  while (crashMultiplierAt(ms, rate) < point) ms++;
  return ms;
}

/** The room's house edge: the winner is paid the pot times this. */
export const ROOM_PAYOUT_SHARE = 0.99;

/** What a room's winner is paid from a pot (minor units), rounded down to the minor unit. */
export function roomPayout(potMinor: number): number {
  return timesMultiplier(potMinor, ROOM_PAYOUT_SHARE);
}

/** A player in a room draw: stake in major units and client seed, in joining order. */
export interface RoomEntry {
  amount: number;
  clientSeed: string;
}
