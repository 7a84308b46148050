// roundRecordsIn: the records of each document shape the game services answer
// with, and the reason a document holds none; checkRecord: a record of each
// game played by the engine passes its game's contract schema, and a broken
// one says what is wrong.
import { describe, expect, it } from 'vitest';
import {
  checkRecord,
  hashSeed,
  MONEY_GAMES,
  type MoneyGame,
  openRound,
  type RoundSeeds,
  roundRecord,
  roundRecordsIn,
  verifiedValueOf,
} from './index.ts';

const round = { id: 'dice-1', game: 'dice', algorithm: 'casino-fair/1' };

describe('roundRecordsIn', () => {
  it('finds a bare round, a place or move answer and a history answer', () => {
    expect(roundRecordsIn(round)).toEqual({ rounds: [{ raw: round, at: '' }] });
    expect(roundRecordsIn({ round, balance: 10 })).toEqual({
      rounds: [{ raw: round, at: 'round' }],
    });
    expect(roundRecordsIn({ rounds: [round, { ...round, id: 'dice-2' }] })).toEqual({
      rounds: [
        { raw: round, at: 'rounds[0]' },
        { raw: { ...round, id: 'dice-2' }, at: 'rounds[1]' },
      ],
    });
  });

  it('says why a document holds no records', () => {
    expect(roundRecordsIn([round])).toEqual({ problem: 'not-an-object', kind: 'list' });
    expect(roundRecordsIn('dice')).toEqual({ problem: 'not-an-object', kind: 'string' });
    expect(roundRecordsIn(null)).toEqual({ problem: 'not-an-object', kind: 'null' });
    expect(roundRecordsIn({ rounds: {} })).toEqual({
      problem: 'rounds-not-a-list',
      kind: 'object',
    });
    expect(roundRecordsIn({ rounds: [] })).toEqual({ problem: 'no-rounds' });
    expect(roundRecordsIn({ balance: 1, currency: 'RUB' })).toEqual({
      problem: 'no-record',
      keys: ['balance', 'currency'],
    });
  });

  it('reads only the document’s own fields', () => {
    const hostile = JSON.parse('{"__proto__": {"rounds": [1]}, "x": 1}') as unknown;
    expect(roundRecordsIn(hostile)).toEqual({ problem: 'no-record', keys: ['__proto__', 'x'] });
  });
});

const SEEDS: RoundSeeds = { serverSeed: 'server seed', clientSeed: 'client seed', nonce: 1 };
const INPUTS: Record<MoneyGame, unknown> = {
  dice: { direction: 'over', target: 50.5 },
  coinflip: { side: 'heads' },
  crash: { target: 1.5 },
  roulette: { chips: [{ kind: 'red', amount: 1 }] },
  keno: { picks: [30, 26, 1, 2] },
  cases: { caseId: 'bronze' },
  miner: { mines: 3 },
  hilo: {},
};

/** A revealed record of a round the engine opens. */
const played = (game: MoneyGame) =>
  roundRecord(openRound(game, INPUTS[game], 1000, SEEDS, 'RUB'), {
    id: `${game}-1`,
    currency: 'RUB',
    seeds: SEEDS,
    serverSeedHash: hashSeed(SEEDS.serverSeed),
    revealed: true,
    createdAt: '2026-11-23T10:00:00.000Z',
    settledAt: null,
  });

describe('checkRecord', () => {
  it.each(MONEY_GAMES)('passes a %s round the engine played, as JSON carries it', (game) => {
    const raw = JSON.parse(JSON.stringify(played(game))) as unknown;
    expect(checkRecord(raw)).toEqual({ round: raw });
  });

  it('names what is wrong, in order: not an object, another version, no game, the shape', () => {
    expect(checkRecord([1])).toEqual({ problem: 'not-an-object', kind: 'list' });
    expect(checkRecord({ algorithm: 'other/2', game: 'dice' })).toEqual({
      problem: 'algorithm',
      algorithm: 'other/2',
    });
    expect(checkRecord({ game: 'rooms' })).toEqual({ problem: 'game', game: 'rooms' });
    const { nonce: _, ...noNonce } = played('dice');
    const checked = checkRecord({ ...noNonce, amount: 'ten' });
    expect(checked).toMatchObject({ problem: 'shape', game: 'dice' });
    const paths = 'issues' in checked ? checked.issues.map((i) => i.path.join('.')) : [];
    expect(paths).toEqual(expect.arrayContaining(['nonce', 'amount']));
  });
});

describe('verifiedValueOf', () => {
  it('words each game’s verified result as players read it', () => {
    expect(verifiedValueOf({ game: 'dice', result: 74.67 })).toEqual({ decimal: 74.67, digits: 2 });
    expect(verifiedValueOf({ game: 'coinflip', result: 'tails' })).toEqual({ side: 'tails' });
    expect(verifiedValueOf({ game: 'roulette', result: 0 })).toBe(0);
    expect(verifiedValueOf({ game: 'keno', result: [3, 40] })).toEqual({ numbers: [3, 40] });
    expect(verifiedValueOf({ game: 'miner', result: [0, 24] })).toEqual({ tiles: [1, 25] });
    expect(verifiedValueOf({ game: 'hilo', result: ['♠J'] })).toEqual({ cards: ['♠J'] });
    expect(verifiedValueOf({ game: 'cases', result: 0 })).toBe(1);
    expect(verifiedValueOf({ game: 'rooms', result: 1 })).toBe(2);
    expect(verifiedValueOf({ game: 'crash', result: 1.5 })).toEqual({ decimal: 1.5, digits: 2 });
  });
});
