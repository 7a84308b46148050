// The raises and removals waiting out their 24 hours: which limit, the new
// value and when it applies (date and time in the profile's time zone).
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMoney } from '../../../shared/domain/money.ts';
import type { ResponsibleLimits } from '../../../shared/domain/responsible.ts';
import { dateFormat } from '../dates.ts';

/** The pending changes, or nothing when none waits. */
export function PendingList({
  limits,
  timeZone,
}: {
  limits: ResponsibleLimits;
  timeZone: string | null;
}) {
  const { t, locale } = useI18n();
  const money = useMoney();
  if (limits.pending.length === 0) return null;
  const date = dateFormat(locale, timeZone);
  return (
    <div className="pending">
      <h3 className="pending__title">{t('responsible.pending.title')}</h3>
      <ul className="pending__list">
        {limits.pending.map((change) => {
          const what = t(`responsible.kinds.${change.limit}`);
          const value =
            change.value === null
              ? t('responsible.noLimit')
              : change.limit === 'session_minutes'
                ? t('responsible.minutes', { minutes: change.value })
                : money(change.value, limits.currency);
          const when = date.format(Date.parse(change.effective_at));
          return (
            <li key={`${change.limit}.${change.period ?? ''}`}>
              {change.period
                ? t('responsible.pending.item', {
                    what,
                    period: t(`responsible.periods.${change.period}`).toLowerCase(),
                    value,
                    date: when,
                  })
                : t('responsible.pending.sessionItem', { what, value, date: when })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
