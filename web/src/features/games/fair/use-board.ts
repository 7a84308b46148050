// One board's play: the game's session (real or demo), the amount in the bet
// panel (use-bet-amount.ts), the last round to show, its sounds
// (feel/feel.ts) and the session's statistics (stats/stats.ts). Cases and rooms
// pass their own limits (they are not in the table).
import { currencyRules, isBetGame, type Limits } from '@casino/sdk';
import type { FairRound, MoneyGame, RoundMove } from '@casino/sdk/fair';
import { useState } from 'react';
import { playSound } from '../feel/feel.ts';
import { countBet } from '../stats/count.ts';
import { useBetAmount } from '../use-bet-amount.ts';
import { useGameSession } from './session.ts';

const NOT_SHOWN: Limits = { min: null, max: null };

/** The sound of a round's answer: a step taken (a tick) while it runs, then its win or loss. */
function soundOf(round: FairRound): void {
  if (round.status === 'active') playSound('tick');
  else playSound(round.payout > round.amount ? 'win' : 'loss');
}

/** Counts a settled round in the session's statistics. */
function countOf(mode: string, round: FairRound): void {
  if (round.status !== 'active') countBet(mode, round);
}

/** A board's session, amount and last round, and its actions. */
export function useBoard(game: MoneyGame, limits?: Limits) {
  const session = useGameSession(game);
  const gameLimits =
    limits ?? (isBetGame(game) ? currencyRules(session.currency).bets[game] : NOT_SHOWN);
  const [amount, setAmount] = useBetAmount(gameLimits);
  const [last, setLast] = useState<FairRound | null>(null);
  /** Plays or starts a round; the round shown is the one it gives (none when refused). */
  const play = async (stake: number | null, inputs: unknown) => {
    playSound('bet');
    const round = await session.place(stake, inputs);
    if (round) {
      setLast(round);
      soundOf(round);
      countOf(session.mode, round);
    }
    return round;
  };
  /** A move in the round in play. */
  const step = async (round: FairRound, move: RoundMove) => {
    const next = await session.move(round, move);
    if (next) {
      setLast(next);
      if (move.kind === 'cashout' && next.payout > 0) playSound('cashout');
      else soundOf(next);
      countOf(session.mode, next);
    }
    return next;
  };
  return { session, limits: gameLimits, amount, setAmount, last, play, step };
}

/** What useBoard gives a board. */
export type Board = ReturnType<typeof useBoard>;
