// Miner: mines hidden on a 5 × 5 board, drawn without replacement one float
// each; the player opens tiles and cashes out at any time. A safe tile
// raises the cash-out (games.ts's minerMultiplier), a mine ends the round
// with nothing, the last safe tile ends it with the win. The round stays
// active, its mines hidden from the record, until then. Its inputs are the
// contract's MinerInputs (the number of mines, 1–24).
import { zMinerInputs, zMinerRound } from '../../generated/zod.gen.ts';
import { timesMultiplier } from '../../rules/money.ts';
import { MINER, minerMultiplier } from '../games.ts';
import { type EngineRound, tileNumber } from '../inputs.ts';
import { drawWithoutReplacement, floatStream, type RoundSeeds } from '../rng.ts';
import {
  byField,
  FairInputError,
  type GameModule,
  inputsSchema,
  opened,
  pickWith,
  refuse,
} from './module.ts';

/** Where the mines are: `count` tiles of 0–24 without replacement, one float each, in draw order. */
export function minePositions(seeds: RoundSeeds, count: number): number[] {
  const tiles = Array.from({ length: MINER.tiles }, (_, i) => i);
  return drawWithoutReplacement(tiles, count, floatStream(seeds));
}

/** Miner's module. */
export const miner: GameModule<'miner', number[]> = {
  game: 'miner',
  record: zMinerRound,
  inputs: inputsSchema(
    zMinerInputs,
    byField({ mines: ['round.mines', `mines are ${MINER.minMines}–${MINER.maxMines}`] }),
    (inputs) => inputs,
  ),
  open: (inputs, stakeMinor) =>
    opened({ game: 'miner', inputs, moves: { revealed: [] }, result: null }, stakeMinor),
  moves: {
    kinds: ['reveal', 'cashout'],
    apply(round, move, seeds) {
      const { play } = round;
      const { mines: count } = play.inputs;
      const revealed = play.moves.revealed;
      const end = (tiles: number[], lost: boolean): EngineRound => {
        const multiplier = lost ? 0 : minerMultiplier(count, tiles.length);
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
        if (revealed.length === 0)
          refuse('round', 'round.cashout', 'open a tile before cashing out');
        return end(revealed, false);
      }
      if (move.kind !== 'reveal')
        return refuse('move', 'round.move', 'miner takes reveal or cashout');
      const { tile } = move;
      if (!Number.isInteger(tile) || tile < 0 || tile >= MINER.tiles || revealed.includes(tile))
        refuse('tile', 'round.tile', `open a closed tile of 0–${MINER.tiles - 1}`);
      const tiles = [...revealed, tile];
      if (minePositions(seeds, count).includes(tile)) return end(tiles, true);
      if (tiles.length === MINER.tiles - count) return end(tiles, false);
      return {
        ...round,
        play: { ...play, moves: { revealed: tiles } },
        multiplier: minerMultiplier(count, tiles.length),
      };
    },
    recorded: (record) =>
      [...(record.moves?.revealed ?? [])].map((tile) => ({ kind: 'reveal' as const, tile })),
    sample(round, random) {
      const closed = Array.from({ length: MINER.tiles }, (_, i) => i).filter(
        (tile) => !round.play.moves.revealed.includes(tile),
      );
      return { kind: 'reveal', tile: pickWith(random, closed) };
    },
  },
  sample: (random, stake) => ({
    inputs: { mines: pickWith(random, [1, 3, 3, 5, 10]) },
    amount: stake,
  }),
  verify(seeds, options) {
    const count = options.mines;
    if (
      count === undefined ||
      !Number.isInteger(count) ||
      count < MINER.minMines ||
      count > MINER.maxMines
    ) {
      throw new FairInputError(
        // Worded as `casino fair verify` has always printed it (its game and option are --game mines, --mines).
        `mines needs the number of mines, ${MINER.minMines}–${MINER.maxMines}`,
      );
    }
    return minePositions(seeds, count);
  },
  // Tiles as players see them on the board: 1 to 25.
  verified: (mines) => ({ tiles: mines.map((tile) => tile + 1) }),
  summary: (round) => ({
    sentence: 'miner',
    values: {
      mines: { tiles: (round.result?.mines ?? []).map(tileNumber) },
      opened: round.moves.revealed.length ? { tiles: round.moves.revealed.map(tileNumber) } : null,
    },
  }),
  proof: (round) => [
    { say: 'miner', values: { count: round.inputs.mines } },
    { list: (round.result?.mines ?? []).map(tileNumber), label: 'mineTiles' },
    { say: 'opened' },
    { list: round.moves.revealed.map(tileNumber), label: 'opened' },
  ],
};
