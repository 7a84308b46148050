// What every board shares: the play bar (Real / Demo switch and the balance
// played with), the big result of the last round with its win or loss, and
// the bet panel with the reason a round was refused (a short balance offers
// the deposit, or in demo the reset).
import type { CurrencyCode } from '@casino/sdk';
import type { FairRound } from '@casino/sdk/fair';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney } from '../../../../shared/money.ts';
import { usePlayer } from '../../../../shared/player.tsx';
import { BetPanel } from '../../components/bet-panel.tsx';
import { balanceOf } from '../demo-state.ts';
import { usePlayMode } from '../mode.ts';
import type { Problem } from '../session.ts';
import type { Board } from '../use-board.ts';
import { useDemo } from '../use-demo.ts';
import '../../in-house-games.css';

/** The Real / Demo switch (for a logged-in player) and the balance played with. */
export function PlayBar({ board }: { board: Board }) {
  const { t } = useI18n();
  const money = useMoney();
  const { loggedIn } = usePlayer();
  const [mode, setMode] = usePlayMode();
  const { session } = board;
  return (
    <div className="demo-bar">
      {loggedIn ? (
        <fieldset className="mode-switch">
          <legend className="visually-hidden">{t('fair.mode.label')}</legend>
          {(['real', 'demo'] as const).map((m) => (
            <label key={m} className={`mode-switch__option${mode === m ? ' is-active' : ''}`}>
              <input
                type="radio"
                name="play-mode"
                checked={mode === m}
                disabled={session.active !== null}
                onChange={() => setMode(m)}
              />
              {t(`fair.mode.${m}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {mode === 'real' ? (
        <span>
          {t('fair.realBalance')}{' '}
          <strong data-testid="real-balance">
            {session.balance === null ? '…' : money(session.balance, session.currency)}
          </strong>
        </span>
      ) : (
        <DemoBalance currency={session.currency} />
      )}
    </div>
  );
}

/** The demo balance of a currency with its reset. */
export function DemoBalance({ currency }: { currency: CurrencyCode }) {
  const { t } = useI18n();
  const money = useMoney();
  const { demo, reset } = useDemo();
  return (
    <>
      <span>
        {t('fair.demoBalance')}{' '}
        <strong data-testid="demo-balance">
          {money(balanceOf(demo, currency) / 100, currency)}
        </strong>
      </span>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => reset(currency)}
      >
        {t('fair.reset')}
      </button>
    </>
  );
}

/** The win or loss of a settled round. */
export function Outcome({ round }: { round: FairRound }) {
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

/** Why the last action did nothing, as an alert; a short balance offers the way out. */
export function PlayProblem({ problem }: { problem: Problem | null }) {
  const { t } = useI18n();
  const [mode] = usePlayMode();
  if (!problem) return null;
  if (problem.kind === 'text') {
    return (
      <p className="field__error" role="alert">
        {problem.text}
      </p>
    );
  }
  return (
    <p className="field__error" role="alert">
      {mode === 'real' ? t('fair.notEnoughReal') : t('fair.notEnough')}{' '}
      {mode === 'real' ? (
        <Link className="button button--primary button--small" to="?deposit">
          {t('fair.deposit')}
        </Link>
      ) : null}
    </p>
  );
}

/** The big result of the last round (animated unless reduced motion), with its win or loss. */
export function RoundShow({
  round,
  children,
  className = '',
}: {
  round: FairRound | null;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="board__roll" aria-live="polite">
      <output
        key={round?.id}
        className={`board__number ${round ? '' : 'board__number--idle'} ${className}`}
        data-testid="round-result"
      >
        {round ? children : '—'}
      </output>
      {round && round.status === 'settled' ? <Outcome round={round} /> : null}
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

/** What a bet offers, shown before it: the win chance (when one number says it), the payout multiplier and the return to player. */
export function Odds({
  chance,
  multiplier,
  rtp,
}: {
  chance?: number;
  multiplier: number | string;
  rtp: number;
}) {
  const { t } = useI18n();
  return (
    <p className="board__odds" data-testid="odds">
      {chance === undefined ? null : <>{t('fair.dice.chance', { chance })} · </>}
      {t('fair.dice.multiplier', { multiplier })} ·{' '}
      {t('fair.rtp', { rtp: Math.round(rtp * 1000) / 10 })}
    </p>
  );
}
