// Game data: the slots and live-casino catalogs and launch addresses (the
// inferred operations of the spec), checked with the spec's schemas.
import { unwrap } from '@casino/sdk';
import {
  zGetGameDemoLaunchResponse,
  zListLiveCasinoResponse,
  zListSlotsResponse,
  zStartGamePlayResponse,
} from '@casino/sdk/schemas';
import { matches } from '../../shared/answers.ts';
import { apiKey, useApiQuery, useKeyedQuery } from '../../shared/api.tsx';

/** Which catalog. */
export type CatalogKind = 'slots' | 'live';

/** Catalog filters. */
export interface CatalogFilters {
  search?: string;
  provider?: string;
  category?: string;
  page?: number;
  per_page?: number;
}

const clean = (f: CatalogFilters) =>
  Object.fromEntries(
    Object.entries(f).filter(([, v]) => v !== undefined && v !== ''),
  ) as CatalogFilters;

/** One page of a catalog. */
export function useCatalog(kind: CatalogKind, filters: CatalogFilters | null) {
  return useApiQuery(
    kind === 'slots' ? '/games/slots' : '/games/live-casino',
    filters ? { params: { query: clean(filters) } } : null,
    { check: matches(kind === 'slots' ? zListSlotsResponse : zListLiveCasinoResponse) },
  );
}

/** The demo launch address of a game (no login needed). */
export function useDemoLaunch(slug: string | undefined) {
  return useApiQuery('/games/{slug}/demo', slug ? { params: { path: { slug } } } : null, {
    check: matches(zGetGameDemoLaunchResponse),
  });
}

/**
 * The real-money launch address (a logged-in player with a balance); null
 * skips. A POST that reads, so it has its own fetcher; not asked again while
 * the page stays.
 */
export function usePlayLaunch(slug: string | undefined, enabled: boolean) {
  const init = { params: { path: { slug: slug ?? '' } } };
  return useKeyedQuery(
    apiKey('/games/{slug}/play', slug && enabled ? init : null),
    (client, signal) => unwrap(client.POST('/games/{slug}/play', { ...init, signal })),
    { check: matches(zStartGamePlayResponse), revalidateIfStale: false },
  );
}
