// Moving the focus to a new page's heading (route-focus.ts says when and
// why): the heading once it is on screen, <main> meanwhile after
// MAIN_AFTER_MS, and nothing once the visitor has put the focus in the page
// or a dialog. Loaded at the first route change, out of the first visit.

/** How long the heading may take before <main> takes the focus meanwhile. */
const MAIN_AFTER_MS = 3_000;
/** How long the heading is waited for at most (a page's code may take this long: CHUNK_TIMEOUT_MS). */
const GIVE_UP_MS = 20_000;

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
export function focusNewPage(main: HTMLElement): () => void {
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
