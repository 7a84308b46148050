// What the crash board knows of the shared table, built from the stream's
// events alone (a pure reducer, so a reconnection's snapshot simply replaces
// it): the round, its bets and cash-outs, the last ended rounds and the chain
// they verify against.
import type { components } from '@casino/sdk';

type Schemas = components['schemas'];
export type CrashEvent = Schemas['CrashEvent'];
export type CrashLiveRound = Schemas['CrashLiveRound'];
export type CrashPublicBet = Schemas['CrashPublicBet'];
export type CrashChain = Schemas['CrashChain'];

/** The event types of the crash stream. */
export const CRASH_EVENT_TYPES = [
  'snapshot',
  'betting',
  'bet',
  'start',
  'tick',
  'cashout',
  'end',
] as const satisfies readonly CrashEvent['type'][];

/** How many ended rounds the board keeps (the row of last crash points). */
const CRASH_HISTORY = 20;

export interface CrashView {
  round: CrashLiveRound | null;
  /** This round's bets, in the order they came. */
  bets: CrashPublicBet[];
  /** Ended rounds, newest first. */
  history: CrashLiveRound[];
  chain: CrashChain | null;
}

export const EMPTY_CRASH_VIEW: CrashView = { round: null, bets: [], history: [], chain: null };

const withBet = (bets: CrashPublicBet[], bet: CrashPublicBet) =>
  bets.some((b) => b.id === bet.id) ? bets.map((b) => (b.id === bet.id ? bet : b)) : [...bets, bet];

/** The view after an event. */
export function crashReducer(view: CrashView, event: CrashEvent): CrashView {
  switch (event.type) {
    case 'snapshot':
      return { round: event.round, bets: event.bets, history: event.history, chain: event.chain };
    case 'betting':
      return { ...view, round: event.round, bets: [] };
    case 'start':
      return { ...view, round: event.round };
    case 'end':
      return {
        ...view,
        round: event.round,
        history: [event.round, ...view.history.filter((r) => r.id !== event.round.id)].slice(
          0,
          CRASH_HISTORY,
        ),
      };
    case 'bet':
    case 'cashout':
      return event.roundId === view.round?.id
        ? { ...view, bets: withBet(view.bets, event.bet) }
        : view;
    case 'tick':
      return view;
  }
}
