// Provably fair play for the in-house games (`@casino/sdk/fair`): the random
// source, the games' rules, each game's module (games/: its inputs, draw,
// moves, settlement and summary) and the registry that maps a game's name to
// it, the round engine, and `verifyRound`, which recomputes any round from its
// revealed seeds (the web app's fairness panel and `casino fair verify` both
// use it).

import type { InHouseGame } from '../rules/games.ts';
import { FairInputError, type FairResult, type VerifyOptions, verifierOf } from './games/index.ts';
import { hashSeed, type RoundSeeds } from './rng.ts';

export * from './cases.ts';
export * from './chain.ts';
export * from './draws.ts';
export * from './games/index.ts';
export * from './games.ts';
export * from './inputs.ts';
export * from './live.ts';
export * from './records.ts';
export * from './rng.ts';
export * from './rounds.ts';

/**
 * The `--game` names of `casino fair verify`, in the order its help lists them.
 * They are a published interface, so they stay as they are: the one that
 * differs from the in-house game's name is `mines` (miner).
 */
export const VERIFY_GAME_NAMES = [
  'dice',
  'crash',
  'roulette',
  'keno',
  'mines',
  'hilo',
  'coinflip',
  'cases',
  'rooms',
] as const;
/** One of VERIFY_GAME_NAMES. */
export type VerifyGameName = (typeof VERIFY_GAME_NAMES)[number];

/** The in-house game a `casino fair verify --game` name stands for. */
export function gameFromVerifyName(name: VerifyGameName): InHouseGame {
  return name === 'mines' ? 'miner' : name;
}

/** A game's name for `casino fair verify --game` (and its JSON output). */
export function verifyNameOf(game: InHouseGame): VerifyGameName {
  return game === 'miner' ? 'mines' : game;
}

/**
 * Recomputes a round with its game's module (or, for a room, the rooms'
 * draw). Throws FairInputError for a missing or bad game option.
 */
export function verifyRound(
  game: InHouseGame,
  seeds: RoundSeeds,
  options: VerifyOptions = {},
): FairResult {
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 1) {
    throw new FairInputError('the nonce must be a whole number from 1');
  }
  const verify = verifierOf(game);
  // Only reachable from untyped input (a stored round, a script).
  if (!verify) throw new FairInputError(`${String(game)} is not an in-house game`);
  return { game, result: verify(seeds, options) } as FairResult;
}

/** True when `serverSeed` is the seed whose SHA-256 was shown before play. */
export function seedMatchesHash(serverSeed: string, shownHash: string): boolean {
  return hashSeed(serverSeed) === shownHash.trim().toLowerCase();
}
