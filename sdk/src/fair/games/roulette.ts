// Roulette (European, single zero): the winning pocket drawn from the round's
// first float; each chip on the table pays 36 / pockets covered when it
// covers the pocket (games.ts). The stake is the chips' total, so no amount
// is sent. Its inputs are the contract's RouletteInputs with the rules it
// cannot say: a chip's amount has two decimals, a straight bet names its
// pocket, a dozen or a column its index; a chip keeps only its bet's fields.
import { zRouletteInputs, zRouletteRound } from '../../generated/zod.gen.ts';
import { timesMultiplier, toMinor } from '../../rules/money.ts';
import { rouletteCovers, rouletteMultiplier } from '../games.ts';
import { type RouletteChip, RoundInputError } from '../inputs.ts';
import { firstFloat, type RoundSeeds } from '../rng.ts';
import {
  floatValue,
  type GameModule,
  type InputIssue,
  inputsSchema,
  pickWith,
  refuse,
  settled,
} from './module.ts';

/** The winning pocket, 0–36: floor(float * 37). */
export function roulettePocket(seeds: RoundSeeds): number {
  return Math.floor(firstFloat(seeds) * 37);
}

const AMOUNT = 'a chip has a positive amount with two decimals';
const POCKET = 'a straight bet is on a pocket of 0–36';
const INDEX = 'a dozen or column is 1, 2 or 3';

/**
 * The refusal of the chips the contract refuses, in the order the engine
 * checks them: the list itself, then chip by chip, a chip's amount (code
 * bet.amount) before its bet (round.chips).
 */
function chipsRefusal(issues: readonly InputIssue[], input: Record<string, unknown>) {
  const rank = ({ path }: InputIssue) =>
    path.length < 2 ? -1 : Number(path[1]) * 2 + (path[2] === 'amount' ? 0 : 1);
  const [first] = [...issues].sort((a, b) => rank(a) - rank(b));
  const [, chip, field] = first?.path ?? [];
  const refused = (message: string, code = 'round.chips') =>
    new RoundInputError('chips', code, message);
  if (chip === undefined) return refused('place 1–50 chips');
  if (field === undefined) return refused('a chip is an object');
  if (field === 'amount') return refused(AMOUNT, 'bet.amount');
  const { kind } = (input.chips as Record<string, unknown>[])[Number(chip)] ?? {};
  // A pocket or an index is refused out of range even on a bet that does not use it.
  if (field === 'pocket') return refused(kind === 'straight' ? POCKET : 'a pocket is 0–36');
  if (field === 'index')
    return refused(kind === 'dozen' || kind === 'column' ? INDEX : 'an index is 1, 2 or 3');
  return refused(`no roulette bet ${String(kind)}`);
}

/** Payout over stake, four decimals down (several chips). */
const ratio = (payoutMinor: number, stakeMinor: number) =>
  stakeMinor === 0 ? 0 : Math.floor((payoutMinor * 10_000) / stakeMinor) / 10_000;

/** Roulette's module. */
export const roulette: GameModule<'roulette', number> = {
  game: 'roulette',
  record: zRouletteRound,
  inputs: inputsSchema(zRouletteInputs, chipsRefusal, ({ chips }) => ({
    chips: chips.map((chip): RouletteChip => {
      const { kind, amount } = chip;
      if (!toMinor(amount)) refuse('chips', 'bet.amount', AMOUNT);
      if (kind === 'straight') {
        if (chip.pocket === undefined) refuse('chips', 'round.chips', POCKET);
        return { kind, pocket: chip.pocket as number, amount };
      }
      if (kind === 'dozen' || kind === 'column') {
        if (chip.index === undefined) refuse('chips', 'round.chips', INDEX);
        return { kind, index: chip.index as 1 | 2 | 3, amount };
      }
      return { kind, amount };
    }),
  })),
  stake: {
    field: 'chips',
    of: (inputs) => inputs.chips.reduce((sum, chip) => sum + (toMinor(chip.amount) ?? 0), 0),
  },
  open(inputs, stakeMinor, seeds) {
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
      { game: 'roulette', inputs, moves: null, result: { pocket } },
      stakeMinor,
      payoutMinor,
      ratio(payoutMinor, stakeMinor),
    );
  },
  sample(random, stake) {
    const chip = pickWith(random, [
      { kind: 'red' },
      { kind: 'black' },
      { kind: 'even' },
      { kind: 'straight', pocket: Math.floor(random() * 37) },
    ]);
    return { inputs: { chips: [{ ...chip, amount: stake }] }, amount: stake };
  },
  verify: roulettePocket,
  verified: (pocket) => pocket,
  summary: (round) => ({
    sentence: 'roulette',
    values: { pocket: round.result?.pocket ?? null },
  }),
  proof(_round, seeds) {
    const float = firstFloat(seeds);
    return [
      {
        say: 'roulette',
        values: {
          float: floatValue(float),
          product: { decimal: float * 37, digits: 2 },
          pocket: roulettePocket(seeds),
        },
      },
    ];
  },
};
