// Tournament data (the inferred operations of the spec), checked with the
// spec's schemas: a wrong field (an unknown status, a prize list that is not a
// list) shows the load error instead of breaking the page.
import type { components } from '@casino/sdk';
import { matches } from '../../shared/lib/answers.ts';
import { type FirstData, useApiQuery } from '../../shared/lib/api.tsx';

/** A tournament status. */
export type TournamentStatus = components['schemas']['TournamentStatus'];
/** Every status, in tab order. */
export const TOURNAMENT_STATUSES: readonly TournamentStatus[] = ['active', 'upcoming', 'finished'];

const listInit = (status?: TournamentStatus) => ({
  params: { query: status ? { status } : {} },
});

/** Tournaments, optionally with one status. */
export function useTournaments(status?: TournamentStatus) {
  return useApiQuery('/tournaments', listInit(status), {
    check: matches('zListTournamentsResponse'),
  });
}

/** Starts the tournaments' call before the page renders (a page's firstData). */
export function startTournaments(first: FirstData, status?: TournamentStatus): void {
  first.start('/tournaments', listInit(status));
}

/** One tournament; failures show on the page (a 404 as "no such tournament"), not as notifications. */
export function useTournament(id: number | undefined) {
  return useApiQuery('/tournaments/{id}', id ? { params: { path: { id } } } : null, {
    check: matches('zGetTournamentResponse'),
    notify: false,
  });
}
