// The shared crash table: the multiplier climbing by the server's
// clock at the display's frame rate (a few times a second, without the curve,
// under reduced motion; never stalled by a hidden tab, since it is computed
// from the clock, not counted), the betting countdown, the bet with its
// optional automatic cash-out, the Cash out button while the round runs, this
// round's bets and cash-outs, the last crash points, and a Verify of any
// ended round against the published chain. For money for a logged-in
// player in real mode, with the demo balance otherwise.
import { currencyRules, fromMinor, timesMultiplier, toMinor } from '@casino/sdk';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney, useNumber } from '../../../../shared/domain/money.ts';
import { Loading } from '../../../../shared/ui/ui.tsx';
import { BetPanel } from '../../components/bet-panel.tsx';
import { BoardFrame, PlayProblem } from '../../fair/components/outcome.tsx';
import { useBetAmount } from '../../use-bet-amount.ts';
import type { CrashLiveRound } from '../crash-view.ts';
import type { ServerClock } from '../stream.ts';
import { type CrashTableState, multiplierOf, useCrashTable } from '../use-crash.ts';
import { LiveBar, RoundNumber } from './connection.tsx';
import { RoundResult } from './round-result.tsx';
import '../../in-house-games.css';
import './live.css';

/** Runs `draw` every frame while `active` (four times a second under reduced motion). */
function useFrame(draw: () => void, active: boolean) {
  useEffect(() => {
    if (!active) return;
    draw();
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      const timer = setInterval(draw, 250);
      return () => clearInterval(timer);
    }
    let id = requestAnimationFrame(function loop() {
      draw();
      id = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(id);
  }, [draw, active]);
}

/** The curve of a running round up to `elapsed` ms, in a 100 × 50 box. */
function curvePath(round: CrashLiveRound, elapsed: number): string {
  const span = Math.max(elapsed, 8000);
  const top = Math.max(Math.exp(round.rate * elapsed), 2);
  const points: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const t = (elapsed * i) / 40;
    const m = Math.exp(round.rate * t);
    points.push(`${((t / span) * 100).toFixed(2)},${(50 - ((m - 1) / (top - 1)) * 48).toFixed(2)}`);
  }
  return `M${points.join(' L')}`;
}

/** The big multiplier, the countdown or the crash point, and the curve. */
function CrashDisplay({ round, clock }: { round: CrashLiveRound | null; clock: ServerClock }) {
  const { t } = useI18n();
  const number = useNumber();
  // Written every frame outside React: the text of the live value, and the curve.
  const value = useRef<HTMLSpanElement>(null);
  const path = useRef<SVGPathElement>(null);
  const phase = round?.phase ?? null;
  const draw = useCallback(() => {
    if (!round) return;
    const now = clock.now();
    if (round.phase === 'betting') {
      const seconds = Math.max(0, Math.ceil((round.bettingEndsAt - now) / 1000));
      if (value.current) value.current.textContent = t('live.crash.betting', { seconds });
      path.current?.setAttribute('d', '');
    } else if (round.phase === 'running') {
      if (value.current) value.current.textContent = `×${number(multiplierOf(round, now), 2)}`;
      path.current?.setAttribute('d', curvePath(round, now - (round.startedAt ?? now)));
    } else {
      const lasted = (round.endedAt ?? now) - (round.startedAt ?? now);
      path.current?.setAttribute('d', curvePath(round, lasted));
    }
  }, [round, clock, t, number]);
  useFrame(draw, phase === 'betting' || phase === 'running');
  useEffect(() => {
    if (phase === 'ended') draw();
  }, [phase, draw]);
  const crashed =
    phase === 'ended' && round?.crashPoint
      ? t('live.crash.crashed', { point: number(round.crashPoint, 2) })
      : '';
  return (
    <div className={`crash-display crash-display--${phase ?? 'idle'}`}>
      <svg
        className="crash-display__curve"
        viewBox="0 0 100 50"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <path ref={path} />
      </svg>
      {/* Not an <output> (a live region): its text changes every frame. Screen
          readers hear each round's result from RoundResult instead. */}
      <p className="crash-display__value" data-testid="crash-multiplier" key={phase}>
        {phase === 'ended' ? crashed : phase === null ? '—' : <span ref={value} />}
      </p>
    </div>
  );
}

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
  if (table.queued)
    return (
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
    );
  if (table.own?.status === 'open') return null;
  return (
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
  );
}

