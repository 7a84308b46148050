import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { KenoBoard } from '../fair/components/boards.tsx';
import { DemoGamePage } from '../fair/components/demo-game-page.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [
  MESSAGE_GROUPS.house,
  MESSAGE_GROUPS.rounds,
  MESSAGE_GROUPS.fairness,
  MESSAGE_GROUPS.bets,
  MESSAGE_GROUPS.keno,
];

/** /games/keno: demo play with provably fair rounds. */
export default function Page() {
  return (
    <DemoGamePage game="keno">
      <KenoBoard />
    </DemoGamePage>
  );
}
