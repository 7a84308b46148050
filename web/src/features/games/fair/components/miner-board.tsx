// Miner: mines hidden on a 5 × 5 board (tiles 1–25, left to right, top to
// bottom, numbered so everywhere); each safe tile raises the cash-out
// multiplier (0.99 / the odds of that many safe tiles); a mine loses the
// stake. The round is started (stake taken, nonce used) before the first tile
// and held by the game service (or the demo's engine) until it ends, so a
// reload resumes it and cannot replay it. Between rounds the tiles are picked
// for auto-bet, which opens them in that order each round (until a mine) and
// cashes out.
import { fromMinor, timesMultiplier, toMinor } from '@casino/sdk';
import { HOUSE_EDGE, MINER, minerMultiplier, tileNumber } from '@casino/sdk/fair';
import { useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney, useNumber } from '../../../../shared/domain/money.ts';
import { AutoBet } from '../../components/auto-bet-toggle.tsx';
import { BetPanel } from '../../components/bet-panel.tsx';
import { useBoard } from '../use-board.ts';
import { BoardFrame, PlayBar, PlayProblem, playBarOf } from './outcome.tsx';
import { Odds, Outcome } from './round-show.tsx';
import '../../in-house-games.css';

/** The board's tiles, 0-24. */
const TILES = Array.from({ length: MINER.tiles }, (_, i) => i);

/** The miner board. */
export function MinerBoard() {
  const { t } = useI18n();
  const money = useMoney();
  const board = useBoard('miner');
  const number = useNumber();
  const [count, setCount] = useState(3);
  /** The tiles auto-bet opens, in the order picked (chosen on the board between rounds). */
  const [picks, setPicks] = useState<number[]>([]);
  const current = board.last?.game === 'miner' ? board.last : null;
  const active = board.session.active?.game === 'miner' ? board.session.active : null;
  const round = current ?? active;
  const playing = round?.status === 'active';
  const revealed = round?.moves.revealed ?? [];
  const mines = round?.result?.mines ?? [];
  const busy = board.session.busy;
  const cashOut = round
    ? fromMinor(timesMultiplier(toMinor(round.amount) ?? 0, round.multiplier))
    : 0;
  /** Auto-bet's round: started, the picked tiles opened in order until a mine, then cashed out. */
  const autoRound = async (stake: number) => {
    let played = await board.play(stake, { mines: count });
    for (const tile of picks) {
      if (played?.status !== 'active') break;
      played = await board.step(played, { kind: 'reveal', tile });
    }
    if (played?.status === 'active') played = await board.step(played, { kind: 'cashout' });
    return played?.status === 'settled' ? played : null;
  };
  return (
    <BoardFrame
      name="miner"
      seeded
      bar={<PlayBar {...playBarOf(board)} />}
      stage={
        <>
          <fieldset className="miner-board">
            <legend className="visually-hidden">{t('fair.miner.board')}</legend>
            {TILES.map((tile) => {
              const open = revealed.includes(tile);
              const shown = open || (round?.status === 'settled' && mines.length > 0);
              const mine = mines.includes(tile);
              const picked = !playing && picks.includes(tile);
              return (
                <button
                  key={tile}
                  type="button"
                  className={`miner-tile${shown ? (mine ? ' is-mine' : ' is-safe') : ''}${shown && !open ? ' is-unopened' : ''}${picked ? ' is-picked' : ''}`}
                  disabled={(playing && open) || busy}
                  // Between rounds a tile is picked (or unpicked) for auto-bet.
                  aria-pressed={playing ? undefined : picked}
                  aria-label={t('fair.miner.tile', { n: tileNumber(tile) })}
                  onClick={() => {
                    if (playing && round) void board.step(round, { kind: 'reveal', tile });
                    else
                      setPicks((now) =>
                        now.includes(tile)
                          ? now.filter((p) => p !== tile)
                          : now.length < MINER.tiles - count
                            ? [...now, tile]
                            : now,
                      );
                  }}
                >
                  {shown ? (
                    mine ? (
                      '✹'
                    ) : (
                      '◆'
                    )
                  ) : (
                    <span className="miner-tile__n">{tileNumber(tile)}</span>
                  )}
                </button>
              );
            })}
          </fieldset>
          <p className="board__odds" aria-live="polite" data-testid="round-result">
            {round?.status === 'settled' && round.payout === 0
              ? t('fair.miner.boom')
              : t('fair.steps.multiplier', { multiplier: number(round?.multiplier ?? 1) })}
          </p>
          {round?.status === 'settled' ? <Outcome key={round.id} round={round} /> : null}
        </>
      }
      controls={
        <>
          {playing && round ? (
            <div className="board__primary">
              <button
                type="button"
                className="button button--primary"
                disabled={revealed.length === 0 || busy}
                onClick={() => void board.step(round, { kind: 'cashout' })}
              >
                {t('fair.steps.cashOut', { amount: money(cashOut, round.currency) })}
              </button>
            </div>
          ) : (
            <>
              <label className="field">
                <span className="field__label">{t('fair.miner.count')}</span>
                <select
                  className="input"
                  value={count}
                  onChange={(event) => setCount(Number(event.target.value))}
                >
                  {Array.from({ length: MINER.maxMines }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <Odds
                chance={Math.round(((MINER.tiles - count) / MINER.tiles) * 10000) / 100}
                multiplier={minerMultiplier(count, 1)}
                rtp={1 - HOUSE_EDGE}
              />
              <BetPanel
                limits={board.limits}
                value={board.amount}
                onChange={board.setAmount}
                onBet={(stake) => void board.play(stake, { mines: count })}
                betLabel={t('fair.steps.start')}
                busy={busy}
              />
            </>
          )}
          {/* One place in every state, so a run is never remounted by its own rounds. */}
          <AutoBet
            amount={board.amount}
            limits={board.limits}
            currency={board.session.currency}
            bet={autoRound}
            unavailable={picks.length === 0 ? t('fair.miner.autoPick') : null}
          />
          <PlayProblem problem={board.session.problem} />
        </>
      }
    />
  );
}
