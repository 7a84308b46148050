// The fairness panel and My bets under a game's board (fairness-panel.tsx),
// loaded once the first page is on screen (shared/lib/first-page.ts): they
// sit below the board and "How to play", out of the first screen, and a
// game page's first visit carries the board alone, without their code or
// their words. Their place is held
// meanwhile, so nothing under them moves when they come.
import type { MoneyGame } from '@casino/sdk/fair';
import { type ComponentType, lazy, Suspense } from 'react';
import { WithMessages } from '../../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../../i18n/message-groups.ts';
import { useFirstPageShown } from '../../../../shared/lib/first-page.ts';
import '../../in-house-games.css';

// The panel's words (the scheme, My bets' summaries) come with it; the
// board's groups (house, rounds) are the page's, loaded already.
const GROUPS = [
  MESSAGE_GROUPS.house,
  MESSAGE_GROUPS.rounds,
  MESSAGE_GROUPS.fairness,
  MESSAGE_GROUPS.bets,
];

// A panel that cannot load leaves its place empty; the board plays on.
const FairnessPanel = lazy<ComponentType<{ game: MoneyGame }>>(() =>
  import('./fairness-panel.tsx').then(
    (m) => ({ default: m.FairnessPanel }),
    () => ({ default: () => null }),
  ),
);

/** The fairness panel of `game`, once the first page is on screen. */
export function FairnessLater({ game }: { game: MoneyGame }) {
  const shown = useFirstPageShown();
  const place = <div className="fair-place" aria-hidden="true" />;
  return shown ? (
    <WithMessages groups={GROUPS} fallback={place}>
      <Suspense fallback={place}>
        <FairnessPanel game={game} />
      </Suspense>
    </WithMessages>
  ) : (
    place
  );
}
