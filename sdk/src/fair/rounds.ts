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
import type { InHouseGame } from '../rules/games.ts';
import { fromMinor, timesMultiplier, toMinor } from '../rules/money.ts';
import { type CaseSnapshot, houseCase, snapshotCase } from './cases.ts';
import {
  COINFLIP_MULTIPLIER,
  type CoinSide,
  CRASH_MIN_TARGET,
  type cardAt,
  caseItem,
  coinflipSide,
  crashPoint,
  crashWins,
  DICE_CHANCE,
  type DiceBet,
  diceChance,
  diceMultiplier,
  diceRoll,
  diceWins,
  type HiloGuess,
  hiloCards,
  hiloMultiplier,
  hiloRight,
  KENO,
  kenoDraw,
  kenoHits,
  kenoMultiplier,
  MINES,
  minePositions,
  minesMultiplier,
  type RouletteBet,
  rouletteCovers,
  rouletteMultiplier,
  roulettePocket,
} from './games.ts';
import { hashSeed, type RoundSeeds } from './rng.ts';

/**
 * The version of the rules a round was played by: the random source of
 * rng.ts, the outcomes and payouts of games.ts, the moves of this file. A
 * verifier refuses a round of another version rather than recompute it wrongly.
 */
export const FAIR_ALGORITHM = 'casino-fair/1';

/** The in-house games played for money here (rooms are shared rounds, see the live rounds). */
export type MoneyGame = Exclude<InHouseGame, 'rooms'>;
/** Every MoneyGame. */
export const MONEY_GAMES: readonly MoneyGame[] = [
  'dice',
  'coinflip',
  'crash',
  'roulette',
  'keno',
  'cases',
  'miner',
  'hilo',
];
/** The games whose rounds take several moves. */
export type SteppedGame = 'miner' | 'hilo';

/** True when `game` is played for money through a game service. */
export function isMoneyGame(game: unknown): game is MoneyGame {
  return typeof game === 'string' && (MONEY_GAMES as readonly string[]).includes(game);
}

/** A chip on the roulette table: a bet and its amount (major units). */
export type RouletteChip = RouletteBet & { amount: number };

/** What the player chooses before a round, by game. */
export interface RoundInputsByGame {
  dice: DiceBet;
  coinflip: { side: CoinSide };
  /** The cash-out target, from 1.01, two decimals. */
  crash: { target: number };
  roulette: { chips: RouletteChip[] };
  keno: { picks: number[] };
  cases: { caseId: string };
  miner: { mines: number };
  hilo: Record<string, never>;
}

/** What the player did during a round of several moves, by game. */
export interface RoundMovesByGame {
  /** Tiles opened, 0–24, in order. */
  miner: { revealed: number[] };
  /** The guesses made, in order, and the cards shown so far (the first is the start card). */
  hilo: { guesses: HiloGuess[]; cards: string[] };
}

/** What the seeds decided, by game (for miner: where the mines were; for hilo: every card shown). */
export interface RoundResultByGame {
  dice: { roll: number };
  coinflip: { side: CoinSide };
  crash: { crashPoint: number };
  roulette: { pocket: number };
  keno: { drawn: number[]; hits: number };
  cases: { item: number };
  miner: { mines: number[] };
  hilo: { cards: string[] };
}

/** The game-specific part of a round. */
export type RoundPlay<G extends MoneyGame = MoneyGame> = {
  [K in G]: {
    game: K;
    inputs: RoundInputsByGame[K];
    moves: K extends SteppedGame ? RoundMovesByGame[K] : null;
    /** Null while the round is active. */
    result: RoundResultByGame[K] | null;
  };
}[G];

/**
 * A round as the game services record it and `casino fair verify --round`
 * reads it: everything needed to recompute it offline.
 */
