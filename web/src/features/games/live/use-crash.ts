// The crash board's whole state: the shared table from its stream, and the
// player's own bet on it, for money (the crash service's calls) or for fun
// (the demo balance, settled here against the same stream). A bet asked for
// while a round runs waits for the next betting phase and is placed the
// moment it opens. An automatic cash-out is the service's for money, and
// settled here at the target for the demo. The bet sounds as it is placed,
// cashed out or lost (feel/feel.ts) and counts in the session's statistics
// once settled; a cash-out for money, the automatic one too, reloads the
// balance when it is paid.
import { ApiError, fromMinor, timesMultiplier, toMinor } from '@casino/sdk';
import { crashMultiplierAt } from '@casino/sdk/fair';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { usePlayer, usePlayerCurrency } from '../../../shared/domain/player.tsx';
import { useLiveStream } from '../../../shared/lib/live-stream.ts';
import { ShortBalanceError } from '../fair/demo-state.ts';
import { type PlayMode, usePlayMode } from '../fair/mode.ts';
import { type Problem, useProblemOf } from '../fair/session.ts';
import { moveDemoBalance } from '../fair/use-demo.ts';
import { playSound } from '../feel/feel.ts';
import { countBet } from '../stats/count.ts';
import {
  useAfterLiveRound,
  useCashOutCrashBet,
  useCrashBets,
  usePlaceCrashBet,
  useStreamUrl,
} from './api.ts';
import {
  CRASH_EVENT_TYPES,
  type CrashEvent,
  type CrashLiveRound,
  crashReducer,
  EMPTY_CRASH_VIEW,
} from './crash-view.ts';

/** The player's bet on a round, real or demo, as the board shows it. */
export interface OwnBet {
  id: string;
  roundId: string;
  amount: number;
  autoCashOut: number | null;
  status: 'open' | 'won' | 'lost';
  cashedOutAt: number | null;
  payout: number;
}

/** A bet waiting for the next betting phase. */
interface Queued {
  amount: number;
  autoCashOut: number | null;
}

/** The multiplier of a running round at the server's time `now`. */
export function multiplierOf(round: CrashLiveRound, now: number): number {
  return crashMultiplierAt(now - (round.startedAt ?? now), round.rate);
}

