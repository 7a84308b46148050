// /games/cases: the house cases' game page (what they are, the bet limits)
// with the list of cases to choose one from; a case opens on its own page
// (case-page.tsx).

import { InHouseGamePage } from '../../features/games/components/in-house-game.tsx';
import { CaseList } from '../../features/games/fair/components/cases.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { Section } from '../../shared/ui/page-parts.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [
  MESSAGE_GROUPS.house,
  MESSAGE_GROUPS.rounds,
  MESSAGE_GROUPS.bets,
  MESSAGE_GROUPS.cases,
];

/** /games/cases: the house cases. */
export default function Page() {
  const { t } = useI18n();
  return (
    <InHouseGamePage
      game="cases"
      after={
        <Section title={t('fair.cases.choose')}>
          <CaseList />
        </Section>
      }
    />
  );
}
