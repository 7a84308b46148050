// The live bets feed in the browser (openapi/src/paths/live.yaml,
// `/rounds/live`): the stream followed like a live table's (stream.ts: each
// event checked against its schema, reconnected by itself), its snapshot
// taken as the lists, each settled bet put first in the lists it belongs to.
// One hook for the feed under the games and the home page's big wins.
import { type components, liveStreamUrl } from '@casino/sdk';
import { useState } from 'react';
import { useApi } from '../../../shared/lib/api.tsx';
import { type StreamStatus, useLiveStream } from '../../../shared/lib/live-stream.ts';

export type FeedBet = components['schemas']['FeedBet'];
type BetFeedEvent = components['schemas']['BetFeedEvent'];

/** The feed's lists, newest first. */
export interface FeedLists {
  bets: FeedBet[];
  highRollers: FeedBet[];
  bigWins: FeedBet[];
}

/** How many of each list are kept (the snapshot's own bounds). */
const KEPT: Readonly<Record<keyof FeedLists, number>> = { bets: 30, highRollers: 30, bigWins: 20 };
const EMPTY: FeedLists = { bets: [], highRollers: [], bigWins: [] };
const TYPES = ['snapshot', 'bet'] as const;

/** The lists after an event: a snapshot replaces them, a bet goes first where it belongs. */
export function feedAfter(lists: FeedLists, event: BetFeedEvent): FeedLists {
  if (event.type === 'snapshot') {
    return { bets: event.bets, highRollers: event.highRollers, bigWins: event.bigWins };
  }
  const { bet } = event;
  const put = (list: keyof FeedLists, belongs: boolean) =>
    belongs && !lists[list].some((b) => b.id === bet.id)
      ? [bet, ...lists[list]].slice(0, KEPT[list])
      : lists[list];
  return {
    bets: put('bets', true),
    highRollers: put('highRollers', bet.highRoller),
    bigWins: put('bigWins', bet.bigWin),
  };
}

/** The live bets feed: its lists, and how its stream is doing. */
export function useBetFeed(): { lists: FeedLists; status: StreamStatus } {
  const { client } = useApi();
  const [lists, setLists] = useState<FeedLists>(EMPTY);
  const { status } = useLiveStream(
    liveStreamUrl(client.services, { game: 'feed' }),
    TYPES,
    'zBetFeedEvent',
    (event: BetFeedEvent) => setLists((now) => feedAfter(now, event)),
  );
  return { lists, status };
}
