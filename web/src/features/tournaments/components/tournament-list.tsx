import { type components, localeEntry } from '@casino/sdk';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { localizePath } from '../../../i18n/paths.ts';
import { useMoney } from '../../../shared/money.ts';
import { Grid, QueryView } from '../../../shared/ui.tsx';
import { type TournamentStatus, useTournaments } from '../api.ts';

type Tournament = components['schemas']['Tournament'];

/** Formats a date for the locale. */
export function useDate(): (iso: string) => string {
  const { locale } = useI18n();
  const format = new Intl.DateTimeFormat(localeEntry(locale).iso, {
    day: 'numeric',
    month: 'long',
  });
  return (iso) => format.format(new Date(iso));
}

/** A tournament tile linking to its page. */
export function TournamentCard({ tournament }: { tournament: Tournament }) {
  const { t, locale } = useI18n();
  const date = useDate();
  const money = useMoney();
  return (
    <Link className="tournament-card" to={localizePath(`/tournament/${tournament.id}`, locale)}>
      <span className={`chip chip--${tournament.status}`}>
        {t(`tournaments.status.${tournament.status}`)}
      </span>
      <h3 className="tournament-card__title">{tournament.title}</h3>
      <p className="tournament-card__prize">{money(tournament.prize_pool, tournament.currency)}</p>
      <p className="tournament-card__dates">
        {date(tournament.starts_at)} — {date(tournament.ends_at)}
      </p>
    </Link>
  );
}

/** Tournaments of a status as tiles. */
export function TournamentList({ status, limit }: { status?: TournamentStatus; limit?: number }) {
  const { t } = useI18n();
  const query = useTournaments(status);
  return (
    <QueryView query={query} empty={t('tournaments.empty')} isEmpty={(d) => d.data.length === 0}>
      {(data) => (
        <Grid wide>
          {data.data.slice(0, limit).map((tournament) => (
            <TournamentCard key={tournament.id} tournament={tournament} />
          ))}
        </Grid>
      )}
    </QueryView>
  );
}
