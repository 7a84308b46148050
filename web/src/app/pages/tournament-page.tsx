// /tournament/{id}: one tournament's facts, countdown, prize places and
// leaderboard; a bad id or a 404 is "no such tournament", not an error.
import { Link, useParams } from 'react-router';
import { useTournament } from '../../features/tournaments/api.ts';
import {
  TournamentClock,
  useDate,
} from '../../features/tournaments/components/tournament-list.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { useMoney } from '../../shared/domain/money.ts';
import { href } from '../../shared/lib/paths.ts';
import { Empty, Facts, QueryView, Section } from '../../shared/ui/page-parts.tsx';
import { TableWrap } from '../../shared/ui/table-wrap.tsx';
import { PageFrame } from '../../shared/ui/ui.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.tournaments];

/** /tournament/{id}: facts, countdown, prize places and the leaderboard. */
export default function Page() {
  const { t, locale } = useI18n();
  const date = useDate();
  const money = useMoney();
  const raw = useParams().id ?? '';
  const id = /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
  const query = useTournament(id);
  const back = (
    <Link className="button button--ghost" to={href('tournaments', locale)}>
      {t('tournaments.all')}
    </Link>
  );
  if (id === undefined || query.error?.status === 404) {
    return (
      <PageFrame title={t('tournaments.title')} actions={back}>
        <Empty>{t('tournaments.notFound')}</Empty>
      </PageFrame>
    );
  }
  if (query.data === undefined) {
    return (
      <PageFrame title={t('tournaments.title')} actions={back}>
        <QueryView query={query}>{() => null}</QueryView>
      </PageFrame>
    );
  }
  return (
    <QueryView query={query}>
      {({ data }) => (
        <PageFrame title={data.title} lead={t(`tournaments.state.${data.status}`)} actions={back}>
          <TournamentClock tournament={data} />
          <Facts
            items={[
              [t('tournaments.prizePool'), money(data.prize_pool, data.currency)],
              [t('tournaments.starts'), date(data.starts_at)],
              [t('tournaments.ends'), date(data.ends_at)],
            ]}
          />
          {data.description ? <p className="prose">{data.description}</p> : null}
          <Section title={t('tournaments.prizes')}>
            {data.prizes && data.prizes.length > 0 ? (
              <TableWrap label={t('tournaments.prizes')}>
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t('tournaments.placeColumn')}</th>
                      <th scope="col" className="num">
                        {t('tournaments.prize')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.prizes.map((prize) => (
                      <tr key={prize.place}>
                        <td>{prize.place}</td>
                        <td className="num">{money(prize.amount, data.currency)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            ) : (
              <Empty>{t('tournaments.noPrizes')}</Empty>
            )}
          </Section>
          {data.status !== 'upcoming' ? (
            <Section title={t('tournaments.leaders')}>
              {data.leaders && data.leaders.length > 0 ? (
                <TableWrap label={t('tournaments.leaders')}>
                  <table className="table">
                    <thead>
                      <tr>
                        <th scope="col">{t('tournaments.placeColumn')}</th>
                        <th scope="col">{t('tournaments.player')}</th>
                        <th scope="col" className="num">
                          {t('tournaments.points')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.leaders.map((leader) => (
                        <tr key={leader.place}>
                          <td>{leader.place}</td>
                          <td>{leader.player}</td>
                          <td className="num">{leader.points}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableWrap>
              ) : (
                <Empty>{t('tournaments.noLeaders')}</Empty>
              )}
            </Section>
          ) : null}
        </PageFrame>
      )}
    </QueryView>
  );
}
