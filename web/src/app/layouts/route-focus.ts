// Where the keyboard focus goes after a route change inside the app: to the
// new page's heading (its <h1>, made focusable with tabIndex -1) once it is
// on screen, so that a screen reader reads the new page's title and Tab
// starts from the page, not from the link that was pressed or from <body>.
// While the page is still loading, <main> holds the focus after
// MAIN_AFTER_MS, until the heading comes (a page without one keeps it there).
//
// Not on the first load (the browser starts at the top of the document),
// not for redirects the app makes before the visitor has done anything, and
// not when only the query or the hash changes (a filter, a modal's flag). The
// visitor comes first: once they move the focus into the page or a dialog
// (a modal opened by the new address), it stays where they put it. The
// mover (focus-new-page.ts) loads at the first route change.
import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router';

/** The path the app last showed (module-wide: a layout change mounts another layout). */
let shownPath: string | null = null;
/** Whether the visitor has pressed, typed or gone back or forward since the page loaded. */
let acted = false;
let listening = false;

/** Starts noting the visitor's first action (once). */
function listenForVisitor(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const note = () => {
    acted = true;
  };
  for (const type of ['pointerdown', 'keydown', 'popstate'])
    window.addEventListener(type, note, { capture: true, passive: true });
}

/** Focuses the new page's heading after each route change the visitor made (see above). */
export function useRouteFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  listenForVisitor();
  useEffect(() => {
    const first = shownPath === null;
    const same = shownPath === pathname;
    shownPath = pathname;
    const box = main.current;
    if (first || same || !acted || !box) return;
    let stop: (() => void) | undefined;
    let left = false;
    import('./focus-new-page.ts')
      .then((mover) => {
        if (!left) stop = mover.focusNewPage(box);
      })
      .catch((error: unknown) => console.error('the focus could not follow the page', error));
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname, main]);
}
