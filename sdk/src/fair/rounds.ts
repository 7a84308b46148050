// One engine for every round played for money or for fun: the game services
// (the sandbox), the web app's demo and `casino fair verify --round` all run a
// round through these functions, so what the house computed and what a player
// recomputes cannot drift apart.
//
// A round is opened with a stake, the game's inputs and the seeds of its nonce.
// One-step games settle at once; miner and hilo stay `active` while the player
// moves (reveal a tile, guess a card) and settle on a loss, a cash-out or the
// last possible move. Money is integer minor units here (see rules/money.ts);
// the record the API sends carries major units.
import type { CurrencyCode } from '../rules/currency-codes.ts';
import { fromMinor, timesMultiplier, toMinor } from '../rules/money.ts';
import { type CaseSnapshot, houseCase, snapshotCase } from './cases.ts';
import {
  caseItem,
  coinflipSide,
  crashPoint,
  diceRoll,
  hiloCards,
  kenoDraw,
  minePositions,
  roulettePocket,
} from './draws.ts';
import {
  COINFLIP_MULTIPLIER,
  type cardAt,
  crashWins,
  diceMultiplier,
  diceWins,
  type HiloGuess,
  hiloMultiplier,
  hiloRight,
  kenoHits,
  kenoMultiplier,
  MINES,
  minesMultiplier,
  rouletteCovers,
  rouletteMultiplier,
} from './games.ts';
import {
  cardRank,
  checkInputs,
  type EngineRound,
  type FairRound,
  isMoneyGame,
  type MoneyGame,
  RoundInputError,
  type RoundInputsByGame,
  type RoundMove,
  type RoundPlay,
  roundStake,
} from './inputs.ts';
import { hashSeed, type RoundSeeds } from './rng.ts';

const fail = (field: string, code: string, message: string): never => {
  throw new RoundInputError(field, code, message);
};

/**
 * The version of the rules a round was played by: the random source of
 * rng.ts, the outcomes of draws.ts, the payouts of games.ts and inputs.ts,
 * the moves of this file. A
 * verifier refuses a round of another version rather than recompute it wrongly.
 */
export const FAIR_ALGORITHM = 'casino-fair/1';

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
  const settled = (
    play: RoundPlay,
    payoutMinor: number,
    multiplier: number,
    snapshot: CaseSnapshot | null = null,
  ): EngineRound => ({
    play,
    stakeMinor,
    payoutMinor,
    multiplier,
    status: 'settled',
    case: snapshot,
  });
  switch (game) {
    case 'dice': {
      const inputs = checkInputs('dice', rawInputs);
      const roll = diceRoll(seeds);
      const multiplier = diceWins(inputs, roll) ? diceMultiplier(inputs) : 0;
      return settled(
        { game, inputs, moves: null, result: { roll } },
        timesMultiplier(stakeMinor, multiplier),
        multiplier,
      );
    }
    case 'coinflip': {
      const inputs = checkInputs('coinflip', rawInputs);
      const side = coinflipSide(seeds);
      const multiplier = side === inputs.side ? COINFLIP_MULTIPLIER : 0;
      return settled(
        { game, inputs, moves: null, result: { side } },
        timesMultiplier(stakeMinor, multiplier),
        multiplier,
      );
    }
    case 'crash': {
      const inputs = checkInputs('crash', rawInputs);
      const point = crashPoint(seeds);
      const multiplier = crashWins(inputs.target, point) ? inputs.target : 0;
      return settled(
        { game, inputs, moves: null, result: { crashPoint: point } },
        timesMultiplier(stakeMinor, multiplier),
        multiplier,
      );
    }
    case 'roulette': {
      const inputs = checkInputs('roulette', rawInputs);
      const pocket = roulettePocket(seeds);
      const payoutMinor = inputs.chips.reduce(
        (sum, chip) =>
          sum +
          (rouletteCovers(chip).includes(pocket)
            ? timesMultiplier(toMinor(chip.amount) ?? 0, rouletteMultiplier(chip))
            : 0),
        0,
      );
      return settled(
        { game, inputs, moves: null, result: { pocket } },
        payoutMinor,
        ratio(payoutMinor, stakeMinor),
      );
    }
    case 'keno': {
      const inputs = checkInputs('keno', rawInputs);
      const drawn = kenoDraw(seeds);
      const hits = kenoHits(inputs.picks, drawn);
      const multiplier = kenoMultiplier(inputs.picks.length, hits);
      return settled(
        { game, inputs, moves: null, result: { drawn, hits } },
        timesMultiplier(stakeMinor, multiplier),
        multiplier,
      );
    }
    case 'cases': {
      const inputs = checkInputs('cases', rawInputs);
      const snapshot = snapshotCase(
        houseCase(inputs.caseId) as NonNullable<ReturnType<typeof houseCase>>,
        currency,
      );
      return openCase(inputs, snapshot, stakeMinor, seeds);
    }
    case 'miner': {
      const inputs = checkInputs('miner', rawInputs);
      return {
        play: { game, inputs, moves: { revealed: [] }, result: null },
        stakeMinor,
        payoutMinor: 0,
        multiplier: 1,
        status: 'active',
        case: null,
      };
    }
    case 'hilo': {
      const inputs = checkInputs('hilo', rawInputs);
      const first = hiloCards(seeds, 1)[0]?.code as string;
      return {
        play: { game, inputs, moves: { guesses: [], cards: [first] }, result: null },
        stakeMinor,
        payoutMinor: 0,
        multiplier: 1,
        status: 'active',
        case: null,
      };
    }
  }
}

