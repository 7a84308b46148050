// Auto-bet, the rules: a run of bets of one game, each with the same choice,
// its stake reset or changed by a percentage after a win or a loss, stopped
// after a number of bets (or never), at a profit or a loss reached, or as
// soon as a bet is refused (a short balance, a responsible-play limit or
// break: the service refuses, the run stops). Money in minor units, so the
// run's profit is exact; a stake changed by a percentage is rounded down to
// the cent and kept within the game's limits. The run itself (useAutoBet)
// also stops when the player presses anything or a dialog opens (the reality
// check, a deposit).
import { type Limits, toMinor } from '@casino/sdk';

/** What to do with the stake after a bet: back to the first one, or changed by `percent` (-100 to 1000). */
export type StakeRule = { kind: 'reset' } | { kind: 'change'; percent: number };

/** An auto-bet run's settings, as the player set them. */
export interface AutoBetSettings {
  /** How many bets; 0 for no limit. */
  bets: number;
  onWin: StakeRule;
  onLoss: StakeRule;
  /** Stop once the run's profit reaches this (minor units); null for no such stop. */
  stopProfit: number | null;
  /** Stop once the run's loss reaches this (minor units); null for no such stop. */
  stopLoss: number | null;
}

/** Why a run stopped. */
export type StopReason = 'count' | 'profit' | 'loss' | 'refused' | 'player';

/** A run as it stands: its bets, its profit (minor units) and the next stake. */
export interface AutoBetState {
  placed: number;
  wins: number;
  losses: number;
  /** Payouts less stakes, minor units. */
  profit: number;
  /** The next bet's stake, minor units. */
  stake: number;
}

/** The state before the first bet, at `first` (minor units). */
export const startRun = (first: number): AutoBetState => ({
  placed: 0,
  wins: 0,
  losses: 0,
  profit: 0,
  stake: first,
});

/** `stake` changed by `rule`, rounded down to the minor unit and kept within `limits`. */
export function nextStake(stake: number, first: number, rule: StakeRule, limits: Limits): number {
  const raw =
    rule.kind === 'reset'
      ? first
      : Math.floor((stake * (10_000 + Math.round(rule.percent * 100))) / 10_000);
  const min = limits.min === null ? 1 : (toMinor(limits.min) ?? 1);
  const max = limits.max === null ? Number.MAX_SAFE_INTEGER : (toMinor(limits.max) ?? raw);
  return Math.min(max, Math.max(min, raw));
}

/**
 * The state after a settled bet of `stake` that paid `payout` (minor units),
 * and why the run stops now, if it does. A bet that paid more than its stake
 * is a win.
 */
export function afterBet(
  state: AutoBetState,
  payout: number,
  first: number,
  settings: AutoBetSettings,
  limits: Limits,
): { state: AutoBetState; stop: StopReason | null } {
  const won = payout > state.stake;
  const profit = state.profit + payout - state.stake;
  const next: AutoBetState = {
    placed: state.placed + 1,
    wins: state.wins + (won ? 1 : 0),
    losses: state.losses + (won ? 0 : 1),
    profit,
    stake: nextStake(state.stake, first, won ? settings.onWin : settings.onLoss, limits),
  };
  const stop: StopReason | null =
    settings.stopProfit !== null && profit >= settings.stopProfit
      ? 'profit'
      : settings.stopLoss !== null && -profit >= settings.stopLoss
        ? 'loss'
        : settings.bets > 0 && next.placed >= settings.bets
          ? 'count'
          : null;
  return { state: next, stop };
}
