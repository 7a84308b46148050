// Building blocks every page uses: the page frame (title, lead), sections,
// card grids, and the loading, empty and error states.
import type { ApiError } from '@casino/sdk';
import { type ReactNode, useDeferredValue } from 'react';
import { useI18n } from '../i18n/i18n.tsx';

/** A page: its translated title, an optional lead and the content (the document title: app/seo). */
export function PageFrame({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className="page">
      <header className="page__header">
        <div>
          <h1 className="page__title">{title}</h1>
          {lead ? <p className="page__lead">{lead}</p> : null}
        </div>
        {actions ? <div className="page__actions">{actions}</div> : null}
      </header>
      {children}
    </article>
  );
}

/** A titled section of a page. */
export function Section({
  title,
  more,
  children,
}: {
  title: string;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="section">
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

/** A placeholder while data loads. */
export function Loading() {
  const { t } = useI18n();
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

/**
 * A page's place while its code, messages or the region check load (or, with
 * `heading` false, a page body's while its answers do): the shapes of a
 * heading, a lead and content, no visible text (so nothing reads
 * as a key or jumps when the words arrive); `label` is for screen readers.
 */
export function PageSkeleton({ label, heading = true }: { label: string; heading?: boolean }) {
  return (
    <div className="page-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {heading ? <span className="page-skeleton__title shimmer" /> : null}
      {heading ? <span className="page-skeleton__lead shimmer" /> : null}
      <span className="page-skeleton__body shimmer" />
    </div>
  );
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
