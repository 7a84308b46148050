import { CoinflipBoard } from '../fair/components/boards.tsx';
import { DemoGamePage } from '../fair/components/demo-game-page.tsx';

/** /games/coinflip: demo play with provably fair rounds. */
export default function Page() {
  return (
    <DemoGamePage game="coinflip">
      <CoinflipBoard />
    </DemoGamePage>
  );
}
