// Miner in demo play: mines hidden on a 5 × 5 board (the round's floats draw
// their tiles, 0-24 left to right, top to bottom); each safe tile raises the
// cash-out multiplier (0.99 / the odds of that many safe tiles); a mine loses
// the stake. The round is started (stake taken, nonce used) before the first
// tile, so a reload cannot replay it.
import { MINES, minePositions, minesMultiplier } from '@casino/sdk/fair';
import { useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney } from '../../../../shared/money.ts';
import { BetPanel } from '../../components/bet-panel.tsx';
import type { DemoRound } from '../demo-state.ts';
import { finishDemoRound } from '../use-demo.ts';
import { useDemoPlay } from '../use-demo-play.ts';
import { DemoProblem, Outcome } from './outcome.tsx';
import '../../in-house-games.css';

/** The board's tiles, 0-24. */
const TILES = Array.from({ length: MINES.tiles }, (_, i) => i);

interface Play {
  round: DemoRound;
  mines: number[];
  revealed: number[];
  state: 'playing' | 'lost' | 'won';
  payout: number;
}

/** The miner board. */
export function MinesBoard() {
  const { t } = useI18n();
  const money = useMoney();
  const demo = useDemoPlay('miner');
  const [count, setCount] = useState(3);
  const [play, setPlay] = useState<Play | null>(null);
  const playing = play?.state === 'playing';

  const start = (stake: number) => {
    const round = demo.begin(stake, (seeds) => minePositions(seeds, count), { mines: count });
    if (round) {
      setPlay({
        round,
        mines: round.result as number[],
        revealed: [],
        state: 'playing',
        payout: 0,
      });
    }
  };
  const finish = (current: Play, revealed: number[], lost: boolean) => {
    const payout = lost ? 0 : current.round.bet * minesMultiplier(count, revealed.length);
    finishDemoRound(current.round, { payout, result: current.mines });
    setPlay({ ...current, revealed, state: lost ? 'lost' : 'won', payout });
  };
  const open = (tile: number) => {
    if (!play || !playing || play.revealed.includes(tile)) return;
    const revealed = [...play.revealed, tile];
    if (play.mines.includes(tile)) return finish(play, revealed, true);
    if (revealed.length === MINES.tiles - count) return finish(play, revealed, false);
    setPlay({ ...play, revealed });
  };
  const now = play ? minesMultiplier(count, play.revealed.length) : 1;
  return (
    <div className="board board--miner">
      <fieldset className="mines-board">
        <legend className="visually-hidden">{t('fair.mines.board')}</legend>
        {TILES.map((tile) => {
          const shown = play && (play.revealed.includes(tile) || play.state !== 'playing');
          const mine = play?.mines.includes(tile);
          return (
            <button
              key={tile}
              type="button"
              className={`mines-tile${shown ? (mine ? ' is-mine' : ' is-safe') : ''}`}
              disabled={!playing || play?.revealed.includes(tile)}
              aria-label={t('fair.mines.tile', { n: tile + 1 })}
              onClick={() => open(tile)}
            >
              {shown ? (mine ? '✹' : '◆') : ''}
            </button>
          );
        })}
      </fieldset>
      <p className="board__odds" aria-live="polite" data-testid="round-result">
        {play?.state === 'lost'
          ? t('fair.mines.boom')
          : t('fair.mines.multiplier', { multiplier: now })}
      </p>
      {play && play.state !== 'playing' ? (
        <Outcome round={{ ...play.round, payout: play.payout }} />
      ) : null}
      {playing ? (
        <button
          type="button"
          className="button button--primary"
          disabled={play.revealed.length === 0}
          onClick={() => finish(play, play.revealed, false)}
        >
          {t('fair.mines.cashOut', { amount: money(play.round.bet * now, play.round.currency) })}
        </button>
      ) : (
        <>
          <label className="field">
            <span className="field__label">{t('fair.mines.count')}</span>
            <select
              className="input"
              value={count}
              onChange={(event) => setCount(Number(event.target.value))}
            >
              {Array.from({ length: MINES.maxMines }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <BetPanel
            limits={demo.limits}
            value={demo.amount}
            onChange={demo.setAmount}
            onBet={start}
            betLabel={t('fair.mines.start')}
          />
        </>
      )}
      <DemoProblem problem={demo.problem} />
    </div>
  );
}
