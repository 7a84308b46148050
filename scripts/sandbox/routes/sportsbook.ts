// The sportsbook (every operation inferred,
// openapi/src/paths/sportsbook.yaml): sports and leagues, events with their
// markets, the player's bets, placing one and cashing one out. The book is
// ../world/sportsbook.ts and the bets ../world/sport-bets.ts; these handlers
// only read the call and shape the answer, in the caller's language.
import { type components, fromMinor, type OddsChangePolicy, payoutMinor } from '@casino/sdk';
import type { Hono } from 'hono';
import { invalid, notFound, playerGuard, refusedAnswer } from '../answers.ts';
import { localeOf, type Routes } from '../contract.ts';
import { serveEvents } from '../sse.ts';
import type { SportBet } from '../world/sport-bets.ts';
import {
  type Fixture,
  fixtureById,
  fixturesBetween,
  LEAGUES,
  type Market,
  mainMarket,
  marketsAt,
  matchDurationMs,
  matchState,
  type Sport,
} from '../world/sportsbook.ts';
import type { World } from '../world/world.ts';

type Schemas = components['schemas'];
type Lang = 'ru' | 'en' | 'kz';
const LANGS: readonly Lang[] = ['ru', 'en', 'kz'];

const DAY = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The sports' names. */
const SPORT_NAMES: Record<Sport, Record<Lang, string>> = {
  football: { ru: 'Футбол', en: 'Football', kz: 'Футбол' },
  'ice-hockey': { ru: 'Хоккей', en: 'Ice hockey', kz: 'Хоккей' },
  tennis: { ru: 'Теннис', en: 'Tennis', kz: 'Теннис' },
  basketball: { ru: 'Баскетбол', en: 'Basketball', kz: 'Баскетбол' },
  esports: { ru: 'Киберспорт', en: 'Esports', kz: 'Киберспорт' },
};

/** The longest a match of any sport lasts, real milliseconds at `speed`. */
const longestMs = (speed: number) =>
  Math.max(...(Object.keys(SPORT_NAMES) as Sport[]).map((sport) => matchDurationMs(sport, speed)));

/** A market as the API gives it: decimal odds. */
const marketOf = (market: Market): Schemas['Market'] => ({
  id: market.id,
  kind: market.kind,
  line: market.line,
  suspended: market.suspended,
  outcomes: market.outcomes.map((o) => ({
    key: o.key as Schemas['Outcome']['key'],
    odds: o.odds / 100,
  })),
});

/** An event in `lang` at the book's now, with all its markets or its main market only. */
function eventOf(world: World, fixture: Fixture, lang: Lang, all: boolean): Schemas['SportEvent'] {
  const now = world.sportBets.now();
  const speed = world.settings.liveSpeed;
  const state = matchState(fixture, now, speed);
  const main = mainMarket(fixture.sport);
  const markets = marketsAt(fixture, now, speed).filter((m) => all || m.id === main);
  const started = state.status !== 'prematch';
  // Tennis and esports count sets and maps, with no match clock.
  const clock = fixture.sport !== 'tennis' && fixture.sport !== 'esports';
  return {
    id: fixture.id,
    sport: fixture.sport,
    league: { id: fixture.league.id, name: fixture.league.name[lang] },
    home: fixture.home[lang],
    away: fixture.away[lang],
    starts_at: iso(fixture.startsAt),
    status: state.status,
    period: started ? state.period : null,
    minute: started && clock ? Math.floor(state.minute) : null,
    score: started ? [state.score[0], state.score[1]] : null,
    period_score:
      started && state.periodScore ? [state.periodScore[0], state.periodScore[1]] : null,
    markets: markets.map(marketOf),
  };
}

/** The fixtures whose matches may be in play now (started within the longest match's time). */
function inPlayWindow(world: World, days = 0): Fixture[] {
  const now = world.sportBets.now();
  return fixturesBetween(now - longestMs(world.settings.liveSpeed), now + days * DAY);
}

