import { CrashBoard } from '../fair/components/boards.tsx';
import { DemoGamePage } from '../fair/components/demo-game-page.tsx';

/** /games/crash: demo play with provably fair rounds. */
export default function Page() {
  return (
    <DemoGamePage game="crash">
      <CrashBoard />
    </DemoGamePage>
  );
}
