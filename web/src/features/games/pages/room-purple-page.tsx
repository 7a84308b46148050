import { RoomPage } from '../components/rooms.tsx';

export default function Page() {
  return <RoomPage room="purple" />;
}
