import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { CrashBoard } from '../fair/components/boards.tsx';
import { DemoGamePage } from '../fair/components/demo-game-page.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.games];

/** /games/crash: demo play with provably fair rounds. */
export default function Page() {
  return (
    <DemoGamePage game="crash">
      <CrashBoard />
    </DemoGamePage>
  );
}
