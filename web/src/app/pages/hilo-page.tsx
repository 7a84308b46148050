import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { DemoGamePage } from '../fair/components/demo-game-page.tsx';
import { HiloBoard } from '../fair/components/hilo-board.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [
  MESSAGE_GROUPS.house,
  MESSAGE_GROUPS.rounds,
  MESSAGE_GROUPS.fairness,
  MESSAGE_GROUPS.bets,
  MESSAGE_GROUPS.hilo,
];

/** /games/hilo: demo play with provably fair cards. */
export default function Page() {
  return (
    <DemoGamePage game="hilo">
      <HiloBoard />
    </DemoGamePage>
  );
}
