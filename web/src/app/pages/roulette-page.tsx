// /games/roulette: the in-house game page with its table, played for money or
// in demo, with the fairness panel and My bets.

import { DemoGamePage } from '../../features/games/fair/components/demo-game-page.tsx';
import { RouletteBoard } from '../../features/games/fair/components/roulette-board.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.house, MESSAGE_GROUPS.rounds, MESSAGE_GROUPS.roulette];

/** /games/roulette: demo play with provably fair rounds. */
export default function Page() {
  return (
    <DemoGamePage game="roulette">
      <RouletteBoard />
    </DemoGamePage>
  );
}
