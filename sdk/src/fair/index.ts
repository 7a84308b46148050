// Provably fair play for the in-house games (`@casino/sdk/fair`): the random
// source, each game's outcome and payout rules, and `verifyRound`, which
// recomputes any round from its revealed seeds (the web app's fairness panel
// and `casino fair verify` both use it).

import type { InHouseGame } from '../rules/games.ts';
import {
  caseItem,
  coinflipSide,
  crashPoint,
  diceRoll,
  hiloCards,
  kenoDraw,
  minePositions,
  roomWinner,
  roulettePocket,
} from './draws.ts';
import { type Card, MINES } from './games.ts';
import { hashSeed, type RoundSeeds } from './rng.ts';

export * from './cases.ts';
export * from './chain.ts';
export * from './draws.ts';
export * from './games.ts';
export * from './inputs.ts';
export * from './live.ts';
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

/** What a game's round needs besides the seeds. */
export interface VerifyOptions {
  /** Miner: how many mines (1–24). */
  mines?: number;
  /** Hilo: how many cards to show (default 5). */
  cards?: number;
  /** Cases: the items' weights, in the case's order. */
  weights?: readonly number[];
  /** Rooms: the players' stakes, in the order they joined. */
  stakes?: readonly number[];
}

/** A verified round's result, by game (`casino fair verify --json` prints them with its own game names). */
export type FairResult =
  | { game: 'dice'; result: number }
  | { game: 'crash'; result: number }
  | { game: 'roulette'; result: number }
  | { game: 'keno'; result: number[] }
  | { game: 'miner'; result: number[] }
  | { game: 'hilo'; result: string[] }
  | { game: 'coinflip'; result: 'heads' | 'tails' }
  | { game: 'cases'; result: number }
  | { game: 'rooms'; result: number };

/** A round that cannot be recomputed as asked (a missing or bad option). */
export class FairInputError extends Error {
  override readonly name = 'FairInputError';
}

/** Recomputes a round. Throws FairInputError for a missing or bad game option. */
export function verifyRound(
  game: InHouseGame,
  seeds: RoundSeeds,
  options: VerifyOptions = {},
): FairResult {
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 1) {
    throw new FairInputError('the nonce must be a whole number from 1');
  }
  switch (game) {
    case 'dice':
      return { game, result: diceRoll(seeds) };
    case 'crash':
      return { game, result: crashPoint(seeds) };
    case 'roulette':
      return { game, result: roulettePocket(seeds) };
    case 'keno':
      return { game, result: kenoDraw(seeds) };
    case 'miner': {
      const count = options.mines;
      if (
        count === undefined ||
        !Number.isInteger(count) ||
        count < MINES.minMines ||
        count > MINES.maxMines
      ) {
        throw new FairInputError(
          // Worded as `casino fair verify` has always printed it (its option is --mines).
          `mines needs the number of mines, ${MINES.minMines}–${MINES.maxMines}`,
        );
      }
      return { game, result: minePositions(seeds, count) };
    }
    case 'hilo':
      return { game, result: hiloCards(seeds, options.cards ?? 5).map((c: Card) => c.code) };
    case 'coinflip':
      return { game, result: coinflipSide(seeds) };
    case 'cases':
      return {
        game,
        result: caseItem(seeds, positive(options.weights, 'cases needs the items\u2019 weights')),
      };
    case 'rooms':
      return {
        game,
        result: roomWinner(seeds, positive(options.stakes, 'rooms needs the players\u2019 stakes')),
      };
    default:
      // Only reachable from untyped input (a stored round, a script).
      throw new FairInputError(`${String(game satisfies never)} is not an in-house game`);
  }
}

function positive(values: readonly number[] | undefined, message: string): readonly number[] {
  if (!values || values.length === 0 || values.some((v) => !(v > 0) || !Number.isFinite(v))) {
    throw new FairInputError(`${message} (positive numbers)`);
  }
  return values;
}

/** True when `serverSeed` is the seed whose SHA-256 was shown before play. */
export function seedMatchesHash(serverSeed: string, shownHash: string): boolean {
  return hashSeed(serverSeed) === shownHash.trim().toLowerCase();
}
