// Previous / next under a paged list (the slots and live catalogs, the
// history): one component and one style for every list, its words from the
// caller's messages. Like the rest of shared/ it ships in the vendor chunk
// (web/vite.config.ts): about 30 bytes of the first visit.
import './pager.css';

/** The pager of page `page` of `pages`; shown by the caller only when there is more than one. */
export function Pager({
  page,
  pages,
  onPage,
  label,
  previous,
  next,
  position,
  small = false,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name. */
  label: string;
  previous: string;
  next: string;
  /** "Page 2 of 5", in the caller's words. */
  position: string;
  small?: boolean;
}) {
  const button = `button button--ghost${small ? ' button--small' : ''}`;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className={button}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {previous}
      </button>
      <span>{position}</span>
      <button
        type="button"
        className={button}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {next}
      </button>
    </nav>
  );
}
