// The round engine the game services, the demo and `casino fair verify --round`
// share: every game opens, moves and settles by the published rules, payouts
// are exact in minor units, and a record verifies offline only when nothing in
// it was changed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timesMultiplier } from '../rules/money.ts';
import {
  type CaseSnapshot,
  caseReturn,
  checkInputs,
  crashPoint,
  diceMultiplier,
  diceRoll,
  type EngineRound,
  FAIR_ALGORITHM,
  type FairRound,
  HOUSE_CASES,
  hashSeed,
  hiloCards,
  MONEY_GAMES,
  type MoneyGame,
  minePositions,
  minerMultiplier,
  moveRound,
  openRound,
  RoundInputError,
  type RoundSeeds,
  roundRecord,
  roundStake,
  verifyRecord,
} from './index.ts';

const SEEDS: RoundSeeds = { serverSeed: 'server seed', clientSeed: 'client seed', nonce: 1 };

const INPUTS: Record<MoneyGame, unknown> = {
  dice: { direction: 'over', target: 50.5 },
  coinflip: { side: 'heads' },
  crash: { target: 1.5 },
  roulette: {
    chips: [
      { kind: 'red', amount: 1 },
      { kind: 'straight', pocket: 27, amount: 0.5 },
    ],
  },
  keno: { picks: [30, 26, 1, 2] },
  cases: { caseId: 'bronze' },
  miner: { mines: 3 },
  hilo: {},
};

function record(round: EngineRound, seeds: RoundSeeds = SEEDS, revealed = true): FairRound {
  return roundRecord(round, {
    id: 'r-1',
    currency: 'RUB',
    seeds,
    serverSeedHash: hashSeed(seeds.serverSeed),
    revealed,
    createdAt: '2026-11-23T10:00:00.000Z',
    settledAt: round.status === 'settled' ? '2026-11-23T10:00:01.000Z' : null,
  });
}

describe('exact money', () => {
  it('multiplies in minor units without float residue and rounds down', () => {
    expect(timesMultiplier(100, 1.15)).toBe(115);
    expect(timesMultiplier(1, 1.98)).toBe(1);
    expect(timesMultiplier(25_000_000, 9900)).toBe(247_500_000_000);
    expect(timesMultiplier(333, 1.9411)).toBe(646);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 25_000_000 }),
        fc.integer({ min: 0, max: 99_000_000 }),
        (stake, basis) => {
          const got = timesMultiplier(stake, basis / 10_000);
          expect(Number.isSafeInteger(got)).toBe(true);
          expect(BigInt(got)).toBe((BigInt(stake) * BigInt(basis)) / 10_000n);
        },
      ),
    );
  });
});

