// Coinflip: heads when the round's first float is below 0.5, else tails; a
// right call pays 1.98 (games.ts). Its inputs are the contract's
// CoinflipInputs as they are.
import { zCoinflipInputs, zCoinflipRound } from '../../generated/zod.gen.ts';
import { COINFLIP_MULTIPLIER, type CoinSide } from '../games.ts';
import { firstFloat, type RoundSeeds } from '../rng.ts';
import {
  byField,
  floatValue,
  type GameModule,
  inputsSchema,
  pickWith,
  settledAt,
} from './module.ts';

/** The side: heads when the first float is below 0.5, else tails. */
export function coinflipSide(seeds: RoundSeeds): CoinSide {
  return firstFloat(seeds) < 0.5 ? 'heads' : 'tails';
}

/** Coinflip's module. */
export const coinflip: GameModule<'coinflip', CoinSide> = {
  game: 'coinflip',
  record: zCoinflipRound,
  inputs: inputsSchema(
    zCoinflipInputs,
    byField({ side: ['round.side', 'side is heads or tails'] }),
    (inputs) => inputs,
  ),
  open(inputs, stakeMinor, seeds) {
    const side = coinflipSide(seeds);
    return settledAt(
      { game: 'coinflip', inputs, moves: null, result: { side } },
      stakeMinor,
      side === inputs.side ? COINFLIP_MULTIPLIER : 0,
    );
  },
  sample: (random, stake) => ({
    inputs: { side: pickWith(random, ['heads', 'tails']) },
    amount: stake,
  }),
  verify: coinflipSide,
  verified: (side) => ({ side }),
  summary: (round) => ({
    sentence: 'coinflip',
    values: {
      side: { side: round.result?.side ?? 'heads' },
      call: { side: round.inputs.side },
    },
  }),
  proof: (_round, seeds) => [
    {
      say: coinflipSide(seeds) === 'heads' ? 'heads' : 'tails',
      values: { float: floatValue(firstFloat(seeds)), half: { decimal: 0.5, digits: 1 } },
    },
  ],
};
