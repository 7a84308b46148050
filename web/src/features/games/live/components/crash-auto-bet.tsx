// Auto-bet on the crash table (crash-table.tsx loads it when the player
// first opens "Auto-bet"): the one-step games' panel (auto-bet-panel.tsx)
// with a bet that is placed now or on the next round, cashed out at the
// automatic target, and given to the run once settled. The run stops when
// the tab is hidden: the table plays on without the player.
import type { Limits } from '@casino/sdk';
import { useCallback, useEffect, useRef } from 'react';
import AutoBetPanel from '../../components/auto-bet-panel.tsx';
import type { CrashTableState } from '../use-crash.ts';

/**
 * Auto-bet's bet on the crash table: placed now or on the next round, with
 * the automatic cash-out set, and given once it is settled (cashed out or
 * lost in the crash); null when it is refused.
 */
function useAutoCrashBet(table: CrashTableState, autoCashOut: number | null) {
  const latest = useRef(table);
  latest.current = table;
  const waiting = useRef<{
    settle: (bet: { amount: number; payout: number } | null) => void;
    /** The bet it placed, once seen open. */
    placed: string | null;
  } | null>(null);
  const { own, problem } = table;
  const ownId = own?.id;
  const ownStatus = own?.status;
  useEffect(() => {
    const wait = waiting.current;
    const bet = latest.current.own;
    if (!wait) return;
    if (problem) {
      waiting.current = null;
      wait.settle(null);
    } else if (bet && ownId === bet.id && ownStatus === 'open') wait.placed = bet.id;
    else if (bet && wait.placed === ownId && ownStatus !== 'open') {
      waiting.current = null;
      wait.settle({ amount: bet.amount, payout: bet.payout });
    }
  }, [ownId, ownStatus, problem]);
  return useCallback(
    (stake: number) =>
      new Promise<{ amount: number; payout: number } | null>((settle) => {
        waiting.current = { settle, placed: null };
        latest.current.bet(stake, autoCashOut);
      }),
    [autoCashOut],
  );
}

/** The crash table's auto-bet panel. */
export default function CrashAutoBet({
  table,
  amount,
  limits,
  autoCashOut,
  unavailable,
}: {
  table: CrashTableState;
  amount: string;
  limits: Limits;
  autoCashOut: number | null;
  unavailable: string | null;
}) {
  const bet = useAutoCrashBet(table, autoCashOut);
  return (
    <AutoBetPanel
      amount={amount}
      limits={limits}
      currency={table.currency}
      bet={bet}
      live
      unavailable={unavailable}
    />
  );
}
