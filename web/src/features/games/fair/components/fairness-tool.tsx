// The Fairness button at the end of a seed game's bar: the seed pair in
// force at all times (the server seed's hash, the client seed, the nonce)
// with rotation and the player's own client seed, a click away from the
// board (fairness-tool-panel.tsx, loaded when first opened).
import type { MoneyGame } from '@casino/sdk/fair';
import { lazy } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { BoardTool, ToolIcon } from '../../feel/board-tool.tsx';

const FairnessToolPanel = lazy(() => import('./fairness-tool-panel.tsx'));

/** The shield button and its panel. */
export function FairnessTool({ game }: { game: MoneyGame }) {
  const { t } = useI18n();
  return (
    <BoardTool
      title={t('fair.seedsButton')}
      icon={
        <ToolIcon
          d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z M8.5 12l2.5 2.5 4.5-5"
          line
        />
      }
    >
      <FairnessToolPanel game={game} />
    </BoardTool>
  );
}
