// The registry of the games played for money against the contract: every
// game of the contract's MoneyGame enum has a module under its name, each
// module's inputs are the contract's own schema (zod.gen.ts), and a module
// accepts and refuses inputs as that schema does, refusing besides only by
// the game's rules the contract cannot say (each listed here with the
// refusal it gives). verifyRound's results keep their published types.
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import * as schemas from '../../generated/zod.gen.ts';
import { IN_HOUSE_GAMES } from '../../rules/games.ts';
import { type MoneyGame, RoundInputError, type RoundMove } from '../inputs.ts';
import { moveRound, openRound } from '../rounds.ts';
import {
  type FairResult,
  GAMES,
  gameModule,
  isMoneyGame,
  MONEY_GAMES,
  verifierOf,
} from './index.ts';

/** The values of the contract's MoneyGame enum, in its order. */
const CONTRACT_GAMES = (
  schemas.zMoneyGame as unknown as { _zod: { def: { getter: () => { options: string[] } } } }
)._zod.def.getter().options;

/** The contract's inputs schema of a game: zDiceInputs, zMinerInputs... */
const contractInputs = (game: MoneyGame) =>
  (schemas as unknown as Record<string, ZodMiniType>)[
    `z${game[0]?.toUpperCase()}${game.slice(1)}Inputs`
  ];

/** What a module makes of raw inputs: its inputs, or its refusal. */
function parse(game: MoneyGame, raw: unknown) {
  try {
    return { ok: true as const, value: gameModule(game).inputs.parse(raw) };
  } catch (error) {
    if (!(error instanceof RoundInputError)) throw error;
    return { ok: false as const, error };
  }
}

/** Inputs near each game's: its fields with good and bad values, some left out, some extra. */
const twoDecimal = fc.integer({ min: -100, max: 100_100 }).map((n) => n / 100);
const number = fc.oneof(
  twoDecimal,
  fc.double({ noNaN: false }),
  fc.integer({ min: -5, max: 60 }),
  fc.constant(1.005),
);
const value = fc.oneof(number, fc.string(), fc.boolean(), fc.constant(null));
const near = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    fc.record(fields, { requiredKeys: [] }),
    fc.record({ ...fields, extra: value }, { requiredKeys: [] }),
  );
/** The table's chip kinds, as the contract's RouletteChip lists them. */
const CHIP_KINDS = [
  'straight',
  'red',
  'black',
  'even',
  'odd',
  'low',
  'high',
  'dozen',
  'column',
] as const;
const chip = near({
  kind: fc.constantFrom(...CHIP_KINDS, 'split'),
  pocket: fc.oneof(fc.integer({ min: -1, max: 37 }), value),
  index: fc.oneof(fc.integer({ min: 0, max: 4 }), value),
  amount: fc.oneof(twoDecimal, number, value),
});
/** A chip of a kind the table has, its fields mostly in range (a straight bet may lack its pocket...). */
const tableChip = fc.record(
  {
    kind: fc.constantFrom(...CHIP_KINDS),
    pocket: fc.integer({ min: 0, max: 37 }),
    index: fc.integer({ min: 1, max: 4 }),
    amount: fc.oneof(
      fc.integer({ min: 1, max: 500 }).map((n) => n / 100),
      fc.constant(0.001),
    ),
  },
  { requiredKeys: ['kind', 'amount'] },
);
const NEAR: { [G in MoneyGame]: fc.Arbitrary<unknown> } = {
  dice: near({ direction: fc.constantFrom('over', 'under', 'sideways'), target: number }),
  coinflip: near({ side: fc.constantFrom('heads', 'tails', 'edge', 5) }),
  crash: near({ target: fc.oneof(number, fc.constant(1_000_000), value) }),
  roulette: near({
    chips: fc.oneof(
      fc.array(tableChip, { minLength: 1, maxLength: 3 }),
      fc.array(fc.oneof(chip, tableChip), { maxLength: 4 }),
      fc.array(value, { maxLength: 2 }),
      value,
    ),
  }),
  keno: near({
    picks: fc.oneof(
      fc.array(fc.integer({ min: 0, max: 41 }), { maxLength: 11 }),
      fc.array(value, { maxLength: 3 }),
      value,
    ),
  }),
  cases: near({ caseId: fc.constantFrom('bronze', 'silver', 'gold', 'platinum', 'toString', 3) }),
  miner: near({ mines: fc.oneof(fc.integer({ min: -1, max: 26 }), value) }),
  hilo: fc.oneof(fc.constant({}), near({ a: value })),
};

/**
 * Inputs the contract takes but the game does not (the rules only the
 * module says), with the field and code of the refusal.
 */
const GAME_RULES: { [G in MoneyGame]: [inputs: unknown, field: string, code: string][] } = {
  dice: [
    [{ direction: 'over', target: 50.001 }, 'target', 'round.target'],
    [{ direction: 'over', target: 4.99 }, 'target', 'round.target'],
    [{ direction: 'under', target: 95.01 }, 'target', 'round.target'],
  ],
  coinflip: [],
  crash: [[{ target: 1.155 }, 'target', 'round.target']],
  roulette: [
    [{ chips: [{ kind: 'red', amount: 0.001 }] }, 'chips', 'bet.amount'],
    [{ chips: [{ kind: 'straight', amount: 1 }] }, 'chips', 'round.chips'],
    [{ chips: [{ kind: 'dozen', amount: 1 }] }, 'chips', 'round.chips'],
  ],
  keno: [[{ picks: [1, 1] }, 'picks', 'round.picks']],
  cases: [],
  miner: [],
  hilo: [],
};

