// One engine for every round played for money or for fun: the game services
// (the sandbox), the web app's demo and `casino fair verify --round` all run a
// round through these functions, so what the house computed and what a player
// recomputes cannot drift apart.
//
// A round is opened with a stake, the game's inputs and the seeds of its nonce.
// One-step games settle at once; miner and hilo stay `active` while the player
// moves (reveal a tile, guess a card) and settle on a loss, a cash-out or the
// last possible move. Money is integer minor units here (see rules/money.ts);
// the record the API sends carries major units. What is a game's own (its
// inputs, draw, moves and payout) is its module's (games/), reached through
// the registry: nothing here names a game.
import type { CurrencyCode } from '../rules/currency-codes.ts';
import { fromMinor, toMinor } from '../rules/money.ts';
import { gameModule, isMoneyGame } from './games/index.ts';
import { refuse } from './games/module.ts';
import type { EngineRound, FairRound, MoneyGame, RoundMove } from './inputs.ts';
import { hashSeed, type RoundSeeds } from './rng.ts';

/**
 * The version of the rules a round was played by: the random source of
 * rng.ts, the payouts of games.ts, each game's draw, inputs and moves
 * (games/), this file's play and verification. A verifier refuses a round of
 * another version rather than recompute it wrongly.
 */
export const FAIR_ALGORITHM = 'casino-fair/1';

/** The module of a money game; RoundInputError for any other name (only reachable from untyped input). */
function moduleOf(game: MoneyGame) {
  if (!isMoneyGame(game)) refuse('game', 'round.game', `${String(game)} is not played for money`);
  return gameModule(game);
}

/**
 * The stake a round of these inputs takes, minor units, before any limit: the
 * amount sent, or for a game whose inputs carry the stake (roulette's chips,
 * a case's price) what they make. RoundInputError for a bad amount or inputs.
 */
export function roundStake(
  game: MoneyGame,
  inputs: unknown,
  amount: unknown,
  currency: CurrencyCode,
): number {
  const module = isMoneyGame(game) ? gameModule(game) : null;
  if (module?.stake) return module.stake.of(module.inputs.parse(inputs), currency);
  const minor = typeof amount === 'number' ? toMinor(amount) : null;
  if (minor === null || minor === 0) {
    return refuse('amount', 'bet.amount', 'the stake must be a positive amount with two decimals');
  }
  return minor;
}

/**
 * Opens a round: one-step games come back settled, miner and hilo active
 * (hilo with its start card shown). Throws RoundInputError for bad inputs.
 */
export function openRound(
  game: MoneyGame,
  rawInputs: unknown,
  stakeMinor: number,
  seeds: RoundSeeds,
  currency: CurrencyCode,
): EngineRound {
  const module = moduleOf(game);
  return module.open(module.inputs.parse(rawInputs), stakeMinor, seeds, currency);
}

/**
 * Applies a move to an active round and returns the new state (the old one
 * is not changed). Throws RoundInputError for a move the round does not take.
 */
export function moveRound(round: EngineRound, move: RoundMove, seeds: RoundSeeds): EngineRound {
  if (round.status !== 'active') return refuse('round', 'round.settled', 'the round is over');
  const { game } = round.play;
  const moves = isMoneyGame(game) ? gameModule(game).moves : undefined;
  if (!moves) return refuse('round', 'round.move', `${game} takes no moves`);
  return moves.apply(round, move, seeds);
}

/** The API's record of an engine round. */
export function roundRecord(
  round: EngineRound,
  meta: {
    id: string;
    currency: CurrencyCode;
    seeds: RoundSeeds;
    serverSeedHash: string;
    /** Whether the server seed is revealed yet. */
    revealed: boolean;
    createdAt: string;
    settledAt: string | null;
  },
): FairRound {
  const active = round.status === 'active';
  return {
    ...round.play,
    // An active round shows no result: for miner that would be the mines.
    result: active ? null : round.play.result,
    id: meta.id,
    algorithm: FAIR_ALGORITHM,
    status: round.status,
    currency: meta.currency,
    amount: fromMinor(round.stakeMinor),
    payout: fromMinor(round.payoutMinor),
    multiplier: round.multiplier,
    serverSeedHash: meta.serverSeedHash,
    serverSeed: meta.revealed ? meta.seeds.serverSeed : null,
    clientSeed: meta.seeds.clientSeed,
    nonce: meta.seeds.nonce,
    case: round.case,
    createdAt: meta.createdAt,
    settledAt: meta.settledAt,
  } as FairRound;
}

