// Tournament data (the inferred operations of the spec).
import { type components, unwrap } from '@casino/sdk';
import { ensureShape, hasList, useApiQuery } from '../../shared/api.tsx';

/** A tournament status. */
export type TournamentStatus = components['schemas']['TournamentStatus'];
/** Every status, in tab order. */
export const TOURNAMENT_STATUSES: readonly TournamentStatus[] = ['active', 'upcoming', 'finished'];

/** Tournaments, optionally with one status. */
export function useTournaments(status?: TournamentStatus) {
  return useApiQuery(['/tournaments', status ?? null] as const, (api) =>
    unwrap(api.GET('/tournaments', { params: { query: status ? { status } : {} } })).then(
      ensureShape('GET /tournaments', hasList),
    ),
  );
}

/** One tournament; failures show on the page (a 404 as "no such tournament"), not as notifications. */
export function useTournament(id: number | undefined) {
  return useApiQuery(
    id ? (['/tournaments/{id}', id] as const) : null,
    (api) =>
      unwrap(api.GET('/tournaments/{id}', { params: { path: { id: id as number } } })).then(
        ensureShape(
          'GET /tournaments/{id}',
          (d: { data?: { title?: unknown } } | null) => typeof d?.data?.title === 'string',
        ),
      ),
    { notify: false },
  );
}
