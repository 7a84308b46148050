import { DemoGamePage } from '../fair/components/demo-game-page.tsx';
import { HiloBoard } from '../fair/components/hilo-board.tsx';

/** /games/hilo: demo play with provably fair cards. */
export default function Page() {
  return (
    <DemoGamePage game="hilo">
      <HiloBoard />
    </DemoGamePage>
  );
}
