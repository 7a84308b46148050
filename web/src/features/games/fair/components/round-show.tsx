// What a seed game's board shows of its rounds: the big result of the last
// round with its win or loss once settled, the odds a bet offers before it,
// and the bet panel with the reason a round was refused. Apart from the
// board's frame (outcome.tsx), which the live tables share without these.
import type { FairRound } from '@casino/sdk/fair';
import type { ReactNode } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney, useNumber } from '../../../../shared/domain/money.ts';
import { BetPanel } from '../../components/bet-panel.tsx';
import type { Board } from '../use-board.ts';
import { PlayProblem } from './outcome.tsx';

/** What an outcome reads of a round (a game service's, or a demo room draw). */
type Settled = Pick<FairRound, 'payout' | 'amount' | 'currency'>;

/** The outcome of a settled round: a win (more back than staked), part of the stake back, or nothing. */
export function Outcome({ round }: { round: Settled }) {
  const { t } = useI18n();
  const money = useMoney();
  const amount = money(round.payout, round.currency);
  return (
    <p className={`board__outcome ${round.payout > round.amount ? 'board__win' : 'board__loss'}`}>
      {round.payout > round.amount
        ? t('fair.won', { amount })
        : round.payout > 0
          ? t('fair.returned', { amount })
          : t('fair.lost')}
    </p>
  );
}

/** The big result of the last round (animated unless reduced motion), with its outcome once settled (a room draw always is). */
export function RoundShow({
  round,
  children,
  idle = '—',
  className = '',
}: {
  round: (Settled & { id: string; status?: FairRound['status'] }) | null;
  children: ReactNode;
  /** What shows before the first round (the bet it would be). */
  idle?: ReactNode;
  className?: string;
}) {
  return (
    <div className="board__roll" aria-live="polite">
      <output
        key={round?.id}
        className={`board__number ${round ? '' : 'board__number--idle'} ${className}`}
        data-testid="round-result"
      >
        {round ? children : idle}
      </output>
      {round && round.status !== 'active' ? <Outcome key={round.id} round={round} /> : null}
    </div>
  );
}

/** A board's bet panel with the reason a round was refused. */
export function BoardBet({
  board,
  onBet,
  label,
}: {
  board: Board;
  onBet: (stake: number) => void;
  label: string;
}) {
  return (
    <>
      <BetPanel
        limits={board.limits}
        value={board.amount}
        onChange={board.setAmount}
        onBet={onBet}
        betLabel={label}
        busy={board.session.busy}
      />
      <PlayProblem problem={board.session.problem} />
    </>
  );
}

/**
 * What a bet offers, shown before it: the win chance (when one number says
 * it), the payout (a multiplier, the best one with `upTo`, or a phrase) and
 * the return to player, in the interface language's number style.
 */
export function Odds({
  chance,
  multiplier,
  upTo = false,
  rtp,
}: {
  chance?: number;
  multiplier: number | string;
  upTo?: boolean;
  rtp: number;
}) {
  const { t } = useI18n();
  const number = useNumber();
  const payout =
    typeof multiplier === 'string'
      ? t('fair.payoutsText', { text: multiplier })
      : upTo
        ? t('fair.payoutsText', { text: t('fair.upTo', { multiplier: number(multiplier) }) })
        : t('fair.dice.multiplier', { multiplier: number(multiplier) });
  return (
    <p className="board__odds" data-testid="odds">
      {chance === undefined ? null : (
        <>{t('fair.dice.chance', { chance: number(Math.round(chance * 100) / 100) })} · </>
      )}
      {payout} · {t('fair.rtp', { rtp: number(Math.round(rtp * 1000) / 10) })}
    </p>
  );
}
