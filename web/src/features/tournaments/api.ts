// Tournament data (the inferred operations of the spec).
import { type components, unwrap } from '@casino/sdk';
import { ensureShape, useApiQuery } from '../../shared/api.tsx';

/** A tournament status. */
export type TournamentStatus = components['schemas']['TournamentStatus'];
/** Every status, in tab order. */
export const TOURNAMENT_STATUSES: readonly TournamentStatus[] = ['active', 'upcoming', 'finished'];

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null;
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
/** An optional list whose rows all pass `ok`. */
const optionalList = (value: unknown, ok: (row: Row) => boolean) =>
  value === undefined || (Array.isArray(value) && value.every((row) => isRow(row) && ok(row)));

/**
 * What the cards and the page read, checked before rendering: a wrong field
 * (an unknown status, a prize list that is not a list) would otherwise break
 * the page instead of showing the load error.
 */
export function isTournament(value: unknown): boolean {
  return (
    isRow(value) &&
    isNumber(value.id) &&
    typeof value.title === 'string' &&
    (TOURNAMENT_STATUSES as readonly unknown[]).includes(value.status) &&
    typeof value.starts_at === 'string' &&
    typeof value.ends_at === 'string' &&
    isNumber(value.prize_pool) &&
    (value.description === undefined || typeof value.description === 'string') &&
    optionalList(value.prizes, (p) => isNumber(p.place) && isNumber(p.amount)) &&
    optionalList(
      value.leaders,
      (l) => isNumber(l.place) && typeof l.player === 'string' && isNumber(l.points),
    )
  );
}

/** Tournaments, optionally with one status. */
export function useTournaments(status?: TournamentStatus) {
  return useApiQuery(['/tournaments', status ?? null] as const, (api) =>
    unwrap(api.GET('/tournaments', { params: { query: status ? { status } : {} } })).then(
      ensureShape('GET /tournaments', (d: { data?: unknown } | null) =>
        optionalList(d?.data ?? null, isTournament),
      ),
    ),
  );
}

/** One tournament; failures show on the page (a 404 as "no such tournament"), not as notifications. */
export function useTournament(id: number | undefined) {
  return useApiQuery(
    id ? (['/tournaments/{id}', id] as const) : null,
    (api) =>
      unwrap(api.GET('/tournaments/{id}', { params: { path: { id: id as number } } })).then(
        ensureShape('GET /tournaments/{id}', (d: { data?: unknown } | null) =>
          isTournament(d?.data),
        ),
      ),
    { notify: false },
  );
}
