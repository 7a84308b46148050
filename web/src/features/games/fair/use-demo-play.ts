// One game's demo rounds on its board: plays a round with the player's
// currency, keeps the last one to show, and turns a short demo balance into a
// translated message (the balance stays as it was).
import { currencyRules, type InHouseGame, isBetGame, type Limits } from '@casino/sdk';
import type { RoundSeeds } from '@casino/sdk/fair';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { usePlayerCurrency } from '../../../shared/player.tsx';
import { defaultBet } from '../bet-math.ts';
import type { DemoRound } from './demo-state.ts';
import { DemoBalanceError, playDemoRound, startDemoRound } from './use-demo.ts';

const NOT_SHOWN: Limits = { min: null, max: null };

/**
 * The board's bet amount, last round, problem and play actions. The limits are
 * the game's in the currency table unless given (cases and rooms have their own).
 */
export function useDemoPlay(game: InHouseGame, limits?: Limits) {
  const { t } = useI18n();
  const currency = usePlayerCurrency();
  const gameLimits = limits ?? (isBetGame(game) ? currencyRules(currency).bets[game] : NOT_SHOWN);
  const [amount, setAmount] = useState(() => String(defaultBet(gameLimits) ?? ''));
  const [last, setLast] = useState<DemoRound | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** Runs `act`; a short demo balance becomes the translated problem (and null). */
  const guarded = <T>(act: () => T): T | null => {
    setProblem(null);
    try {
      return act();
    } catch (error) {
      if (error instanceof DemoBalanceError) {
        setProblem(t('fair.notEnough'));
        return null;
      }
      throw error;
    }
  };
  /** Plays a round of one step. */
  const play = (
    stake: number,
    compute: (seeds: RoundSeeds) => { result: unknown; payout: number },
    options?: Record<string, unknown>,
  ) => {
    const round = guarded(() => playDemoRound(game, currency, stake, compute, options));
    if (round) setLast(round);
  };
  /** Starts a round of several steps (miner, hilo); null when the demo balance is short. */
  const begin = (
    stake: number,
    result: (seeds: RoundSeeds) => unknown,
    options?: Record<string, unknown>,
  ): DemoRound | null =>
    guarded(() => startDemoRound(game, currency, stake, result, options).round);
  return { currency, limits: gameLimits, amount, setAmount, last, problem, play, begin };
}
