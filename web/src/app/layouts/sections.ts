// The site's sections, in the order the header and the phone's menu list
// them.
import type { MessageKey } from '../../i18n/i18n.tsx';
import type { StaticRouteName } from '../../shared/lib/paths.ts';

export const SECTIONS: readonly [StaticRouteName, MessageKey][] = [
  ['slots', 'nav.slots'],
  ['liveCasino', 'nav.liveCasino'],
  ['betting', 'nav.betting'],
  ['tournaments', 'nav.tournaments'],
  ['bonuses', 'nav.bonuses'],
  ['vipClub', 'nav.vipClub'],
  ['top', 'nav.top'],
];
