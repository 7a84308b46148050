// A catalog page: search, provider and category filters, pages of game tiles.
// Categories come from the API as slugs: the known ones are named in the
// interface language, any other by its slug made readable ("bonus-buy" →
// "Bonus buy"). Providers are brands, shown as the API names them.

import { useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { FirstData } from '../../../shared/lib/api.tsx';
import { Grid, QueryView } from '../../../shared/ui/page-parts.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';
import { type CatalogKind, catalogFilters, startCatalog, useCatalog } from '../api.ts';
import { GameCard } from './game-card.tsx';
import './catalog.css';

const PER_PAGE = 24;
/** The cards on a phone's first screen (two rows of two): their covers load at once. */
const FIRST_CARDS = 4;

/** The category slugs the interface names (catalog.categories.*). */
const CATEGORIES = [
  'popular',
  'new',
  'bonus-buy',
  'jackpot',
  'roulette',
  'blackjack',
  'game-show',
  'baccarat',
] as const;

const isKnownCategory = (slug: string): slug is (typeof CATEGORIES)[number] =>
  (CATEGORIES as readonly string[]).includes(slug);

/** A slug the interface does not know, made readable: "live-poker" → "Live poker". */
const readable = (slug: string) => {
  const words = slug.replaceAll(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The catalog's first page, started before it renders (the catalog pages' firstData). */
export const startFirstCatalogPage = (first: FirstData, kind: CatalogKind) =>
  startCatalog(first, kind, catalogFilters(first.search, PER_PAGE));

/** The catalog of slots or live games, with filters kept in the URL. */
export function Catalog({ kind }: { kind: CatalogKind }) {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const filters = catalogFilters(params, PER_PAGE);
  const page = filters.page ?? 1;
  const query = useCatalog(kind, filters);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  return (
    <>
      <search className="filters">
        <label className="field">
          <span className="field__label">{t('catalog.search')}</span>
          <input
            className="input"
            type="search"
            defaultValue={filters.search ?? ''}
            placeholder={t('catalog.searchPlaceholder')}
            onChange={(e) => set('search', e.currentTarget.value.trim())}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('catalog.provider')}</span>
          <select
            className="input"
            value={filters.provider ?? ''}
            onChange={(e) => set('provider', e.currentTarget.value)}
          >
            <option value="">{t('catalog.all')}</option>
            {(query.data?.providers ?? []).map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('catalog.category')}</span>
          <select
            className="input"
            value={filters.category ?? ''}
            onChange={(e) => set('category', e.currentTarget.value)}
          >
            <option value="">{t('catalog.all')}</option>
            {(query.data?.categories ?? []).map((c) => (
              <option key={c} value={c}>
                {isKnownCategory(c) ? t(`catalog.categories.${c}`) : readable(c)}
              </option>
            ))}
          </select>
        </label>
      </search>
      <QueryView query={query} empty={t('catalog.empty')} isEmpty={(d) => d.data.length === 0}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.meta.total / data.meta.per_page));
          return (
            <>
              <Grid>
                {data.data.map((game, index) => (
                  <GameCard
                    key={game.id}
                    game={game}
                    kind={kind}
                    heading={2}
                    first={index < FIRST_CARDS}
                  />
                ))}
              </Grid>
              {pages > 1 ? (
                <Pager
                  page={page}
                  pages={pages}
                  onPage={(p) => set('page', String(p))}
                  label={t('catalog.pages')}
                  previous={t('catalog.previous')}
                  next={t('catalog.next')}
                  position={t('catalog.pageOf', { page, pages })}
                />
              ) : null}
            </>
          );
        }}
      </QueryView>
    </>
  );
}
