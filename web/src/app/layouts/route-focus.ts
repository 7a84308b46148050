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
// (a modal opened by the new address), it stays where they put it.
import { type RefObject, useEffect } from 'react';
import { useLocation } from '../../shared/router.tsx';

/** How long the heading may take before <main> takes the focus meanwhile. */
const MAIN_AFTER_MS = 3_000;
/** How long the heading is waited for at most (a page's code may take this long: CHUNK_TIMEOUT_MS). */
const GIVE_UP_MS = 20_000;

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

/** The page's visible heading (not one held hidden or busy while its page loads). */
function visibleHeading(main: HTMLElement): HTMLElement | undefined {
  return [...main.querySelectorAll<HTMLElement>('h1')].find(
    (h1) => !h1.closest('[hidden], [aria-busy="true"]'),
  );
}

/**
 * Moves the focus to `main`'s heading once there is one (to `main` itself
 * meanwhile, after MAIN_AFTER_MS), unless the visitor moves it into the page
 * or a dialog first. Returns the cancel.
 */
function focusNewPage(main: HTMLElement): () => void {
  let placed: HTMLElement | null = null;
  let done = false;
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (target === placed || !(target instanceof Element)) return;
    if (main.contains(target) || target.closest('dialog')) stop();
  };
  const place = (element: HTMLElement) => {
    if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
    placed = element;
    element.focus();
  };
  const dialogOpen = () => document.querySelector('dialog[open]') !== null;
  /** Focuses the heading if it is there; true when nothing is left to do. */
  const attempt = () => {
    if (done) return true;
    if (dialogOpen()) {
      stop();
      return true;
    }
    const heading = visibleHeading(main);
    if (!heading) return false;
    place(heading);
    stop();
    return true;
  };
  const observer = new MutationObserver(() => void attempt());
  const meanwhile = setTimeout(() => {
    if (!done && !dialogOpen()) place(main);
  }, MAIN_AFTER_MS);
  const giveUp = setTimeout(() => stop(), GIVE_UP_MS);
  function stop() {
    done = true;
    observer.disconnect();
    clearTimeout(meanwhile);
    clearTimeout(giveUp);
    document.removeEventListener('focusin', onFocusIn, true);
  }
  document.addEventListener('focusin', onFocusIn, true);
  if (!attempt())
    observer.observe(main, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['hidden', 'aria-busy'],
    });
  return stop;
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
    return focusNewPage(box);
  }, [pathname, main]);
}
