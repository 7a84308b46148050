import { Link, useParams } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { localizePath } from '../../../i18n/paths.ts';
import { useMoney } from '../../../shared/money.ts';
import { Empty, Facts, PageFrame, QueryView } from '../../../shared/ui.tsx';
import { useTournament } from '../api.ts';
import { useDate } from '../components/tournament-list.tsx';

/** /tournament/{id}. */
export default function Page() {
  const { t, locale } = useI18n();
  const date = useDate();
  const money = useMoney();
  const raw = useParams().id ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : undefined;
  const query = useTournament(id);
  const back = (
    <Link className="button button--ghost" to={localizePath('/tournaments', locale)}>
      {t('tournaments.all')}
    </Link>
  );
  if (id === undefined) {
    return (
      <PageFrame title={t('tournaments.title')} actions={back}>
        <Empty>{t('tournaments.notFound')}</Empty>
      </PageFrame>
    );
  }
  return (
    <QueryView query={query}>
      {({ data }) => (
        <PageFrame title={data.title} lead={t(`tournaments.status.${data.status}`)} actions={back}>
          <Facts
            items={[
              [t('tournaments.prizePool'), money(data.prize_pool, data.currency)],
              [t('tournaments.starts'), date(data.starts_at)],
              [t('tournaments.ends'), date(data.ends_at)],
            ]}
          />
          {data.description ? <p className="prose">{data.description}</p> : null}
        </PageFrame>
      )}
    </QueryView>
  );
}
