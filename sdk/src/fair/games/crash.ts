// Crash played as a round of its own (the shared live table is live.ts and
// chain.ts): a crash point drawn from the round's first float, and a bet with
// a cash-out target that wins the target times the stake when the point
// reaches it. Its inputs are the contract's CrashInputs with a target of two
// decimals.
import { zCrashInputs, zCrashRound } from '../../generated/zod.gen.ts';
import { CRASH_MIN_TARGET, crashWins } from '../games.ts';
import { firstFloat, type RoundSeeds } from '../rng.ts';
import {
  byField,
  floatValue,
  type GameModule,
  inputsSchema,
  pickWith,
  refuse,
  settledAt,
  twoDecimals,
} from './module.ts';

/** The crash point: max(1, floor(1e8 / (floor(float * 1e8) + 1) * 0.99 * 100) / 100). */
export function crashPoint(seeds: RoundSeeds): number {
  const float = firstFloat(seeds);
  return Math.max(1, Math.floor((1e8 / (Math.floor(float * 1e8) + 1)) * 0.99 * 100) / 100);
}

const TARGET = `the cash-out target is ${CRASH_MIN_TARGET}–1000000, two decimals`;

/** Crash's module. */
export const crash: GameModule<'crash', number> = {
  game: 'crash',
  record: zCrashRound,
  inputs: inputsSchema(zCrashInputs, byField({ target: ['round.target', TARGET] }), (inputs) => {
    if (!twoDecimals(inputs.target)) refuse('target', 'round.target', TARGET);
    return inputs;
  }),
  open(inputs, stakeMinor, seeds) {
    const point = crashPoint(seeds);
    return settledAt(
      { game: 'crash', inputs, moves: null, result: { crashPoint: point } },
      stakeMinor,
      crashWins(inputs.target, point) ? inputs.target : 0,
    );
  },
  sample: (random, stake) => ({
    inputs: { target: pickWith(random, [1.5, 2, 2, 3, 5, 10, 25, 100]) },
    amount: stake,
  }),
  verify: crashPoint,
  verified: (point) => ({ decimal: point, digits: 2 }),
  summary: (round) => ({
    sentence: 'crash',
    values: {
      point: round.result ? { decimal: round.result.crashPoint, digits: 2 } : null,
      target: { decimal: round.inputs.target, digits: 2 },
    },
  }),
  proof: (_round, seeds) => [
    {
      say: 'crash',
      values: {
        float: floatValue(firstFloat(seeds)),
        point: { decimal: crashPoint(seeds), digits: 2 },
      },
    },
  ],
};