export type FairRound<G extends MoneyGame = MoneyGame> = RoundPlay<G> & {
  id: string;
  algorithm: string;
  /** `active`: a miner or hilo round still being played; its result is hidden. */
  status: 'active' | 'settled';
  currency: CurrencyCode;
  /** The stake, major units (for cases, the price; for roulette, the chips together). */
  amount: number;
  /** What came back, major units (0 while active and on a loss). */
  payout: number;
  /** The payout over the stake; while active, the cash-out multiplier now. */
  multiplier: number;
  /** SHA-256 of the server seed, shown before the round. */
  serverSeedHash: string;
  /** Revealed once the seed pair is rotated; null until then. */
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  /** Cases: the case opened, its price and odds at that moment. Null for other games. */
  case: CaseSnapshot | null;
  createdAt: string;
  settledAt: string | null;
};

/** A bad input of a round: the field it concerns and a message code (the API's 422). */
export class RoundInputError extends Error {
  override readonly name = 'RoundInputError';
  /** The field the input concerns (`target`, `picks`, `tile`...). */
  readonly field: string;
  /** The message code (`round.target`...), as the API's 422 carries it. */
  readonly code: string;
  constructor(field: string, code: string, message: string) {
    super(message);
    this.field = field;
    this.code = code;
  }
}

