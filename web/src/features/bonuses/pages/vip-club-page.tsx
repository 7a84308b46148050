import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { usePlayer } from '../../../shared/player.tsx';
import { Grid, PageFrame } from '../../../shared/ui.tsx';

const PERKS = ['manager', 'cashback', 'limits', 'gifts'] as const;

/** /vip-club. */
export default function Page() {
  const { t } = useI18n();
  const { loggedIn } = usePlayer();
  return (
    <PageFrame
      title={t('nav.vipClub')}
      lead={t('vip.lead')}
      actions={
        loggedIn ? null : (
          <Link className="button button--primary" to="?signup">
            {t('vip.join')}
          </Link>
        )
      }
    >
      <Grid wide>
        {PERKS.map((perk) => (
          <article key={perk} className="promo-card">
            <h3 className="promo-card__title">{t(`vip.perks.${perk}.title`)}</h3>
            <p>{t(`vip.perks.${perk}.text`)}</p>
          </article>
        ))}
      </Grid>
    </PageFrame>
  );
}
