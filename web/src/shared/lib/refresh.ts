// Revalidates every cached answer of a call whatever its parameters, for a
// mutation whose effect shows in queries another feature owns (a payout
// changes every page of the history, which the account feature asks for).
// Keys are matched on the call's path, the first part of every key apiKey()
// makes, so no key is written by hand. Kept out of shared/lib/api.tsx: only
// lazily loaded modules use it, and api.tsx is on the first visit.
import type { ApiPath } from '@casino/sdk';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** Revalidates every cached answer of the GET calls at `paths`, whatever their parameters. */
export function useRefreshCalls(): (...paths: ApiPath<'get'>[]) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    (...paths: ApiPath<'get'>[]) =>
      mutate((key) => Array.isArray(key) && (paths as unknown[]).includes(key[0])),
    [mutate],
  );
}
