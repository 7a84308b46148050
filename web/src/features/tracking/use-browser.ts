// The browser family for the userBrowser cookie (SPEC.md sections 3 and 9),
// from the SDK's device rules. ua-parser-js is large and its patterns take a
// slow phone tens of milliseconds, so it loads after the first paint and
// reads the browser alone; until then the family is null.
import { useEffect, useState } from 'react';
import { nextTask } from '../../shared/lib/next-task.ts';

let cached: string | null | undefined;

/** The browser family (`Chrome`, `Safari`…), once detected; null before that or when unknown. */
export function useBrowser(): string | null {
  const [browser, setBrowser] = useState<string | null>(cached ?? null);
  useEffect(() => {
    if (cached !== undefined) return;
    let current = true;
    import('@casino/sdk/device')
      // Its patterns in a task of their own, not with the module's evaluation.
      .then(async ({ detectBrowser }) => {
        await nextTask();
        cached = detectBrowser(navigator.userAgent);
        if (current) setBrowser(cached);
      })
      .catch((error: unknown) => console.error('browser detection did not load', error));
    return () => {
      current = false;
    };
  }, []);
  return browser;
}
