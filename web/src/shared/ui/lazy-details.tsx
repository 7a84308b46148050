// A disclosure whose body mounts when it is first opened, in Suspense, so a
// body loaded on demand (a lazy component and its words) costs nothing until
// asked for; once opened it stays mounted (a run it started goes on folded).
import { type ReactNode, Suspense, useState } from 'react';

/** `summary` always; `children` from the first opening on. */
export function LazyDetails({
  className,
  summary,
  children,
  fallback = null,
}: {
  className: string;
  summary: ReactNode;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className={className}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      {summary}
      {opened ? <Suspense fallback={fallback}>{children}</Suspense> : null}
    </details>
  );
}
