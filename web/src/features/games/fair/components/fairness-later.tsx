// The fairness panel and My bets under a game's board (fairness-panel.tsx),
// loaded once the first page is on screen (shared/ui/after-first-page.tsx):
// they sit below the board and "How to play", out of the first screen, and a
// game page's first visit carries the board alone, without their code or
// their words.
import type { MoneyGame } from '@casino/sdk/fair';
import { type ComponentType, lazy } from 'react';
import { MESSAGE_GROUPS } from '../../../../i18n/message-groups.ts';
import { AfterFirstPage, renderNothing } from '../../../../shared/ui/after-first-page.tsx';
import '../../in-house-games.css';

// The panel's words (the scheme, My bets' summaries) come with it; the
// board's groups (house, rounds) are the page's, loaded already.
const GROUPS = [
  MESSAGE_GROUPS.house,
  MESSAGE_GROUPS.rounds,
  MESSAGE_GROUPS.fairness,
  MESSAGE_GROUPS.bets,
];

const FairnessPanel = lazy<ComponentType<{ game: MoneyGame }>>(() =>
  import('./fairness-panel.tsx').then((m) => ({ default: m.FairnessPanel }), renderNothing),
);

/** The fairness panel of `game`, once the first page is on screen. */
export function FairnessLater({ game }: { game: MoneyGame }) {
  return (
    <AfterFirstPage Part={FairnessPanel} props={{ game }} groups={GROUPS} place="fair-place" />
  );
}
