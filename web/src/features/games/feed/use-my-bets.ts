// "My bets" in the live bets feed: the player's own settled bets in the
// feed's shape, newest first, from the lists the boards already keep: the
// in-house rounds of every game (`/rounds`), the live crash bets and the room
// stakes. Asked only while the tab is open and the player is signed in.
import type { MoneyGame } from '@casino/sdk/fair';
import { useMemo } from 'react';
import { useRounds } from '../fair/api.ts';
import { useCrashBets, useRoomBets } from '../live/api.ts';
import type { FeedBet } from './use-bet-feed.ts';

/** How many of the player's bets the tab shows. */
const SHOWN = 30;

/** What a bet paid as a multiple of its stake, to the cent. */
const times = (payout: number, amount: number) =>
  amount > 0 ? Math.round((payout * 100) / amount) / 100 : 0;

const own = (bet: Omit<FeedBet, 'player' | 'highRoller' | 'bigWin'>): FeedBet => ({
  ...bet,
  player: '',
  highRoller: false,
  bigWin: false,
});

/** What the tab reads of a round as `/rounds` answers it. */
interface Round {
  id: string;
  game: MoneyGame;
  currency: FeedBet['currency'];
  amount: number;
  payout: number;
  createdAt: string;
  settledAt: string | null;
}

function fromRound(round: Round): FeedBet {
  return own({
    id: round.id,
    game: round.game,
    at: Date.parse(round.settledAt ?? round.createdAt),
    currency: round.currency,
    amount: round.amount,
    multiplier: times(round.payout, round.amount),
    payout: round.payout,
  });
}

/**
 * The player's settled bets, newest first, as a query (QueryView): `data`
 * once all three lists are in, the first `error` of any.
 */
export function useMyBets(enabled: boolean) {
  const rounds = useRounds(null, enabled);
  const crash = useCrashBets(enabled);
  const rooms = useRoomBets(enabled);
  const data = useMemo(() => {
    if (!rounds.data || !crash.data || !rooms.data) return undefined;
    const mine = [
      ...rounds.data.rounds.filter((r) => r.status === 'settled').map(fromRound),
      ...crash.data.bets
        .filter((b) => b.status !== 'open')
        .map((b) =>
          own({
            id: b.id,
            game: 'crash',
            at: Date.parse(b.createdAt),
            currency: b.currency,
            amount: b.amount,
            multiplier: b.cashedOutAt ?? 0,
            payout: b.payout,
          }),
        ),
      ...rooms.data.bets
        .filter((b) => b.status !== 'open')
        .map((b) =>
          own({
            id: b.id,
            game: 'rooms',
            at: Date.parse(b.createdAt),
            currency: b.currency,
            amount: b.amount,
            multiplier: times(b.payout, b.amount),
            payout: b.payout,
          }),
        ),
    ];
    return mine.sort((a, b) => b.at - a.at).slice(0, SHOWN);
  }, [rounds.data, crash.data, rooms.data]);
  const error = rounds.error ?? crash.error ?? rooms.error;
  return {
    data,
    error,
    isLoading: data === undefined && error === undefined,
    mutate: () => Promise.all([rounds.mutate(), crash.mutate(), rooms.mutate()]),
  };
}
