// The boards of coinflip and keno (crash is a shared live table, live/): each sends the player's inputs to
// its game service (or the demo's engine) and shows the round it gets back,
// with the chance, multiplier and return to player before the bet, and
// auto-bet under the bet panel.
import {
  COINFLIP_MULTIPLIER,
  type CoinSide,
  HOUSE_EDGE,
  KENO,
  KENO_PAYTABLE,
  kenoReturn,
} from '@casino/sdk/fair';
import { useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useNumber } from '../../../../shared/domain/money.ts';
import { AutoBet } from '../../components/auto-bet-toggle.tsx';
import { useBoard } from '../use-board.ts';
import { Coin } from './coin.tsx';
import { BoardFrame, PlayBar, playBarOf } from './outcome.tsx';
import { BoardBet, Odds, Outcome, RoundShow } from './round-show.tsx';
import '../../in-house-games.css';

/** Coinflip: call heads or tails; a right call pays 1.98. */
export function CoinflipBoard() {
  const { t } = useI18n();
  const board = useBoard('coinflip');
  const [call, setCall] = useState<CoinSide>('heads');
  const last = board.last?.game === 'coinflip' ? board.last : null;
  const side = last?.result?.side;
  const flip = (stake: number) => board.play(stake, { side: call });
  return (
    <BoardFrame
      name="coinflip"
      seeded
      bar={<PlayBar {...playBarOf(board)} />}
      stage={
        <div className="coin-stage">
          <Coin key={last?.id ?? 'idle'} side={side ?? call} spinning={side !== undefined} />
          <RoundShow
            round={last}
            className={side ? `coin coin--${side}` : ''}
            // Before any round the coin alone shows the call.
            idle={null}
          >
            {side ? t(`fair.coinflip.${side}`) : null}
          </RoundShow>
        </div>
      }
      controls={
        <>
          <fieldset className="board__choices">
            <legend>{t('fair.coinflip.call')}</legend>
            {(['heads', 'tails'] as const).map((s) => (
              <label key={s} className="board__choice">
                <input
                  type="radio"
                  name="coin"
                  data-hotkey={s === 'heads' ? 'q' : 'w'}
                  checked={call === s}
                  onChange={() => setCall(s)}
                />
                {t(`fair.coinflip.${s}`)}
              </label>
            ))}
          </fieldset>
          <Odds chance={50} multiplier={COINFLIP_MULTIPLIER} rtp={1 - HOUSE_EDGE} />
          <BoardBet board={board} onBet={flip} label={t('fair.coinflip.flip')} />
          <AutoBet
            amount={board.amount}
            limits={board.limits}
            currency={board.session.currency}
            bet={flip}
          />
        </>
      }
    />
  );
}

/** Keno: pick 1-10 numbers of 40; 10 are drawn; the paytable pays by hits. */
export function KenoBoard() {
  const { t } = useI18n();
  const board = useBoard('keno');
  const number = useNumber();
  const [picks, setPicks] = useState<number[]>([3, 11, 19, 27, 35]);
  const last = board.last?.game === 'keno' ? board.last : null;
  const drawn = last?.result?.drawn ?? [];
  const toggle = (n: number) =>
    setPicks((p) =>
      p.includes(n) ? p.filter((x) => x !== n) : p.length < KENO.maxPicks ? [...p, n] : p,
    );
  const row = KENO_PAYTABLE[picks.length] ?? [];
  /** The hits that pay, with what they pay (a table under the bet's odds). */
  const pays = row.flatMap((m, hits) => (m > 0 ? [[hits, m] as const] : []));
  /** A draw with the numbers picked; none picked, no round. */
  const draw = async (stake: number) =>
    picks.length > 0 ? board.play(stake, { picks: [...picks] }) : null;
  return (
    <BoardFrame
      name="keno"
      seeded
      bar={<PlayBar {...playBarOf(board)} />}
      stage={
        <>
          <fieldset className="keno-board">
            <legend className="visually-hidden">{t('fair.keno.board')}</legend>
            {Array.from({ length: KENO.numbers }, (_, i) => i + 1).map((n) => {
              const order = drawn.indexOf(n);
              return (
                <button
                  key={`${n}-${last?.id ?? ''}`}
                  type="button"
                  aria-pressed={picks.includes(n)}
                  disabled={board.session.busy}
                  className={`keno-cell${picks.includes(n) ? ' is-picked' : ''}${order >= 0 ? ' is-drawn' : ''}`}
                  style={order >= 0 ? { animationDelay: `${order * 80}ms` } : undefined}
                  onClick={() => toggle(n)}
                >
                  {n}
                </button>
              );
            })}
          </fieldset>
          <p className="board__odds" aria-live="polite" data-testid="round-result">
            {last?.result ? (
              // A new round's line, said once the draw has shown (its own element each round).
              <span key={last.id} className="board__outcome">
                {t('fair.keno.hits', { hits: last.result.hits, picks: last.inputs.picks.length })}
              </span>
            ) : (
              t('fair.keno.pick', { max: KENO.maxPicks })
            )}
          </p>
          {last ? <Outcome key={last.id} round={last} /> : null}
        </>
      }
      controls={
        <>
          {pays.length > 0 ? (
            <div className="keno-pays">
              <p className="keno-pays__title">{t('fair.keno.paytable')}</p>
              <ul>
                {pays.map(([hits, m]) => (
                  <li key={hits}>
                    <span className="visually-hidden">
                      {t('fair.keno.hits', { hits, picks: picks.length })}: ×{number(m)}
                    </span>
                    <span className="keno-pays__hits" aria-hidden="true">
                      {hits}
                    </span>
                    <span className="keno-pays__pay" aria-hidden="true">
                      ×{number(m)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {picks.length > 0 ? (
            <Odds multiplier={Math.max(...row)} upTo rtp={kenoReturn(picks.length)} />
          ) : null}
          <BoardBet board={board} onBet={(stake) => void draw(stake)} label={t('fair.keno.draw')} />
          <AutoBet
            amount={board.amount}
            limits={board.limits}
            currency={board.session.currency}
            bet={draw}
          />
        </>
      }
    />
  );
}
