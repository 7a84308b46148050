// /games/slots/{slot}/demo, /games/slots/{slot}/play and the same two under
// /games/live-casino: a slot's or live game's page, the game in its frame.
// The game is the address's `:slot` (read by GameLaunchPage); the catalog
// (`kind`) and demo or money play (`mode`) are fixed per route, given by its
// `params` (shared/lib/paths.ts): one module, since the four pages differ only by
// those two values.
import type { ComponentProps } from 'react';
import { GameLaunchPage } from '../../features/games/components/game-frame.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.cards, MESSAGE_GROUPS.launch];

/** The game's launch in its frame; `kind` and `mode` from the route table. */
export default function Page({ kind, mode }: ComponentProps<typeof GameLaunchPage>) {
  return <GameLaunchPage kind={kind} mode={mode} />;
}
