// A deposit refused by a responsible-play deposit limit (422 with
// code limit_deposit_{day|week|month} and `resets_at`) as the PayIn form shows
// it under the amount: the room the limit still leaves and until when, or, with
// no room known, that the amount is over the limit and when the limit resets.
import { ApiError } from '@casino/sdk';
import { useI18n } from '../../i18n/i18n.tsx';
import { useMoney } from '../../shared/domain/money.ts';
import type { ResponsibleLimits } from '../../shared/domain/responsible.ts';
import { useRestrictionTime } from '../../shared/ui/restriction-notice-text.tsx';

const PERIODS = ['day', 'week', 'month'] as const;

/** The message of each period's refusal (written out: the error.responsible keys span two groups). */
const OVER = {
  day: 'error.responsible.limit_deposit_day',
  week: 'error.responsible.limit_deposit_week',
  month: 'error.responsible.limit_deposit_month',
} as const;

/** The period whose deposit limit refused, and when it resets (null: unknown). */
export interface DepositRefusal {
  code: `limit_deposit_${(typeof PERIODS)[number]}`;
  period: (typeof PERIODS)[number];
  resetsAt: string | null;
}

/** The deposit-limit refusal a failed call carries, or null for any other failure. */
export function depositRefusal(error: unknown): DepositRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body;
  if (!body || typeof body !== 'object') return null;
  const { code, resets_at: resetsAt } = body as { code?: unknown; resets_at?: unknown };
  const period = PERIODS.find((p) => code === `limit_deposit_${p}`);
  if (!period) return null;
  return {
    code: `limit_deposit_${period}`,
    period,
    resetsAt: typeof resetsAt === 'string' && !Number.isNaN(Date.parse(resetsAt)) ? resetsAt : null,
  };
}

/** The message of a refusal, made from the limits as last answered (the room left in its period). */
export function useRefusalMessage(): (
  refusal: DepositRefusal,
  limits: ResponsibleLimits | undefined,
) => string {
  const { t } = useI18n();
  const money = useMoney();
  const time = useRestrictionTime();
  return (refusal, limits) => {
    const room = limits?.remaining.deposit[refusal.period];
    if (refusal.resetsAt && typeof room === 'number' && room > 0)
      return t(`playSafety.depositRoom.${refusal.period}`, {
        room: money(room, limits?.currency),
        time: time(refusal.resetsAt),
      });
    const over = t(OVER[refusal.period]);
    return refusal.resetsAt
      ? `${over} ${t('playSafety.resetsAt', { time: time(refusal.resetsAt) })}`
      : over;
  };
}
