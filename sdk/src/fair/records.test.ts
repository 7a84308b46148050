// roundRecordsIn: the records of each document shape the game services answer
// with, and the reason a document holds none.
import { describe, expect, it } from 'vitest';
import { roundRecordsIn } from './records.ts';

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
