// The live bets feed under a game (bet-feed.tsx), loaded once the first page
// is on screen: not part of a game page's first visit, its code, its words or
// its stream.
import { type ComponentType, lazy } from 'react';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { AfterFirstPage, renderNothing } from '../../../shared/ui/after-first-page.tsx';
import './feed-place.css';

const GROUPS = [MESSAGE_GROUPS.feed];
const BetFeed = lazy<ComponentType>(() => import('./bet-feed.tsx').catch(renderNothing));

/** The live bets feed, under a game. */
export function BetFeedLater() {
  return <AfterFirstPage Part={BetFeed} props={{}} groups={GROUPS} place="feed-place" />;
}
