// "Auto-bet" under a board's bet panel: closed until the player opens it,
// and its settings and run (auto-bet-panel.tsx) load then, so a game page's
// first visit carries none of them. Once opened the panel stays mounted: a
// run goes on with the panel folded.
import { lazy } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { LazyDetails } from '../../../shared/ui/lazy-details.tsx';
import { Loading } from '../../../shared/ui/ui.tsx';
import type { AutoBetProps } from './auto-bet-panel.tsx';
import '../in-house-games.css';

const AutoBetPanel = lazy(() => import('./auto-bet-panel.tsx'));

/** The auto-bet panel of a one-step game, loaded when first opened. */
export function AutoBet(props: AutoBetProps) {
  const { t } = useI18n();
  return (
    <LazyDetails
      className="auto-bet"
      summary={<summary>{t('games.auto.title')}</summary>}
      fallback={<Loading />}
    >
      <AutoBetPanel {...props} />
    </LazyDetails>
  );
}
