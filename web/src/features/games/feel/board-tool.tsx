// A tool at the end of a board's bar (the session statistics, the settings):
// an icon button opening a small panel, which loads when first opened.
import type { ReactNode } from 'react';
import { LazyDetails } from '../../../shared/ui/lazy-details.tsx';
import './feel.css';

/** A tool's 24-unit icon: one path, filled or drawn as a line. */
export function ToolIcon({ d, line = false }: { d: string; line?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d={d}
        fill={line ? 'none' : 'currentColor'}
        stroke={line ? 'currentColor' : undefined}
        strokeWidth={line ? 2 : undefined}
        strokeLinecap={line ? 'round' : undefined}
        strokeLinejoin={line ? 'round' : undefined}
      />
    </svg>
  );
}

/** The button (`icon`, named by `title`) and its panel (`children`). */
export function BoardTool({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <LazyDetails
      className="feel"
      summary={
        <summary className="feel__button" title={title}>
          {icon}
          <span className="visually-hidden">{title}</span>
        </summary>
      }
    >
      {children}
    </LazyDetails>
  );
}
