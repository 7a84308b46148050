// The catalog's name of a slot or live game, by its slug: the API has no call
// for one game, so its catalog is searched by the slug's words and the game
// with that slug taken. The page's document head (app/seo) asks for it with
// the same call as the game's page, so both share one request.
import { type CatalogKind, useCatalog } from './api.ts';

/** The catalog's name of the game with `slug`, or undefined while unknown (or not in the catalog). */
export function useGameTitle(kind: CatalogKind, slug: string | undefined): string | undefined {
  const query = useCatalog(kind, slug ? { search: slug.replace(/-/g, ' '), per_page: 100 } : null);
  return query.data?.data.find((game) => game.slug === slug)?.title;
}
