import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { DemoGamePage } from '../fair/components/demo-game-page.tsx';
import { MinerBoard } from '../fair/components/miner-board.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [
  MESSAGE_GROUPS.house,
  MESSAGE_GROUPS.rounds,
  MESSAGE_GROUPS.fairness,
  MESSAGE_GROUPS.bets,
  MESSAGE_GROUPS.miner,
];

/** /games/miner: demo play with provably fair mines. */
export default function Page() {
  return (
    <DemoGamePage game="miner">
      <MinerBoard />
    </DemoGamePage>
  );
}
