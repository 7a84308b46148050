import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { Grid, QueryView } from '../../../shared/ui.tsx';
import { useWelcomePacks } from '../api.ts';

/** The guest welcome packs as promotion tiles. */
export function WelcomePacks() {
  const { t } = useI18n();
  const query = useWelcomePacks();
  return (
    <QueryView query={query} empty={t('bonuses.noPacks')} isEmpty={(d) => d.data.length === 0}>
      {({ data }) => (
        <Grid wide>
          {data.map((pack) => (
            <article key={pack.publicTitle} className="promo-card">
              <h3 className="promo-card__title">{pack.publicTitle}</h3>
              <Link className="button button--primary button--small" to="?signup">
                {t('account.signup')}
              </Link>
            </article>
          ))}
        </Grid>
      )}
    </QueryView>
  );
}
