// /tournaments and /tournaments/{status} (two routes, one module): the
// tournaments under status tabs, an unknown status said so without a call.
import { NavLink, useParams } from 'react-router';
import { TOURNAMENT_STATUSES, type TournamentStatus } from '../../features/tournaments/api.ts';
import { TournamentList } from '../../features/tournaments/components/tournament-list.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { href } from '../../shared/lib/paths.ts';
import { Empty } from '../../shared/ui/page-parts.tsx';
import { PageFrame } from '../../shared/ui/ui.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.tournaments];

/** /tournaments and /tournaments/{status}. */
export default function Page() {
  const { t, locale } = useI18n();
  const { status } = useParams();
  const known = status === undefined || (TOURNAMENT_STATUSES as readonly string[]).includes(status);
  const tab = ({ isActive }: { isActive: boolean }) => (isActive ? 'tab is-active' : 'tab');
  return (
    <PageFrame title={t('nav.tournaments')} lead={t('tournaments.lead')}>
      <nav className="tabs" aria-label={t('tournaments.filter')}>
        <NavLink end className={tab} to={href('tournaments', locale)}>
          {t('tournaments.status.all')}
        </NavLink>
        {TOURNAMENT_STATUSES.map((s) => (
          <NavLink key={s} className={tab} to={href('tournamentsByStatus', locale, { status: s })}>
            {t(`tournaments.status.${s}`)}
          </NavLink>
        ))}
      </nav>
      {known ? (
        <TournamentList status={status as TournamentStatus | undefined} heading={2} />
      ) : (
        <Empty>{t('tournaments.unknownStatus')}</Empty>
      )}
    </PageFrame>
  );
}
