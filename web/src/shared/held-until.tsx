// A page body held until the answers that decide its shape are in: useAnswered
// says when, HeldUntil keeps the body hidden (but rendered, so its queries run)
// behind a skeleton until then. Its own module, out of the first visit: only
// pages that load on demand use it.
import { type ReactNode, useEffect, useState } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { PageSkeleton } from './ui.tsx';

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

/**
 * A page body held until `ready` (see useAnswered): rendered meanwhile (its
 * queries run) but hidden, a skeleton in its place; then shown whole.
 */
export function HeldUntil({ ready, children }: { ready: boolean; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      {ready ? null : <PageSkeleton label={t('common.loading')} heading={false} />}
      <div hidden={!ready}>{children}</div>
    </>
  );
}
