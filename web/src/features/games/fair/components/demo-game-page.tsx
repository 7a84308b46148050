import type { MoneyGame } from '@casino/sdk/fair';
import type { ReactNode } from 'react';
import { InHouseGamePage } from '../../components/in-house-game.tsx';
import { FairnessLater } from './fairness-later.tsx';

/** An in-house game page with play (for money or for fun): the board, the fairness panel and "My bets" below. */
export function DemoGamePage({ game, children }: { game: MoneyGame; children: ReactNode }) {
  return <InHouseGamePage game={game} board={children} after={<FairnessLater game={game} />} />;
}
