// A room board's state: the room's table in the player's currency from its
// stream, and the player's stake in the open round: for money (the general
// service's join), or for fun, a demo seat drawn in the browser among the real
// stakes once the server reveals its seed (room-view.ts). The player's client
// seed is made here, in the browser, so the draw mixes a seed the house never
// chose. Each draw the player was in counts in the session's statistics.
import { type Room, toMinor } from '@casino/sdk';
import { useReducer, useRef, useState } from 'react';
import { usePlayer, usePlayerCurrency } from '../../../shared/domain/player.tsx';
import { useLiveStream } from '../../../shared/lib/live-stream.ts';
import { useServerMessage } from '../../../shared/ui/forms.tsx';
import { usePlayMode } from '../fair/mode.ts';
import { type Problem, useProblemOf } from '../fair/session.ts';
import { moveDemoBalance } from '../fair/use-demo.ts';
import { countBet } from '../stats/count.ts';
import { useAfterLiveRound, useJoinRoom, useRoomBets, useStreamUrl } from './api.ts';
import {
  DEMO_SEAT_ID,
  type DemoSeat,
  EMPTY_ROOM_VIEW,
  ROOM_EVENT_TYPES,
  type RoomEvent,
  type RoomLiveRound,
  roomReducer,
  withDemoSeat,
} from './room-view.ts';

/** Whether a round still takes stakes at `now` (the server's clock): open, its countdown not run out. */
function takesStakes(round: RoomLiveRound | null | undefined, now: number): boolean {
  return round?.phase === 'open' && (round.endsAt === null || now < round.endsAt);
}

/** Counts the player's entry `id` of a drawn round in the session's statistics (none: nothing). */
function countEntry(mode: 'real' | 'demo', round: RoomLiveRound, id: string | null): void {
  const index = round.entries.findIndex((e) => e.id === id);
  const entry = round.entries[index];
  if (!entry) return;
  countBet(mode, {
    game: 'rooms',
    amount: entry.amount,
    payout: round.winner === index ? (round.payout ?? 0) : 0,
    currency: round.currency,
  });
}

/** `seatLabel`: how the demo seat is named among the players. */
export function useRoomTable(room: Room, seatLabel: string) {
  const { loggedIn, pending } = usePlayer();
  const currency = usePlayerCurrency();
  const [mode] = usePlayMode();
  const real = loggedIn && mode === 'real';
  const url = useStreamUrl({ game: 'rooms', room, currency });
  const [view, dispatch] = useReducer(roomReducer, EMPTY_ROOM_VIEW);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [joined, setJoined] = useState<{ id: string; roundId: string } | null>(null);
  const [seat, setSeat] = useState<DemoSeat | null>(null);
  /** The last round drawn while the board was open, as the demo seat's draw makes it (a snapshot's history is not news). */
  const [ended, setEnded] = useState<RoomLiveRound | null>(null);
  // The stream handler outlives renders: it reads the seat and currency here.
  const latest = useRef({ seat, currency, seatLabel });
  latest.current = { seat, currency, seatLabel };
  /** The round whose demo seat was settled (settled once, whatever events repeat). */
  const paid = useRef<string | null>(null);
  const problemOf = useProblemOf();
  const translate = useServerMessage();
  const bets = useRoomBets(real);
  const joinRoom = useJoinRoom();
  const afterRound = useAfterLiveRound();
  /** The round of the player's real stake, for the stream handler (set as the board renders). */
  const stakeRound = useRef<string | null>(null);
  /** The player's real entry in it, likewise. */
  const stakeEntry = useRef<string | null>(null);

  const { status, clock } = useLiveStream(
    url,
    ROOM_EVENT_TYPES,
    'zRoomEvent',
    (event: RoomEvent) => {
      dispatch(event);
      if (event.type === 'end' && real) {
        afterRound(stakeRound.current === event.round.id);
        countEntry('real', event.round, stakeEntry.current);
      }
      const mine = latest.current.seat;
      if (event.type === 'end')
        setEnded(
          mine?.roundId === event.round.id
            ? withDemoSeat(event.round, mine, latest.current.seatLabel)
            : event.round,
        );
      // The demo seat's draw, once: at its round's end, or from the history of a
      // reconnection's snapshot. A win is paid from the pot with its stake in it.
      if (!mine || paid.current === mine.roundId) return;
      const drawn =
        event.type === 'end' && event.round.id === mine.roundId
          ? event.round
          : event.type === 'snapshot'
            ? event.history.find((r) => r.id === mine.roundId)
            : undefined;
      if (!drawn) return;
      paid.current = mine.roundId;
      const round = withDemoSeat(drawn, mine, latest.current.seatLabel);
      countEntry('demo', round, DEMO_SEAT_ID);
      if (round.winner !== null && round.entries[round.winner]?.id === DEMO_SEAT_ID)
        moveDemoBalance(latest.current.currency, toMinor(round.payout ?? 0) ?? 0).catch(
          (error: unknown) => console.error('the demo win was not paid', error),
        );
    },
  );

  const shown = view.round;
  /** The round the stream shows now, for a join that awaited. */
  const latestRound = useRef(shown);
  latestRound.current = shown;
  const seated = !real && shown !== null && seat?.roundId === shown.id;
  // In demo play the board shows the round as the demo seat's draw makes it.
  const round = seated ? withDemoSeat(shown, seat, seatLabel) : shown;
  const listed = bets.data?.bets.find((b) => b.roundId === round?.id && b.room === room);
  stakeRound.current = real
    ? (listed?.roundId ?? (joined?.roundId === round?.id ? (joined?.roundId ?? null) : null))
    : null;
  const ownId = seated
    ? DEMO_SEAT_ID
    : (listed?.id ?? (joined?.roundId === round?.id ? joined?.id : undefined));
  stakeEntry.current = real ? (ownId ?? null) : null;

  return {
    real,
    currency,
    status,
    clock,
    view: { ...view, round },
    ended,
    /** The player's entry id in the round shown. */
    ownId: ownId ?? null,
    // A stored session whose profile has not answered: a bet now would be a demo one.
    busy: busy || pending,
    problem,
    /** Every stake the player has put in a room of this page. */
    history: real ? (bets.data?.bets.filter((b) => b.room === room) ?? null) : null,
    async join(amount: number) {
      setProblem(null);
      setBusy(true);
      try {
        if (!real) {
          // A seat taken after the server's close would sit in a round the server
          // drew without it: the join is refused as the server refuses a late
          // stake, and a stake taken while the engine loaded is given back.
          const closed = () => setProblem({ kind: 'text', text: translate('round.closed') });
          const roundId = shown?.id;
          if (!roundId || !takesStakes(shown, clock.now())) return closed();
          const { newClientSeed, roomDrawWinner } = await import('../fair/engine.ts');
          const stake = toMinor(amount) ?? 0;
          await moveDemoBalance(currency, -stake);
          const now = latestRound.current;
          if (now?.id !== roundId || !takesStakes(now, clock.now())) {
            await moveDemoBalance(currency, stake);
            return closed();
          }
          const taken: DemoSeat = {
            roundId,
            amount,
            clientSeed: newClientSeed(),
            joinedAt: clock.now(),
            draw: roomDrawWinner,
          };
          // The stream handler may hear the round's end before the next render.
          latest.current = { ...latest.current, seat: taken };
          setSeat(taken);
          return;
        }
        const { newClientSeed } = await import('../fair/engine.ts');
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
