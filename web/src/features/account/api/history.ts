// The player's money movements (the inferred GET /profile/history: deposits
// credited, withdrawals and their returns, newest first), a page at a time,
// checked with the spec's schema. A payout's movements carry its status.
import { matches } from '../../../shared/lib/answers.ts';
import { useApiQuery } from '../../../shared/lib/api.tsx';

/** Movements per page. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * How often a page with a pending payout is asked again (the sandbox pays one
 * 30 s after its request), so it shows pending until it is paid or failed.
 */
export const PENDING_REFRESH_MS = 10_000;

/** One page (from 1) of the movements; null skips the call (a guest). */
export function useHistory(page: number | null) {
  return useApiQuery(
    '/profile/history',
    page === null ? null : { params: { query: { page, per_page: HISTORY_PAGE_SIZE } } },
    {
      check: matches('zListHistoryResponse'),
      // Polls only while a payout on the page is pending; 0 stops once settled.
      refreshInterval: (answer) =>
        answer?.data.some((m) => m.status === 'pending') ? PENDING_REFRESH_MS : 0,
    },
  );
}
