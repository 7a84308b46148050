// The site's sections, in the order the header and the phone's menu list
// them. Betting is a section only when a sportsbook is configured (its page
// otherwise says what it is and that it is coming, but no menu leads there).
import type { MessageKey } from '../../i18n/i18n.tsx';
import type { StaticRouteName } from '../../shared/lib/paths.ts';

const SECTIONS: readonly [StaticRouteName, MessageKey][] = [
  ['slots', 'nav.slots'],
  ['liveCasino', 'nav.liveCasino'],
  ['betting', 'nav.betting'],
  ['tournaments', 'nav.tournaments'],
  ['bonuses', 'nav.bonuses'],
  ['vipClub', 'nav.vipClub'],
  ['top', 'nav.top'],
];

/** The sections a visitor is offered: betting only with a sportsbook configured. */
export const sectionsFor = (sportsbookUrl: string | undefined) =>
  sportsbookUrl ? SECTIONS : SECTIONS.filter(([name]) => name !== 'betting');
