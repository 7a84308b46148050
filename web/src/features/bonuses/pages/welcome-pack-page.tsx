import { useI18n } from '../../../i18n/i18n.tsx';
import { PageFrame, Section } from '../../../shared/ui.tsx';
import { WelcomePacks } from '../components/welcome-packs.tsx';

/** /welcome-pack. */
export default function Page() {
  const { t } = useI18n();
  return (
    <PageFrame title={t('nav.welcomePack')} lead={t('welcomePack.lead')}>
      <WelcomePacks />
      <Section title={t('games.howToPlay')}>
        <ol className="rules">
          <li>{t('welcomePack.step1')}</li>
          <li>{t('welcomePack.step2')}</li>
          <li>{t('welcomePack.step3')}</li>
        </ol>
      </Section>
    </PageFrame>
  );
}
