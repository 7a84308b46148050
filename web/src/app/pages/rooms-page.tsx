// /games/rooms: the three rooms, each with its minimum bet, leading to its own
// page (room-page.tsx).

import { RoomsPage } from '../../features/games/components/rooms.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [
  MESSAGE_GROUPS.house,
  MESSAGE_GROUPS.rounds,
  MESSAGE_GROUPS.live,
  MESSAGE_GROUPS.rooms,
];

export default function Page() {
  return <RoomsPage />;
}
