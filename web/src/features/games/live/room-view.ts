// What a room board knows of its table, built from the stream's events alone
// (a pure reducer; a reconnection's snapshot replaces it): the round with its
// entries, pot and countdown, and the last draws; and the demo seat, a stake
// of the demo balance drawn with the real ones in the browser.
import { type components, fromMinor, toMinor } from '@casino/sdk';
import { type roomDrawWinner, roomPayout } from '@casino/sdk/fair';

type Schemas = components['schemas'];
export type RoomEvent = Schemas['RoomEvent'];
export type RoomLiveRound = Schemas['RoomLiveRound'];

/** The event types of a room's stream. */
export const ROOM_EVENT_TYPES = [
  'snapshot',
  'opened',
  'join',
  'end',
] as const satisfies readonly RoomEvent['type'][];

/** How many draws the board keeps. */
const ROOM_HISTORY = 10;

export interface RoomView {
  round: RoomLiveRound | null;
  /** Drawn rounds, newest first. */
  history: RoomLiveRound[];
}

export const EMPTY_ROOM_VIEW: RoomView = { round: null, history: [] };

/** The view after an event. */
export function roomReducer(view: RoomView, event: RoomEvent): RoomView {
  if ('history' in event) return { round: event.round, history: event.history };
  if (event.type === 'end')
    return {
      round: event.round,
      history: [event.round, ...view.history.filter((r) => r.id !== event.round.id)].slice(
        0,
        ROOM_HISTORY,
      ),
    };
  return { ...view, round: event.round };
}

/**
 * A demo seat in a room's round: a guest (or a player in demo mode) joins
 * the live round without money, with the demo balance. The server never
 * knows of it; the board puts it among the real entries in joining order and,
 * once the server reveals its seed, draws the round again with it, exactly as
 * the server would have had the seat been real. The real players' draw is
 * untouched.
 */
export interface DemoSeat {
  roundId: string;
  amount: number;
  clientSeed: string;
  /** When it joined, by the server's clock (its place in joining order). */
  joinedAt: number;
  /**
   * The room draw (the engine's roomDrawWinner), loaded when the seat was
   * taken: the board draws the seat's rounds with it.
   */
  draw: typeof roomDrawWinner;
}

/** The id of the demo seat among a round's entries. */
export const DEMO_SEAT_ID = 'demo-seat';

/**
 * The round with the demo seat among its entries (by joining time), the pot
 * with its stake and, once drawn, the winner and payout the seat's draw
 * gives. `label` is how the seat is named.
 */
export function withDemoSeat(round: RoomLiveRound, seat: DemoSeat, label: string): RoomLiveRound {
  const entry = {
    id: DEMO_SEAT_ID,
    player: label,
    amount: seat.amount,
    clientSeed: seat.clientSeed,
    joinedAt: seat.joinedAt,
  };
  const after = round.entries.findIndex((e) => e.joinedAt > seat.joinedAt);
  const entries =
    after === -1
      ? [...round.entries, entry]
      : [...round.entries.slice(0, after), entry, ...round.entries.slice(after)];
  const potMinor = entries.reduce((sum, e) => sum + (toMinor(e.amount) ?? 0), 0);
  const drawn =
    round.serverSeed === null
      ? null
      : seat.draw(
          round.serverSeed,
          entries.map((e) => ({ amount: e.amount, clientSeed: e.clientSeed })),
        );
  return {
    ...round,
    entries,
    pot: fromMinor(potMinor),
    winner: drawn,
    payout: drawn === null ? null : fromMinor(roomPayout(potMinor)),
  };
}