export function sportsbookRoutes(world: World): Routes {
  const withPlayer = playerGuard(world);
  const speed = () => world.settings.liveSpeed;

  /** The events in play now and those kicking off within `days`. */
  const onNow = (days: number) => {
    const now = world.sportBets.now();
    return fixturesBetween(now - longestMs(speed()), now + days * DAY).map((fixture) => ({
      fixture,
      status: matchState(fixture, now, speed()).status,
    }));
  };

  /** A bet as the player sees it. */
  const betOf = (bet: SportBet, lang: Lang): Schemas['SportBet'] => {
    const results = world.sportBets.results(bet);
    const offer = world.sportBets.offer(bet);
    return {
      id: bet.id,
      stake: fromMinor(bet.stakeMinor),
      currency: bet.currency,
      odds: bet.odds / 100,
      potential_payout: fromMinor(payoutMinor(bet.stakeMinor, bet.odds)),
      status: bet.status,
      payout: bet.payoutMinor === null ? null : fromMinor(bet.payoutMinor),
      cash_out: offer === null ? null : fromMinor(offer),
      placed_at: iso(bet.placedAt),
      settled_at: bet.settledAt === null ? null : iso(bet.settledAt),
      selections: bet.legs.map((leg, i) => ({
        event_id: leg.fixture.id,
        home: leg.fixture.home[lang],
        away: leg.fixture.away[lang],
        market_id: leg.marketId,
        outcome: leg.outcome,
        odds: leg.odds / 100,
        result: bet.status === 'cashed_out' ? null : (results[i] ?? null),
      })),
    };
  };

  return {
    '/betting/sports': {
      get: ({ query, locale }) => {
        const days = query.days === undefined ? 3 : Number(query.days);
        if (!Number.isInteger(days) || days < 1 || days > 7)
          return invalid({ days: ['validation.between.numeric'] });
        const events = onNow(days);
        const count = (league: string, status: string) =>
          events.filter((e) => e.fixture.league.id === league && e.status === status).length;
        return {
          status: 200 as const,
          body: {
            data: (Object.keys(SPORT_NAMES) as Sport[]).map((sport) => ({
              sport,
              name: SPORT_NAMES[sport][locale],
              leagues: LEAGUES.filter((l) => l.sport === sport).map((l) => ({
                id: l.id,
                name: l.name[locale],
                country: l.country,
                prematch: count(l.id, 'prematch'),
                live: count(l.id, 'live'),
              })),
            })),
          },
        };
      },
    },
    '/betting/events': {
      get: ({ query, locale }) => {
        const status = String(query.status ?? '');
        if (status !== 'prematch' && status !== 'live')
          return invalid({ status: ['validation.in'] });
        const perPage = query.per_page === undefined ? 50 : Number(query.per_page);
        if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
          return invalid({ per_page: ['validation.between.numeric'] });
        const list = onNow(3)
          .filter((e) => e.status === status)
          .filter((e) => !query.sport || e.fixture.sport === query.sport)
          .filter((e) => !query.league || e.fixture.league.id === query.league)
          .slice(0, perPage)
          .map((e) => eventOf(world, e.fixture, locale, false));
        return { status: 200 as const, body: { data: list } };
      },
    },
    '/betting/events/{eventId}': {
      get: ({ path, locale }) => {
        const fixture = fixtureById(Number(path.eventId));
        if (!fixture || fixture.startsAt > world.sportBets.now() + 7 * DAY)
          return notFound('Event');
        return { status: 200 as const, body: { data: eventOf(world, fixture, locale, true) } };
      },
    },
    '/betting/bets': {
      get: ({ token, query, locale }) =>
        withPlayer((player) => {
          const status = String(query.status ?? '');
          if (status !== 'open' && status !== 'settled')
            return invalid({ status: ['validation.in'] });
          const bets = world.sportBets
            .of(player.id)
            .filter((b) => (status === 'open') === (b.status === 'open'))
            .slice(0, 100);
          return { status: 200 as const, body: { data: bets.map((b) => betOf(b, locale)) } };
        })(token),
      post: ({ token, body, locale }) =>
        withPlayer((player) => {
          const placed = world.sportBets.place(
            player,
            body.selections,
            body.stake,
            body.odds_change as OddsChangePolicy,
          );
          if (!placed.ok) return refusedAnswer(placed);
          return {
            status: 200 as const,
            body: { data: betOf(placed.value, locale), balance: fromMinor(player.balance) },
          };
        })(token),
    },
    '/betting/bets/{betId}/cashout': {
      post: ({ token, path, body, locale }) =>
        withPlayer((player) => {
          const bet = world.sportBets.all.get(Number(path.betId));
          if (!bet || bet.playerId !== player.id) return notFound('Bet');
          const cashed = world.sportBets.cashOut(player, bet, body.amount);
          if (!cashed.ok) return refusedAnswer(cashed);
          return {
            status: 200 as const,
            body: { data: betOf(cashed.value, locale), balance: fromMinor(player.balance) },
          };
        })(token),
    },
  };
}

