import { useI18n } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { Section } from '../../../shared/page-parts.tsx';
import { InHouseGamePage } from '../components/in-house-game.tsx';
import { CaseList } from '../fair/components/cases.tsx';

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
