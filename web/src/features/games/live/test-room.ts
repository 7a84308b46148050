// A room's round and an entry as the stream sends them, for the room boards' tests.
import type { RoomLiveRound } from './room-view.ts';

/** Round 5 of the red room in roubles, open and empty unless told otherwise. */
export const roomRound = (over: Partial<RoomLiveRound> = {}): RoomLiveRound => ({
  id: 'red-RUB-5',
  number: 5,
  room: 'red',
  currency: 'RUB',
  phase: 'open',
  minStake: 1,
  serverSeedHash: 'a'.repeat(64),
  serverSeed: null,
  endsAt: null,
  entries: [],
  pot: 0,
  winner: null,
  payout: null,
  ...over,
});

/** A player's stake in a round. */
export const roomEntry = (id: string, player: string, amount: number, joinedAt: number) => ({
  id,
  player,
  amount,
  clientSeed: `seed-${id}`,
  joinedAt,
});
