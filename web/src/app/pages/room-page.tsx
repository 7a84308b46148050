// /games/rooms/{purple,red,yellow}: one room's page, the room given by its
// route's `params` (shared/lib/paths.ts). Three routes, not one with a `:room`
// parameter, so that each room has its own address and prerendered file;
// one module, since the pages differ only by the room.
import type { ComponentProps } from 'react';
import { RoomPage } from '../../features/games/components/rooms.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [
  MESSAGE_GROUPS.house,
  MESSAGE_GROUPS.rounds,
  MESSAGE_GROUPS.live,
  MESSAGE_GROUPS.rooms,
];

/** A room's table, rules and minimum bets; `room` from the route table. */
export default function Page({ room }: ComponentProps<typeof RoomPage>) {
  return <RoomPage room={room} />;
}
