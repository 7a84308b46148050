// The billing data's bonus offer as the sandbox gives it (the welcome pack's
// first step in RUB), for tests of what PayIn and the welcome say of it.
import type { components } from '@casino/sdk';

type BonusTerms = components['schemas']['BonusTerms'];

/** The first deposit's terms; `overrides` change a field or two. */
export const bonusTerms = (overrides: Partial<BonusTerms> = {}): BonusTerms => ({
  step: 1,
  steps: 4,
  percent: 100,
  max_amount: 30000,
  free_spins: 0,
  wager: 35,
  max_bet: 500,
  days: 7,
  games: [],
  ...overrides,
});
