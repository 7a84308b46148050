// The live rooms' part of verifyRound: a shared room's winner recomputed from
// its seeds and the players' stakes in joining order. The rooms are played
// by the live tables (live.ts, draws.ts), not through a game module: this is
// all of a room that verification needs.
import { roomWinner } from '../draws.ts';
import type { RoundSeeds } from '../rng.ts';
import { positive, type VerifyOptions } from './module.ts';

/** verifyRound for a room: the winner's index. */
export const verifyRoom = (seeds: RoundSeeds, options: VerifyOptions): number =>
  roomWinner(seeds, positive(options.stakes, 'rooms needs the players\u2019 stakes'));
