// The sandbox's sportsbook: a fixture list, its matches played by the clock,
// and their markets priced from the score and the time left.
//
// Inferred: SPEC.md lists betting beside the games but shows no sportsbook
// (docs/decisions/sportsbook.md). This is the smallest book that behaves
// like the ones players know:
//   - Fixtures: one match every SLOT_MINUTES of the clock, for ever, each
//     drawn from a hash of its slot (sport, league, teams, strengths, goals),
//     so every run of the sandbox has the same schedule and a test knows it.
//     Football and ice hockey, in Kazakh, Russian and European leagues with
//     made-up clubs named in ru, en and kz.
//   - Play: a match runs MATCH_SPEED times faster than a real one (a
//     football match with its break in 10.5 minutes), and faster again by
//     `liveSpeed`. Its goals are drawn when the fixture is (a Poisson number
//     for each side, at random minutes), so its state at any moment is a
//     function of the clock: nothing to run, nothing to stop. One match in
//     ABANDON_ONE_IN is abandoned at a drawn minute: its bets are void.
//   - Markets: match result (1X2), double chance, totals over/under, a
//     handicap of ±1.5, both teams to score, and in play the next goal. Each
//     is priced from a Poisson model of the goals still to come (the
//     remaining share of each side's rate) with the book's margin (6 % before
//     the match, 8 % in play: @casino/sdk rules/betting.ts), and suspended
//     for SUSPEND_MINUTES of match time after a goal, at the breaks and once
//     the match is over.
import { createHash } from 'node:crypto';
import { type OddsHundredths, priceOutcomes } from '@casino/sdk';

/** A language of the product (the sandbox's texts). */
type Lang = 'ru' | 'en' | 'kz';
/** A text in the three languages. */
type Localized = Record<Lang, string>;

/** The sports the book offers. */
export type Sport = 'football' | 'ice-hockey';

/** How a sport's match runs. */
interface SportRules {
  /** Periods and their length, in match minutes. */
  periods: number;
  periodMinutes: number;
  /** The break between periods, in match minutes. */
  breakMinutes: number;
  /** Goals in a match on average. */
  goals: number;
  /** The totals' lines. */
  totals: readonly number[];
}

const SPORTS: Readonly<Record<Sport, SportRules>> = {
  football: {
    periods: 2,
    periodMinutes: 45,
    breakMinutes: 15,
    goals: 2.6,
    totals: [1.5, 2.5, 3.5],
  },
  'ice-hockey': {
    periods: 3,
    periodMinutes: 20,
    breakMinutes: 18,
    goals: 5.6,
    totals: [4.5, 5.5, 6.5],
  },
};

/** A league: its sport, country and clubs. */
interface League {
  id: string;
  sport: Sport;
  country: 'kz' | 'ru' | 'eu';
  name: Localized;
  teams: readonly Localized[];
}

const club = (ru: string, en: string, kz = ru): Localized => ({ ru, en, kz });

