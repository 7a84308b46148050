import { useI18n } from '../../../i18n/i18n.tsx';
import { Section } from '../../../shared/ui.tsx';
import { InHouseGamePage } from '../components/in-house-game.tsx';
import { CaseList } from '../fair/components/cases-rooms.tsx';

/** /games/cases: the demo cases. */
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
