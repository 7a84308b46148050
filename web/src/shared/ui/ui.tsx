// What every first page needs, in the first visit's scripts: the page frame
// (title, lead), the loading state and the page skeleton. The parts of
// pages' content (sections, grids, facts, a query's states) are in
// page-parts.tsx, which loads with the pages.
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';

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
