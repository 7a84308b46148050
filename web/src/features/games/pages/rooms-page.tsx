import { RoomsPage } from '../components/rooms.tsx';

export default function Page() {
  return <RoomsPage />;
}
