// A fixed or sticky part's height as a CSS variable on the document
// (`--header-height`), kept current as it changes (a navigation row that
// wraps, a language with longer words), for what sticks below it to stand
// clear of it (the sportsbook's menu and slip columns). Removed when the
// part unmounts, so the fallbacks of the CSS apply again.
import { type RefObject, useLayoutEffect } from 'react';

/** Publishes `ref`'s element height as `name` (`--header-height`) on <html>. */
export function usePublishedHeight(ref: RefObject<HTMLElement | null>, name: `--${string}`): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(name, `${Math.ceil(element.getBoundingClientRect().height)}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name]);
}
