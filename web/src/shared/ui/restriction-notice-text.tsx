// The restriction notice's text (restriction-notice.tsx loads it when a
// notice shows): what a time-out or self-exclusion closes and until when, in
// the interface language's date and time, with the way to withdraw.
import { dateTimeFormat } from '@casino/sdk';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import type { Restriction } from '../domain/restriction.ts';

/** A moment as the restriction messages show it: date and time in the interface language. */
export function useRestrictionTime(): (iso: string) => string {
  const { locale } = useI18n();
  return (iso) =>
    dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The notice's text: what is closed and until when, and the way to withdraw. */
export default function NoticeText({
  restriction,
  withdraw,
}: {
  restriction: Restriction;
  withdraw: boolean;
}) {
  const { t } = useI18n();
  const time = useRestrictionTime();
  const text =
    restriction.until === null
      ? t('playSafety.restricted.selfExclusionPermanent')
      : t(
          restriction.kind === 'timeout'
            ? 'playSafety.restricted.timeout'
            : 'playSafety.restricted.selfExclusion',
          { until: time(restriction.until) },
        );
  return (
    <div className="notice" role="status" data-restriction={restriction.kind}>
      <p>{text}</p>
      {withdraw ? (
        <div className="notice__actions">
          <Link className="button button--ghost" to="?withdraw">
            {t('playSafety.restricted.withdraw')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
