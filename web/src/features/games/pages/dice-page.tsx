import { InHouseGamePage } from '../components/in-house-game.tsx';
import { DemoBar } from '../fair/components/demo-bar.tsx';
import { DiceBoard } from '../fair/components/dice-board.tsx';
import { FairnessPanel } from '../fair/components/fairness-panel.tsx';

/** /games/dice: demo play with provably fair rolls. */
export default function Page() {
  return (
    <InHouseGamePage
      game="dice"
      board={
        <>
          <DemoBar />
          <DiceBoard />
        </>
      }
      after={<FairnessPanel game="dice" />}
    />
  );
}
