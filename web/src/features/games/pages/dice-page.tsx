import { DemoGamePage } from '../fair/components/demo-game-page.tsx';
import { DiceBoard } from '../fair/components/dice-board.tsx';

/** /games/dice: demo play with provably fair rolls. */
export default function Page() {
  return (
    <DemoGamePage game="dice">
      <DiceBoard />
    </DemoGamePage>
  );
}
