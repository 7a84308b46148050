import { DemoGamePage } from '../fair/components/demo-game-page.tsx';
import { MinesBoard } from '../fair/components/mines-board.tsx';

/** /games/miner: demo play with provably fair mines. */
export default function Page() {
  return (
    <DemoGamePage game="miner">
      <MinesBoard />
    </DemoGamePage>
  );
}
