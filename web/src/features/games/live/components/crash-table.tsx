// The shared crash table: the multiplier climbing by the server's
// clock at the display's frame rate (a few times a second, without the curve,
// under reduced motion; never stalled by a hidden tab, since it is computed
// from the clock, not counted), the betting countdown, the bet with its
// optional automatic cash-out and auto-bet (a run of rounds cashed out at
// it), the Cash out button while the round runs;
// under it (crash-after.tsx) this round's bets and cash-outs, the last crash
// points, and a Verify of any ended round against the published chain. For
// money for a logged-in player in real mode, with the demo balance otherwise.
import { currencyRules, fromMinor, timesMultiplier, toMinor } from '@casino/sdk';
import { type ComponentType, lazy, useCallback, useRef, useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../../i18n/message-groups.ts';
import { useMoney, useNumber } from '../../../../shared/domain/money.ts';
import { AfterFirstPage, renderNothing } from '../../../../shared/ui/after-first-page.tsx';
import { LazyDetails } from '../../../../shared/ui/lazy-details.tsx';
import { Loading } from '../../../../shared/ui/ui.tsx';
import { BetPanel } from '../../components/bet-panel.tsx';
import { BoardFrame, PlayProblem } from '../../fair/components/outcome.tsx';
import { useBetAmount } from '../../use-bet-amount.ts';
import { type CrashTableState, multiplierOf, useCrashTable } from '../use-crash.ts';
import { LiveBar, RoundNumber } from './connection.tsx';
import { CrashDisplay, useFrame } from './crash-graph.tsx';
import { RoundResult } from './round-result.tsx';
import '../../in-house-games.css';
import './live.css';

/** The Cash out button, its amount climbing with the multiplier. */
function CashOutButton({ table }: { table: CrashTableState }) {
  const { t } = useI18n();
  const money = useMoney();
  const label = useRef<HTMLSpanElement>(null);
  const { own, view, clock, currency } = table;
  const round = view.round;
  const draw = useCallback(() => {
    if (!own || !round || !label.current) return;
    const m = multiplierOf(round, clock.now());
    label.current.textContent = t('live.crash.cashOut', {
      amount: money(fromMinor(timesMultiplier(toMinor(own.amount) ?? 0, m)), currency),
    });
  }, [own, round, clock, money, currency, t]);
  const running = round?.phase === 'running' && own?.status === 'open';
  useFrame(draw, running);
  if (!running) return null;
  return (
    <div className="board__primary">
      <button
        type="button"
        className="button button--primary crash-cashout"
        disabled={table.busy}
        onClick={() => void table.cashOut()}
      >
        <span ref={label}>{t('live.crash.cashOut', { amount: '' })}</span>
      </button>
    </div>
  );
}

/** The player's bet on the round shown, in words. */
function OwnBetLine({ table }: { table: CrashTableState }) {
  const { t } = useI18n();
  const money = useMoney();
  const number = useNumber();
  const { own, currency } = table;
  if (!own) return null;
  if (own.status === 'won')
    return (
      <p className="board__win" role="status">
        {t('live.crash.wonAt', {
          multiplier: number(own.cashedOutAt ?? 1, 2),
          amount: money(own.payout, currency),
        })}
      </p>
    );
  if (own.status === 'lost')
    return (
      <p className="board__loss" role="status">
        {t('live.crash.lost')}
      </p>
    );
  return (
    <p className="live__own" role="status">
      {t('live.crash.yourBet', { amount: money(own.amount, currency) })}
      {own.autoCashOut
        ? ` · ${t('live.crash.autoAt', { target: number(own.autoCashOut, 2) })}`
        : ''}
    </p>
  );
}

/** The bet: amount, optional automatic cash-out, and a button that bets now or on the next round. */
function CrashBet({ table }: { table: CrashTableState }) {
  const { t } = useI18n();
  const number = useNumber();
  const limits = currencyRules(table.currency).bets.crash;
  const [amount, setAmount] = useBetAmount(limits);
  const [auto, setAuto] = useState('');
  const autoValue = auto.trim() === '' ? null : Number(auto.replace(',', '.'));
  const autoValid =
    autoValue === null ||
    (Number.isFinite(autoValue) &&
      autoValue >= 1.01 &&
      autoValue <= 1_000_000 &&
      toMinor(autoValue) !== null);
  const round = table.view.round;
  // Auto-bet stays mounted through the rounds it plays (its run lives in it);
  // its code loads when the player first opens it.
  const autoRun = (
    <LazyDetails
      className="auto-bet"
      summary={<summary>{t('games.auto.title')}</summary>}
      fallback={<Loading />}
    >
      <CrashAutoBet
        table={table}
        amount={amount}
        limits={limits}
        autoCashOut={autoValid ? autoValue : null}
        unavailable={autoValid && autoValue !== null ? null : t('live.crash.autoNeedsTarget')}
      />
    </LazyDetails>
  );
  // One place for auto-bet in every state, so its run is never remounted.
  return (
    <>
      {table.queued ? (
        <p className="live__own" role="status">
          {t('live.crash.queued')}{' '}
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={table.cancelQueued}
          >
            {t('live.crash.cancel')}
          </button>
        </p>
      ) : table.own?.status === 'open' ? null : (
        <>
          <label className="field">
            <span className="field__label">{t('live.crash.auto')}</span>
            <input
              className="input"
              inputMode="decimal"
              value={auto}
              placeholder={number(2, 2)}
              aria-invalid={autoValid ? undefined : true}
              onChange={(event) => setAuto(event.target.value)}
            />
          </label>
          {autoValid ? null : (
            <p className="field__error" role="alert">
              {t('live.crash.badAuto')}
            </p>
          )}
          <BetPanel
            limits={limits}
            value={amount}
            onChange={setAmount}
            busy={table.busy}
            betLabel={round?.phase === 'betting' ? t('live.crash.bet') : t('live.crash.betNext')}
            onBet={(stake) => {
              if (autoValid) table.bet(stake, autoValue);
            }}
          />
        </>
      )}
      {autoRun}
    </>
  );
}

const CrashAutoBet = lazy(() => import('./crash-auto-bet.tsx'));

// The lists under the board (crash-after.tsx) come once the first page is
// on screen; their words are the crash page's, loaded already.
const GROUPS = [
  MESSAGE_GROUPS.house,
  MESSAGE_GROUPS.rounds,
  MESSAGE_GROUPS.live,
  MESSAGE_GROUPS.crash,
];
const CrashAfter = lazy<ComponentType<{ table: CrashTableState }>>(() =>
  import('./crash-after.tsx').catch(renderNothing),
);

/** The crash page's board. */
export function CrashBoard() {
  const { t } = useI18n();
  const number = useNumber();
  const table = useCrashTable();
  const round = table.view.round;
  return (
    <BoardFrame
      name="crash"
      className="live"
      bar={
        <LiveBar
          real={table.mode === 'real'}
          locked={table.own?.status === 'open'}
          currency={table.currency}
          status={table.status}
        />
      }
      stage={
        <>
          <RoundNumber round={round} />
          <CrashDisplay round={round} bets={table.view.bets} clock={table.clock} />
          <RoundResult
            result={
              table.ended && {
                id: table.ended.id,
                text: t('live.crash.result', {
                  number: table.ended.number,
                  point: number(table.ended.crashPoint ?? 1, 2),
                }),
              }
            }
          />
        </>
      }
      controls={
        <>
          <OwnBetLine table={table} />
          <CashOutButton table={table} />
          <CrashBet table={table} />
          <PlayProblem problem={table.problem} />
        </>
      }
      after={
        <AfterFirstPage
          Part={CrashAfter}
          props={{ table }}
          groups={GROUPS}
          place="crash-after-place"
        />
      }
    />
  );
}
