import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { RoomsPage } from '../components/rooms.tsx';

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
