import { describe, expect, it } from 'vitest';
import { operations } from './generated/operations.gen.ts';
import { responseSchema, zodResponseValidator } from './validation.ts';

describe('response validation', () => {
  it('has a zod schema for every operation of the spec', () => {
    // 55 documented, 57 inferred (the game services, the live rounds and bets feed, responsible play...).
    expect(operations.length).toBe(124);
    for (const op of operations)
      expect(responseSchema(op.operationId), op.operationId).toBeDefined();
  });

  it('accepts a good body and names the fields of a bad one', () => {
    expect(zodResponseValidator('getPaymentStatus', { status: 3 })).toEqual([]);
    expect(zodResponseValidator('getPaymentStatus', { status: 'paid' })).toEqual([
      'status: Invalid input: expected number, received string',
    ]);
    expect(zodResponseValidator('noSuchOperation', {})).toEqual([
      'no response schema for noSuchOperation',
    ]);
  });
});
