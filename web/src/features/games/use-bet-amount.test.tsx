// The bet panel's amount follows the player's currency when it arrives after
// the board (the profile loads beside the page), unless the player typed one.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBetAmount } from './use-bet-amount.ts';

const RUB = { min: 1, max: 10_000 };
const KZT = { min: 5, max: 50_000 };

describe('useBetAmount', () => {
  it('starts at the smallest bet and moves with new limits while untouched', () => {
    const { result, rerender } = renderHook(({ limits }) => useBetAmount(limits), {
      initialProps: { limits: RUB },
    });
    expect(result.current[0]).toBe('1');
    rerender({ limits: KZT });
    expect(result.current[0]).toBe('5');
  });

  it('keeps what the player typed when the limits change', () => {
    const { result, rerender } = renderHook(({ limits }) => useBetAmount(limits), {
      initialProps: { limits: RUB },
    });
    act(() => result.current[1]('250'));
    rerender({ limits: KZT });
    expect(result.current[0]).toBe('250');
  });
});
