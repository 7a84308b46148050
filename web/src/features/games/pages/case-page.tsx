import { useParams } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { GameIcon } from '../../../shared/game-icon.tsx';
import { PageFrame, Section } from '../../../shared/ui.tsx';
import { Rules } from '../components/in-house-game.tsx';

/** /games/cases/{slug}: one case. */
export default function Page() {
  const { t } = useI18n();
  const { slug = '' } = useParams();
  const name = decodeURIComponent(slug).replace(/-/g, ' ');
  return (
    <PageFrame title={t('games.cases.caseTitle', { name })} lead={t('games.cases.lead')}>
      <div className="game-layout">
        <div className="game-hero" data-game="cases" aria-hidden="true">
          <GameIcon game="cases" size={160} />
        </div>
        <div className="game-side">
          <Section title={t('games.howToPlay')}>
            <Rules game="cases" />
          </Section>
        </div>
      </div>
    </PageFrame>
  );
}
