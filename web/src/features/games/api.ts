// Game data: the slots and live-casino catalogs and launch addresses (the
// inferred operations of the spec).
import { unwrap } from '@casino/sdk';
import { useApiQuery } from '../../shared/api.tsx';

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
export function useCatalog(kind: CatalogKind, filters: CatalogFilters) {
  const query = clean(filters);
  const path = kind === 'slots' ? '/games/slots' : '/games/live-casino';
  return useApiQuery([path, query] as const, (api) =>
    kind === 'slots'
      ? unwrap(api.GET('/games/slots', { params: { query } }))
      : unwrap(api.GET('/games/live-casino', { params: { query } })),
  );
}

/** The demo launch address of a game (no login needed). */
export function useDemoLaunch(slug: string | undefined) {
  return useApiQuery(slug ? (['/games/{slug}/demo', slug] as const) : null, (api) =>
    unwrap(api.GET('/games/{slug}/demo', { params: { path: { slug: slug as string } } })),
  );
}

/** The real-money launch address (a logged-in player with a balance); null skips. */
export function usePlayLaunch(slug: string | undefined, enabled: boolean) {
  return useApiQuery(
    slug && enabled ? (['/games/{slug}/play', slug] as const) : null,
    (api) => unwrap(api.POST('/games/{slug}/play', { params: { path: { slug: slug as string } } })),
    { revalidateIfStale: false },
  );
}
