// The player's money movements (the inferred GET /profile/history: deposits
// credited, withdrawals and their returns, newest first), a page at a time,
// checked with the spec's schema.
import { zListHistoryResponse } from '@casino/sdk/schemas';
import { matches } from '../../../shared/answers.ts';
import { useApiQuery } from '../../../shared/api.tsx';

/** Movements per page. */
export const HISTORY_PAGE_SIZE = 20;

/** One page (from 1) of the movements; null skips the call (a guest). */
export function useHistory(page: number | null) {
  return useApiQuery(
    '/profile/history',
    page === null ? null : { params: { query: { page, per_page: HISTORY_PAGE_SIZE } } },
    { check: matches(zListHistoryResponse) },
  );
}
