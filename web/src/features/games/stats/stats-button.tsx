// The session statistics behind a chart button in a board's bar: the panel
// (stats-panel.tsx) loads when first opened.
import { lazy } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { BoardTool } from '../feel/board-tool.tsx';

const StatsPanel = lazy(() => import('./stats-panel.tsx'));

/** The button and the panel of `game`'s board. */
export function StatsButton({ game }: { game: string }) {
  const { t } = useI18n();
  return (
    <BoardTool
      title={t('fair.stats.button')}
      icon={
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M4 19h16M5 15l4-5 4 3 6-7"
          />
        </svg>
      }
    >
      <StatsPanel game={game} />
    </BoardTool>
  );
}
