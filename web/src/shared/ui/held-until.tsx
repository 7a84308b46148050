// When a page body whose sections depend on several answers may show:
// useAnswered, for HeldUntil (shared/ui/ui.tsx). Its own module, out of the
// first visit: only pages that load on demand use it.
import { useEffect, useState } from 'react';

/** A query as useAnswered reads it. */
interface Answerable {
  data?: unknown;
  error?: unknown;
  isLoading: boolean;
}

/**
 * True once every query has answered (data or an error; a query not asked,
 * with no key, counts) and from then on. A page whose sections depend on
 * several answers shows its body then, whole, behind a PageSkeleton until
 * then: a late section never pushes the others down (a layout shift), and a
 * retry after an error never hides the body again.
 */
export function useAnswered(...queries: Answerable[]): boolean {
  const now = queries.every((q) => q.data !== undefined || q.error !== undefined || !q.isLoading);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (now) setSettled(true);
  }, [now]);
  return settled || now;
}
