// One event: its league, teams, kick-off or, in play, minute and score, and
// every open market with its outcomes as odds buttons. The event's own live
// stream keeps the score, the minute and the prices current (a goal
// suspends markets, a price that moves flashes); once it is over it says how
// it ended. An id the book does not know says so.
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { href } from '../../../shared/lib/paths.ts';
import { Empty, LoadError } from '../../../shared/ui/page-parts.tsx';
import { Loading } from '../../../shared/ui/ui.tsx';
import { type Market, type SportEvent, useSportEvent } from '../api.ts';
import { useBookLabels, useEventClock } from '../labels.ts';
import { useBettingLive } from '../live.ts';
import { notePrices } from '../prices.ts';
import { OddsButton } from './odds-button.tsx';

/** The order markets are shown in. */
const ORDER: readonly Market['kind'][] = [
  '1x2',
  'winner',
  'next_goal',
  'double_chance',
  'total',
  'handicap',
  'btts',
];

/**
 * The markets as cards: those of one kind and line together (the book gives
 * double chance as a market per outcome; a player reads them as one).
 */
function groupMarkets(markets: readonly Market[]): Market[][] {
  const groups = new Map<string, Market[]>();
  for (const market of markets) {
    const key = `${market.kind}|${market.line ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), market]);
  }
  return [...groups.values()];
}

function MarketCard({ event, markets }: { event: SportEvent; markets: readonly Market[] }) {
  const { t } = useI18n();
  const names = useBookLabels();
  const [first] = markets;
  if (!first) return null;
  const title = names.market(first.kind, first.line);
  const outcomes = markets.flatMap((market) =>
    market.outcomes.map((outcome) => ({ market, outcome })),
  );
  return (
    <section className="market" aria-label={title} data-market={first.id}>
      <h3 className="market__title">
        {title}
        {markets.some((m) => m.suspended) ? (
          <span className="market__suspended">{t('betting.suspended')}</span>
        ) : null}
      </h3>
      <div className={`market__outcomes market__outcomes--${outcomes.length}`}>
        {outcomes.map(({ market, outcome }) => (
          <OddsButton
            key={`${market.id}|${outcome.key}`}
            event={event}
            market={market}
            outcome={outcome}
            label={names.outcome(market.kind, outcome.key, market.line, event.home, event.away)}
          />
        ))}
      </div>
    </section>
  );
}

/** The event's head: league, teams, score and clock. */
function EventHead({ event }: { event: SportEvent }) {
  const { t, locale } = useI18n();
  const clock = useEventClock();
  const inPlay = event.status === 'live';
  return (
    <header className="event-head">
      <p className="event-head__league">
        <Link
          to={`${href('betting', locale)}?sport=${event.sport}&league=${encodeURIComponent(event.league.id)}`}
        >
          {event.league.name}
        </Link>
      </p>
      <div className="event-head__board">
        <span className="event-head__team">{event.home}</span>
        <span className="event-head__score" data-testid="event-head-score">
          {event.score ? `${event.score[0]} : ${event.score[1]}` : t('betting.vs')}
        </span>
        <span className="event-head__team">{event.away}</span>
      </div>
      <p className={`event-head__clock${inPlay ? ' is-live' : ''}`} data-testid="event-clock">
        {inPlay ? <span className="live-dot" aria-hidden="true" /> : null}
        {clock(event)}
      </p>
    </header>
  );
}

/** The event page's body. */
export function EventView({ id }: { id: number | undefined }) {
  const { t, locale } = useI18n();
  const query = useSportEvent(id, locale);
  const listed = query.data?.data;
  const over = listed?.status === 'ended' || listed?.status === 'abandoned';
  const live = useBettingLive(id !== undefined && listed && !over ? { event: id } : null, locale);
  const event = listed ? (live.events.get(listed.id) ?? listed) : undefined;
  useEffect(() => {
    if (event) notePrices([event], true);
  }, [event]);
  const markets = useMemo(
    () =>
      [...(event?.markets ?? [])].sort(
        (a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || (a.line ?? 0) - (b.line ?? 0),
      ),
    [event],
  );
  if (id === undefined || query.error?.status === 404)
    return <Empty>{t('betting.unknownEvent')}</Empty>;
  if (query.error && !query.data)
    return <LoadError error={query.error} retry={() => void query.mutate()} />;
  if (!event) return <Loading />;
  return (
    <div className="event-view">
      <EventHead event={event} />
      {event.status === 'ended' || event.status === 'abandoned' ? (
        <Empty>
          {event.status === 'ended' ? t('betting.eventEnded') : t('betting.eventAbandoned')}
        </Empty>
      ) : markets.length === 0 ? (
        <Empty>{t('betting.noMarkets')}</Empty>
      ) : (
        <div className="markets">
          {groupMarkets(markets).map((group) => (
            <MarketCard key={group[0]?.id} event={event} markets={group} />
          ))}
        </div>
      )}
    </div>
  );
}
