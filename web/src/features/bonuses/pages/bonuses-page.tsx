import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { localizePath } from '../../../i18n/paths.ts';
import { PageFrame, Section } from '../../../shared/ui.tsx';
import { useWaitingBonus } from '../api.ts';
import { WelcomePacks } from '../components/welcome-packs.tsx';

function WaitingBonus() {
  const { t } = useI18n();
  const { data } = useWaitingBonus();
  if (!data) return null;
  const days = Math.ceil(data.data.expires_in / 86_400);
  return (
    <Section title={t('bonuses.waiting')}>
      <div className="notice">
        <strong>{data.data.name}</strong>
        <span>{t('bonuses.expiresIn', { days })}</span>
      </div>
    </Section>
  );
}

/** /bonuses. */
export default function Page() {
  const { t, locale } = useI18n();
  return (
    <PageFrame title={t('nav.bonuses')} lead={t('bonuses.lead')}>
      <WaitingBonus />
      <Section
        title={t('nav.welcomePack')}
        more={
          <Link className="section__more" to={localizePath('/welcome-pack', locale)}>
            {t('common.more')}
          </Link>
        }
      >
        <WelcomePacks />
      </Section>
      <Section title={t('nav.vipClub')}>
        <p className="prose">{t('vip.lead')}</p>
        <Link className="button button--ghost" to={localizePath('/vip-club', locale)}>
          {t('vip.more')}
        </Link>
      </Section>
    </PageFrame>
  );
}
