// The live rooms' draw from the provably fair floats (rng.ts): a shared
// room's winner, picked in proportion to the stakes (the rooms are played by
// the live tables, live.ts, not through a game module). Each in-house game's
// own draw is in its module (games/). Apart from games.ts because it hashes:
// what shows a game's odds and payouts (a board) needs games.ts alone, and a
// bundle that only shows them carries no hash function.
import { pickByRanges, roomClientSeed } from './games.ts';
import type { RoomEntry } from './live.ts';
import { firstFloat, type RoundSeeds } from './rng.ts';

/**
 * A room's winner: each player holds a range of tickets proportional to their
 * stake, in the order they joined; the first float times the pot picks the
 * winning ticket. Returns the winner's index. The winner takes the pot less
 * the 1% house edge.
 */
export function roomWinner(seeds: RoundSeeds, stakes: readonly number[]): number {
  return pickByRanges(firstFloat(seeds), stakes);
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