/** One check of a round's verification. */
export interface RoundCheck {
  /**
   * `algorithm`, `seed` (the seed hashes to the hash shown), `stake` (the
   * amount is what the inputs stake: roulette's chips, a case's price),
   * `result`, `payout`.
   */
  name: 'algorithm' | 'seed' | 'stake' | 'result' | 'payout';
  ok: boolean;
  /** What the round says. */
  recorded: unknown;
  /** What recomputing gives. */
  recomputed: unknown;
}

/** The verdict on a round record. */
export type RoundVerdict =
  | { verdict: 'verified' | 'mismatch'; checks: RoundCheck[] }
  /** Not settled yet, or its seed not revealed (rotate the seeds first). */
  | {
      verdict: 'unverifiable';
      reason: 'active' | 'seed-hidden' | 'algorithm';
      checks: RoundCheck[];
    };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Recomputes a settled round from its revealed seed, its inputs and its moves
 * (the algorithm version first), and compares the result and the payout with
 * what the record says. Throws RoundInputError for a record whose inputs or
 * moves are not valid for its game.
 */
export function verifyRecord(record: FairRound): RoundVerdict {
  const algorithm: RoundCheck = {
    name: 'algorithm',
    ok: record.algorithm === FAIR_ALGORITHM,
    recorded: record.algorithm,
    recomputed: FAIR_ALGORITHM,
  };
  if (!algorithm.ok) return { verdict: 'unverifiable', reason: 'algorithm', checks: [algorithm] };
  if (record.status !== 'settled')
    return { verdict: 'unverifiable', reason: 'active', checks: [algorithm] };
  if (!record.serverSeed)
    return { verdict: 'unverifiable', reason: 'seed-hidden', checks: [algorithm] };
  if (!isMoneyGame(record.game))
    refuse('game', 'round.game', `${String(record.game)} is not played for money`);
  const module = gameModule(record.game);
  const seeds: RoundSeeds = {
    serverSeed: record.serverSeed,
    clientSeed: record.clientSeed,
    nonce: record.nonce,
  };
  const seed: RoundCheck = {
    name: 'seed',
    ok: hashSeed(record.serverSeed) === record.serverSeedHash.trim().toLowerCase(),
    recorded: record.serverSeedHash,
    recomputed: hashSeed(record.serverSeed),
  };
  const stakeMinor = toMinor(record.amount);
  if (stakeMinor === null)
    refuse('amount', 'bet.amount', 'the stake is not an amount with two decimals');
  const replayed = replay(record, stakeMinor as number, seeds);
  // The stake the record's inputs make: what was kept (a case's price), what
  // the inputs carry (roulette's chips), or the amount itself.
  const staked = module.fromRecord
    ? module.fromRecord.stake(record)
    : module.stake
      ? module.stake.of(module.inputs.parse(record.inputs), record.currency)
      : (stakeMinor as number);
  const checks: RoundCheck[] = [
    algorithm,
    seed,
    {
      name: 'stake',
      ok: staked === stakeMinor,
      recorded: record.amount,
      recomputed: fromMinor(staked),
    },
    {
      name: 'result',
      ok: same(replayed.play.result, record.result),
      recorded: record.result,
      recomputed: replayed.play.result,
    },
    {
      name: 'payout',
      ok: fromMinor(replayed.payoutMinor) === record.payout,
      recorded: record.payout,
      recomputed: fromMinor(replayed.payoutMinor),
    },
  ];
  return { verdict: checks.every((c) => c.ok) ? 'verified' : 'mismatch', checks };
}

/**
 * Plays a recorded round again from its seeds: its inputs (or what the record
 * kept of them, a case's snapshot), then its moves, then a cash-out if it did
 * not end by itself.
 */
function replay(record: FairRound, stakeMinor: number, seeds: RoundSeeds): EngineRound {
  const module = gameModule(record.game);
  let round = module.fromRecord
    ? module.fromRecord.open(record, stakeMinor, seeds)
    : openRound(record.game, record.inputs, stakeMinor, seeds, record.currency);
  for (const move of module.moves?.recorded(record) ?? []) {
    if (round.status !== 'active') break;
    round = moveRound(round, move, seeds);
  }
  if (round.status === 'active') round = moveRound(round, { kind: 'cashout' }, seeds);
  return round;
}
