import { type components, dateTimeFormat } from '@casino/sdk';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { Slotted } from '../../../i18n/slotted.tsx';
import { useMoney } from '../../../shared/domain/money.ts';
import { href } from '../../../shared/lib/paths.ts';
import { useCountdown, useCountdownFormat } from '../../../shared/lib/use-countdown.ts';
import { Grid, QueryView } from '../../../shared/ui/page-parts.tsx';
import { TOURNAMENT_STATUSES, type TournamentStatus, useTournaments } from '../api.ts';
import '../tournaments.css';

type Tournament = components['schemas']['Tournament'];

/** Formats a date for the locale: day and month, and the year when it is not this year's. */
export function useDate(): (iso: string) => string {
  const { locale } = useI18n();
  const short = dateTimeFormat(locale, { day: 'numeric', month: 'long' });
  const long = dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  return (value) => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return '—';
    return (date.getFullYear() === new Date().getFullYear() ? short : long).format(date);
  };
}

/** What a tournament's clock shows: until the start, until the end, or that it is over. */
function tournamentDeadline(tournament: Pick<Tournament, 'status' | 'starts_at' | 'ends_at'>): {
  label: 'startsIn' | 'endsIn' | 'over';
  at: number | null;
} {
  const parse = (iso: string) => {
    const ms = Date.parse(iso);
    return Number.isFinite(ms) ? ms : null;
  };
  if (tournament.status === 'upcoming')
    return { label: 'startsIn', at: parse(tournament.starts_at) };
  if (tournament.status === 'active') return { label: 'endsIn', at: parse(tournament.ends_at) };
  return { label: 'over', at: null };
}

/** The live countdown of a tournament (starts in / ends in), or "finished". */
export function TournamentClock({ tournament }: { tournament: Tournament }) {
  const { t } = useI18n();
  const format = useCountdownFormat();
  const { label, at } = tournamentDeadline(tournament);
  const seconds = useCountdown(at);
  if (label === 'over' || at === null) {
    return <p className="tournament-clock">{t('tournaments.over')}</p>;
  }
  if (seconds === 0) {
    return (
      <p className="tournament-clock">
        {t(label === 'startsIn' ? 'tournaments.startingNow' : 'tournaments.endingNow')}
      </p>
    );
  }
  return (
    <p className="tournament-clock">
      <Slotted text={(time) => t(`tournaments.${label}`, { time })}>
        <time role="timer">{format(seconds)}</time>
      </Slotted>
    </p>
  );
}

/** A tournament tile linking to its page; its title a heading of level `heading`. */
function TournamentCard({ tournament, heading }: { tournament: Tournament; heading: 2 | 3 }) {
  const Title = heading === 2 ? 'h2' : 'h3';
  const { t, locale } = useI18n();
  const date = useDate();
  const money = useMoney();
  const top = (tournament.prizes ?? []).slice(0, 3);
  return (
    <Link className="tournament-card" to={href('tournament', locale, { id: tournament.id })}>
      <span className={`chip chip--${tournament.status}`}>
        {t(`tournaments.state.${tournament.status}`)}
      </span>
      <Title className="tournament-card__title">{tournament.title}</Title>
      <p className="tournament-card__prize">{money(tournament.prize_pool, tournament.currency)}</p>
      <p className="tournament-card__dates">
        {date(tournament.starts_at)} — {date(tournament.ends_at)}
      </p>
      {/* A finished one's badge says it is over; the clock would say it again. */}
      {tournament.status === 'finished' ? null : <TournamentClock tournament={tournament} />}
      {top.length > 0 ? (
        <ol className="tournament-card__places" aria-label={t('tournaments.prizes')}>
          {top.map((prize) => (
            <li key={prize.place}>
              {t('tournaments.place', { place: prize.place })}:{' '}
              {money(prize.amount, tournament.currency)}
            </li>
          ))}
        </ol>
      ) : null}
    </Link>
  );
}

/** Running ones first, then upcoming, then finished (the tabs' order), each status in the API's order. */
const byStatus = (tournaments: readonly Tournament[]) =>
  [...tournaments].sort(
    (a, b) => TOURNAMENT_STATUSES.indexOf(a.status) - TOURNAMENT_STATUSES.indexOf(b.status),
  );

/**
 * Tournaments of a status as tiles. `heading`: their titles' level, 3 under a
 * section's heading (the home page), 2 right under the page's (/tournaments).
 */
export function TournamentList({
  status,
  limit,
  heading = 3,
}: {
  status?: TournamentStatus;
  limit?: number;
  heading?: 2 | 3;
}) {
  const { t } = useI18n();
  const query = useTournaments(status);
  return (
    <QueryView query={query} empty={t('tournaments.empty')} isEmpty={(d) => d.data.length === 0}>
      {(data) => (
        <Grid wide>
          {byStatus(data.data)
            .slice(0, limit)
            .map((tournament) => (
              <TournamentCard key={tournament.id} tournament={tournament} heading={heading} />
            ))}
        </Grid>
      )}
    </QueryView>
  );
}
