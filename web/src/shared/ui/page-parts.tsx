// The parts of pages' content: titled sections, card grids, label and value
// lists, and a query's loading, empty and error states. They load with the
// pages that use them (the frame every first page needs is ui.tsx, in the
// first visit's scripts).
import type { ApiError } from '@casino/sdk';
import { type ReactNode, useDeferredValue } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { Loading, PageSkeleton } from './ui.tsx';

/** A titled section of a page. */
export function Section({
  title,
  more,
  belowFold = false,
  children,
}: {
  title: string;
  more?: ReactNode;
  /** The section starts below the first screen: the browser lays it out as it nears the viewport. */
  belowFold?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={belowFold ? 'section section--below-fold' : 'section'}>
      <header className="section__header">
        <h2 className="section__title">{title}</h2>
        {more}
      </header>
      {children}
    </section>
  );
}

/** A responsive grid of cards. */
export function Grid({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={wide ? 'grid grid--wide' : 'grid'}>{children}</div>;
}

/**
 * Content held until `ready`: rendered meanwhile (its code and queries load)
 * but hidden, a skeleton with `label` for screen readers in its place; then
 * shown whole. The region check holds the page with it (geo-gate.tsx), pages
 * their body until their answers are in (useAnswered).
 */
export function HeldUntil({
  ready,
  label,
  heading = false,
  children,
}: {
  ready: boolean;
  label: string;
  heading?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {ready ? null : <PageSkeleton label={label} heading={heading} />}
      <div className="held" hidden={!ready}>
        {children}
      </div>
    </>
  );
}

/** What to show when a list is empty. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="state state--empty">{children}</p>;
}

/** A failed load with a retry button. */
export function LoadError({ error, retry }: { error: ApiError | undefined; retry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="state state--error" role="alert">
      <p>{error?.kind === 'network' ? t('error.network') : t('common.loadFailed')}</p>
      <button type="button" className="button button--ghost" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** Renders a query's data, or its loading, error or empty state. */
export function QueryView<T>({
  query,
  empty,
  isEmpty,
  children,
}: {
  query: { data?: T; error?: ApiError; isLoading: boolean; mutate: () => unknown };
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  // The first answer renders in a transition, which yields to the browser
  // between components (an answer arrives in a store update, which React
  // would otherwise render in one piece: a long task for a list of cards);
  // later answers (a poll, a reload) show at once.
  const deferred = useDeferredValue(query.data);
  const data = deferred === undefined ? undefined : query.data;
  if (query.error && query.data === undefined)
    return <LoadError error={query.error} retry={() => void query.mutate()} />;
  if (data === undefined) return <Loading />;
  if (empty && isEmpty?.(data)) return <Empty>{empty}</Empty>;
  return <>{children(data)}</>;
}

/** Label and value pairs (profile data, tournament facts, limits). */
export function Facts({
  items,
  className = 'facts',
}: {
  items: [label: string, value: ReactNode][];
  className?: string;
}) {
  return (
    <dl className={className}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
