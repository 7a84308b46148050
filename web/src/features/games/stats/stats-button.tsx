// The session statistics behind a chart button in a board's bar: the panel
// (stats-panel.tsx) loads when first opened.
import { lazy } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { BoardTool, ToolIcon } from '../feel/board-tool.tsx';

const StatsPanel = lazy(() => import('./stats-panel.tsx'));

/** The button and the panel of `game`'s board. */
export function StatsButton({ game }: { game: string }) {
  const { t } = useI18n();
  return (
    <BoardTool
      title={t('fair.stats.button')}
      icon={<ToolIcon d="M4 19h16M5 15l4-5 4 3 6-7" line />}
    >
      <StatsPanel game={game} />
    </BoardTool>
  );
}
