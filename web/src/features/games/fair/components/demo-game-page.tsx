import type { InHouseGame } from '@casino/sdk';
import type { ReactNode } from 'react';
import { InHouseGamePage } from '../../components/in-house-game.tsx';
import { DemoBar } from './demo-bar.tsx';
import { FairnessPanel } from './fairness-panel.tsx';

/** An in-house game page with demo play: the demo balance and the board, the fairness panel below. */
export function DemoGamePage({ game, children }: { game: InHouseGame; children: ReactNode }) {
  return (
    <InHouseGamePage
      game={game}
      board={
        <>
          <DemoBar />
          {children}
        </>
      }
      after={<FairnessPanel game={game} />}
    />
  );
}