describe('one-step games', () => {
  it('dice pays 99 / chance on a win, nothing on a loss', () => {
    const roll = diceRoll(SEEDS); // 74.67
    const over = openRound('dice', { direction: 'over', target: 50.5 }, 1000, SEEDS, 'RUB');
    expect(over.play.result).toEqual({ roll });
    expect(over.payoutMinor).toBe(
      timesMultiplier(1000, diceMultiplier({ direction: 'over', target: 50.5 })),
    );
    const under = openRound('dice', { direction: 'under', target: 50.5 }, 1000, SEEDS, 'RUB');
    expect(under.payoutMinor).toBe(0);
    expect(under.multiplier).toBe(0);
  });

  it('crash pays the target when the crash point reaches it', () => {
    const point = crashPoint(SEEDS); // 1.32
    expect(openRound('crash', { target: 1.3 }, 1000, SEEDS, 'RUB').payoutMinor).toBe(1300);
    expect(openRound('crash', { target: point + 0.01 }, 1000, SEEDS, 'RUB').payoutMinor).toBe(0);
  });

  it('roulette pays each chip that covers the pocket', () => {
    // Pocket 27 is red: the red chip doubles, the straight chip pays 36 times.
    const round = openRound('roulette', INPUTS.roulette, 150, SEEDS, 'RUB');
    expect(round.play.result).toEqual({ pocket: 27 });
    expect(round.payoutMinor).toBe(200 + 1800);
    expect(roundStake('roulette', INPUTS.roulette, undefined, 'RUB')).toBe(150);
  });

  it('cases take the price as the stake and keep a snapshot of the odds', () => {
    expect(roundStake('cases', { caseId: 'silver' }, undefined, 'KZT')).toBe(50 * 500);
    const round = openRound('cases', { caseId: 'bronze' }, 1000, SEEDS, 'RUB');
    expect(round.case?.slug).toBe('bronze');
    expect(round.case?.price).toBe(10);
    for (const houseCase of HOUSE_CASES) expect(caseReturn(houseCase)).toBeCloseTo(0.97, 2);
  });

  it('refuses inputs outside the rules with the field and a code', () => {
    const bad: [MoneyGame, unknown, string][] = [
      ['dice', { direction: 'over', target: 99.5 }, 'target'],
      ['dice', { direction: 'sideways', target: 50 }, 'direction'],
      ['coinflip', { side: 'edge' }, 'side'],
      ['crash', { target: 1 }, 'target'],
      ['keno', { picks: [1, 1] }, 'picks'],
      ['keno', { picks: [] }, 'picks'],
      ['roulette', { chips: [{ kind: 'straight', pocket: 37, amount: 1 }] }, 'chips'],
      ['roulette', { chips: [{ kind: 'red', amount: 0.001 }] }, 'chips'],
      ['cases', { caseId: 'platinum' }, 'caseId'],
      ['miner', { mines: 25 }, 'mines'],
      ['dice', null, 'inputs'],
    ];
    for (const [game, inputs, field] of bad) {
      const error = (() => {
        try {
          checkInputs(game, inputs);
        } catch (e) {
          return e;
        }
      })();
      expect(error, `${game} ${JSON.stringify(inputs)}`).toBeInstanceOf(RoundInputError);
      expect((error as RoundInputError).field).toBe(field);
    }
    expect(() => roundStake('dice', INPUTS.dice, 1.005, 'RUB')).toThrow(RoundInputError);
    expect(() => roundStake('dice', INPUTS.dice, 0, 'RUB')).toThrow(RoundInputError);
  });

  it('takes every two-decimal target, those binary floating point cannot hold exactly too', () => {
    for (const target of [1.15, 1.01, 2.3, 4.35, 1000.07])
      expect(checkInputs('crash', { target })).toEqual({ target });
    expect(checkInputs('dice', { direction: 'over', target: 50.07 }).target).toBe(50.07);
    expect(checkInputs('dice', { direction: 'under', target: 4.35 }).target).toBe(4.35);
    for (const target of [1.155, 2.001, Number.NaN])
      expect(() => checkInputs('crash', { target })).toThrow(RoundInputError);
  });
});

describe('miner', () => {
  const mines = minePositions(SEEDS, 3); // [18, 15, 5]
  const safe = [0, 1, 2, 3, 4, 6].filter((t) => !mines.includes(t));

  it('stays active with the mines hidden until a mine or a cash-out', () => {
    let round = openRound('miner', { mines: 3 }, 1000, SEEDS, 'RUB');
    round = moveRound(round, { kind: 'reveal', tile: safe[0] as number }, SEEDS);
    round = moveRound(round, { kind: 'reveal', tile: safe[1] as number }, SEEDS);
    expect(round.status).toBe('active');
    expect(record(round, SEEDS, false).result).toBeNull();
    expect(JSON.stringify(record(round, SEEDS, false))).not.toContain(SEEDS.serverSeed);
    expect(round.multiplier).toBe(minerMultiplier(3, 2));
    const cashed = moveRound(round, { kind: 'cashout' }, SEEDS);
    expect(cashed.status).toBe('settled');
    expect(cashed.payoutMinor).toBe(timesMultiplier(1000, minerMultiplier(3, 2)));
    expect(cashed.play.result).toEqual({ mines });
  });

  it('a mine ends the round with nothing; a settled round takes no moves', () => {
    const round = moveRound(
      openRound('miner', { mines: 3 }, 1000, SEEDS, 'RUB'),
      { kind: 'reveal', tile: mines[0] as number },
      SEEDS,
    );
    expect(round.status).toBe('settled');
    expect(round.payoutMinor).toBe(0);
    expect(() => moveRound(round, { kind: 'cashout' }, SEEDS)).toThrow(RoundInputError);
  });

  it('refuses an opened tile, a tile off the board and a cash-out before any tile', () => {
    const round = openRound('miner', { mines: 3 }, 1000, SEEDS, 'RUB');
    expect(() => moveRound(round, { kind: 'cashout' }, SEEDS)).toThrow(RoundInputError);
    expect(() => moveRound(round, { kind: 'reveal', tile: 25 }, SEEDS)).toThrow(RoundInputError);
    const once = moveRound(round, { kind: 'reveal', tile: safe[0] as number }, SEEDS);
    expect(() => moveRound(once, { kind: 'reveal', tile: safe[0] as number }, SEEDS)).toThrow(
      RoundInputError,
    );
  });
});

