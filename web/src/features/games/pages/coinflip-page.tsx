import { InHouseGamePage } from '../components/in-house-game.tsx';

export default function Page() {
  return <InHouseGamePage game="coinflip" />;
}
