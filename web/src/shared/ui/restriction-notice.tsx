// What every feature where money moves shows during a time-out or
// self-exclusion: one notice saying that deposits, bonuses and play
// are closed and until when, with the way to withdraw (withdrawals stay open);
// and the hook that tells a feature whether such a restriction runs now. The
// notice's words (the play-safety message group) and its text with the date
// (restriction-notice-text.tsx, with the date formats) load when it shows:
// a page that only asks whether a restriction runs carries neither.
import { lazy, Suspense } from 'react';
import { WithMessages } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { useResponsibleLimits } from '../domain/responsible.ts';
import { activeRestriction, type Restriction } from '../domain/restriction.ts';

/** The time-out or self-exclusion running now for the player, or null (guests, none, or not answered yet). */
export function useRunningRestriction(): Restriction | null {
  const limits = useResponsibleLimits();
  return activeRestriction(limits.data, Date.now());
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
      <Suspense fallback={null}>
        <NoticeText restriction={restriction} withdraw={withdraw} />
      </Suspense>
    </WithMessages>
  );
}

const GROUPS = [MESSAGE_GROUPS['play-safety']];
const NoticeText = lazy(() => import('./restriction-notice-text.tsx'));
