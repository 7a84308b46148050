// What every feature where money moves shows during a time-out or
// self-exclusion: one notice saying that deposits, bonuses and play
// are closed and until when, with the way to withdraw (withdrawals stay open);
// and the hook that tells a feature whether such a restriction runs now. Its
// words are the play-safety message group, loaded with the notice, so nothing
// here reaches the first visit unless a lazy feature imports it.
import { dateTimeFormat } from '@casino/sdk';
import { Link } from 'react-router';
import { useI18n, WithMessages } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { useResponsibleLimits } from '../domain/responsible.ts';
import { activeRestriction, type Restriction } from '../domain/restriction.ts';

/** The time-out or self-exclusion running now for the player, or null (guests, none, or not answered yet). */
export function useRunningRestriction(): Restriction | null {
  const limits = useResponsibleLimits();
  return activeRestriction(limits.data, Date.now());
}

/** A moment as the restriction messages show it: date and time in the interface language. */
export function useRestrictionTime(): (iso: string) => string {
  const { locale } = useI18n();
  return (iso) =>
    dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function NoticeText({ restriction, withdraw }: { restriction: Restriction; withdraw: boolean }) {
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

/**
 * Says that a restriction closes deposits, bonuses and play, and until when;
 * `withdraw` adds the way to withdraw (off where the withdrawal is at hand).
 */
export function RestrictionNotice({
  restriction,
  withdraw = true,
}: {
  restriction: Restriction;
  withdraw?: boolean;
}) {
  return (
    <WithMessages groups={GROUPS}>
      <NoticeText restriction={restriction} withdraw={withdraw} />
    </WithMessages>
  );
}

const GROUPS = [MESSAGE_GROUPS['play-safety']];
