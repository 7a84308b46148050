// A list of events by league: each with its kick-off or, in play, its minute
// and score, the teams (a link to the event's page with every market), and
// the main market's prices as odds buttons. The live list follows the
// sport's live stream: scores, minutes and prices change in place, matches
// that kick off join it and those that end say so.
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { href } from '../../../shared/lib/paths.ts';
import { Empty, LoadError } from '../../../shared/ui/page-parts.tsx';
import { Loading } from '../../../shared/ui/ui.tsx';
import { type EventFilter, type SportEvent, useEvents } from '../api.ts';
import { useBookLabels, useEventClock } from '../labels.ts';
import { type LiveEvents, overlay, useBettingLive } from '../live.ts';
import { notePrices } from '../prices.ts';
import { OddsButton } from './odds-button.tsx';

/** The main market of a list's event: the match result, or the winner where there is no draw. */
const mainMarket = (event: SportEvent) =>
  event.markets.find((m) => m.kind === '1x2' || m.kind === 'winner');

/** The events shown: the call's, laid under the stream's (which knows of kick-offs since). */
function shownEvents(listed: readonly SportEvent[], live: LiveEvents, filter: EventFilter) {
  if (filter.status !== 'live' || live.size === 0) return listed.map((e) => overlay(e, live));
  return [...live.values()]
    .filter((e) => !filter.league || e.league.id === filter.league)
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id - b.id);
}

/** One event's row. */
function EventRow({ event }: { event: SportEvent }) {
  const { t, locale } = useI18n();
  const names = useBookLabels();
  const clock = useEventClock();
  const market = mainMarket(event);
  const inPlay = event.status === 'live';
  return (
    <li className="event-row" data-testid="event-row" data-event={event.id}>
      <Link
        className="event-row__teams"
        to={href('bettingEvent', locale, { id: String(event.id) })}
      >
        <span className={`event-row__clock${inPlay ? ' is-live' : ''}`}>
          {inPlay ? <span className="live-dot" aria-hidden="true" /> : null}
          {clock(event)}
        </span>
        <span className="event-row__team">{event.home}</span>
        <span className="event-row__score" data-testid="event-score">
          {event.score?.[0]}
        </span>
        <span className="event-row__team">{event.away}</span>
        <span className="event-row__score">{event.score?.[1]}</span>
      </Link>
      <div className={`event-row__odds event-row__odds--${market?.outcomes.length ?? 3}`}>
        {market ? (
          market.outcomes.map((outcome) => (
            <OddsButton
              key={outcome.key}
              event={event}
              market={market}
              outcome={outcome}
              label={names.short(market.kind, outcome.key, market.line)}
            />
          ))
        ) : (
          <span className="event-row__closed">{t('betting.noMarkets')}</span>
        )}
      </div>
    </li>
  );
}

/** The events of `filter`, by league. */
export function EventList({ filter }: { filter: EventFilter }) {
  const { t, locale } = useI18n();
  const query = useEvents(filter, locale);
  const live = useBettingLive(filter.status === 'live' ? { sport: filter.sport } : null, locale);
  const listed = query.data?.data;
  const { status, league } = filter;
  const events = useMemo(
    () => (listed ? shownEvents(listed, live.events, { status, league }) : undefined),
    [listed, live.events, status, league],
  );
  useEffect(() => {
    if (events) notePrices(events);
  }, [events]);
  if (query.error && !query.data)
    return <LoadError error={query.error} retry={() => void query.mutate()} />;
  if (!events) return <Loading />;
  if (events.length === 0)
    return <Empty>{filter.status === 'live' ? t('betting.noLive') : t('betting.noEvents')}</Empty>;
  const leagues = new Map<string, { name: string; events: SportEvent[] }>();
  for (const event of events) {
    const league = leagues.get(event.league.id) ?? { name: event.league.name, events: [] };
    league.events.push(event);
    leagues.set(event.league.id, league);
  }
  return (
    <div className="event-list">
      {[...leagues].map(([id, league]) => (
        <section key={id} className="event-league" aria-labelledby={`league-${id}`}>
          <h2 id={`league-${id}`} className="event-league__title">
            {league.name}
          </h2>
          <ul className="event-league__events">
            {league.events.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