const fail = (field: string, code: string, message: string): never => {
  throw new RoundInputError(field, code, message);
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Whether a number is written with at most two decimals. Compared after the
// division back (1.15 * 100 is 114.99999999999999 in binary floating point,
// but 115 / 100 is 1.15), as toMinor does for amounts.
const twoDecimals = (n: number) => Number.isFinite(n) && Math.round(n * 100) / 100 === n;

/** A tile's number as players see it everywhere (board, history, verification): 1–25 for the record's 0–24. */
export const tileNumber = (tile: number) => tile + 1;

/** A round's state in minor units, as the engine moves it. */
export interface EngineRound {
  play: RoundPlay;
  stakeMinor: number;
  payoutMinor: number;
  multiplier: number;
  status: 'active' | 'settled';
  case: CaseSnapshot | null;
}

/** The stake a round of these inputs takes, minor units, before any limit (roulette: the chips; cases: the price). */
export function roundStake(
  game: MoneyGame,
  inputs: unknown,
  amount: unknown,
  currency: CurrencyCode,
): number {
  if (game === 'roulette') {
    const chips = checkInputs('roulette', inputs).chips;
    return chips.reduce((sum, chip) => sum + (toMinor(chip.amount) ?? 0), 0);
  }
  if (game === 'cases') {
    const found = houseCase(checkInputs('cases', inputs).caseId);
    return toMinor(found ? snapshotCase(found, currency).price : 0) ?? 0;
  }
  const minor = typeof amount === 'number' ? toMinor(amount) : null;
  if (minor === null || minor === 0) {
    return fail('amount', 'bet.amount', 'the stake must be a positive amount with two decimals');
  }
  return minor;
}

const ROULETTE_KINDS = new Set(['red', 'black', 'even', 'odd', 'low', 'high']);

/** The inputs of a game, checked; throws RoundInputError for anything else. */
export function checkInputs<G extends MoneyGame>(game: G, inputs: unknown): RoundInputsByGame[G] {
  const input = isObject(inputs)
    ? inputs
    : fail('inputs', 'round.inputs', 'inputs must be an object');
  switch (game) {
    case 'dice': {
      const { direction, target } = input;
      if (direction !== 'over' && direction !== 'under')
        fail('direction', 'round.direction', 'direction is over or under');
      if (typeof target !== 'number' || !twoDecimals(target))
        fail('target', 'round.target', 'the target is a number with two decimals');
      const bet = { direction, target } as DiceBet;
      const chance = diceChance(bet);
      if (!(chance >= DICE_CHANCE.min && chance <= DICE_CHANCE.max))
        fail(
          'target',
          'round.target',
          `the win chance must be ${DICE_CHANCE.min}–${DICE_CHANCE.max}%`,
        );
      return bet as RoundInputsByGame[G];
    }
    case 'coinflip':
      if (input.side !== 'heads' && input.side !== 'tails')
        fail('side', 'round.side', 'side is heads or tails');
      return { side: input.side } as RoundInputsByGame[G];
    case 'crash': {
      const { target } = input;
      if (
        typeof target !== 'number' ||
        !twoDecimals(target) ||
        target < CRASH_MIN_TARGET ||
        target > 1_000_000
      )
        fail(
          'target',
          'round.target',
          `the cash-out target is ${CRASH_MIN_TARGET}–1000000, two decimals`,
        );
      return { target } as RoundInputsByGame[G];
    }
    case 'roulette':
      return { chips: checkChips(input.chips) } as RoundInputsByGame[G];
    case 'keno': {
      const { picks } = input;
      if (
        !Array.isArray(picks) ||
        picks.length < 1 ||
        picks.length > KENO.maxPicks ||
        picks.some((n) => !Number.isInteger(n) || n < 1 || n > KENO.numbers) ||
        new Set(picks).size !== picks.length
      )
        fail(
          'picks',
          'round.picks',
          `pick 1–${KENO.maxPicks} different numbers of 1–${KENO.numbers}`,
        );
      return { picks: [...(picks as number[])] } as RoundInputsByGame[G];
    }
    case 'cases':
      if (typeof input.caseId !== 'string' || !houseCase(input.caseId))
        fail('caseId', 'round.case', 'no such case');
      return { caseId: input.caseId } as RoundInputsByGame[G];
    case 'miner': {
      const { mines } = input;
      if (
        !Number.isInteger(mines) ||
        (mines as number) < MINES.minMines ||
        (mines as number) > MINES.maxMines
      )
        fail('mines', 'round.mines', `mines are ${MINES.minMines}–${MINES.maxMines}`);
      return { mines } as RoundInputsByGame[G];
    }
    case 'hilo':
      return {} as RoundInputsByGame[G];
    default:
      return fail('game', 'round.game', `${String(game)} is not played for money`);
  }
}

function checkChips(chips: unknown): RouletteChip[] {
  if (!Array.isArray(chips) || chips.length === 0 || chips.length > 50)
    fail('chips', 'round.chips', 'place 1–50 chips');
  return (chips as unknown[]).map((chip) => {
    if (!isObject(chip)) return fail('chips', 'round.chips', 'a chip is an object');
    const amount = chip.amount;
    if (typeof amount !== 'number' || !(toMinor(amount) ?? 0))
      fail('chips', 'bet.amount', 'a chip has a positive amount with two decimals');
    const kind = chip.kind;
    if (kind === 'straight') {
      if (
        !Number.isInteger(chip.pocket) ||
        (chip.pocket as number) < 0 ||
        (chip.pocket as number) > 36
      )
        fail('chips', 'round.chips', 'a straight bet is on a pocket of 0–36');
      return { kind, pocket: chip.pocket as number, amount: amount as number };
    }
    if (kind === 'dozen' || kind === 'column') {
      if (chip.index !== 1 && chip.index !== 2 && chip.index !== 3)
        fail('chips', 'round.chips', 'a dozen or column is 1, 2 or 3');
      return { kind, index: chip.index as 1 | 2 | 3, amount: amount as number };
    }
    if (typeof kind === 'string' && ROULETTE_KINDS.has(kind))
      return { kind: kind as 'red', amount: amount as number };
    return fail('chips', 'round.chips', `no roulette bet ${String(kind)}`);
  });
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

/** A move in a round of several steps. */
export type RoundMove =
  | { kind: 'reveal'; tile: number }
  | { kind: 'guess'; guess: HiloGuess }
  | { kind: 'cashout' };

/** Hilo's cash-out multiplier after right guesses from these cards: each step's 0.99 / chance, four decimals down. */
function hiloTotal(cards: readonly string[], guesses: readonly HiloGuess[]): number {
  let basis = 10_000;
  guesses.forEach((guess, i) => {
    const rank = rankOf(cards[i] as string);
    basis = Math.floor((basis * Math.round(hiloMultiplier(rank, guess) * 100)) / 100);
  });
  return basis / 10_000;
}

const RANK_ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
/** The rank (0 = 2 … 12 = A) of a card code such as ♠J; -1 for anything else. */
export const cardRank = (code: string) => RANK_ORDER.indexOf(code.slice(1));
const rankOf = cardRank;

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
