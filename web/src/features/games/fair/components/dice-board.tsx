// Dice: roll over or under a target; the chance is the share of rolls that
// win (1-95%), the payout 99 / chance (SDK's rules); the roll is the round's
// provably fair float, floor(f * 10001) / 100, computed by the game service
// (or the demo's engine).
import {
  DICE_CHANCE,
  type DiceBet,
  diceChance,
  diceMultiplier,
  HOUSE_EDGE,
} from '@casino/sdk/fair';
import { useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useNumber } from '../../../../shared/domain/money.ts';
import { AutoBetPanel } from '../../components/auto-bet-panel.tsx';
import { useBoard } from '../use-board.ts';
import { BoardBet, Odds, PlayBar, playBarOf, RoundShow } from './outcome.tsx';
import '../../in-house-games.css';

/** The target range that keeps the chance within 1-95%. */
function targetRange(direction: DiceBet['direction']): { min: number; max: number } {
  return direction === 'over'
    ? { min: 100 - DICE_CHANCE.max, max: 100 - DICE_CHANCE.min }
    : { min: DICE_CHANCE.min, max: DICE_CHANCE.max };
}

/** The dice board with its bet panel. */
export function DiceBoard() {
  const { t } = useI18n();
  const board = useBoard('dice');
  const number = useNumber();
  const [bet, setBet] = useState<DiceBet>({ direction: 'over', target: 50.5 });
  const range = targetRange(bet.direction);
  const play = (stake: number) => board.play(stake, bet);
  const last = board.last?.game === 'dice' ? board.last : null;
  return (
    <div className="board board--dice">
      <PlayBar {...playBarOf(board)} />
      <RoundShow round={last}>{last?.result ? number(last.result.roll, 2) : null}</RoundShow>
      <fieldset className="board__choices">
        <legend>{t('fair.dice.direction')}</legend>
        {(['over', 'under'] as const).map((direction) => (
          <label key={direction} className="board__choice">
            <input
              type="radio"
              name="dice-direction"
              checked={bet.direction === direction}
              onChange={() => {
                const r = targetRange(direction);
                setBet({ direction, target: Math.min(r.max, Math.max(r.min, bet.target)) });
              }}
            />
            {t(`fair.dice.${direction}`)}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span className="field__label">
          {t('fair.dice.target')}: <strong>{number(bet.target, 2)}</strong>
        </span>
        <input
          type="range"
          min={range.min}
          max={range.max}
          step={0.5}
          value={bet.target}
          onChange={(event) => setBet({ ...bet, target: Number(event.target.value) })}
        />
      </label>
      <Odds chance={diceChance(bet)} multiplier={diceMultiplier(bet)} rtp={1 - HOUSE_EDGE} />
      <BoardBet board={board} onBet={play} label={t('fair.dice.roll')} />
      <AutoBetPanel
        amount={board.amount}
        limits={board.limits}
        currency={board.session.currency}
        bet={play}
      />
    </div>
  );
}
