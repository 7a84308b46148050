// A tool at the end of a board's bar (the session statistics, the settings):
// an icon button opening a small panel, which loads when first opened.
import type { ReactNode } from 'react';
import { LazyDetails } from '../../../shared/ui/lazy-details.tsx';
import './feel.css';

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
