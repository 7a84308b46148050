// Provably fair rounds: the published checks, properties over random seeds,
// and each game's long-run return against its stated return to player.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IN_HOUSE_GAMES } from '../rules/games.ts';
import {
  COINFLIP_MULTIPLIER,
  caseItem,
  coinflipSide,
  crashPoint,
  crashWins,
  diceMultiplier,
  diceRoll,
  diceWins,
  FairInputError,
  floats,
  gameFromVerifyName,
  hashSeed,
  hiloCards,
  hiloChance,
  hiloMultiplier,
  hiloRight,
  KENO_PAYTABLE,
  kenoDraw,
  kenoHits,
  kenoMultiplier,
  kenoReturn,
  minePositions,
  minerMultiplier,
  newClientSeed,
  newServerSeed,
  pickByRanges,
  RED_POCKETS,
  roomWinner,
  rouletteCovers,
  rouletteMultiplier,
  roulettePocket,
  seedMatchesHash,
  VERIFY_GAME_NAMES,
  verifyNameOf,
  verifyRound,
} from './index.ts';

const CHECK = { serverSeed: 'server seed', clientSeed: 'client seed' };

describe('the published checks', () => {
  it('raw floats', () => {
    expect(
      floats({ serverSeed: 'some server seed', clientSeed: 'some client seed', nonce: 1 }, 3),
    ).toEqual([0.5919261889066547, 0.81884371698834, 0.17176169087179005]);
  });

  it('dice, roulette, crash, keno, miner and hilo', () => {
    expect(diceRoll({ ...CHECK, nonce: 1 })).toBe(74.67);
    expect(roulettePocket({ ...CHECK, nonce: 1 })).toBe(27);
    expect([1, 2, 3].map((nonce) => crashPoint({ ...CHECK, nonce }))).toEqual([1.32, 1.83, 4.28]);
    expect(kenoDraw({ ...CHECK, nonce: 1 })).toEqual([30, 26, 10, 37, 22, 35, 25, 24, 39, 4]);
    expect(minePositions({ ...CHECK, nonce: 1 }, 3)).toEqual([18, 15, 5]);
    expect(hiloCards({ ...CHECK, nonce: 1 }, 5).map((c) => c.code)).toEqual([
      '♠J',
      '♥10',
      '♥5',
      '♣K',
      '♥9',
    ]);
  });

  it('verifyRound gives the same results and refuses missing options', () => {
    expect(verifyRound('dice', { ...CHECK, nonce: 1 })).toEqual({ game: 'dice', result: 74.67 });
    expect(verifyRound('miner', { ...CHECK, nonce: 1 }, { mines: 3 })).toEqual({
      game: 'miner',
      result: [18, 15, 5],
    });
    expect(() => verifyRound('miner', { ...CHECK, nonce: 1 })).toThrow(FairInputError);
    expect(() => verifyRound('miner', { ...CHECK, nonce: 1 }, { mines: 25 })).toThrow(
      FairInputError,
    );
    expect(() => verifyRound('cases', { ...CHECK, nonce: 1 }, { weights: [1, 0] })).toThrow(
      FairInputError,
    );
    expect(() => verifyRound('rooms', { ...CHECK, nonce: 1 })).toThrow(FairInputError);
    expect(() => verifyRound('dice', { ...CHECK, nonce: 0 })).toThrow(FairInputError);
  });

  it('takes the in-house game names only; the CLI names map at its edge', () => {
    // @ts-expect-error: the engine knows the mines game as miner (`mines` is the CLI's name).
    expect(() => verifyRound('mines', { ...CHECK, nonce: 1 }, { mines: 3 })).toThrow();
    // @ts-expect-error: not an in-house game.
    expect(() => verifyRound('poker', { ...CHECK, nonce: 1 })).toThrow();
    expect(VERIFY_GAME_NAMES.map(gameFromVerifyName)).toEqual([
      'dice',
      'crash',
      'roulette',
      'keno',
      'miner',
      'hilo',
      'coinflip',
      'cases',
      'rooms',
    ]);
    expect([...IN_HOUSE_GAMES].sort()).toEqual(VERIFY_GAME_NAMES.map(gameFromVerifyName).sort());
    expect(IN_HOUSE_GAMES.map(verifyNameOf).map(gameFromVerifyName)).toEqual([...IN_HOUSE_GAMES]);
  });
});

