import { KenoBoard } from '../fair/components/boards.tsx';
import { DemoGamePage } from '../fair/components/demo-game-page.tsx';

/** /games/keno: demo play with provably fair rounds. */
export default function Page() {
  return (
    <DemoGamePage game="keno">
      <KenoBoard />
    </DemoGamePage>
  );
}
