// Dice: a roll of 0.00–100.00 drawn from the round's first float, against the
// player's target, over or under; a win pays 99 / chance. Its inputs are the
// contract's DiceInputs with the rules it cannot say (a target of two
// decimals, a win chance of 1–95%); the odds themselves are games.ts's.
import { zDiceInputs, zDiceRound } from '../../generated/zod.gen.ts';
import { DICE_CHANCE, diceChance, diceMultiplier, diceWins } from '../games.ts';
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

/** The dice roll, 0.00–100.00: floor(float * 10001) / 100. */
export function diceRoll(seeds: RoundSeeds): number {
  return Math.floor(firstFloat(seeds) * 10001) / 100;
}

const TWO_DECIMALS = 'the target is a number with two decimals';
const CHANCE = `the win chance must be ${DICE_CHANCE.min}–${DICE_CHANCE.max}%`;

/** Dice's module. */
export const dice: GameModule<'dice', number> = {
  game: 'dice',
  record: zDiceRound,
  inputs: inputsSchema(
    zDiceInputs,
    byField({
      direction: ['round.direction', 'direction is over or under'],
      // A two-decimal target the contract refuses is one whose chance is out of range.
      target: [
        'round.target',
        (target) => (typeof target === 'number' && twoDecimals(target) ? CHANCE : TWO_DECIMALS),
      ],
    }),
    (bet) => {
      if (!twoDecimals(bet.target)) refuse('target', 'round.target', TWO_DECIMALS);
      const chance = diceChance(bet);
      if (!(chance >= DICE_CHANCE.min && chance <= DICE_CHANCE.max))
        refuse('target', 'round.target', CHANCE);
      return bet;
    },
  ),
  open(inputs, stakeMinor, seeds) {
    const roll = diceRoll(seeds);
    const multiplier = diceWins(inputs, roll) ? diceMultiplier(inputs) : 0;
    return settledAt(
      { game: 'dice', inputs, moves: null, result: { roll } },
      stakeMinor,
      multiplier,
    );
  },
  sample: (random, stake) => ({
    inputs: {
      direction: pickWith(random, ['over', 'under']),
      target: pickWith(random, [50, 50, 25, 75, 90, 10]),
    },
    amount: stake,
  }),
  verify: diceRoll,
  verified: (roll) => ({ decimal: roll, digits: 2 }),
  summary: (round) => ({
    sentence: 'dice',
    values: {
      roll: round.result ? { decimal: round.result.roll, digits: 2 } : null,
      direction: { direction: round.inputs.direction },
      target: { decimal: round.inputs.target, digits: 2 },
    },
  }),
  proof(_round, seeds) {
    const float = firstFloat(seeds);
    const roll = diceRoll(seeds);
    return [
      {
        say: 'dice',
        values: {
          float: floatValue(float),
          product: { decimal: float * 10_001, digits: 2 },
          whole: { decimal: Math.round(roll * 100), digits: 0 },
          roll: { decimal: roll, digits: 2 },
        },
      },
    ];
  },
};