describe('seeds', () => {
  it('a server seed is 64 hex characters, new each time, and its hash checks it', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(seed);
    expect(newClientSeed()).toMatch(/^[0-9a-f]{16}$/);
    expect(hashSeed('server seed')).toMatch(/^[0-9a-f]{64}$/);
    expect(seedMatchesHash(seed, hashSeed(seed).toUpperCase())).toBe(true);
    expect(seedMatchesHash(seed, hashSeed(`${seed}x`))).toBe(false);
  });
});

const seedsArb = fc.record({
  serverSeed: fc.string({ minLength: 1, maxLength: 64 }),
  clientSeed: fc.string({ maxLength: 32 }),
  nonce: fc.integer({ min: 1, max: 10_000_000 }),
});

describe('properties over any seeds', () => {
  it('every result is within its range', () => {
    fc.assert(
      fc.property(seedsArb, fc.integer({ min: 1, max: 24 }), (seeds, mines) => {
        const roll = diceRoll(seeds);
        expect(roll).toBeGreaterThanOrEqual(0);
        expect(roll).toBeLessThanOrEqual(100);
        expect(Math.round(roll * 100) / 100).toBe(roll);
        const pocket = roulettePocket(seeds);
        expect(Number.isInteger(pocket) && pocket >= 0 && pocket <= 36).toBe(true);
        const point = crashPoint(seeds);
        expect(point).toBeGreaterThanOrEqual(1);
        expect(Math.round(point * 100) / 100).toBe(point);
        for (const f of floats(seeds, 12)) expect(f >= 0 && f < 1).toBe(true);
        const keno = kenoDraw(seeds);
        expect(keno).toHaveLength(10);
        expect(new Set(keno).size).toBe(10);
        expect(keno.every((n) => Number.isInteger(n) && n >= 1 && n <= 40)).toBe(true);
        const mine = minePositions(seeds, mines);
        expect(mine).toHaveLength(mines);
        expect(new Set(mine).size).toBe(mines);
        expect(mine.every((n) => n >= 0 && n <= 24)).toBe(true);
        for (const card of hiloCards(seeds, 6)) expect(card.code).toMatch(/^[♦♥♠♣](10|[2-9JQKA])$/);
      }),
      { numRuns: 300 },
    );
  });

  it('the same inputs always give the same result', () => {
    fc.assert(
      fc.property(seedsArb, (seeds) => {
        const again = { ...seeds };
        expect(verifyRound('keno', again)).toEqual(verifyRound('keno', seeds));
        expect(verifyRound('crash', again)).toEqual(verifyRound('crash', seeds));
        expect(verifyRound('hilo', again)).toEqual(verifyRound('hilo', seeds));
      }),
      { numRuns: 100 },
    );
  });

  it('ranges pick in proportion: every index is reachable and the edges land right', () => {
    expect(pickByRanges(0, [1, 1, 2])).toBe(0);
    expect(pickByRanges(0.2499, [1, 1, 2])).toBe(0);
    expect(pickByRanges(0.25, [1, 1, 2])).toBe(1);
    expect(pickByRanges(0.5, [1, 1, 2])).toBe(2);
    expect(pickByRanges(0.9999999, [1, 1, 2])).toBe(2);
    expect(() => pickByRanges(0.5, [])).toThrow(RangeError);
    // Each weight is finite, their sum is not: refused, never "always the last item".
    expect(() => pickByRanges(0.1, [Number.MAX_VALUE, Number.MAX_VALUE])).toThrow(RangeError);
  });
});

/** Mean return per unit staked over `rounds` rounds of `play(nonce)`. */
function longRun(rounds: number, play: (nonce: number) => number): number {
  let sum = 0;
  for (let nonce = 1; nonce <= rounds; nonce++) sum += play(nonce);
  return sum / rounds;
}
const ROUNDS = 40_000;
const SIM = { serverSeed: 'simulation server seed', clientSeed: 'simulation client' };