/** How often the live stream looks for changes, real milliseconds. */
const TICK_MS = 1000;

/**
 * What the live stream sends next: the events in play of the sport or the
 * event asked for, each as JSON, and for each one that changed since `last`
 * (or kicked off, or just ended: its last state, then it is forgotten) an
 * `event` message. `last` is updated to what was sent.
 */
export function liveChanges(
  world: World,
  last: Map<number, string>,
  ask: { sport?: string; event?: number; lang: Lang },
): Schemas['SportEvent'][] {
  const now = world.sportBets.now();
  const speed = world.settings.liveSpeed;
  const fixtures =
    ask.event === undefined
      ? inPlayWindow(world).filter((f) => !ask.sport || f.sport === ask.sport)
      : [fixtureById(ask.event)].filter((f): f is Fixture => f !== null);
  const changed: Schemas['SportEvent'][] = [];
  for (const fixture of fixtures) {
    const status = matchState(fixture, now, speed).status;
    const known = last.has(fixture.id);
    if (status === 'prematch' || (status !== 'live' && !known)) continue;
    const event = eventOf(world, fixture, ask.lang, ask.event !== undefined);
    const json = JSON.stringify(event);
    if (last.get(fixture.id) !== json) changed.push(event);
    if (status === 'live') last.set(fixture.id, json);
    else last.delete(fixture.id);
  }
  return changed;
}

/** Registers the live odds stream, `/betting/live`, beside the live tables' (Server-Sent Events). */
export function mountSportsbookStream(api: Hono, world: () => World): void {
  api.get('/betting/live', (c) => {
    const sport = c.req.query('sport');
    const eventText = c.req.query('event');
    const event = eventText === undefined ? undefined : Number(eventText);
    if (sport !== undefined && !(sport in SPORT_NAMES))
      return c.json(invalid({ sport: ['validation.in'] }).body, 422);
    if (event !== undefined && (!Number.isInteger(event) || event < 1))
      return c.json(invalid({ event: ['validation.integer'] }).body, 422);
    // EventSource sends no header of the page's: `lang` names the interface language instead.
    const lang = c.req.query('lang');
    if (lang !== undefined && !LANGS.includes(lang as Lang))
      return c.json(invalid({ lang: ['validation.in'] }).body, 422);
    const ask = {
      sport,
      event,
      lang: (lang as Lang | undefined) ?? localeOf(c.req.header('Accept-Language')),
    };
    return serveEvents(c, (send) => {
      const last = new Map<number, string>();
      const at = () => iso(world().now());
      // The snapshot: every event in play, whole (a reconnection starts here too).
      const events = liveChanges(world(), last, ask);
      send('snapshot', JSON.stringify({ type: 'snapshot', at: at(), events }));
      const tick = setInterval(() => {
        for (const event of liveChanges(world(), last, ask))
          send('event', JSON.stringify({ type: 'event', at: at(), event }));
      }, TICK_MS);
      return () => clearInterval(tick);
    });
  });
}
