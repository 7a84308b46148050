// Whether a time-out or self-exclusion runs now, kept apart from
// the rest of the responsible-play code (shared/domain/responsible.ts, which the
// first visit does not load) because the header needs it: its Deposit button
// goes during one. The header does not ask for the limits itself: it reads
// the answer the reality check (features/play-safety) asks for every player
// from the cache, so a page costs no extra call and the first visit carries
// only this module (not the calls, nor the schema that checks the answer).
import type { components } from '@casino/sdk';
import useSWR from 'swr';
import { apiKey, useHasToken } from '../lib/api.tsx';

type Limits = components['schemas']['ResponsibleLimits'];
/** A running time-out or self-exclusion. */
export type Restriction = components['schemas']['Restriction'];

/** The restriction running at `now` (ms), or null (one whose end has passed no longer holds). */
export function activeRestriction(limits: Limits | undefined, now: number): Restriction | null {
  const restriction = limits?.restriction ?? null;
  if (!restriction) return null;
  if (restriction.until !== null && Date.parse(restriction.until) <= now) return null;
  return restriction;
}

/**
 * True while the cached limits (GET /responsible/limits, asked for by
 * another part of the page) show a time-out or self-exclusion running;
 * false for guests and until that answer is there.
 */
export function useCachedRestriction(): boolean {
  const key = apiKey('/responsible/limits', useHasToken() ? {} : null);
  const { data } = useSWR<Limits>(key, null);
  return activeRestriction(data, Date.now()) !== null;
}