/** This round's bets and cash-outs. */
function RoundBets({ table }: { table: CrashTableState }) {
  const { t } = useI18n();
  const money = useMoney();
  const number = useNumber();
  const { bets } = table.view;
  return (
    <section className="live__bets" aria-labelledby="crash-bets">
      <h2 id="crash-bets" className="live__title">
        {t('live.crash.bets')} <span className="live__count">{bets.length}</span>
      </h2>
      {bets.length === 0 ? (
        <p className="fair__pending">{t('live.crash.noBets')}</p>
      ) : (
        <table className="live__table" data-testid="crash-bets">
          <thead>
            <tr>
              <th scope="col">{t('live.crash.player')}</th>
              <th scope="col">{t('live.crash.amount')}</th>
              <th scope="col">{t('live.crash.cashedOut')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.map((bet) => (
              <tr key={bet.id} className={bet.id === table.own?.id ? 'is-own' : undefined}>
                <td>{bet.player}</td>
                <td>{money(bet.amount, bet.currency)}</td>
                <td className={bet.cashedOutAt ? 'fair__ok' : undefined}>
                  {bet.cashedOutAt
                    ? `×${number(bet.cashedOutAt, 2)} · ${money(bet.payout ?? 0, bet.currency)}`
                    : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** A chosen round's verification (crash-verify.tsx), loaded with its hash functions when chosen. */
const VerifyRound = lazy(() => import('./crash-verify.tsx'));

/** The last crash points; choosing one verifies it. */
function LastRounds({ table }: { table: CrashTableState }) {
  const { t } = useI18n();
  const number = useNumber();
  const { history, chain } = table.view;
  const [chosen, setChosen] = useState<string | null>(null);
  const round = history.find((r) => r.id === chosen);
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="crash-history">
      <h2 id="crash-history" className="live__title">
        {t('live.crash.history')}
      </h2>
      <ol className="crash-history" data-testid="crash-history">
        {history.map((r) => (
          <li key={r.id}>
            <button
              type="button"
              className={`crash-point${(r.crashPoint ?? 1) >= 2 ? ' crash-point--high' : ''}${r.id === chosen ? ' is-active' : ''}`}
              aria-label={t('live.crash.verifyRound', {
                number: r.number,
                point: number(r.crashPoint ?? 1, 2),
              })}
              aria-pressed={r.id === chosen}
              onClick={() => setChosen(r.id === chosen ? null : r.id)}
            >
              ×{number(r.crashPoint ?? 1, 2)}
            </button>
          </li>
        ))}
      </ol>
      {round && chain ? (
        <Suspense fallback={<Loading />}>
          <VerifyRound round={round} chain={chain} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The player's own crash bets (real play), newest first. */
function MyCrashBets({ table }: { table: CrashTableState }) {
  const { t } = useI18n();
  const money = useMoney();
  const number = useNumber();
  if (!table.history || table.history.length === 0) return null;
  return (
    <section aria-labelledby="crash-mine">
      <h2 id="crash-mine" className="live__title">
        {t('live.myBets')}
      </h2>
      <ol className="fair__rounds" data-testid="my-crash-bets">
        {table.history.map((bet) => (
          <li key={bet.id}>
            <span className="fair__round">
              {t('live.crash.round', { number: bet.roundNumber })} ·{' '}
              {money(bet.amount, bet.currency)}
              {bet.crashPoint
                ? ` · ${t('live.crash.crashed', { point: number(bet.crashPoint, 2) })}`
                : ''}
            </span>
            <span className={bet.status === 'won' ? 'fair__ok' : undefined}>
              {bet.status === 'won'
                ? t('live.crash.wonAt', {
                    multiplier: number(bet.cashedOutAt ?? 1, 2),
                    amount: money(bet.payout, bet.currency),
                  })
                : bet.status === 'lost'
                  ? t('fair.lost')
                  : t('fair.inPlay')}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

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
          <CrashDisplay round={round} clock={table.clock} />
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
        <>
          <RoundBets table={table} />
          <LastRounds table={table} />
          <MyCrashBets table={table} />
        </>
      }
    />
  );
}
