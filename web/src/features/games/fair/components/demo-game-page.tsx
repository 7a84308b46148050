import type { ReactNode } from 'react';
import { type InHouseGame, InHouseGamePage } from '../../components/in-house-game.tsx';
import { DemoBar } from './demo-bar.tsx';
import { FairnessPanel } from './fairness-panel.tsx';

/** An in-house game page with demo play: the demo balance and the board, the fairness panel below. */
export function DemoGamePage({
  game,
  fairGame,
  children,
}: {
  game: InHouseGame;
  /** The game's name in the fairness engine (miner is `mines`). */
  fairGame?: string;
  children: ReactNode;
}) {
  return (
    <InHouseGamePage
      game={game}
      board={
        <>
          <DemoBar />
          {children}
        </>
      }
      after={<FairnessPanel game={fairGame ?? game} />}
    />
  );
}
