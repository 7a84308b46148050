// Responsible play on the in-house game pages: for a logged-in
// player, the session bar (UKGC RTS 13: the time since the session started,
// ticking locally between the activity's answers, and the session's net
// position with its sign, asked again whenever the balance moves), and
// during a time-out or self-exclusion the notice that play is closed and
// until when, with the game's controls disabled.
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n, WithMessages } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { usePlayer } from '../../../shared/domain/player.tsx';
import { useResponsibleActivity } from '../../../shared/domain/responsible.ts';
import { formatElapsed, useSignedMoney } from '../../../shared/domain/session-figures.ts';
import { useHasToken } from '../../../shared/lib/api.tsx';
import {
  RestrictionNotice,
  useRunningRestriction,
} from '../../../shared/ui/restriction-notice.tsx';

const GROUPS = [MESSAGE_GROUPS['play-safety']];

/** The session's elapsed seconds: the last answer's, plus the time since it came, every second. */
function useElapsedSeconds(answered: number | undefined): number | undefined {
  const since = useMemo(() => (answered === undefined ? undefined : Date.now()), [answered]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (answered === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [answered]);
  if (answered === undefined || since === undefined) return undefined;
  return answered + Math.max(0, now - since) / 1000;
}

function SessionBar() {
  const { t } = useI18n();
  const activity = useResponsibleActivity({ live: true });
  const signed = useSignedMoney();
  // A stake or a payout moves the balance: the net position is asked again
  // then, not only every minute.
  const { balance } = usePlayer();
  const { mutate } = activity;
  const seenBalance = useRef(balance);
  useEffect(() => {
    if (seenBalance.current === balance) return;
    seenBalance.current = balance;
    void mutate();
  }, [balance, mutate]);
  const session = activity.data?.session;
  const elapsed = useElapsedSeconds(session?.elapsed_seconds);
  if (!session || elapsed === undefined) return null;
  return (
    <section className="session-bar" aria-label={t('playSafety.session.label')}>
      <span>
        {t('playSafety.session.elapsed')}: <b>{formatElapsed(elapsed)}</b>
      </span>
      <span>
        {t('playSafety.session.net')}: <b>{signed(session.net, activity.data?.currency)}</b>
      </span>
    </section>
  );
}

/**
 * Wraps an in-house game's board: guests see it as is; a player sees the
 * session bar above it, or, during a restriction, the notice and a board whose
 * controls are disabled. The board keeps its place in the tree whatever
 * shows above it, so a login or the limits' answer never remounts it (a round
 * being started would be lost). The session bar's place is kept from the
 * first render (its answer comes later): its arrival moves none of the game's
 * controls, where a press aimed at one would land elsewhere.
 */
export function PlaySafety({ children }: { children: ReactNode }) {
  const { loggedIn } = usePlayer();
  // The token is there from the first render, the profile (loggedIn) a moment later.
  const player = useHasToken();
  const restriction = useRunningRestriction();
  const closed = loggedIn && restriction !== null;
  return (
    <>
      {closed ? (
        <RestrictionNotice restriction={restriction} />
      ) : player ? (
        <div className="session-bar-place">
          <WithMessages groups={GROUPS}>
            <SessionBar />
          </WithMessages>
        </div>
      ) : null}
      <fieldset className={closed ? 'game-play is-closed' : 'game-play'} disabled={closed}>
        {children}
      </fieldset>
    </>
  );
}
