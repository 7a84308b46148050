// A part of a page that is not part of its first visit (its code, its words,
// its calls): it loads once the first page is on screen
// (shared/lib/first-page.ts), below the fold or beside the page's purpose
// (the fairness panel, the live bets feed, the big wins). Its place is held
// meanwhile, so nothing around it moves when it comes; a part that cannot
// load leaves its place empty and the page works on.
import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';
import { type MessageGroup, WithMessages } from '../../i18n/i18n.tsx';
import { useFirstPageShown } from '../lib/first-page.ts';

/** For `lazy`: a module that did not load renders nothing. */
export const renderNothing = () => ({ default: () => null });

/** `Part` with its message `groups`, once the first page is shown; `place` (a class) holds its room. */
export function AfterFirstPage<P extends object>({
  Part,
  props,
  groups,
  place,
}: {
  Part: LazyExoticComponent<ComponentType<P>>;
  props: P;
  groups: readonly MessageGroup[];
  place: string;
}) {
  const shown = useFirstPageShown();
  const held = <div className={place} aria-hidden="true" />;
  if (!shown) return held;
  return (
    <WithMessages groups={groups} fallback={held}>
      <Suspense fallback={held}>
        <Part {...props} />
      </Suspense>
    </WithMessages>
  );
}
