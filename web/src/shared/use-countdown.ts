// A live countdown: whole seconds left until a deadline, ticking each second
// and stopping at zero; shown with the SDK's formatCountdown and the
// language's day unit.
import { formatCountdown, secondsLeft } from '@casino/sdk';
import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/i18n.tsx';

/** Formats seconds left as `mm:ss`, `h:mm:ss` or `N d hh:mm:ss` in the interface language. */
export function useCountdownFormat(): (seconds: number) => string {
  const { t } = useI18n();
  const unit = t('common.dayUnit');
  return (seconds) => formatCountdown(seconds, unit);
}

/** Whole seconds left until `deadlineMs` (epoch ms), re-rendering each second; 0 once passed or for null. */
export function useCountdown(deadlineMs: number | null): number {
  const left = () => (deadlineMs === null ? 0 : secondsLeft(deadlineMs, Date.now()));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const tick = () => setSeconds(deadlineMs === null ? 0 : secondsLeft(deadlineMs, Date.now()));
    tick();
    if (deadlineMs === null || deadlineMs <= Date.now()) return;
    const timer = setInterval(() => {
      tick();
      if (deadlineMs <= Date.now()) clearInterval(timer);
    }, 1_000);
    return () => clearInterval(timer);
  }, [deadlineMs]);
  return deadlineMs === null ? 0 : seconds;
}