/** Opens a case by its snapshot (what verification recomputes with). */
function openCase(
  inputs: RoundInputsByGame['cases'],
  snapshot: CaseSnapshot,
  stakeMinor: number,
  seeds: RoundSeeds,
): EngineRound {
  const item = caseItem(
    seeds,
    snapshot.prizes.map((p) => p.weight),
  );
  const multiplier = snapshot.prizes[item]?.multiplier ?? 0;
  return {
    play: { game: 'cases', inputs, moves: null, result: { item } },
    stakeMinor,
    payoutMinor: timesMultiplier(stakeMinor, multiplier),
    multiplier,
    status: 'settled',
    case: snapshot,
  };
}

/** Payout over stake, four decimals down (roulette's several chips). */
function ratio(payoutMinor: number, stakeMinor: number): number {
  return stakeMinor === 0 ? 0 : Math.floor((payoutMinor * 10_000) / stakeMinor) / 10_000;
}

/** Hilo's cash-out multiplier after right guesses from these cards: each step's 0.99 / chance, four decimals down. */
function hiloTotal(cards: readonly string[], guesses: readonly HiloGuess[]): number {
  let basis = 10_000;
  guesses.forEach((guess, i) => {
    const rank = cardRank(cards[i] as string);
    basis = Math.floor((basis * Math.round(hiloMultiplier(rank, guess) * 100)) / 100);
  });
  return basis / 10_000;
}

/** Hilo's cards are drawn one per float; far more than any round can show. */
const HILO_DECK = 52;

/**
 * Applies a move to an active round and returns the new state (the old one
 * is not changed). Throws RoundInputError for a move the round does not take.
 */
