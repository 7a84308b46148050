// /games/keno: the in-house game page with its board, played for money or in
// demo, with the fairness panel and My bets.

import { KenoBoard } from '../../features/games/fair/components/boards.tsx';
import { DemoGamePage } from '../../features/games/fair/components/demo-game-page.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [
  MESSAGE_GROUPS.house,
  MESSAGE_GROUPS.rounds,
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