/** The leagues; every club is made up. */
export const LEAGUES: readonly League[] = [
  {
    id: 'kz-premier',
    sport: 'football',
    country: 'kz',
    name: club('Казахстан. Премьер-лига', 'Kazakhstan. Premier League', 'Қазақстан. Премьер-лига'),
    teams: [
      club('Алтын Астана', 'Altyn Astana'),
      club('Жетысу Барс', 'Zhetysu Bars', 'Жетісу Барс'),
      club('Сарыарка Караганда', 'Saryarka Karaganda', 'Сарыарқа Қарағанды'),
      club('Ордабасы Юг', 'Ordabasy South', 'Ордабасы Оңтүстік'),
      club('Актобе Сункар', 'Aktobe Sunkar', 'Ақтөбе Сұңқар'),
      club('Иртыш Павлодар', 'Irtysh Pavlodar', 'Ертіс Павлодар'),
    ],
  },
  {
    id: 'ru-first',
    sport: 'football',
    country: 'ru',
    name: club('Россия. Первая лига', 'Russia. First League', 'Ресей. Бірінші лига'),
    teams: [
      club('Волга Самара', 'Volga Samara', 'Еділ Самара'),
      club('Уральские Соколы', 'Ural Falcons', 'Орал Сұңқарлары'),
      club('Балтика Северная', 'Baltika North', 'Балтика Солтүстік'),
      club('Кубань Южная', 'Kuban South', 'Кубань Оңтүстік'),
      club('Сибирь Томск', 'Sibir Tomsk', 'Сібір Томск'),
      club('Дон Ростов', 'Don Rostov'),
    ],
  },
  {
    id: 'eu-cup',
    sport: 'football',
    country: 'eu',
    name: club('Европа. Кубок городов', 'Europe. Cities Cup', 'Еуропа. Қалалар кубогы'),
    teams: [
      club('Рейнталь', 'Rheintal FC', 'Рейнталь'),
      club('Порту Атлантико', 'Porto Atlantico', 'Порту Атлантико'),
      club('Ла Валле', 'La Valle CF', 'Ла Валле'),
      club('Норд Гавань', 'Nordhavn United', 'Норд Гавань'),
      club('Адриатика Сплит', 'Adriatica Split', 'Адриатика Сплит'),
      club('Дунай Вена', 'Danube Vienna', 'Дунай Вена'),
    ],
  },
  {
    id: 'kz-hockey',
    sport: 'ice-hockey',
    country: 'kz',
    name: club(
      'Казахстан. Чемпионат по хоккею',
      'Kazakhstan. Hockey Championship',
      'Қазақстан. Хоккей чемпионаты',
    ),
    teams: [
      club('Барыс Стэп', 'Barys Steppe', 'Барыс Дала'),
      club('Торпедо Усть-Каменогорск', 'Torpedo Oskemen', 'Торпедо Өскемен'),
      club('Номад Кокше', 'Nomad Kokshe', 'Номад Көкше'),
      club('Арлан Север', 'Arlan North', 'Арлан Солтүстік'),
    ],
  },
  {
    id: 'ru-hockey',
    sport: 'ice-hockey',
    country: 'ru',
    name: club(
      'Россия. Высшая хоккейная лига',
      'Russia. Higher Hockey League',
      'Ресей. Жоғары хоккей лигасы',
    ),
    teams: [
      club('Северные Медведи', 'Northern Bears', 'Солтүстік аюлары'),
      club('Ледяные Волки', 'Ice Wolves', 'Мұз қасқырлары'),
      club('Таёжные Рыси', 'Taiga Lynxes', 'Тайга сілеусіндері'),
      club('Уральский Металл', 'Ural Metal', 'Орал Металы'),
    ],
  },
];

/** Real minutes between two fixtures' kick-offs. */
export const SLOT_MINUTES = 6;
/** Match minutes per real minute. */
const MATCH_SPEED = 10;
/** Match minutes after a goal its markets stay suspended. */
const SUSPEND_MINUTES = 2;
/** One match in this many is abandoned. */
const ABANDON_ONE_IN = 25;
/** The schedule's origin: slot 0 kicks off here. */
const EPOCH = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;

/** A match of the fixture list, as drawn: who, when, and what will happen. */
export interface Fixture {
  id: number;
  sport: Sport;
  league: League;
  home: Localized;
  away: Localized;
  startsAt: number;
  /** Each side's expected goals over the match. */
  rates: readonly [number, number];
  /** The goals, in match minutes (of play, breaks left out), each side's in order. */
  goals: readonly [readonly number[], readonly number[]];
  /** The minute of play it is abandoned at, or null. */
  abandonedAt: number | null;
}

/** A stream of numbers in [0, 1) from a hash of `seed`. */
function randoms(seed: string): () => number {
  let counter = 0;
  return () => {
    const digest = createHash('sha256').update(`${seed}:${counter++}`).digest();
    return digest.readUInt32BE(0) / 2 ** 32;
  };
}

/** A Poisson-distributed count with mean `mean`. */
function poisson(mean: number, random: () => number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random();
  while (product > limit) {
    count += 1;
    product *= random();
  }
  return count;
}

/** The match minutes of play a sport's match has. */
const playMinutes = (rules: SportRules) => rules.periods * rules.periodMinutes;

/** The fixture of slot `slot`. */
export function fixtureAt(slot: number): Fixture {
  const random = randoms(`fixture:${slot}`);
  const league = LEAGUES[Math.floor(random() * LEAGUES.length)] as League;
  const rules = SPORTS[league.sport];
  const first = Math.floor(random() * league.teams.length);
  const second =
    (first + 1 + Math.floor(random() * (league.teams.length - 1))) % league.teams.length;
  // The home side's share of the goals: 35–65 %, a little home advantage.
  const share = 0.38 + random() * 0.3;
  const rates = [rules.goals * share, rules.goals * (1 - share)] as const;
  const minutes = playMinutes(rules);
  const goals = rates.map((rate) =>
    Array.from(
      { length: poisson(rate, random) },
      () => Math.floor(random() * minutes * 10) / 10,
    ).sort((a, b) => a - b),
  ) as unknown as [number[], number[]];
  const abandoned = random() * ABANDON_ONE_IN < 1;
  return {
    id: 100_000 + slot,
    sport: league.sport,
    league,
    home: league.teams[first] as Localized,
    away: league.teams[second] as Localized,
    startsAt: EPOCH + slot * SLOT_MINUTES * MINUTE,
    rates,
    goals,
    abandonedAt: abandoned ? Math.floor(random() * minutes) : null,
  };
}

