import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { usePlayer } from '../../../shared/domain/player.tsx';
import { Grid, QueryView } from '../../../shared/ui/page-parts.tsx';
import { useRunningRestriction } from '../../../shared/ui/restriction-notice.tsx';
import { useWelcomePacks } from '../api.ts';
import '../bonuses.css';

/**
 * The guest welcome packs as promotion tiles: sign up for guests, deposit for
 * players; no deposit offer during a time-out or self-exclusion.
 */
export function WelcomePacks() {
  const { t } = useI18n();
  const query = useWelcomePacks();
  const { loggedIn } = usePlayer();
  const restricted = useRunningRestriction() !== null;
  return (
    <QueryView query={query} empty={t('bonuses.noPacks')} isEmpty={(d) => d.data.length === 0}>
      {({ data }) => (
        <Grid wide>
          {data.map((pack) => (
            <article key={pack.publicTitle} className="promo-card">
              <h3 className="promo-card__title">{pack.publicTitle}</h3>
              {loggedIn && restricted ? null : (
                <Link
                  className="button button--primary button--small"
                  to={loggedIn ? '?deposit' : '?signup'}
                >
                  {t(loggedIn ? 'account.deposit' : 'account.signup')}
                </Link>
              )}
            </article>
          ))}
        </Grid>
      )}
    </QueryView>
  );
}
