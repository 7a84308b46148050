// A room board's state: the room's table in the player's currency from its
// stream, and the player's stake in the open round (for money: rooms are
// shared pots of real stakes, so a guest or a player in demo mode watches).
// The player's client seed is made here, in the browser, so the draw mixes a
// seed the house never chose.
import type { Room } from '@casino/sdk';
import { newClientSeed } from '@casino/sdk/fair';
import { zRoomEvent } from '@casino/sdk/schemas';
import { useReducer, useState } from 'react';
import { usePlayer, usePlayerCurrency } from '../../../shared/player.tsx';
import { usePlayMode } from '../fair/mode.ts';
import { type Problem, useProblemOf } from '../fair/session.ts';
import { useJoinRoom, useRefreshLiveBets, useRoomBets, useStreamUrl } from './api.ts';
import { EMPTY_ROOM_VIEW, ROOM_EVENT_TYPES, type RoomEvent, roomReducer } from './room-view.ts';
import { useLiveStream } from './stream.ts';

const checkEvent = (data: unknown): RoomEvent | null => {
  const parsed = zRoomEvent.safeParse(data);
  return parsed.success ? (parsed.data as RoomEvent) : null;
};

export function useRoomTable(room: Room) {
  const { loggedIn } = usePlayer();
  const currency = usePlayerCurrency();
  const [mode] = usePlayMode();
  const real = loggedIn && mode === 'real';
  const url = useStreamUrl({ game: 'rooms', room, currency });
  const [view, dispatch] = useReducer(roomReducer, EMPTY_ROOM_VIEW);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [joined, setJoined] = useState<{ id: string; roundId: string } | null>(null);
  const problemOf = useProblemOf();
  const bets = useRoomBets(real);
  const joinRoom = useJoinRoom();
  const refreshBets = useRefreshLiveBets();

  const { status, clock } = useLiveStream(url, ROOM_EVENT_TYPES, checkEvent, (event) => {
    dispatch(event);
    if (event.type === 'end' && real) refreshBets();
  });

  const round = view.round;
  const listed = bets.data?.bets.find((b) => b.roundId === round?.id && b.room === room);
  const ownId = listed?.id ?? (joined?.roundId === round?.id ? joined?.id : undefined);

  return {
    real,
    currency,
    status,
    clock,
    view,
    /** The player's entry id in the round shown. */
    ownId: ownId ?? null,
    busy,
    problem,
    /** Every stake the player has put in a room of this page. */
    history: real ? (bets.data?.bets.filter((b) => b.room === room) ?? null) : null,
    async join(amount: number) {
      setProblem(null);
      setBusy(true);
      try {
        const bet = await joinRoom(room, amount, newClientSeed());
        setJoined({ id: bet.id, roundId: bet.roundId });
      } catch (error) {
        setProblem(problemOf(error));
      } finally {
        setBusy(false);
      }
    },
  };
}

/** What useRoomTable gives the board. */
export type RoomTableState = ReturnType<typeof useRoomTable>;
