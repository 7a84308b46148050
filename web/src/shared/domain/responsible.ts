// The player's responsible-play state that several features read (features
// never import each other): the limits and the running time-out or
// self-exclusion (GET /responsible/limits), the activity of the session and
// the periods (GET /responsible/activity), the calls that change them (beside
// the query they refresh), and the rules every feature applies to them: no
// deposit prompt, no promotion and no play during a restriction, no automatic
// PayIn once a deposit limit is used up or the player turned it off
// (the contract's operations are inferred: openapi/src/paths/responsible.yaml).
import { type components, type SelfExclusionPeriod, type TimeoutPeriod, unwrap } from '@casino/sdk';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { matches } from '../lib/answers.ts';
import { apiKey, useApi, useApiQuery, useHasToken } from '../lib/api.tsx';
import { activeRestriction } from './restriction.ts';

/** The limits as they apply now, the pending raises, the preferences and the restriction. */
export type ResponsibleLimits = components['schemas']['ResponsibleLimits'];
/** A change of limits or preferences: only what is sent changes. */
export type LimitsUpdate = components['schemas']['LimitsUpdate'];

/** Limits (GET or PUT /responsible/limits, a time-out's or self-exclusion's answer) when they match the spec. */
export const checkLimits = matches('zResponsibleLimits');

/** The activity (GET /responsible/activity) when it matches the spec. */
const checkActivity = matches('zGetResponsibleActivityResponse');

/** How often the activity is asked again while a page shows it (the session's time runs on between answers). */
const ACTIVITY_REFRESH_MS = 60_000;

/** The player's limits and restriction; `data` undefined for guests and until the answer. */
export function useResponsibleLimits() {
  const hasToken = useHasToken();
  return useApiQuery('/responsible/limits', hasToken ? {} : null, {
    notify: false,
    check: checkLimits,
  });
}

/**
 * The activity of the session and the periods, asked again every minute while
 * shown (`live`); `data` undefined for guests and until the answer.
 */
export function useResponsibleActivity({ live = false }: { live?: boolean } = {}) {
  const hasToken = useHasToken();
  return useApiQuery('/responsible/activity', hasToken ? {} : null, {
    notify: false,
    check: checkActivity,
    refreshInterval: live ? ACTIVITY_REFRESH_MS : 0,
  });
}

/** Checks the limits an answer gave, puts them into the cache and asks the activity again. */
function useStoreLimits(): (
  answer: ResponsibleLimits,
  operation: string,
) => Promise<ResponsibleLimits> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (answer, operation) => {
      const limits = await checkLimits(answer, operation);
      await mutate(apiKey('/responsible/limits', {}), limits, false);
      void mutate(apiKey('/responsible/activity', {}));
      return limits;
    },
    [mutate],
  );
}

/** Changes limits or preferences (a decrease at once, a raise after 24 h); answers the limits after it. */
export function useSetLimits(): (update: LimitsUpdate) => Promise<ResponsibleLimits> {
  const { client } = useApi();
  const store = useStoreLimits();
  return useCallback(
    async (update) =>
      store(
        await unwrap(client.PUT('/responsible/limits', { body: update })),
        'setResponsibleLimits',
      ),
    [client, store],
  );
}

/** Starts a time-out (it cannot be lifted early); answers the limits with the restriction. */
export function useStartTimeout(): (period: TimeoutPeriod) => Promise<ResponsibleLimits> {
  const { client } = useApi();
  const store = useStoreLimits();
  return useCallback(
    async (period) =>
      store(
        await unwrap(client.POST('/responsible/timeout', { body: { period } })),
        'startTimeout',
      ),
    [client, store],
  );
}

/** Starts a self-exclusion (it cannot be lifted early); answers the limits with the restriction. */
export function useStartSelfExclusion(): (
  period: SelfExclusionPeriod,
) => Promise<ResponsibleLimits> {
  const { client } = useApi();
  const store = useStoreLimits();
  return useCallback(
    async (period) =>
      store(
        await unwrap(client.POST('/responsible/self-exclusion', { body: { period } })),
        'startSelfExclusion',
      ),
    [client, store],
  );
}

/** A limit's period. */
export type LimitPeriod = 'day' | 'week' | 'month';

/**
 * The deposit limit that allows the least now: its period and the room it
 * leaves (0 when used up), or null when no deposit limit is set.
 */
export function tightestDeposit(
  limits: ResponsibleLimits | undefined,
): { period: LimitPeriod; room: number } | null {
  let tightest: { period: LimitPeriod; room: number } | null = null;
  for (const period of ['day', 'week', 'month'] as const) {
    const room = limits?.remaining.deposit[period];
    if (typeof room === 'number' && (tightest === null || room < tightest.room))
      tightest = { period, room };
  }
  return tightest;
}

/**
 * The deposit the limits still allow now: the least room any set deposit
 * limit leaves (0 when one is used up), or null when none is set.
 */
export function depositRoom(limits: ResponsibleLimits | undefined): number | null {
  return tightestDeposit(limits)?.room ?? null;
}

/**
 * Whether the automatic PayIn may open: the player has not turned it off, no
 * time-out or self-exclusion runs and no deposit limit is used up (the
 * limits must be known: features/payments/auto-pay-in.ts keeps it shut
 * when they cannot be had).
 */
export function autoPayInAllowed(limits: ResponsibleLimits, now: number): boolean {
  if (!limits.auto_payin || activeRestriction(limits, now)) return false;
  const room = depositRoom(limits);
  return room === null || room > 0;
}