/** Inputs every game takes, as its board sends them. */
const GOOD: { [G in MoneyGame]: unknown } = {
  dice: { direction: 'under', target: 4.35 },
  coinflip: { side: 'tails' },
  crash: { target: 1.15 },
  roulette: {
    chips: [
      { kind: 'straight', pocket: 0, amount: 0.5 },
      { kind: 'column', index: 3, amount: 1 },
      { kind: 'odd', amount: 2 },
    ],
  },
  keno: { picks: [40, 3, 11] },
  cases: { caseId: 'silver' },
  miner: { mines: 24 },
  hilo: {},
};

describe('the registry', () => {
  it("has a module for every game of the contract's MoneyGame enum, under its name, in its order", () => {
    expect(Object.keys(GAMES)).toEqual(CONTRACT_GAMES);
    expect(MONEY_GAMES).toEqual(CONTRACT_GAMES);
    for (const game of MONEY_GAMES) {
      expect(gameModule(game).game).toBe(game);
      expect(isMoneyGame(game)).toBe(true);
    }
    for (const name of ['rooms', 'mines', 'toString', '__proto__', 5, null])
      expect(isMoneyGame(name), String(name)).toBe(false);
    // verifyRound covers every in-house game: each money game's module, and the rooms.
    for (const game of IN_HOUSE_GAMES) expect(verifierOf(game), game).toBeTypeOf('function');
  });

  it("gives each module the contract's own inputs schema", () => {
    for (const game of MONEY_GAMES) {
      const contract = contractInputs(game);
      expect(contract, game).toBeDefined();
      expect(gameModule(game).inputs.contract, game).toBe(contract);
    }
  });

  it('takes the moves its contract paths name, a cash-out among them, in the games of several moves only', () => {
    const moves: Record<string, readonly RoundMove['kind'][]> = {};
    for (const game of MONEY_GAMES) {
      const kinds = gameModule(game).moves?.kinds;
      if (kinds) moves[game] = kinds;
    }
    expect(moves).toEqual({ miner: ['reveal', 'cashout'], hilo: ['guess', 'cashout'] });
  });

  it('keeps verifyRound’s published result types', () => {
    expectTypeOf<FairResult>().toEqualTypeOf<
      | { game: 'dice'; result: number }
      | { game: 'crash'; result: number }
      | { game: 'roulette'; result: number }
      | { game: 'keno'; result: number[] }
      | { game: 'miner'; result: number[] }
      | { game: 'hilo'; result: string[] }
      | { game: 'coinflip'; result: 'heads' | 'tails' }
      | { game: 'cases'; result: number }
      | { game: 'rooms'; result: number }
    >();
  });
});

describe.each(MONEY_GAMES)('%s inputs', (game) => {
  const contract = contractInputs(game) as ZodMiniType;

  it('refuses what the contract refuses, and takes only what it takes', () => {
    fc.assert(
      fc.property(fc.oneof(NEAR[game], fc.anything()), (raw) => {
        const contractSays = contract.safeParse(raw);
        const module = parse(game, raw);
        if (!contractSays.success) expect(module.ok, JSON.stringify(raw)).toBe(false);
        if (module.ok) {
          expect(contractSays.success, JSON.stringify(raw)).toBe(true);
          // What the engine keeps is still what the contract describes.
          expect(contract.safeParse(module.value).success).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('takes what its board sends, as the contract reads it', () => {
    const module = parse(game, GOOD[game]);
    expect(module).toEqual({ ok: true, value: contract.parse(GOOD[game]) });
  });

  it("refuses beyond the contract only by the game's own rules", () => {
    for (const [inputs, field, code] of GAME_RULES[game]) {
      expect(contract.safeParse(inputs).success, JSON.stringify(inputs)).toBe(true);
      const module = parse(game, inputs);
      expect(module.ok, JSON.stringify(inputs)).toBe(false);
      if (!module.ok) expect([module.error.field, module.error.code]).toEqual([field, code]);
    }
  });

  it('refuses anything but an object as the inputs field', () => {
    for (const raw of [null, undefined, 5, 'x', []]) {
      const module = parse(game, raw);
      expect(module.ok).toBe(false);
      if (!module.ok) expect(module.error.field).toBe('inputs');
    }
  });
});

describe.each(MONEY_GAMES)('%s samples (what the simulated players bet)', (game) => {
  it('every sampled bet is one the game takes, and every sampled move one its round takes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 0.999999, noNaN: true }), {
          minLength: 40,
          maxLength: 40,
        }),
        fc.string({ minLength: 1 }),
        (draws, serverSeed) => {
          let n = 0;
          const random = () => draws[n++ % draws.length] as number;
          const { inputs, amount } = gameModule(game).sample(random, 1.5);
          expect(amount).toBe(1.5);
          const seeds = { serverSeed, clientSeed: 'sample', nonce: 1 };
          let round = openRound(game, inputs, 150, seeds, 'RUB');
          for (let step = 0; step < 5 && round.status === 'active'; step++) {
            const move = gameModule(game).moves?.sample(round as never, random);
            if (!move) break;
            round = moveRound(round, move, seeds);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