export function moveRound(round: EngineRound, move: RoundMove, seeds: RoundSeeds): EngineRound {
  if (round.status !== 'active') return fail('round', 'round.settled', 'the round is over');
  const { play } = round;
  if (play.game === 'miner') {
    const { mines: count } = play.inputs;
    const revealed = play.moves.revealed;
    const end = (tiles: number[], lost: boolean): EngineRound => {
      const multiplier = lost ? 0 : minesMultiplier(count, tiles.length);
      return {
        ...round,
        play: {
          ...play,
          moves: { revealed: tiles },
          result: { mines: minePositions(seeds, count) },
        },
        payoutMinor: timesMultiplier(round.stakeMinor, multiplier),
        multiplier,
        status: 'settled',
      };
    };
    if (move.kind === 'cashout') {
      if (revealed.length === 0) fail('round', 'round.cashout', 'open a tile before cashing out');
      return end(revealed, false);
    }
    if (move.kind !== 'reveal') return fail('move', 'round.move', 'miner takes reveal or cashout');
    const { tile } = move;
    if (!Number.isInteger(tile) || tile < 0 || tile >= MINES.tiles || revealed.includes(tile))
      fail('tile', 'round.tile', `open a closed tile of 0–${MINES.tiles - 1}`);
    const tiles = [...revealed, tile];
    if (minePositions(seeds, count).includes(tile)) return end(tiles, true);
    if (tiles.length === MINES.tiles - count) return end(tiles, false);
    return {
      ...round,
      play: { ...play, moves: { revealed: tiles } },
      multiplier: minesMultiplier(count, tiles.length),
    };
  }
  if (play.game === 'hilo') {
    const { guesses, cards } = play.moves;
    const all = () => hiloCards(seeds, HILO_DECK);
    const end = (nextGuesses: HiloGuess[], shown: string[], lost: boolean): EngineRound => {
      const multiplier = lost ? 0 : hiloTotal(shown, nextGuesses);
      return {
        ...round,
        play: { ...play, moves: { guesses: nextGuesses, cards: shown }, result: { cards: shown } },
        payoutMinor: timesMultiplier(round.stakeMinor, multiplier),
        multiplier,
        status: 'settled',
      };
    };
    if (move.kind === 'cashout') {
      if (guesses.length === 0) fail('round', 'round.cashout', 'guess once before cashing out');
      return end(guesses, cards, false);
    }
    if (move.kind !== 'guess') return fail('move', 'round.move', 'hilo takes guess or cashout');
    if (move.guess !== 'higherOrSame' && move.guess !== 'lowerOrSame')
      fail('guess', 'round.guess', 'guess is higherOrSame or lowerOrSame');
    const deck = all();
    const current = deck[cards.length - 1] as ReturnType<typeof cardAt>;
    const next = deck[cards.length] as ReturnType<typeof cardAt>;
    const nextGuesses = [...guesses, move.guess];
    const shown = [...cards, next.code];
    if (!hiloRight(current, next, move.guess)) return end(nextGuesses, shown, true);
    if (shown.length === HILO_DECK) return end(nextGuesses, shown, false);
    return {
      ...round,
      play: { ...play, moves: { guesses: nextGuesses, cards: shown } },
      multiplier: hiloTotal(shown, nextGuesses),
    };
  }
  return fail('round', 'round.move', `${play.game} takes no moves`);
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
    fail('game', 'round.game', `${String(record.game)} is not played for money`);
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
    fail('amount', 'bet.amount', 'the stake is not an amount with two decimals');
  const replayed = replay(record, stakeMinor as number, seeds);
  const staked =
    record.game === 'roulette'
      ? roundStake('roulette', record.inputs, null, record.currency)
      : record.game === 'cases'
        ? (toMinor(record.case?.price ?? -1) ?? -1)
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

/** Plays a recorded round again from its seeds: its inputs, then its moves, then a cash-out if it did not end by itself. */
function replay(record: FairRound, stakeMinor: number, seeds: RoundSeeds): EngineRound {
  if (record.game === 'cases') {
    if (!record.case) return fail('case', 'round.case', 'a cases round carries its case snapshot');
    return openCase(checkInputs('cases', record.inputs), record.case, stakeMinor, seeds);
  }
  let round = openRound(record.game, record.inputs, stakeMinor, seeds, record.currency);
  if (record.game === 'miner') {
    for (const tile of record.moves?.revealed ?? []) {
      if (round.status !== 'active') break;
      round = moveRound(round, { kind: 'reveal', tile }, seeds);
    }
  } else if (record.game === 'hilo') {
    for (const guess of record.moves?.guesses ?? []) {
      if (round.status !== 'active') break;
      round = moveRound(round, { kind: 'guess', guess }, seeds);
    }
  }
  if (round.status === 'active') round = moveRound(round, { kind: 'cashout' }, seeds);
  return round;
}
