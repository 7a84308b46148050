// A board's settings, behind a gear in its bar: sound on or off, its volume,
// instant play and hotkeys (feel.ts keeps them for every game on this
// device). The panel (feel-panel.tsx) loads when the gear is first opened.
import { lazy } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { BoardTool, ToolIcon } from './board-tool.tsx';

const FeelPanel = lazy(() => import('./feel-panel.tsx'));

/** The gear and what it opens. */
export function FeelSettings() {
  const { t } = useI18n();
  return (
    <BoardTool
      title={t('fair.feel.label')}
      icon={
        <ToolIcon d="M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.3 7.3 0 0 0-1.7-1L15 3h-4l-.3 2.9a7.3 7.3 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.3 7.3 0 0 0 1.7 1L11 21h4l.3-2.9a7.3 7.3 0 0 0 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z" />
      }
    >
      <FeelPanel />
    </BoardTool>
  );
}
