import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney } from '../../../../shared/money.ts';
import type { DemoRound } from '../demo-state.ts';

/** The win or loss of the last round. */
export function Outcome({ round }: { round: DemoRound }) {
  const { t } = useI18n();
  const money = useMoney();
  return (
    <p className={round.payout > 0 ? 'dice__win' : 'dice__loss'}>
      {round.payout > 0
        ? t('fair.won', { amount: money(round.payout, round.currency) })
        : t('fair.lost')}
    </p>
  );
}

/** A short demo balance, as an alert under the bet panel. */
export function DemoProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p className="field__error" role="alert">
      {problem}
    </p>
  ) : null;
}
