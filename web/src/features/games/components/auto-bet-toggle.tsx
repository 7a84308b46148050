// "Auto-bet" under a board's bet panel: closed until the player opens it,
// and its settings and run (auto-bet-panel.tsx) load then, so a game page's
// first visit carries none of them. Once opened the panel stays mounted: a
// run goes on with the panel folded.
import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { Loading } from '../../../shared/ui/ui.tsx';
import type { AutoBetProps } from './auto-bet-panel.tsx';
import '../in-house-games.css';

const AutoBetPanel = lazy(() => import('./auto-bet-panel.tsx'));

/** The auto-bet panel of a one-step game, loaded when first opened. */
export function AutoBet(props: AutoBetProps) {
  const { t } = useI18n();
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="auto-bet"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>{t('games.auto.title')}</summary>
      {opened ? (
        <Suspense fallback={<Loading />}>
          <AutoBetPanel {...props} />
        </Suspense>
      ) : null}
    </details>
  );
}
