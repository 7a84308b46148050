// /games/crash: the in-house game page around the shared live crash table.

import { InHouseGamePage } from '../../features/games/components/in-house-game.tsx';
import { CrashBoard } from '../../features/games/live/components/crash-table.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [
  MESSAGE_GROUPS.house,
  MESSAGE_GROUPS.rounds,
  MESSAGE_GROUPS.live,
  MESSAGE_GROUPS.crash,
];

/**
 * /games/crash: the shared live table, for money or for fun. Its fairness is
 * the hash chain, verified on the board itself (no per-player seed pair).
 */
export default function Page() {
  return <InHouseGamePage game="crash" board={<CrashBoard />} />;
}
