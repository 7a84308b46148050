// Dice in demo play: roll over or under a target; the chance is the share of
// rolls that win (1-95%), the payout 99 / chance (SDK's rules); the roll is the
// round's provably fair float, floor(f * 10001) / 100.
import { type CurrencyCode, currencyRules } from '@casino/sdk';
import {
  DICE_CHANCE,
  type DiceBet,
  diceChance,
  diceMultiplier,
  diceRoll,
  diceWins,
} from '@casino/sdk/fair';
import { useState } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useMoney } from '../../../../shared/money.ts';
import { usePlayerCurrency } from '../../../../shared/player.tsx';
import { defaultBet } from '../../bet-math.ts';
import { BetPanel } from '../../components/bet-panel.tsx';
import type { DemoRound } from '../demo-state.ts';
import { DemoBalanceError, playDemoRound } from '../use-demo.ts';

/** The target range that keeps the chance within 1-95%. */
export function targetRange(direction: DiceBet['direction']): { min: number; max: number } {
  return direction === 'over'
    ? { min: 100 - DICE_CHANCE.max, max: 100 - DICE_CHANCE.min }
    : { min: DICE_CHANCE.min, max: DICE_CHANCE.max };
}

/** The dice board with its bet panel. */
export function DiceBoard() {
  const { t } = useI18n();
  const money = useMoney();
  const currency: CurrencyCode = usePlayerCurrency();
  const limits = currencyRules(currency).bets.dice;
  const [amount, setAmount] = useState(() => String(defaultBet(limits) ?? ''));
  const [bet, setBet] = useState<DiceBet>({ direction: 'over', target: 50.5 });
  const [last, setLast] = useState<DemoRound | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const range = targetRange(bet.direction);
  const play = (stake: number) => {
    setProblem(null);
    try {
      const round = playDemoRound('dice', currency, stake, (seeds) => {
        const roll = diceRoll(seeds);
        return { result: roll, payout: diceWins(bet, roll) ? stake * diceMultiplier(bet) : 0 };
      });
      setLast(round);
    } catch (error) {
      if (error instanceof DemoBalanceError) setProblem(t('fair.notEnough'));
      else throw error;
    }
  };
  return (
    <div className="dice">
      <div className="dice__roll" aria-live="polite">
        {last ? (
          <>
            <output key={last.nonce} className="dice__number" data-testid="dice-roll">
              {(last.result as number).toFixed(2)}
            </output>
            <p className={last.payout > 0 ? 'dice__win' : 'dice__loss'}>
              {last.payout > 0
                ? t('fair.won', { amount: money(last.payout, currency) })
                : t('fair.lost')}
            </p>
          </>
        ) : (
          <output className="dice__number dice__number--idle">—</output>
        )}
      </div>
      <fieldset className="dice__direction">
        <legend>{t('fair.dice.direction')}</legend>
        {(['over', 'under'] as const).map((direction) => (
          <label key={direction} className="dice__choice">
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
          {t('fair.dice.target')}: <strong>{bet.target.toFixed(2)}</strong>
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
      <p className="dice__odds">
        {t('fair.dice.chance', { chance: diceChance(bet) })} ·{' '}
        {t('fair.dice.multiplier', { multiplier: diceMultiplier(bet) })}
      </p>
      <BetPanel
        limits={limits}
        value={amount}
        onChange={setAmount}
        onBet={play}
        betLabel={t('fair.dice.roll')}
      />
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
