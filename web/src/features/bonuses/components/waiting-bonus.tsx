import { useMemo } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { href } from '../../../shared/lib/paths.ts';
import { useCountdown, useCountdownFormat } from '../../../shared/lib/use-countdown.ts';
import { Section } from '../../../shared/ui/page-parts.tsx';
import { useRunningRestriction } from '../../../shared/ui/restriction-notice.tsx';
import { useWaitingBonus } from '../api.ts';
import '../bonuses.css';

/**
 * The bonus waiting for the player's registration and deposit, with its live
 * countdown; none during a time-out or self-exclusion.
 */
export function WaitingBonus() {
  const { t, locale } = useI18n();
  const format = useCountdownFormat();
  const { data } = useWaitingBonus();
  // expires_in counts from the answer: the deadline is fixed when it arrives.
  const deadline = useMemo(
    () => (data ? Date.now() + Math.max(0, data.data.expires_in) * 1000 : null),
    [data],
  );
  const seconds = useCountdown(deadline);
  const restricted = useRunningRestriction() !== null;
  if (!data || seconds === 0 || restricted) return null;
  return (
    <Section title={t('bonuses.waiting')}>
      <div className="notice">
        <strong>{data.data.name}</strong>
        <span>
          {t('bonuses.expiresIn')}{' '}
          <time role="timer" data-testid="waiting-bonus-countdown">
            {format(seconds)}
          </time>
        </span>
        <Link className="button button--primary button--small" to="?deposit">
          {t('bonuses.depositToActivate')}
        </Link>
        <Link className="section__more" to={href('welcomePack', locale)}>
          {t('common.more')}
        </Link>
      </div>
    </Section>
  );
}
