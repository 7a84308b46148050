// A live countdown: whole seconds left until a deadline, ticking each second
// and stopping at zero; shown with the SDK's formatCountdown and the
// language's day unit.
import { formatCountdown, secondsLeft } from '@casino/sdk';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';

/**
 * Formats seconds left as `mm:ss`, `h:mm:ss` or `N d hh:mm:ss` in the
 * interface language, the days and the time held on one line.
 */
export function useCountdownFormat(): (seconds: number) => string {
  const { t } = useI18n();
  const unit = t('common.dayUnit');
  return (seconds) => formatCountdown(seconds, unit).replace(' ', '\u00a0');
}

const left = (deadlineMs: number | null) =>
  deadlineMs === null ? 0 : secondsLeft(deadlineMs, Date.now());

/**
 * Whole seconds left until `deadlineMs` (epoch ms), re-rendering each second;
 * 0 once passed or for null. A new deadline counts from its first render.
 */
export function useCountdown(deadlineMs: number | null): number {
  const [state, setState] = useState(() => ({ deadline: deadlineMs, seconds: left(deadlineMs) }));
  let { seconds } = state;
  if (state.deadline !== deadlineMs) {
    // A new deadline: count from it at once (React's derived-state update during render).
    seconds = left(deadlineMs);
    setState({ deadline: deadlineMs, seconds });
  }
  useEffect(() => {
    if (deadlineMs === null || left(deadlineMs) === 0) return;
    const timer = setInterval(() => {
      const next = left(deadlineMs);
      setState({ deadline: deadlineMs, seconds: next });
      if (next === 0) clearInterval(timer);
    }, 1_000);
    return () => clearInterval(timer);
  }, [deadlineMs]);
  return seconds;
}
