// What a room board knows of its table, built from the stream's events alone
// (a pure reducer; a reconnection's snapshot replaces it): the round with its
// entries, pot and countdown, and the last draws.
import type { components } from '@casino/sdk';

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