describe('long-run return to player', () => {
  it('dice over 50.50 pays 2x and returns 99%', () => {
    const bet = { direction: 'over' as const, target: 50.5 };
    expect(diceMultiplier(bet)).toBe(2);
    const rtp = longRun(ROUNDS, (nonce) =>
      diceWins(bet, diceRoll({ ...SIM, nonce })) ? diceMultiplier(bet) : 0,
    );
    expect(Math.abs(rtp - 0.99)).toBeLessThan(0.025);
  });

  it('crash with a 2x cash-out returns 99%', () => {
    const rtp = longRun(ROUNDS, (nonce) => (crashWins(2, crashPoint({ ...SIM, nonce })) ? 2 : 0));
    expect(Math.abs(rtp - 0.99)).toBeLessThan(0.025);
  });

  it('roulette on red returns 36/37, and every bet pays 36 / pockets covered', () => {
    const red = { kind: 'red' as const };
    expect(rouletteCovers(red)).toHaveLength(18);
    expect(rouletteMultiplier({ kind: 'straight', pocket: 7 })).toBe(36);
    expect(rouletteMultiplier({ kind: 'dozen', index: 2 })).toBe(3);
    const rtp = longRun(ROUNDS, (nonce) =>
      RED_POCKETS.has(roulettePocket({ ...SIM, nonce })) ? 2 : 0,
    );
    expect(Math.abs(rtp - 36 / 37)).toBeLessThan(0.025);
  });

  it('keno with 5 picks returns its paytable row exact figure, and every row is near 97%', () => {
    for (const picks of Object.keys(KENO_PAYTABLE).map(Number)) {
      expect(Math.abs(kenoReturn(picks) - 0.97)).toBeLessThan(0.004);
    }
    const picks = [3, 11, 19, 27, 35];
    const rtp = longRun(ROUNDS, (nonce) =>
      kenoMultiplier(5, kenoHits(picks, kenoDraw({ ...SIM, nonce }))),
    );
    expect(Math.abs(rtp - kenoReturn(5))).toBeLessThan(0.06);
  });

  it('miner: revealing 2 tiles with 3 mines returns 99% less rounding', () => {
    const multiplier = minerMultiplier(3, 2);
    const safe = (22 / 25) * (21 / 24);
    expect(multiplier).toBe(Math.floor((0.99 / safe) * 100) / 100);
    const rtp = longRun(ROUNDS, (nonce) => {
      const mines = new Set(minePositions({ ...SIM, nonce }, 3));
      return mines.has(0) || mines.has(1) ? 0 : multiplier;
    });
    expect(Math.abs(rtp - multiplier * safe)).toBeLessThan(0.02);
    expect(multiplier * safe).toBeGreaterThan(0.98);
  });

  it('hilo higher-or-same on the first card returns 99% less rounding', () => {
    let expected = 0;
    for (let rank = 0; rank < 13; rank++) {
      expected += (hiloMultiplier(rank, 'higherOrSame') * hiloChance(rank, 'higherOrSame')) / 13;
    }
    expect(expected).toBeGreaterThan(0.97);
    const rtp = longRun(ROUNDS, (nonce) => {
      const [first, next] = hiloCards({ ...SIM, nonce }, 2) as [
        ReturnType<typeof hiloCards>[number],
        ReturnType<typeof hiloCards>[number],
      ];
      return hiloRight(first, next, 'higherOrSame')
        ? hiloMultiplier(first.rank, 'higherOrSame')
        : 0;
    });
    expect(Math.abs(rtp - expected)).toBeLessThan(0.03);
  });

  it('coinflip pays 1.98 on a right call and returns 99%', () => {
    const rtp = longRun(ROUNDS, (nonce) =>
      coinflipSide({ ...SIM, nonce }) === 'heads' ? COINFLIP_MULTIPLIER : 0,
    );
    expect(Math.abs(rtp - 0.99)).toBeLessThan(0.025);
  });

  it('a case returns its weighted value (99% for this one)', () => {
    const weights = [60, 25, 10, 5];
    const values = [0.5, 1, 2.4, 4];
    const rtp = longRun(ROUNDS, (nonce) => values[caseItem({ ...SIM, nonce }, weights)] as number);
    expect(Math.abs(rtp - 0.99)).toBeLessThan(0.025);
  });

  it('a room is won in proportion to the stakes', () => {
    const stakes = [10, 30, 60];
    const wins = [0, 0, 0];
    for (let nonce = 1; nonce <= ROUNDS; nonce++) {
      const winner = roomWinner({ ...SIM, nonce }, stakes);
      wins[winner] = (wins[winner] as number) + 1;
    }
    for (const [i, stake] of stakes.entries()) {
      expect(Math.abs((wins[i] as number) / ROUNDS - stake / 100)).toBeLessThan(0.015);
    }
  });
});
