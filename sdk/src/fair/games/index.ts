// The registry of the in-house games played for money: each game's name
// (the contract's MoneyGame) mapped to its module (module.ts says what a
// module holds). The engine (rounds.ts), verifyRound, the sandbox's game
// routes and the web's round lines and proofs reach a game only through
// here: adding a game is adding its module and its line below (TypeScript
// refuses a MoneyGame without one; a test holds the list to the contract's
// enum). This file and the modules are the only code that picks a game by
// its name.
import type { InHouseGame } from '../../rules/games.ts';
import type { FairRound, MoneyGame, RoundInputsByGame } from '../inputs.ts';
import type { RoundSeeds } from '../rng.ts';
import { cases } from './cases.ts';
import { coinflip } from './coinflip.ts';
import { crash } from './crash.ts';
import { dice } from './dice.ts';
import { hilo } from './hilo.ts';
import { keno } from './keno.ts';
import { miner } from './miner.ts';
import {
  type GameModule,
  type PhraseValue,
  type ProofPart,
  type RoundSummary,
  refuse,
  type VerifyOptions,
} from './module.ts';
import { verifyRoom } from './rooms.ts';
import { roulette } from './roulette.ts';

export { caseItem } from './cases.ts';
export { coinflipSide } from './coinflip.ts';
export { crashPoint } from './crash.ts';
export { diceRoll } from './dice.ts';
export { hiloCards } from './hilo.ts';
export { kenoDraw } from './keno.ts';
export { minePositions } from './miner.ts';
export {
  FairInputError,
  type GameModule,
  type InputsSchema,
  type PhraseValue,
  type ProofPart,
  type ProofText,
  type RoundSummary,
  type SummarySentence,
  type VerifyOptions,
} from './module.ts';
export { roulettePocket } from './roulette.ts';

/**
 * Every game played for money and its module, in the contract's order. A
 * game without a module, or a module under another game's name, does not
 * compile.
 */
export const GAMES = {
  dice,
  coinflip,
  crash,
  roulette,
  keno,
  cases,
  miner,
  hilo,
} as const satisfies { [G in MoneyGame]: GameModule<G, unknown> };

/** The module of a game, with the game's own types widened to any game's. */
type AnyModule = GameModule<MoneyGame, unknown>;

/** Every MoneyGame, in the contract's order. */
export const MONEY_GAMES = Object.keys(GAMES) as MoneyGame[];

/** True when `game` is played for money through a game service. */
export function isMoneyGame(game: unknown): game is MoneyGame {
  return typeof game === 'string' && Object.hasOwn(GAMES, game);
}

/** The module of a game played for money. */
export const gameModule = (game: MoneyGame): AnyModule => GAMES[game] as unknown as AnyModule;

/** What a settled round's result says, as data (the game's module's summary). */
export const summaryOf = (round: FairRound): RoundSummary => gameModule(round.game).summary(round);

/** A settled round's proof step from its first float to its result; null when there is none to show. */
export const proofOf = (round: FairRound, seeds: RoundSeeds): ProofPart[] | null =>
  gameModule(round.game).proof(round, seeds);

/** The inputs of a game checked by its module; RoundInputError for anything else. */
export function checkInputs<G extends MoneyGame>(game: G, inputs: unknown): RoundInputsByGame[G] {
  if (!isMoneyGame(game)) {
    // Only reachable from untyped input (a stored round, a script).
    if (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs))
      refuse('inputs', 'round.inputs', 'inputs must be an object');
    refuse('game', 'round.game', `${String(game)} is not played for money`);
  }
  return gameModule(game).inputs.parse(inputs) as RoundInputsByGame[G];
}

/** verifyRound's result by in-house game: each game's module's, and the live rooms'. */
type VerifiedByGame = { [G in MoneyGame]: ReturnType<(typeof GAMES)[G]['verify']> } & {
  rooms: ReturnType<typeof verifyRoom>;
};

/** A verified round's result, by game (`casino fair verify --json` prints them with its own game names). */
export type FairResult = {
  [G in InHouseGame]: { game: G; result: VerifiedByGame[G] };
}[InHouseGame];

/** verifyRound's recomputation of a game's round; undefined for a name that is no in-house game. */
export function verifierOf(
  game: InHouseGame,
): ((seeds: RoundSeeds, options: VerifyOptions) => unknown) | undefined {
  if (game === 'rooms') return verifyRoom;
  return isMoneyGame(game) ? gameModule(game).verify : undefined;
}

/**
 * A verified round's result as players read it: its game's module's words,
 * and a room's winner counted from 1 in joining order.
 */
export function verifiedValueOf(verified: FairResult): PhraseValue {
  if (verified.game === 'rooms') return verified.result + 1;
  return gameModule(verified.game).verified(verified.result);
}
