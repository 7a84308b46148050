// Amounts as players type them, read exactly into minor units.
import { describe, expect, it } from 'vitest';
import { typedAmountMinor } from './money.ts';

describe('typedAmountMinor', () => {
  it('reads spaces, a decimal comma or point, and up to two decimals exactly', () => {
    expect(typedAmountMinor('1 000,5')).toBe(100_050);
    expect(typedAmountMinor('0.29')).toBe(29);
    expect(typedAmountMinor('25')).toBe(2500);
    expect(typedAmountMinor('1\u00a0234.01')).toBe(123_401);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', ' ', '-5', '1.005', '1e3', 'abc', '1,2,3', '.5', '5.'])
      expect(typedAmountMinor(text), text).toBeNull();
  });
});
