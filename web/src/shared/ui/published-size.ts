// A floating or sticky part's place as CSS variables on the document, kept
// current as it changes (a navigation row that wraps, a language with longer
// words), for the rest of the page to make room for it: the header's height
// (`--header-height`, below which the sportsbook's columns stick), the
// free-spin widget's room at the page's end and its top edge (`--float-room`,
// `--float-top`, above which the sportsbook's slip bar stands). Removed when
// the part unmounts, so the fallbacks of the CSS apply again.
import { useLayoutEffect, useRef } from 'react';

/** What a part publishes: CSS variable names (`--header-height`) and their pixels. */
type Measure = (element: HTMLElement) => Readonly<Record<`--${string}`, number>>;

/** Publishes what `measure` reads of `element` on <html>, at every change of its size. */
export function usePublishedSize(element: HTMLElement | null, measure: Measure): void {
  // The latest `measure`, read at each change of size: a new function alone changes nothing.
  const latest = useRef(measure);
  latest.current = measure;
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    let names: string[] = [];
    const observer = new ResizeObserver(() => {
      const values = Object.entries(latest.current(element));
      names = values.map(([name]) => name);
      for (const [name, px] of values) root.style.setProperty(name, `${Math.ceil(px)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      for (const name of names) root.style.removeProperty(name);
    };
  }, [element]);
}
