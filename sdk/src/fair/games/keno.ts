// Keno: 10 numbers of 1–40 drawn without replacement, one float each; the
// paytable (games.ts) pays by how many of the player's 1–10 picks were
// drawn. Its inputs are the contract's KenoInputs with different numbers.
import { zKenoInputs, zKenoRound } from '../../generated/zod.gen.ts';
import { KENO, kenoHits, kenoMultiplier } from '../games.ts';
import { drawWithoutReplacement, floatStream, type RoundSeeds } from '../rng.ts';
import { byField, type GameModule, inputsSchema, refuse, settledAt } from './module.ts';

/** The 10 numbers drawn from 1–40 without replacement, in draw order. */
export function kenoDraw(seeds: RoundSeeds): number[] {
  const pool = Array.from({ length: KENO.numbers }, (_, i) => i + 1);
  return drawWithoutReplacement(pool, KENO.drawn, floatStream(seeds));
}

const PICKS = `pick 1–${KENO.maxPicks} different numbers of 1–${KENO.numbers}`;

/** Keno's module. */
export const keno: GameModule<'keno', number[]> = {
  game: 'keno',
  record: zKenoRound,
  inputs: inputsSchema(zKenoInputs, byField({ picks: ['round.picks', PICKS] }), ({ picks }) => {
    if (new Set(picks).size !== picks.length) refuse('picks', 'round.picks', PICKS);
    return { picks: [...picks] };
  }),
  open(inputs, stakeMinor, seeds) {
    const drawn = kenoDraw(seeds);
    const hits = kenoHits(inputs.picks, drawn);
    return settledAt(
      { game: 'keno', inputs, moves: null, result: { drawn, hits } },
      stakeMinor,
      kenoMultiplier(inputs.picks.length, hits),
    );
  },
  sample(random, stake) {
    const all = Array.from({ length: 40 }, (_, i) => i + 1);
    const picks: number[] = [];
    for (let n = 1 + Math.floor(random() * 10); n > 0; n--)
      picks.push(...all.splice(Math.floor(random() * all.length), 1));
    return { inputs: { picks }, amount: stake };
  },
  verify: kenoDraw,
  verified: (drawn) => ({ numbers: drawn }),
  summary: (round) => ({
    sentence: 'keno',
    values: { hits: round.result?.hits ?? 0, picks: round.inputs.picks.length },
  }),
  proof: (round) => [
    { say: 'keno' },
    { list: round.result?.drawn ?? [], label: 'drawn' },
    { say: 'yourNumbers' },
    { list: round.inputs.picks, label: 'yourNumbers' },
  ],
};
