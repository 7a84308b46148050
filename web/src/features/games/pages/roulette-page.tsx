import { RouletteBoard } from '../fair/components/boards.tsx';
import { DemoGamePage } from '../fair/components/demo-game-page.tsx';

/** /games/roulette: demo play with provably fair rounds. */
export default function Page() {
  return (
    <DemoGamePage game="roulette">
      <RouletteBoard />
    </DemoGamePage>
  );
}
