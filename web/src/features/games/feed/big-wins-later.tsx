// The home page's big wins (big-wins.tsx), loaded once the first page is on
// screen: not part of the home page's first visit, its code, its words or its
// stream.
import { type ComponentType, lazy } from 'react';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { AfterFirstPage, renderNothing } from '../../../shared/ui/after-first-page.tsx';
import './feed-place.css';

const GROUPS = [MESSAGE_GROUPS.feed];
const BigWins = lazy<ComponentType>(() => import('./big-wins.tsx').catch(renderNothing));

/** The big wins strip, on the home page. */
export function BigWinsLater() {
  return <AfterFirstPage Part={BigWins} props={{}} groups={GROUPS} place="section wins-place" />;
}
