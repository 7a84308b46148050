// /games/hilo: the in-house game page with its board, played for money or in
// demo, with the fairness panel and My bets.

import { DemoGamePage } from '../../features/games/fair/components/demo-game-page.tsx';
import { HiloBoard } from '../../features/games/fair/components/hilo-board.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.house, MESSAGE_GROUPS.rounds, MESSAGE_GROUPS.hilo];

/** /games/hilo: demo play with provably fair cards. */
export default function Page() {
  return (
    <DemoGamePage game="hilo">
      <HiloBoard />
    </DemoGamePage>
  );
}