/** The fixture with id `id`, or null for an id the schedule never gives. */
export function fixtureById(id: number): Fixture | null {
  const slot = id - 100_000;
  return Number.isInteger(slot) && slot >= 0 && slot < 10_000_000 ? fixtureAt(slot) : null;
}

/** The fixtures kicking off between `from` and `to` (epoch ms). */
export function fixturesBetween(from: number, to: number): Fixture[] {
  const first = Math.max(0, Math.ceil((from - EPOCH) / (SLOT_MINUTES * MINUTE)));
  const last = Math.floor((to - EPOCH) / (SLOT_MINUTES * MINUTE));
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => fixtureAt(first + i));
}

/** Where a match stands at a moment. */
export interface MatchState {
  status: 'prematch' | 'live' | 'ended' | 'abandoned';
  /** The minute of play (0 before, the last after). */
  minute: number;
  /** The period being played or just finished (1-based; 0 before). */
  period: number;
  /** True during a break between periods. */
  atBreak: boolean;
  score: readonly [number, number];
  /** The match minute of the last goal so far, or null. */
  lastGoal: number | null;
}

/** The real milliseconds a match lasts with its breaks, at `speed`. */
export function matchDurationMs(sport: Sport, speed = 1): number {
  const rules = SPORTS[sport];
  const total = playMinutes(rules) + (rules.periods - 1) * rules.breakMinutes;
  return (total * MINUTE) / (MATCH_SPEED * speed);
}

/** The match's state at `now`, its clock `speed` times the book's. */
export function matchState(fixture: Fixture, now: number, speed = 1): MatchState {
  const rules = SPORTS[fixture.sport];
  const elapsed = ((now - fixture.startsAt) * MATCH_SPEED * speed) / MINUTE;
  const length = playMinutes(rules);
  if (elapsed < 0)
    return {
      status: 'prematch',
      minute: 0,
      period: 0,
      atBreak: false,
      score: [0, 0],
      lastGoal: null,
    };
  // Minutes of play: the elapsed time less the breaks already passed.
  const block = rules.periodMinutes + rules.breakMinutes;
  const period = Math.min(rules.periods, Math.floor(elapsed / block) + 1);
  const into = elapsed - (period - 1) * block;
  const atBreak = period < rules.periods && into >= rules.periodMinutes;
  let minute = Math.min(
    length,
    (period - 1) * rules.periodMinutes + Math.min(into, rules.periodMinutes),
  );
  let status: MatchState['status'] = minute >= length ? 'ended' : 'live';
  if (fixture.abandonedAt !== null && minute >= fixture.abandonedAt) {
    status = 'abandoned';
    minute = fixture.abandonedAt;
  }
  const scored = fixture.goals.map((side) => side.filter((at) => at <= minute));
  const lastGoal = Math.max(-1, ...scored.flat());
  return {
    status,
    minute,
    period,
    atBreak: atBreak && status === 'live',
    score: [scored[0]?.length ?? 0, scored[1]?.length ?? 0],
    lastGoal: lastGoal < 0 ? null : lastGoal,
  };
}

/** The kinds of market the book offers. */
type MarketKind = '1x2' | 'double_chance' | 'total' | 'handicap' | 'btts' | 'next_goal';

/** A market of a match: its outcomes with their prices, or suspended. */
export interface Market {
  /** `kind`, with its line or goal number: `total:2.5`, `handicap:-1.5`, `next_goal:3`. */
  id: string;
  kind: MarketKind;
  line: number | null;
  suspended: boolean;
  outcomes: { key: string; odds: OddsHundredths }[];
}

/** The chances of each final score difference and total, from the goals to come (independent Poisson sides). */
function finalScores(
  score: readonly [number, number],
  rates: readonly [number, number],
): { home: number; away: number; chance: number }[] {
  const pmf = (mean: number) => {
    const out: number[] = [];
    let p = Math.exp(-mean);
    for (let k = 0; k <= 15; k++) {
      out.push(p);
      p = (p * mean) / (k + 1);
    }
    return out;
  };
  const [home, away] = [pmf(rates[0]), pmf(rates[1])];
  const scores: { home: number; away: number; chance: number }[] = [];
  for (const [h, ph] of home.entries())
    for (const [a, pa] of away.entries())
      scores.push({ home: score[0] + h, away: score[1] + a, chance: ph * pa });
  return scores;
}

/** The book's margin before a match and in play. */
export const MARGINS = { prematch: 0.06, live: 0.08 } as const;