export function useCrashTable() {
  const { loggedIn, pending } = usePlayer();
  const currency = usePlayerCurrency();
  const [mode] = usePlayMode();
  const real = loggedIn && mode === 'real';
  const url = useStreamUrl({ game: 'crash' });
  const [view, dispatch] = useReducer(crashReducer, EMPTY_CRASH_VIEW);
  const [demoBet, setDemoBet] = useState<OwnBet | null>(null);
  const [placed, setPlaced] = useState<OwnBet | null>(null);
  const [queued, setQueued] = useState<Queued | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  /** The last round that ended while the board was open (a snapshot's history is not news). */
  const [ended, setEnded] = useState<CrashLiveRound | null>(null);
  const problemOf = useProblemOf();
  const bets = useCrashBets(real);
  const placeReal = usePlaceCrashBet();
  const cashOutReal = useCashOutCrashBet();
  const afterRound = useAfterLiveRound();
  /** The round of the player's real bet, for the stream handler (set as the board renders). */
  const stakeRound = useRef<string | null>(null);

  // The latest of these for the stream handler, which lives as long as the stream.
  const state = useRef({ queued, real, currency });
  state.current = { queued, real, currency };
  // The demo bet as it is now, ahead of React's next render: two events in a
  // row (a tick past the target, then the end) must never settle it twice.
  const demo = useRef<OwnBet | null>(null);
  /** The last multiplier the server sent for a running round: below its crash point. */
  const lastTick = useRef<{ roundId: string; multiplier: number } | null>(null);
  const setDemo = useCallback((bet: OwnBet | null) => {
    demo.current = bet;
    setDemoBet(bet);
  }, []);

  /** Settles the open demo bet at `multiplier` (won) or as lost (null), moving the demo balance, once. */
  const settleDemo = useCallback(
    (multiplier: number | null) => {
      const bet = demo.current;
      if (bet?.status !== 'open') return;
      if (multiplier === null) {
        setDemo({ ...bet, status: 'lost' });
        return;
      }
      const payoutMinor = timesMultiplier(toMinor(bet.amount) ?? 0, multiplier);
      moveDemoBalance(state.current.currency, payoutMinor).catch((error: unknown) =>
        console.error('the demo win was not paid', error),
      );
      setDemo({ ...bet, status: 'won', cashedOutAt: multiplier, payout: fromMinor(payoutMinor) });
    },
    [setDemo],
  );

  /** Settles an open demo bet by its ended round: won at its target if the round got there. */
  const settleByRound = useCallback(
    (round: CrashLiveRound | undefined) => {
      const bet = demo.current;
      if (bet?.status !== 'open') return;
      const point = round?.crashPoint ?? 1;
      settleDemo(bet.autoCashOut !== null && bet.autoCashOut < point ? bet.autoCashOut : null);
    },
    [settleDemo],
  );

  const place = async (amount: number, autoCashOut: number | null, roundId: string) => {
    setProblem(null);
    setBusy(true);
    try {
      if (state.current.real) {
        const bet = await placeReal(amount, autoCashOut);
        setPlaced({ ...bet });
      } else {
        await moveDemoBalance(state.current.currency, -(toMinor(amount) ?? 0));
        setDemo({
          id: `demo-${roundId}`,
          roundId,
          amount,
          autoCashOut,
          status: 'open',
          cashedOutAt: null,
          payout: 0,
        });
      }
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  const { status, clock } = useLiveStream(
    url,
    CRASH_EVENT_TYPES,
    'zCrashEvent',
    (event: CrashEvent) => {
      dispatch(event);
      if (event.type === 'end') setEnded(event.round);
      if (event.type === 'tick')
        lastTick.current = { roundId: event.roundId, multiplier: event.multiplier };
      // A waiting bet goes in as soon as a round takes bets (a reconnection's snapshot included).
      const waiting = state.current.queued;
      const taking =
        event.type === 'betting' || (event.type === 'snapshot' && event.round.phase === 'betting')
          ? event.round
          : null;
      if (waiting && taking) {
        setQueued(null);
        void place(waiting.amount, waiting.autoCashOut, taking.id);
      }
      const bet = demo.current;
      if (bet?.status === 'open') {
        if (
          event.type === 'tick' &&
          event.roundId === bet.roundId &&
          bet.autoCashOut !== null &&
          event.multiplier >= bet.autoCashOut
        )
          settleDemo(bet.autoCashOut);
        if (event.type === 'end' && event.round.id === bet.roundId) settleByRound(event.round);
        // Reconnected after its round ended: settle it by the history (a round too old: lost).
        if (event.type === 'snapshot' && event.round.id !== bet.roundId)
          settleByRound(event.history.find((r) => r.id === bet.roundId));
      }
      if (event.type === 'end' && state.current.real)
        afterRound(stakeRound.current === event.round.id);
    },
  );

  const round = view.round;
  // The player's bet on the round shown: the demo's, or the service's (just placed, or listed).
  const listed = bets.data?.bets.find((b) => b.roundId === round?.id) ?? null;
  // The answer of a cash-out is newer than the list until the list is asked again.
  const fresh = placed?.roundId === round?.id ? placed : null;
  const realBet = fresh && (fresh.status !== 'open' || !listed) ? fresh : listed;
  stakeRound.current = realBet?.roundId ?? null;
  const publicBet = view.bets.find((b) => b.id === realBet?.id);
  const own: OwnBet | null = real
    ? realBet && {
        ...realBet,
        // The stream may know of a cash-out before the list is asked again.
        ...(publicBet?.cashedOutAt
          ? {
              status: 'won' as const,
              cashedOutAt: publicBet.cashedOutAt,
              payout: publicBet.payout ?? 0,
            }
          : {}),
        ...(round?.phase === 'ended' && realBet.status === 'open' && !publicBet?.cashedOutAt
          ? { status: 'lost' as const }
          : {}),
      }
    : demoBet?.roundId === round?.id
      ? demoBet
      : null;

  useOwnBetSettled(own, real ? 'real' : 'demo', currency, () => {
    // A cash-out for money (the player's, or the automatic one the stream
    // tells of) is paid now: the balance shows it now, not at the crash.
    if (real) afterRound(true);
  });

  return {
    mode: (real ? 'real' : 'demo') as PlayMode,
    currency,
    status,
    clock,
    view,
    ended,
    own,
    queued,
    // A stored session whose profile has not answered: a bet now would be a demo one.
    busy: busy || pending,
    problem,
    /** The player's past crash bets (real play). */
    history: real ? (bets.data?.bets ?? null) : null,
    /** Bets now if the round takes bets, else on the next one. */
    bet(amount: number, autoCashOut: number | null) {
      setProblem(null);
      if (round?.phase === 'betting' && clock.now() < round.bettingEndsAt)
        void place(amount, autoCashOut, round.id);
      else setQueued({ amount, autoCashOut });
    },
    cancelQueued: () => setQueued(null),
    async cashOut() {
      if (own?.status !== 'open' || round?.phase !== 'running') return;
      setProblem(null);
      if (!real) {
        // At most the server's last multiplier of the round: never past a crash not heard of yet.
        const tick = lastTick.current;
        if (tick?.roundId === round.id)
          settleDemo(Math.min(tick.multiplier, multiplierOf(round, clock.now())));
        return;
      }
      setBusy(true);
      try {
        const bet = await cashOutReal(own.id);
        setPlaced(bet);
      } catch (error) {
        if (error instanceof ApiError || error instanceof ShortBalanceError)
          setProblem(problemOf(error));
        else throw error;
      } finally {
        setBusy(false);
      }
    },
  };
}

/**
 * The player's bet as it sounds (placed, cashed out, lost in the crash:
 * feel.ts), counts in the session's statistics once settled (stats.ts),
 * and `onWon` once it is cashed out.
 */
function useOwnBetSettled(
  own: OwnBet | null,
  mode: PlayMode,
  currency: string,
  onWon: () => void,
): void {
  const heard = useRef<{ id: string; status: OwnBet['status'] } | null>(null);
  // The bet and its mode as they are now; the effect runs on a change of bet or status only.
  const latest = useRef({ own, mode, currency, onWon });
  latest.current = { own, mode, currency, onWon };
  const id = own?.id;
  const status = own?.status;
  useEffect(() => {
    if (!id || !status) return;
    const before = heard.current;
    heard.current = { id, status };
    if (before?.id === id && before.status === status) return;
    if (status === 'open') playSound('bet');
    else if (before?.id === id && before.status === 'open') {
      playSound(status === 'won' ? 'cashout' : 'crash');
      const now = latest.current;
      if (status === 'won') now.onWon();
      if (now.own)
        countBet(now.mode, {
          game: 'crash',
          amount: now.own.amount,
          payout: now.own.payout,
          currency: now.currency,
        });
    }
  }, [id, status]);
}

/** What useCrashTable gives the board. */
export type CrashTableState = ReturnType<typeof useCrashTable>;
