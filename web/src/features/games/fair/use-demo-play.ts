// One game's demo rounds on its board: plays a round with the player's
// currency, keeps the last one to show, and turns a short demo balance into a
// translated message (the balance stays as it was).
import { currencyRules, type Limits } from '@casino/sdk';
import type { RoundSeeds } from '@casino/sdk/fair';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { usePlayerCurrency } from '../../../shared/player.tsx';
import { defaultBet } from '../bet-math.ts';
import type { DemoRound } from './demo-state.ts';
import { DemoBalanceError, playDemoRound } from './use-demo.ts';

/** The board's bet amount, last round, problem and play action. */
export function useDemoPlay(game: string, limits?: Limits) {
  const { t } = useI18n();
  const currency = usePlayerCurrency();
  const gameLimits =
    limits ?? currencyRules(currency).bets[game as keyof ReturnType<typeof currencyRules>['bets']];
  const [amount, setAmount] = useState(() => String(defaultBet(gameLimits) ?? ''));
  const [last, setLast] = useState<DemoRound | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const play = (
    stake: number,
    compute: (seeds: RoundSeeds) => { result: unknown; payout: number },
    options?: Record<string, unknown>,
  ) => {
    setProblem(null);
    try {
      setLast(playDemoRound(game, currency, stake, compute, options));
    } catch (error) {
      if (error instanceof DemoBalanceError) setProblem(t('fair.notEnough'));
      else throw error;
    }
  };
  return { currency, limits: gameLimits, amount, setAmount, last, problem, play };
}
