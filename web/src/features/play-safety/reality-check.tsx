// The reality check: every `reality_check_minutes` (default 60) of
// a play session a dialog shows the session's elapsed time and net position,
// with "Continue" and "Stop playing". It runs on every page while a player is
// logged in (the session's time runs whether or not a game is on screen), and
// not during a time-out or self-exclusion (no play then). Its times count from
// the session's started_at, so a reload does not restart them; "Continue" is
// remembered per session in localStorage, and the next check comes one
// interval after it. "Stop playing" leads to the profile's history, where the
// session's bets and wins are. Mounted lazily from app.tsx for logged-in
// players only, so none of it is in the first visit.
import { DEFAULT_REALITY_CHECK_MINUTES } from '@casino/sdk';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n, WithMessages } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { useResponsibleActivity, useResponsibleLimits } from '../../shared/domain/responsible.ts';
import { activeRestriction } from '../../shared/domain/restriction.ts';
import { formatElapsed, useSignedMoney } from '../../shared/domain/session-figures.ts';
import { href } from '../../shared/lib/paths.ts';
import { Dialog } from '../../shared/ui/dialog.tsx';

const GROUPS = [MESSAGE_GROUPS['play-safety']];
const STORAGE_PREFIX = 'reality-check:';

/** When the next check is due (ms): one interval after the session's start, or after the last "Continue". */
export function nextRealityCheck(
  startedAt: number,
  minutes: number,
  continuedAt: number | null,
): number {
  return Math.max(startedAt, continuedAt ?? startedAt) + minutes * 60_000;
}

/** The last "Continue" of the session that started at `startedAt` (ISO), or null. */
function readContinued(startedAt: string): number | null {
  try {
    const value = Number(localStorage.getItem(STORAGE_PREFIX + startedAt));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Remembers a "Continue" for the session, dropping those of older sessions. */
function writeContinued(startedAt: string, at: number): void {
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
    localStorage.setItem(STORAGE_PREFIX + startedAt, String(at));
  } catch {
    // No storage: the check still comes one interval after "Continue" in this tab.
  }
}

function RealityCheckDialog({
  startedAt,
  onContinue,
  onStop,
}: {
  startedAt: string;
  onContinue: () => void;
  onStop: () => void;
}) {
  const { t } = useI18n();
  const activity = useResponsibleActivity();
  const signed = useSignedMoney();
  const elapsed = (Date.now() - Date.parse(startedAt)) / 1000;
  const net = activity.data?.session.net ?? 0;
  return (
    <Dialog title={t('playSafety.realityCheck.title')} onClose={onContinue}>
      <p>
        {t('playSafety.realityCheck.text', {
          elapsed: formatElapsed(elapsed),
          net: signed(net, activity.data?.currency),
        })}
      </p>
      <div className="notice__actions">
        <button className="button button--primary" type="button" onClick={onContinue}>
          {t('playSafety.realityCheck.continue')}
        </button>
        <button className="button button--ghost" type="button" onClick={onStop}>
          {t('playSafety.realityCheck.stop')}
        </button>
      </div>
    </Dialog>
  );
}

/** Schedules the checks of the logged-in player's session and shows each when due. */
export default function RealityCheck() {
  const { locale } = useI18n();
  const navigate = useNavigate();
  const limits = useResponsibleLimits();
  const activity = useResponsibleActivity();
  const startedAt = activity.data?.session.started_at;
  const minutes = limits.data?.reality_check_minutes ?? DEFAULT_REALITY_CHECK_MINUTES;
  const restricted = activeRestriction(limits.data, Date.now()) !== null;
  const [continued, setContinued] = useState<{ startedAt: string; at: number } | null>(null);
  const [open, setOpen] = useState(false);
  const continuedAt =
    startedAt === undefined
      ? null
      : continued?.startedAt === startedAt
        ? continued.at
        : readContinued(startedAt);

  const { mutate } = activity;
  useEffect(() => {
    if (startedAt === undefined || restricted || open) return;
    const due = nextRealityCheck(Date.parse(startedAt), minutes, continuedAt);
    const timer = setTimeout(
      () => {
        // The net position as it is now.
        void mutate();
        setOpen(true);
      },
      Math.max(0, due - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [startedAt, minutes, continuedAt, restricted, open, mutate]);

  if (!open || startedAt === undefined || restricted) return null;
  const acknowledge = () => {
    const at = Date.now();
    writeContinued(startedAt, at);
    setContinued({ startedAt, at });
    setOpen(false);
  };
  return (
    <WithMessages groups={GROUPS}>
      <RealityCheckDialog
        startedAt={startedAt}
        onContinue={acknowledge}
        onStop={() => {
          acknowledge();
          navigate(href('profileHistory', locale));
        }}
      />
    </WithMessages>
  );
}