describe('hilo', () => {
  const cards = hiloCards(SEEDS, 5); // ♠J ...

  it('shows the start card, multiplies on right guesses and pays on cash-out', () => {
    let round = openRound('hilo', {}, 1000, SEEDS, 'RUB');
    expect(round.play.moves).toEqual({ guesses: [], cards: [cards[0]?.code] });
    const right = (i: number) =>
      (cards[i + 1]?.rank as number) >= (cards[i]?.rank as number) ? 'higherOrSame' : 'lowerOrSame';
    round = moveRound(round, { kind: 'guess', guess: right(0) }, SEEDS);
    expect(round.status).toBe('active');
    expect(round.multiplier).toBeGreaterThan(1);
    const cashed = moveRound(round, { kind: 'cashout' }, SEEDS);
    expect(cashed.payoutMinor).toBe(timesMultiplier(1000, round.multiplier));
    expect(cashed.play.result).toEqual({ cards: cards.slice(0, 2).map((c) => c.code) });
  });
});

describe('verifyRecord', () => {
  const settle = (game: MoneyGame, seeds: RoundSeeds): EngineRound => {
    const stake = game === 'roulette' ? 150 : 1000;
    let round = openRound(game, INPUTS[game], stake, seeds, 'RUB');
    if (game === 'miner') {
      const first = Array.from({ length: 25 }, (_, t) => t).find(
        (t) => !minePositions(seeds, 3).includes(t),
      );
      round = moveRound(
        moveRound(round, { kind: 'reveal', tile: first as number }, seeds),
        { kind: 'cashout' },
        seeds,
      );
    }
    if (game === 'hilo') {
      round = moveRound(round, { kind: 'guess', guess: 'higherOrSame' }, seeds);
      if (round.status === 'active') round = moveRound(round, { kind: 'cashout' }, seeds);
    }
    return round;
  };

  it('verifies every game over many seeds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MONEY_GAMES),
        fc.string({ minLength: 1 }),
        fc.integer({ min: 1, max: 1e6 }),
        (game, serverSeed, nonce) => {
          const seeds = { serverSeed, clientSeed: 'c', nonce };
          expect(verifyRecord(record(settle(game, seeds), seeds)).verdict).toBe('verified');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('says mismatch when the result, the payout or the seed was changed', () => {
    const dice = record(settle('dice', SEEDS));
    expect(verifyRecord({ ...dice, result: { roll: 12.34 } } as FairRound).verdict).toBe(
      'mismatch',
    );
    expect(verifyRecord({ ...dice, payout: dice.payout + 1 }).verdict).toBe('mismatch');
    // A stake that is not what the chips (or the case's price) make.
    const roulette = record(settle('roulette', SEEDS));
    const more = verifyRecord({ ...roulette, amount: roulette.amount + 1 });
    expect(more.checks.find((c) => c.name === 'stake')).toMatchObject({
      ok: false,
      recomputed: 1.5,
    });
    const other = verifyRecord({ ...dice, serverSeed: 'another seed' });
    expect(other.verdict).toBe('mismatch');
    expect(other.checks.find((c) => c.name === 'seed')?.ok).toBe(false);
  });

  it('cannot verify an active round, a hidden seed or another algorithm version', () => {
    const active = record(openRound('miner', { mines: 3 }, 1000, SEEDS, 'RUB'), SEEDS, false);
    expect(verifyRecord(active)).toMatchObject({ verdict: 'unverifiable', reason: 'active' });
    const hidden = record(settle('dice', SEEDS), SEEDS, false);
    expect(verifyRecord(hidden)).toMatchObject({ verdict: 'unverifiable', reason: 'seed-hidden' });
    expect(
      verifyRecord({ ...record(settle('dice', SEEDS)), algorithm: 'casino-fair/0' }),
    ).toMatchObject({
      verdict: 'unverifiable',
      reason: 'algorithm',
    });
    expect(FAIR_ALGORITHM).toBe('casino-fair/1');
  });

  it('recomputes a case with the odds the round kept, not today’s', () => {
    const round = record(settle('cases', SEEDS));
    const edited: CaseSnapshot = {
      ...(round.case as CaseSnapshot),
      prizes: (round.case as CaseSnapshot).prizes.map((p) => ({
        ...p,
        weight: p.key === 'crown' ? 1000 : p.weight,
      })),
    };
    // The record's own snapshot verifies; a record whose snapshot was edited afterwards does not.
    expect(verifyRecord(round).verdict).toBe('verified');
    expect(verifyRecord({ ...round, case: edited }).verdict).toBe('mismatch');
  });
});
