// The box a wide table scrolls sideways in on a narrow screen. While it does
// scroll, it is a named region that takes the keyboard focus, so that a
// keyboard user can scroll it with the arrow keys and a screen reader names
// what scrolls (WCAG 2.1.1; axe's scrollable-region-focusable). A table that
// fits adds no tab stop.
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** A table's scrolling box; `label` names it while it scrolls (the table's title). */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className="table-wrap"
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
