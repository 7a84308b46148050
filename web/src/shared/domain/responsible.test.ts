// The responsible-play rules every feature applies: which restriction is
// running, how much a deposit limit still allows, and when the automatic
// PayIn may open.
import { describe, expect, it } from 'vitest';
import { limitsAnswer, NO_LIMIT } from '../../test/responsible.ts';
import { autoPayInAllowed, depositRoom } from './responsible.ts';
import { activeRestriction } from './restriction.ts';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const none = NO_LIMIT;
const limits = limitsAnswer;

const timeout = (until: string | null) =>
  limits({
    restriction: {
      kind: until === null ? 'self_exclusion' : 'timeout',
      period: until === null ? 'permanent' : '24h',
      started_at: '2026-11-24T10:00:00Z',
      until,
    },
  });

describe('responsible-play rules', () => {
  it('a restriction holds until its end, a permanent one always', () => {
    expect(activeRestriction(timeout('2026-11-25T10:00:00Z'), NOW)?.kind).toBe('timeout');
    expect(activeRestriction(timeout('2026-11-24T11:59:59Z'), NOW)).toBeNull();
    expect(activeRestriction(timeout(null), NOW)?.kind).toBe('self_exclusion');
    expect(activeRestriction(limits(), NOW)).toBeNull();
    expect(activeRestriction(undefined, NOW)).toBeNull();
  });

  it('the deposit room is the least any set deposit limit leaves', () => {
    expect(depositRoom(limits())).toBeNull();
    const set = limits({
      deposit: { day: 1000, week: 5000, month: null },
      remaining: { deposit: { day: 300, week: 4200, month: null }, loss: none, wager: none },
    });
    expect(depositRoom(set)).toBe(300);
  });

  it('the automatic PayIn opens only when allowed, not used up and no restriction runs', () => {
    expect(autoPayInAllowed(limits(), NOW)).toBe(true);
    expect(autoPayInAllowed(limits({ auto_payin: false }), NOW)).toBe(false);
    expect(autoPayInAllowed(timeout('2026-11-25T10:00:00Z'), NOW)).toBe(false);
    expect(autoPayInAllowed(timeout('2026-11-24T11:00:00Z'), NOW)).toBe(true);
    const usedUp = limits({
      deposit: { day: 1000, week: null, month: null },
      remaining: { deposit: { day: 0, week: null, month: null }, loss: none, wager: none },
    });
    expect(autoPayInAllowed(usedUp, NOW)).toBe(false);
  });
});
