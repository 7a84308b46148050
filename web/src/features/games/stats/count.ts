// Counts a settled bet in the session's statistics (stats.ts, loaded with
// the first one: a game page's first visit carries none of it).
import type { CurrencyCode } from '@casino/sdk';

/** What a settled bet tells the statistics (amounts in major units). */
export interface SettledBet {
  game: string;
  amount: number;
  payout: number;
  currency: CurrencyCode | string;
}

/** Records `bet` under its mode (real or demo) and currency. */
export function countBet(mode: string, bet: SettledBet): void {
  void import('./stats.ts').then((stats) => stats.recordBet(mode, bet)).catch(() => undefined);
}
