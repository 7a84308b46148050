// The answers every handler shares: the spec's error bodies (SPEC.md section 8:
// `errors` maps a field to message codes the client translates through
// error.* keys; a responsible-play refusal adds its `code` and `resets_at`),
// the acknowledgement, the signed-in guard, paging and the `limit` of the
// lists of rounds and bets.
import type { Refusal } from './world/model.ts';
import type { Player, World } from './world/world.ts';

/** 422 with field messages. */
export const invalid = (errors: Record<string, string[]>) => ({
  status: 422 as const,
  body: { message: 'The given data was invalid.', errors },
});

/**
 * 422 of a refused outcome: its field messages and, for a responsible-play
 * refusal, its `code` and `resets_at` (when it lifts; null: no time does).
 */
export const refusedAnswer = (failure: { errors: Record<string, string[]>; refusal?: Refusal }) => {
  const { refusal, errors } = failure;
  if (!refusal) return invalid(errors);
  return {
    status: 422 as const,
    body: {
      message: refusal.message,
      code: refusal.code,
      errors,
      resets_at: refusal.resetsAt === null ? null : new Date(refusal.resetsAt).toISOString(),
    },
  };
};

/** 401: no valid bearer token. */
export const unauthorized = () => ({
  status: 401 as const,
  body: { message: 'Unauthenticated.' },
  headers: { 'WWW-Authenticate': 'Bearer realm="api"' },
});

/** 404 with what was not found. */
export const notFound = (what: string) => ({
  status: 404 as const,
  body: { message: `${what} not found.`, code: 404 },
});

/** 200 `{ success: true }`. */
export const done = () => ({ status: 200 as const, body: { success: true } });

/** `withPlayer(then)(token)`: runs `then` with the player of the bearer token, or answers 401. */
export const playerGuard =
  (world: World) =>
  <A>(then: (player: Player) => A) =>
  (token: string | null) => {
    const player = world.playerOf(token);
    return player ? then(player) : unauthorized();
  };

/** A list's `limit` query: 20 by default, 1–100 (Prism refuses others before they get here). */
export function limitOf(text: string | undefined): number {
  const limit = Number(text ?? 20);
  if (!Number.isInteger(limit)) return 20;
  return Math.min(Math.max(limit, 1), 100);
}

/**
 * One page of `items` by the query's `page` (from 1) and `per_page` (1 to
 * 100, 24 by default), with its meta; or the 422 of a bad page or size.
 */
export function paged<T>(items: T[], query: { page?: string; per_page?: string }) {
  const page = Number(query.page ?? 1);
  const perPage = Number(query.per_page ?? 24);
  if (!Number.isInteger(page) || page < 1) return invalid({ page: ['validation.min.numeric'] });
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
    return invalid({ per_page: ['validation.between.numeric'] });
  return {
    data: items.slice((page - 1) * perPage, page * perPage),
    meta: { page, per_page: perPage, total: items.length },
  };
}
