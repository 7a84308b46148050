// What every board shares, the live tables' included: its frame (BoardFrame:
// bar, stage, controls; the Fairness button of a seed game, the session
// statistics and the board's settings at the bar's end), the play bar (Real /
// Demo switch, the balance played with) and the reason a round was refused (a
// short balance offers the deposit). A seed game's result and odds are in
// round-show.tsx.
import type { CurrencyCode } from '@casino/sdk';
import type { MoneyGame } from '@casino/sdk/fair';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney } from '../../../../shared/domain/money.ts';
import { usePlayer } from '../../../../shared/domain/player.tsx';
import { useGameFeel } from '../../feel/feel.ts';
import { FeelSettings } from '../../feel/feel-settings.tsx';
import { useHotkeys } from '../../feel/hotkeys.ts';
import { StatsButton } from '../../stats/stats-button.tsx';
import { balanceOf } from '../demo-state.ts';
import { usePlayMode } from '../mode.ts';
import { useHeldWin } from '../reveal.ts';
import type { Problem } from '../session.ts';
import type { Board } from '../use-board.ts';
import { useDemo } from '../use-demo.ts';
import { FairnessTool } from './fairness-tool.tsx';
import '../../in-house-games.css';

/** What the play bar shows: whether the mode is locked (a round in play), and the balance played with. */
interface PlayBarProps {
  locked: boolean;
  balance: number | null;
  currency: CurrencyCode;
}

/** The play bar's props of a board. */
export const playBarOf = ({ session }: Board): PlayBarProps => ({
  locked: session.active !== null,
  balance: session.balance,
  currency: session.currency,
});

/** The Real / Demo switch (for a logged-in player) and the balance played with. */
export function PlayBar({ locked, balance, currency }: PlayBarProps) {
  const { t } = useI18n();
  const money = useMoney();
  const { loggedIn } = usePlayer();
  const [mode, setMode] = usePlayMode();
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
                disabled={locked}
                onChange={() => setMode(m)}
              />
              {t(`fair.mode.${m}`)}
            </label>
          ))}
        </fieldset>
      ) : (
        <span className="play-hint">
          <span className="play-hint__text">{t('fair.guestHint')}</span>{' '}
          <Link className="button button--ghost button--small" to="?login">
            {t('fair.login')}
          </Link>
        </span>
      )}
      {mode === 'real' ? (
        <span>
          {t('fair.realBalance')}{' '}
          <strong data-testid="real-balance">
            {balance === null ? '…' : money(balance, currency)}
          </strong>
        </span>
      ) : (
        <DemoBalance currency={currency} />
      )}
    </div>
  );
}

/** The demo balance of a currency with its reset. */
function DemoBalance({ currency }: { currency: CurrencyCode }) {
  const { t } = useI18n();
  const money = useMoney();
  const { demo, reset } = useDemo();
  // A win joins it when the board says the result (reveal.ts).
  const held = useHeldWin();
  return (
    <>
      <span>
        {t('fair.demoBalance')}{' '}
        <strong data-testid="demo-balance">
          {money((balanceOf(demo, currency) - held) / 100, currency)}
        </strong>
      </span>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => void reset(currency)}
      >
        {t('fair.reset')}
      </button>
    </>
  );
}

/**
 * A board's layout: the play bar, then the stage (what a round shows: the
 * track, the coin, the grid, the wheel, the graph) and the controls (the
 * choices, the odds, the bet panel). On a wide screen the controls stand in
 * a column beside the stage; on a narrower one under it, with the primary
 * action (BetPanel's submit, a Cash out: `.board__primary`) fixed at the
 * bottom of the screen, so the board and its button are on screen together.
 * `after` (a live table's bets and history) spans the board under both.
 */
export function BoardFrame({
  name,
  seeded = false,
  className = '',
  bar,
  stage,
  controls,
  after,
}: {
  /** The game, as the board's modifier class (`board--dice`). */
  name: MoneyGame | 'rooms';
  /** A seed-pair game: its bar has the Fairness button (fairness-tool.tsx). */
  seeded?: boolean;
  className?: string;
  bar: ReactNode;
  stage: ReactNode;
  controls: ReactNode;
  after?: ReactNode;
}) {
  const { instant, hotkeys } = useGameFeel();
  const root = useRef<HTMLDivElement>(null);
  useHotkeys(root, hotkeys);
  return (
    <div
      ref={root}
      className={`board board--${name}${instant ? ' board--instant' : ''} ${className}`}
    >
      <div className="board__bar">
        {bar}
        <div className="board__tools">
          {seeded && name !== 'rooms' ? <FairnessTool game={name} /> : null}
          <StatsButton game={name} />
          <FeelSettings />
        </div>
      </div>
      <div className="board__stage" data-testid="board-stage">
        {stage}
      </div>
      <div className="board__controls">{controls}</div>
      {after ? <div className="board__after">{after}</div> : null}
    </div>
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
