import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { DemoGamePage } from '../fair/components/demo-game-page.tsx';
import { DiceBoard } from '../fair/components/dice-board.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [
  MESSAGE_GROUPS.house,
  MESSAGE_GROUPS.rounds,
  MESSAGE_GROUPS.fairness,
  MESSAGE_GROUPS.bets,
  MESSAGE_GROUPS.dice,
];

/** /games/dice: demo play with provably fair rolls. */
export default function Page() {
  return (
    <DemoGamePage game="dice">
      <DiceBoard />
    </DemoGamePage>
  );
}
