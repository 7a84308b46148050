// Answers of GET /responsible/limits for the web tests: a player with no
// limit set and no restriction, changed by what a test passes, and a running
// time-out or self-exclusion. One shape for every test, so a
// change of the contract is made here once.
import type { ResponsibleLimits } from '../shared/domain/responsible.ts';

/** No limit in any period. */
export const NO_LIMIT = { day: null, week: null, month: null } as const;

/** The limits answer: none set, the defaults, no restriction; `over` replaces whole fields. */
export function limitsAnswer(over: Partial<ResponsibleLimits> = {}): ResponsibleLimits {
  return {
    currency: 'RUB',
    deposit: { ...NO_LIMIT },
    loss: { ...NO_LIMIT },
    wager: { ...NO_LIMIT },
    remaining: { deposit: { ...NO_LIMIT }, loss: { ...NO_LIMIT }, wager: { ...NO_LIMIT } },
    session_minutes: null,
    reality_check_minutes: 60,
    auto_payin: true,
    pending: [],
    restriction: null,
    ...over,
  };
}

/** A time-out that started now and runs for `ms` (a day unless told). */
export function timeoutRestriction(ms = 86_400_000, period: '24h' | '7d' | '30d' = '24h') {
  return {
    kind: 'timeout',
    period,
    started_at: new Date().toISOString(),
    until: new Date(Date.now() + ms).toISOString(),
  } as const;
}
