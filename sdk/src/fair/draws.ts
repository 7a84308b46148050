// The in-house games' outcomes from the provably fair floats (rng.ts), by the
// rules of games.ts. Outcomes follow the published standard where it exists
// (dice, roulette, crash, keno, mines, hilo); coinflip, cases and rooms are
// designed in the same spirit: one float per outcome, documented below. Apart
// from games.ts because they hash: what shows a game's odds and payouts
// (a board) needs games.ts alone, and a bundle that only shows them carries
// no hash function.
import {
  type Card,
  type CoinSide,
  cardAt,
  KENO,
  MINES,
  pickByRanges,
  roomClientSeed,
} from './games.ts';
import type { RoomEntry } from './live.ts';
import { drawWithoutReplacement, floatStream, type RoundSeeds } from './rng.ts';

const first = (seeds: RoundSeeds) => floatStream(seeds).next().value;

/** The dice roll, 0.00–100.00: floor(float * 10001) / 100. */
export function diceRoll(seeds: RoundSeeds): number {
  return Math.floor(first(seeds) * 10001) / 100;
}

/** The winning pocket, 0–36: floor(float * 37). */
export function roulettePocket(seeds: RoundSeeds): number {
  return Math.floor(first(seeds) * 37);
}

/** The crash point: max(1, floor(1e8 / (floor(float * 1e8) + 1) * 0.99 * 100) / 100). */
export function crashPoint(seeds: RoundSeeds): number {
  const float = first(seeds);
  return Math.max(1, Math.floor((1e8 / (Math.floor(float * 1e8) + 1)) * 0.99 * 100) / 100);
}

/** The 10 numbers drawn from 1–40 without replacement, in draw order. */
export function kenoDraw(seeds: RoundSeeds): number[] {
  const pool = Array.from({ length: KENO.numbers }, (_, i) => i + 1);
  return drawWithoutReplacement(pool, KENO.drawn, floatStream(seeds));
}

/** Where the mines are: `count` tiles of 0–24 without replacement, one float each, in draw order. */
export function minePositions(seeds: RoundSeeds, count: number): number[] {
  const tiles = Array.from({ length: MINES.tiles }, (_, i) => i);
  return drawWithoutReplacement(tiles, count, floatStream(seeds));
}

/** The first `count` cards of a round (unlimited deck: floor(float * 52) each). */
export function hiloCards(seeds: RoundSeeds, count: number): Card[] {
  const stream = floatStream(seeds);
  return Array.from({ length: count }, () => cardAt(Math.floor(stream.next().value * 52)));
}

/** The side: heads when the first float is below 0.5, else tails. */
export function coinflipSide(seeds: RoundSeeds): CoinSide {
  return first(seeds) < 0.5 ? 'heads' : 'tails';
}

/**
 * The item a case opening gives: the first float times the sum of the items'
 * weights falls into one item's range, the ranges laid end to end in the
 * order given. Returns the item's index.
 */
export function caseItem(seeds: RoundSeeds, weights: readonly number[]): number {
  return pickByRanges(first(seeds), weights);
}

/**
 * A room's winner: each player holds a range of tickets proportional to their
 * stake, in the order they joined; the first float times the pot picks the
 * winning ticket. Returns the winner's index. The winner takes the pot less
 * the 1% house edge.
 */
export function roomWinner(seeds: RoundSeeds, stakes: readonly number[]): number {
  return pickByRanges(first(seeds), stakes);
}

/**
 * A room draw's winner (index into `entries`), from the round's server seed
 * and every entry's client seed and stake in joining order (nonce 1: a room
 * round has a server seed of its own and is its only round, numbered from 1
 * like every game's).
 */
export function roomDrawWinner(serverSeed: string, entries: readonly RoomEntry[]): number {
  return roomWinner(
    { serverSeed, clientSeed: roomClientSeed(entries.map((e) => e.clientSeed)), nonce: 1 },
    entries.map((e) => e.amount),
  );
}
