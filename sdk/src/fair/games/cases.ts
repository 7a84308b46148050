// Cases: a case of the house (cases.ts) opened for its price, the prize
// drawn by the round's first float times the prizes' weights together. The
// price is the stake, so no amount is sent, and the round keeps a snapshot
// of the case: verification recomputes a round with the odds and price it
// was played with, not today's. Its inputs are the contract's CasesInputs
// naming a case the house has.
import { zCasesInputs, zCasesRound } from '../../generated/zod.gen.ts';
import { timesMultiplier, toMinor } from '../../rules/money.ts';
import { type CaseSnapshot, houseCase, snapshotCase } from '../cases.ts';
import { pickByRanges } from '../games.ts';
import type { EngineRound, RoundInputsByGame } from '../inputs.ts';
import { firstFloat, type RoundSeeds } from '../rng.ts';
import {
  byField,
  floatValue,
  type GameModule,
  inputsSchema,
  pickWith,
  positive,
  refuse,
  settled,
} from './module.ts';

/**
 * The item a case opening gives: the first float times the sum of the items'
 * weights falls into one item's range, the ranges laid end to end in the
 * order given. Returns the item's index.
 */
export function caseItem(seeds: RoundSeeds, weights: readonly number[]): number {
  return pickByRanges(firstFloat(seeds), weights);
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
  return settled(
    { game: 'cases', inputs, moves: null, result: { item } },
    stakeMinor,
    timesMultiplier(stakeMinor, multiplier),
    multiplier,
    snapshot,
  );
}

const NO_CASE = 'no such case';

/** Cases' module. */
export const cases: GameModule<'cases', number> = {
  game: 'cases',
  record: zCasesRound,
  inputs: inputsSchema(zCasesInputs, byField({ caseId: ['round.case', NO_CASE] }), ({ caseId }) => {
    if (!houseCase(caseId)) refuse('caseId', 'round.case', NO_CASE);
    return { caseId };
  }),
  stake: {
    field: 'caseId',
    of(inputs, currency) {
      const found = houseCase(inputs.caseId);
      return toMinor(found ? snapshotCase(found, currency).price : 0) ?? 0;
    },
  },
  open(inputs, stakeMinor, seeds, currency) {
    const found = houseCase(inputs.caseId) as NonNullable<ReturnType<typeof houseCase>>;
    return openCase(inputs, snapshotCase(found, currency), stakeMinor, seeds);
  },
  fromRecord: {
    open(record, stakeMinor, seeds) {
      if (!record.case) refuse('case', 'round.case', 'a cases round carries its case snapshot');
      return openCase(cases.inputs.parse(record.inputs), record.case, stakeMinor, seeds);
    },
    stake: (record) => toMinor(record.case?.price ?? -1) ?? -1,
  },
  sample: (random, stake) => ({
    inputs: { caseId: pickWith(random, ['bronze', 'bronze', 'silver', 'gold']) },
    amount: stake,
  }),
  verify: (seeds, options) =>
    caseItem(seeds, positive(options.weights, 'cases needs the items\u2019 weights')),
  // The prize's place in the case, counting from 1.
  verified: (index) => index + 1,
  summary(round) {
    const prize = round.case?.prizes[round.result?.item ?? -1];
    return { sentence: null, value: prize ? { prize: prize.key } : null };
  },
  proof(round, seeds) {
    const prizes = round.case?.prizes ?? [];
    const weights = prizes.map((p) => p.weight);
    let index: number;
    try {
      index = caseItem(seeds, weights);
    } catch {
      return null; // no prizes, or weights that are not positive numbers
    }
    const prize = prizes[index];
    if (!prize) return null;
    const float = firstFloat(seeds);
    const total = weights.reduce((sum, w) => sum + w, 0);
    const from = weights.slice(0, index).reduce((sum, w) => sum + w, 0);
    return [
      {
        say: 'cases',
        values: {
          float: floatValue(float),
          total: { decimal: total },
          ticket: { decimal: float * total, digits: 2 },
          prize: { prize: prize.key },
          from: { decimal: from },
          to: { decimal: from + prize.weight },
        },
      },
    ];
  },
};
