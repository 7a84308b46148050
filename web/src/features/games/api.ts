// Game data: the slots and live-casino catalogs and launch addresses (the
// inferred operations of the spec), checked with the spec's schemas.
import { unwrap } from '@casino/sdk';
import { matches } from '../../shared/lib/answers.ts';
import { apiKey, type FirstData, useApiQuery, useKeyedQuery } from '../../shared/lib/api.tsx';

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

/** The filters an address asks for (the catalog keeps them in its query string). */
export function catalogFilters(params: URLSearchParams, perPage: number): CatalogFilters {
  return {
    search: params.get('search') ?? undefined,
    provider: params.get('provider') ?? undefined,
    category: params.get('category') ?? undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
    per_page: perPage,
  };
}

/** The call of a catalog's page: what the catalog asks and what a first visit starts, the same key. */
const catalogPath = (kind: CatalogKind) =>
  kind === 'slots' ? ('/games/slots' as const) : ('/games/live-casino' as const);
const catalogInit = (filters: CatalogFilters) => ({ params: { query: clean(filters) } });

/** Starts a catalog's page before the catalog renders (a catalog page's firstData). */
export function startCatalog(first: FirstData, kind: CatalogKind, filters: CatalogFilters): void {
  first.start(catalogPath(kind), catalogInit(filters));
}

/** One page of a catalog. */
export function useCatalog(kind: CatalogKind, filters: CatalogFilters | null) {
  return useApiQuery(catalogPath(kind), filters ? catalogInit(filters) : null, {
    check: matches(kind === 'slots' ? 'zListSlotsResponse' : 'zListLiveCasinoResponse'),
  });
}

/** The demo launch address of a game (no login needed). */
export function useDemoLaunch(slug: string | undefined) {
  return useApiQuery('/games/{slug}/demo', slug ? { params: { path: { slug } } } : null, {
    check: matches('zGetGameDemoLaunchResponse'),
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
    {
      check: matches('zStartGamePlayResponse'),
      revalidateIfStale: false,
    },
  );
}
