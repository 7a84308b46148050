// /games/slots/{slot}/demo, /games/slots/{slot}/play and the same two under
// /games/live-casino: a slot's or live game's page, the game in its frame.
// The game is the address's `:slot` (read by GameLaunchPage); the catalog
// (`kind`) and demo or money play (`mode`) are fixed per route, given by its
// `params` (shared/lib/paths.ts): one module, since the four pages differ only by
// those two values.
import { type ComponentProps, useMemo } from 'react';
import { activeFreeSpins } from '../../features/free-spins/active-free-spins.ts';
import { useFreeSpins } from '../../features/free-spins/api.ts';
import { GameLaunchPage } from '../../features/games/components/game-frame.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.cards, MESSAGE_GROUPS.launch];

/**
 * The game's launch in its frame; `kind` and `mode` from the route table. A
 * player's free spins (for money only) open money play on their game
 * without a balance: the game plays them.
 */
export default function Page({ kind, mode }: ComponentProps<typeof GameLaunchPage>) {
  const spins = useFreeSpins(mode === 'play').data?.data;
  const freeSpinGames = useMemo(
    () => new Set(activeFreeSpins(spins ?? [], Date.now()).map((spin) => spin.game.id)),
    [spins],
  );
  return (
    <GameLaunchPage
      kind={kind}
      mode={mode}
      freeSpinGames={mode === 'play' ? freeSpinGames : undefined}
    />
  );
}
