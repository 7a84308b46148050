import type { ReactNode } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney } from '../../../../shared/money.ts';
import { BetPanel } from '../../components/bet-panel.tsx';
import type { DemoRound } from '../demo-state.ts';
import type { useDemoPlay } from '../use-demo-play.ts';
import '../../in-house-games.css';

/** The win or loss of the last round. */
export function Outcome({ round }: { round: DemoRound }) {
  const { t } = useI18n();
  const money = useMoney();
  return (
    <p className={round.payout > 0 ? 'board__win' : 'board__loss'}>
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

/** The big result of the last round (animated unless reduced motion), with its win or loss. */
export function RoundShow({
  round,
  children,
  className = '',
}: {
  round: DemoRound | null;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="board__roll" aria-live="polite">
      <output
        key={round?.nonce}
        className={`board__number ${round ? '' : 'board__number--idle'} ${className}`}
        data-testid="round-result"
      >
        {round ? children : '—'}
      </output>
      {round ? <Outcome round={round} /> : null}
    </div>
  );
}

/** A board's bet panel with its demo-balance message. */
export function DemoBet({
  demo,
  onBet,
  label,
}: {
  demo: ReturnType<typeof useDemoPlay>;
  onBet: (stake: number) => void;
  label: string;
}) {
  return (
    <>
      <BetPanel
        limits={demo.limits}
        value={demo.amount}
        onChange={demo.setAmount}
        onBet={onBet}
        betLabel={label}
      />
      <DemoProblem problem={demo.problem} />
    </>
  );
}