/** The match's markets at `now` (none once it is over). */
export function marketsAt(fixture: Fixture, now: number, speed = 1): Market[] {
  const state = matchState(fixture, now, speed);
  if (state.status === 'ended' || state.status === 'abandoned') return [];
  const rules = SPORTS[fixture.sport];
  const left = 1 - state.minute / playMinutes(rules);
  const rates = [fixture.rates[0] * left, fixture.rates[1] * left] as const;
  const scores = finalScores(state.score, rates);
  const chance = (test: (home: number, away: number) => boolean) =>
    scores.reduce((sum, s) => sum + (test(s.home, s.away) ? s.chance : 0), 0);
  const margin = state.status === 'live' ? MARGINS.live : MARGINS.prematch;
  const suspended =
    state.atBreak || (state.lastGoal !== null && state.minute - state.lastGoal < SUSPEND_MINUTES);
  const market = (
    id: string,
    kind: MarketKind,
    line: number | null,
    outcomes: [string, number][],
  ) => {
    const odds = priceOutcomes(
      outcomes.map(([, p]) => p),
      margin,
    );
    return {
      id,
      kind,
      line,
      suspended,
      outcomes: outcomes.map(([key], i) => ({ key, odds: odds[i] as number })),
    };
  };
  const [win, draw, lose] = [
    chance((h, a) => h > a),
    chance((h, a) => h === a),
    chance((h, a) => h < a),
  ];
  const markets: Market[] = [
    market('1x2', '1x2', null, [
      ['1', win],
      ['X', draw],
      ['2', lose],
    ]),
  ];
  // Double chance: each outcome against the third, priced on its own.
  for (const [key, p] of [
    ['1X', win + draw],
    ['12', win + lose],
    ['X2', draw + lose],
  ] as const) {
    const [odds] = priceOutcomes([p, 1 - p], margin);
    markets.push({
      id: `double_chance:${key}`,
      kind: 'double_chance',
      line: null,
      suspended,
      outcomes: [{ key, odds: odds as number }],
    });
  }
  for (const line of rules.totals) {
    const over = chance((h, a) => h + a > line);
    if (over > 0.03 && over < 0.97)
      markets.push(
        market(`total:${line}`, 'total', line, [
          ['over', over],
          ['under', 1 - over],
        ]),
      );
  }
  const cover = chance((h, a) => h - a > 1.5);
  markets.push(
    market('handicap:-1.5', 'handicap', -1.5, [
      ['1', cover],
      ['2', 1 - cover],
    ]),
  );
  const both = chance((h, a) => h > 0 && a > 0);
  if (both < 0.999)
    markets.push(
      market('btts', 'btts', null, [
        ['yes', both],
        ['no', 1 - both],
      ]),
    );
  if (state.status === 'live') {
    const next = state.score[0] + state.score[1] + 1;
    const none = Math.exp(-(rates[0] + rates[1]));
    const total = rates[0] + rates[1] || 1;
    markets.push(
      market(`next_goal:${next}`, 'next_goal', next, [
        ['1', ((1 - none) * rates[0]) / total],
        ['none', none],
        ['2', ((1 - none) * rates[1]) / total],
      ]),
    );
  }
  return markets;
}

/**
 * How an outcome of a market ended, once it can be told: won, lost or void
 * (an abandoned match voids every market not already decided); null while
 * it cannot be told yet.
 */
export function outcomeResult(
  fixture: Fixture,
  marketId: string,
  key: string,
  now: number,
  speed = 1,
): 'won' | 'lost' | 'void' | null {
  const state = matchState(fixture, now, speed);
  const [kind, lineText] = marketId.split(':') as [MarketKind, string | undefined];
  const line = lineText === undefined ? null : Number(lineText);
  if (kind === 'next_goal' && line !== null) {
    // Decided by the line-th goal as soon as it is scored.
    const all = [
      ...fixture.goals[0].map((at) => ({ at, side: '1' })),
      ...fixture.goals[1].map((at) => ({ at, side: '2' })),
    ].sort((a, b) => a.at - b.at);
    const goal = all[line - 1];
    if (goal && goal.at <= state.minute) return goal.side === key ? 'won' : 'lost';
    if (state.status === 'abandoned') return 'void';
    if (state.status === 'ended') return key === 'none' ? 'won' : 'lost';
    return null;
  }
  if (state.status === 'abandoned') return 'void';
  if (state.status !== 'ended') return null;
  const [h, a] = state.score;
  const won = (() => {
    switch (kind) {
      case '1x2':
        return key === (h > a ? '1' : h === a ? 'X' : '2');
      case 'double_chance':
        return key.includes(h > a ? '1' : h === a ? 'X' : '2');
      case 'total':
        return h + a > (line ?? 0) === (key === 'over');
      case 'handicap':
        return h - a > -(line ?? 0) === (key === '1');
      case 'btts':
        return (h > 0 && a > 0) === (key === 'yes');
      default:
        return false;
    }
  })();
  return won ? 'won' : 'lost';
}
