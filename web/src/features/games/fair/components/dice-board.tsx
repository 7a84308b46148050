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
import { type CSSProperties, useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useNumber } from '../../../../shared/domain/money.ts';
import { parseAmount } from '../../bet-math.ts';
import { AutoBet } from '../../components/auto-bet-toggle.tsx';
import { useBoard } from '../use-board.ts';
import { BoardFrame, PlayBar, playBarOf } from './outcome.tsx';
import { BoardBet, Odds, RoundShow } from './round-show.tsx';
import '../../in-house-games.css';

/** The target range that keeps the chance within 1-95%. */
function targetRange(direction: DiceBet['direction']): { min: number; max: number } {
  return direction === 'over'
    ? { min: 100 - DICE_CHANCE.max, max: 100 - DICE_CHANCE.min }
    : { min: DICE_CHANCE.min, max: DICE_CHANCE.max };
}

/** The scale's marks under the track. */
const MARKS = [0, 25, 50, 75, 100];

/**
 * The track from 0 to 100: the winning side of the target lit, the target
 * dragged on it (a range input), and the last roll's marker, which slides
 * from the roll before (CSS; at once under reduced motion).
 */
function DiceTrack({
  bet,
  range,
  roll,
  won,
  onTarget,
}: {
  bet: DiceBet;
  range: { min: number; max: number };
  roll: number | undefined;
  won: boolean | undefined;
  onTarget: (target: number) => void;
}) {
  const { t } = useI18n();
  const number = useNumber();
  const style = { '--target': `${bet.target}%`, '--roll': `${roll ?? 0}%` } as CSSProperties;
  return (
    <div className={`dice-track dice-track--${bet.direction}`} style={style}>
      <div className="dice-track__rail">
        {roll === undefined ? null : (
          <span className={`dice-track__marker${won ? ' is-win' : ' is-loss'}`} aria-hidden="true">
            {number(roll, 2)}
          </span>
        )}
        <input
          className="dice-track__slider"
          type="range"
          aria-label={t('fair.dice.target')}
          min={range.min}
          max={range.max}
          step={0.5}
          value={bet.target}
          onChange={(event) => onTarget(Number(event.target.value))}
        />
      </div>
      <div className="dice-track__scale" aria-hidden="true">
        {MARKS.map((mark) => (
          <span key={mark}>{mark}</span>
        ))}
      </div>
    </div>
  );
}

/** The target typed: kept as typed while it is not a number in range, applied when it is. */
function TargetField({
  bet,
  range,
  onTarget,
}: {
  bet: DiceBet;
  range: { min: number; max: number };
  onTarget: (target: number) => void;
}) {
  const { t } = useI18n();
  const number = useNumber();
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? number(bet.target, 2);
  const valid = (value: number) =>
    Number.isFinite(value) && value >= range.min && value <= range.max;
  return (
    <label className="field">
      <span className="field__label">{t('fair.dice.target')}</span>
      <input
        className="input"
        inputMode="decimal"
        autoComplete="off"
        value={shown}
        aria-invalid={typed !== null && !valid(parseAmount(typed)) ? true : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          const value = parseAmount(event.target.value);
          if (valid(value)) onTarget(Math.round(value * 100) / 100);
        }}
        onBlur={() => setTyped(null)}
      />
    </label>
  );
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
    <BoardFrame
      name="dice"
      seeded
      bar={<PlayBar {...playBarOf(board)} />}
      stage={
        <>
          <RoundShow
            round={last}
            idle={`${bet.direction === 'over' ? '>' : '<'} ${number(bet.target, 2)}`}
          >
            {last?.result ? number(last.result.roll, 2) : null}
          </RoundShow>
          <DiceTrack
            bet={bet}
            range={range}
            roll={last?.result?.roll}
            won={last ? last.payout > 0 : undefined}
            onTarget={(target) => setBet({ ...bet, target })}
          />
        </>
      }
      controls={
        <>
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
          <TargetField bet={bet} range={range} onTarget={(target) => setBet({ ...bet, target })} />
          <Odds chance={diceChance(bet)} multiplier={diceMultiplier(bet)} rtp={1 - HOUSE_EDGE} />
          <BoardBet board={board} onBet={play} label={t('fair.dice.roll')} />
          <AutoBet
            amount={board.amount}
            limits={board.limits}
            currency={board.session.currency}
            bet={play}
          />
        </>
      }
    />
  );
}
