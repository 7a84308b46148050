// The sandbox's sportsbook: a fixture list, its matches played by the clock,
// and their markets priced from the score and the time left.
//
// Inferred: SPEC.md lists betting beside the games but shows no sportsbook
// (docs/decisions/sportsbook.md). This is the smallest book that behaves
// like the ones players know:
//   - Fixtures: one match every SLOT_MINUTES of the clock, for ever, each
//     drawn from a hash of its slot (sport, league, sides, strengths, and the
//     whole match as it will be played), so every run of the sandbox has the
//     same schedule and a test knows it. Football, ice hockey, tennis,
//     basketball and esports, in Kazakh, Russian and European leagues with
//     made-up clubs and players named in ru, en and kz.
//   - Play: a match runs MATCH_SPEED times faster than a real one (a
//     football match with its break in 10.5 minutes), and faster again by
//     `liveSpeed`. Each sport's match is drawn whole with its fixture
//     (sport-play.ts: goals at drawn minutes, baskets, games, rounds), so
//     its state at any moment is a function of the clock: nothing to run,
//     nothing to stop. One match in ABANDON_ONE_IN is abandoned at a drawn
//     minute of play: its bets are void.
//   - Markets: football and ice hockey have the match result (1X2), double
//     chance, totals over/under, a handicap of ±1.5, both teams to score,
//     and in play the next goal, priced from a Poisson model of the goals
//     still to come (the remaining share of each side's rate). Tennis,
//     basketball and esports have the winner (two ways, no draw), totals and
//     a handicap in games, points or maps, their lines set around what the
//     match is expected to give, priced from the same model that plays it.
//     All with the book's margin (6 % before the match, 8 % in play:
//     @casino/sdk rules/betting.ts), and suspended at the breaks, for a
//     while after a swing (a goal, a lead changing hands, a break of serve,
//     the sides switching) and once the match is over.
import { createHash } from 'node:crypto';
import { type OddsHundredths, priceOutcomes } from '@casino/sdk';
import {
  BASKETBALL,
  BASKETBALL_LONGEST,
  basketballChances,
  basketballExpectation,
  basketballRates,
  type Chances,
  clockOfPlay,
  ESPORTS_LONGEST,
  esportsChances,
  linesAround,
  playAt,
  playBasketball,
  playEsports,
  playTennis,
  type Score,
  type Span,
  type Sport,
  TENNIS_LONGEST,
  type TennisOdds,
  type Timeline,
  tennisChances,
  tennisExpectation,
} from './sport-play.ts';

export type { Sport } from './sport-play.ts';

/** A language of the product (the sandbox's texts). */
type Lang = 'ru' | 'en' | 'kz';
/** A text in the three languages. */
type Localized = Record<Lang, string>;

/** The sports scored in goals. */
type GoalSport = 'football' | 'ice-hockey';

/** How a goal sport's match runs. */
interface GoalRules {
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

const GOAL_SPORTS: Readonly<Record<GoalSport, GoalRules>> = {
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

/** How often each sport is drawn for a slot. */
const SPORT_WEIGHTS: readonly [Sport, number][] = [
  ['football', 0.3],
  ['ice-hockey', 0.2],
  ['tennis', 0.2],
  ['basketball', 0.15],
  ['esports', 0.15],
];

/** Minutes of play the markets stay suspended after a swing. */
const SUSPEND_MINUTES: Readonly<Record<Sport, number>> = {
  football: 2,
  'ice-hockey': 2,
  basketball: 0.5,
  tennis: 1,
  esports: 1,
};

/** A league: its sport, country and clubs (players, for tennis). */
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
  {
    id: 'kz-tennis',
    sport: 'tennis',
    country: 'kz',
    name: club('Казахстан. Кубок Алатау', 'Kazakhstan. Alatau Cup', 'Қазақстан. Алатау кубогы'),
    teams: [
      club('Т. Жаксылыков', 'T. Zhaksylykov', 'Т. Жақсылықов'),
      club('А. Бекмуханов', 'A. Bekmukhanov', 'А. Бекмұханов'),
      club('Д. Оспанов', 'D. Ospanov'),
      club('Е. Сарсенбаев', 'Y. Sarsenbayev', 'Е. Сәрсенбаев'),
      club('Р. Нургалиев', 'R. Nurgaliyev', 'Р. Нұрғалиев'),
      club('М. Волков', 'M. Volkov'),
    ],
  },
  {
    id: 'ru-tennis',
    sport: 'tennis',
    country: 'ru',
    name: club('Россия. Кубок Волги', 'Russia. Volga Cup', 'Ресей. Еділ кубогы'),
    teams: [
      club('И. Соколов', 'I. Sokolov'),
      club('П. Лебедев', 'P. Lebedev'),
      club('Г. Морозов', 'G. Morozov'),
      club('К. Орлов', 'K. Orlov'),
      club('С. Белов', 'S. Belov'),
      club('Н. Зайцев', 'N. Zaitsev'),
    ],
  },
  {
    id: 'eu-tennis',
    sport: 'tennis',
    country: 'eu',
    name: club('Европа. Ривьера Оупен', 'Europe. Riviera Open', 'Еуропа. Ривьера ашық турнирі'),
    teams: [
      club('Л. Майер', 'L. Meier'),
      club('Ж. Дюбуа', 'J. Dubois'),
      club('Э. Линдквист', 'E. Lindqvist'),
      club('П. Коваль', 'P. Koval'),
      club('А. Мартинес', 'A. Martinez'),
      club('Т. Янссен', 'T. Janssen'),
    ],
  },
  {
    id: 'kz-basketball',
    sport: 'basketball',
    country: 'kz',
    name: club(
      'Казахстан. Национальная лига',
      'Kazakhstan. National League',
      'Қазақстан. Ұлттық лига',
    ),
    teams: [
      club('Тулпар Астана', 'Tulpar Astana', 'Тұлпар Астана'),
      club('Тениз Актау', 'Teniz Aktau', 'Теңіз Ақтау'),
      club('Алатау Алматы', 'Alatau Almaty'),
      club('Самрук Шымкент', 'Samruk Shymkent', 'Самұрық Шымкент'),
    ],
  },
  {
    id: 'ru-basketball',
    sport: 'basketball',
    country: 'ru',
    name: club('Россия. Лига Поволжья', 'Russia. Volga League', 'Ресей. Еділ бойы лигасы'),
    teams: [
      club('Казанские Барсы', 'Kazan Leopards', 'Қазан барыстары'),
      club('Волжские Орлы', 'Volga Eagles', 'Еділ қырандары'),
      club('Астраханские Осетры', 'Astrakhan Sturgeons', 'Астрахан бекірелері'),
      club('Ярославские Медведи', 'Yaroslavl Bears', 'Ярославль аюлары'),
    ],
  },
  {
    id: 'eu-basketball',
    sport: 'basketball',
    country: 'eu',
    name: club('Европа. Лига двух морей', 'Europe. Two Seas League', 'Еуропа. Екі теңіз лигасы'),
    teams: [
      club('Лагуна Венеция', 'Laguna Venezia'),
      club('Тиволи Копенгаген', 'Tivoli Copenhagen'),
      club('Альказар Севилья', 'Alcazar Sevilla'),
      club('Кастелл Грац', 'Kastell Graz'),
    ],
  },
  // Esports teams go by their brand names, in Latin letters in every language.
  {
    id: 'kz-esports',
    sport: 'esports',
    country: 'kz',
    name: club('Казахстан. Киберлига', 'Kazakhstan. Cyber League', 'Қазақстан. Киберлига'),
    teams: [
      club('Altyn Qyran', 'Altyn Qyran'),
      club('Steppe Wolves', 'Steppe Wolves'),
      club('Tengri Five', 'Tengri Five'),
      club('Nomad Aces', 'Nomad Aces'),
    ],
  },
  {
    id: 'ru-esports',
    sport: 'esports',
    country: 'ru',
    name: club('Россия. Киберкубок', 'Russia. Cyber Cup', 'Ресей. Киберспорт кубогы'),
    teams: [
      club('Volga Vipers', 'Volga Vipers'),
      club('Ural Steel', 'Ural Steel'),
      club('Polar Owls', 'Polar Owls'),
      club('Neva Drift', 'Neva Drift'),
    ],
  },
  {
    id: 'eu-esports',
    sport: 'esports',
    country: 'eu',
    name: club('Европа. Пиксель Мастерс', 'Europe. Pixel Masters', 'Еуропа. Пиксель Мастерс'),
    teams: [
      club('Baltic Vipers', 'Baltic Vipers'),
      club('Alpine Ravens', 'Alpine Ravens'),
      club('Carpathian Lynx', 'Carpathian Lynx'),
      club('Nordic Storm', 'Nordic Storm'),
    ],
  },
];

/** Real minutes between two fixtures' kick-offs: at the sandbox's own speed about five matches are in play at once, as a sportsbook's live list has several. */
export const SLOT_MINUTES = 2;
/** Match minutes per real minute. */
const MATCH_SPEED = 10;
/** One match in this many is abandoned. */
const ABANDON_ONE_IN = 25;
/** The schedule's origin: slot 0 kicks off here. */
const EPOCH = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;

/** What every match of the fixture list has: who, when, and how it will go. */
interface FixtureBase {
  id: number;
  sport: Sport;
  league: League;
  home: Localized;
  away: Localized;
  startsAt: number;
  /** The minute of play it is abandoned at, or null. */
  abandonedAt: number | null;
  /** The match as it will be played: its periods and every score. */
  timeline: Timeline;
  /** The totals' lines and the handicap's (the home side's), in goals, points, games or maps. */
  totals: readonly number[];
  handicap: number;
}

/** A football or ice hockey match. */
export interface GoalFixture extends FixtureBase {
  sport: GoalSport;
  /** Each side's expected goals over the match. */
  rates: readonly [number, number];
  /** The goals, in match minutes (of play, breaks left out), each side's in order. */
  goals: readonly [readonly number[], readonly number[]];
}

/** Whether a fixture is a football or ice hockey match. */
const isGoalFixture = (fixture: Fixture): fixture is GoalFixture =>
  fixture.sport === 'football' || fixture.sport === 'ice-hockey';

/** A basketball match. */
interface BasketballFixture extends FixtureBase {
  sport: 'basketball';
  /** Each side's scoring plays per minute of play. */
  rates: readonly [number, number];
}

/** A tennis match (home and away are its players). */
interface TennisFixture extends FixtureBase, TennisOdds {
  sport: 'tennis';
}

/** An esports series. */
interface EsportsFixture extends FixtureBase {
  sport: 'esports';
  /** The home team's chance of winning a round on each map of the series. */
  maps: readonly number[];
}

/** A match of the fixture list, as drawn. */
export type Fixture = GoalFixture | BasketballFixture | TennisFixture | EsportsFixture;

/**
 * A stream of numbers in [0, 1) from hashes of `seed`: SHA-256 of the seed
 * and a counter, each digest giving eight numbers (a match draws hundreds).
 */
function randoms(seed: string): () => number {
  let counter = 0;
  let digest = Buffer.alloc(0);
  let at = 32;
  return () => {
    if (at === 32) {
      digest = createHash('sha256').update(`${seed}:${counter++}`).digest();
      at = 0;
    }
    const value = digest.readUInt32BE(at) / 2 ** 32;
    at += 4;
    return value;
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

/** A goal sport's periods, in match minutes from the kick-off. */
function goalPeriods(rules: GoalRules): Span[] {
  return Array.from({ length: rules.periods }, (_, i) => {
    const start = i * (rules.periodMinutes + rules.breakMinutes);
    return { start, end: start + rules.periodMinutes, play: rules.periodMinutes };
  });
}

/** What a fixture of `sport` draws after its sides: strengths, the match, its lines. */
function drawMatch(sport: Sport, random: () => number) {
  switch (sport) {
    case 'football':
    case 'ice-hockey': {
      const rules = GOAL_SPORTS[sport];
      // The home side's share of the goals: 38–68 %, a little home advantage.
      const share = 0.38 + random() * 0.3;
      const rates = [rules.goals * share, rules.goals * (1 - share)] as const;
      const minutes = rules.periods * rules.periodMinutes;
      const goals = rates.map((rate) =>
        Array.from(
          { length: poisson(rate, random) },
          () => Math.floor(random() * minutes * 10) / 10,
        ).sort((a, b) => a - b),
      ) as unknown as [number[], number[]];
      const periods = goalPeriods(rules);
      const scores: Score[] = goals
        .flatMap((side, i) =>
          side.map((minute) => {
            const at = clockOfPlay(periods, minute);
            const period = periods.findIndex((p) => at <= p.end);
            return { at, side: i as 0 | 1, value: 1, period, swing: true };
          }),
        )
        .sort((a, b) => a.at - b.at);
      return {
        sport,
        rates,
        goals,
        timeline: { periods, scores },
        totals: rules.totals,
        handicap: -1.5,
      };
    }
    case 'basketball': {
      // 150 to 175 points a match, the home side's share 45–56 %.
      const rates = basketballRates(150 + random() * 25, 0.45 + random() * 0.11);
      const [total, margin] = basketballExpectation(rates);
      return {
        sport,
        rates,
        timeline: playBasketball(rates, random),
        ...linesAround(total, margin, 5),
      };
    }
    case 'tennis': {
      // Holding serve 66–88 % of the time; the better server wins more tie-breaks.
      const holds = [0.66 + random() * 0.22, 0.66 + random() * 0.22] as const;
      const odds: TennisOdds = {
        holds,
        tiebreak: Math.min(0.8, Math.max(0.2, 0.5 + 1.5 * (holds[0] - holds[1]))),
        firstServer: random() < 0.5 ? 0 : 1,
      };
      const [total, margin] = tennisExpectation(odds);
      return {
        sport,
        ...odds,
        timeline: playTennis(odds, random),
        ...linesAround(total, margin, 2),
      };
    }
    case 'esports': {
      // The home team's round chance: its edge over the series, give or take on each map.
      const edge = (random() * 2 - 1) * 0.07;
      const maps = [0, 1, 2].map(() => 0.5 + edge + (random() * 2 - 1) * 0.04);
      const timeline = playEsports(maps, random);
      const favourite = esportsChances(maps, [0, 0], 0, [0, 0]).win >= 0.5;
      return { sport, maps, timeline, totals: [2.5], handicap: favourite ? -1.5 : 1.5 };
    }
  }
}

/** The sport whose share of the weights `roll` (in [0, 1)) falls in. */
function pick(weights: readonly [Sport, number][], roll: number): Sport {
  let left = roll;
  for (const [sport, weight] of weights) {
    left -= weight;
    if (left < 0) return sport;
  }
  return (weights.at(-1) as [Sport, number])[0];
}

/** Fixtures already drawn (a fixture is a pure function of its slot). */
const drawn = new Map<number, Fixture>();

/** The fixture of slot `slot`. */
export function fixtureAt(slot: number): Fixture {
  const known = drawn.get(slot);
  if (known) return known;
  const random = randoms(`fixture:${slot}`);
  const sport = pick(SPORT_WEIGHTS, random());
  const leagues = LEAGUES.filter((l) => l.sport === sport);
  const league = leagues[Math.floor(random() * leagues.length)] as League;
  const first = Math.floor(random() * league.teams.length);
  const second =
    (first + 1 + Math.floor(random() * (league.teams.length - 1))) % league.teams.length;
  const match = drawMatch(sport, random);
  let play = 0;
  for (const period of match.timeline.periods) play += period.play;
  const abandoned = random() * ABANDON_ONE_IN < 1;
  const fixture = {
    id: 100_000 + slot,
    league,
    home: league.teams[first] as Localized,
    away: league.teams[second] as Localized,
    startsAt: EPOCH + slot * SLOT_MINUTES * MINUTE,
    abandonedAt: abandoned ? Math.floor(random() * play) : null,
    ...match,
  } as Fixture;
  if (drawn.size >= 5000) drawn.clear();
  drawn.set(slot, fixture);
  return fixture;
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
  /** The minute of play: the game clock's (breaks left out; tennis and esports: the match's less its breaks); 0 before, the last after. */
  minute: number;
  /** The period (half, period, quarter or overtime, set, map) being played or just finished (1-based; 0 before). */
  period: number;
  /** True during a break between periods. */
  atBreak: boolean;
  /** Goals (football, ice hockey), points (basketball), sets (tennis) or maps (esports) won. */
  score: readonly [number, number];
  /** The period's own score: games of the set (tennis), rounds of the map (esports); null for the others and before the start. */
  periodScore: readonly [number, number] | null;
  /** The minute of play of the last swing so far (a goal, a lead changing hands, a break of serve, the sides switching), or null. */
  lastSwing: number | null;
}

/** The sports whose score counts periods won, with a score of their own in each. */
const byPeriods = (sport: Sport) => sport === 'tennis' || sport === 'esports';

/** The match minutes from the start a match lasts at most. */
function longestMinutes(sport: Sport): number {
  switch (sport) {
    case 'football':
    case 'ice-hockey': {
      const rules = GOAL_SPORTS[sport];
      return rules.periods * rules.periodMinutes + (rules.periods - 1) * rules.breakMinutes;
    }
    case 'basketball':
      return BASKETBALL_LONGEST;
    case 'tennis':
      return TENNIS_LONGEST;
    case 'esports':
      return ESPORTS_LONGEST;
  }
}

/** The real milliseconds a match of `sport` lasts at most with its breaks, at `speed` (football's and ice hockey's exactly). */
export function matchDurationMs(sport: Sport, speed = 1): number {
  return (longestMinutes(sport) * MINUTE) / (MATCH_SPEED * speed);
}

/** The first whole millisecond (epoch) the match is over at, if it is not abandoned, at `speed`. */
export function matchEndMs(fixture: Fixture, speed = 1): number {
  const end = (fixture.timeline.periods.at(-1) as Span).end;
  let ms = fixture.startsAt + Math.ceil((end * MINUTE) / (MATCH_SPEED * speed));
  // The clock is counted back from milliseconds: step over a rounding short of the end.
  while (((ms - fixture.startsAt) * MATCH_SPEED * speed) / MINUTE < end) ms += 1;
  return ms;
}

/** The match's state at `now` and the scores so far. */
function progress(
  fixture: Fixture,
  now: number,
  speed: number,
): { state: MatchState; scored: readonly Score[] } {
  const clock = ((now - fixture.startsAt) * MATCH_SPEED * speed) / MINUTE;
  if (clock < 0)
    return {
      state: {
        status: 'prematch',
        minute: 0,
        period: 0,
        atBreak: false,
        score: [0, 0],
        periodScore: null,
        lastSwing: null,
      },
      scored: [],
    };
  const { periods, scores } = fixture.timeline;
  const end = (periods.at(-1) as Span).end;
  let at = Math.min(clock, end);
  let status: MatchState['status'] = clock >= end ? 'ended' : 'live';
  if (fixture.abandonedAt !== null) {
    const abandoned = clockOfPlay(periods, fixture.abandonedAt);
    if (clock >= abandoned) {
      status = 'abandoned';
      at = abandoned;
    }
  }
  const index = periods.reduce((last, p, i) => (p.start <= at ? i : last), 0);
  const atBreak =
    status === 'live' && index < periods.length - 1 && at >= (periods[index] as Span).end;
  const minute = status === 'abandoned' ? (fixture.abandonedAt as number) : playAt(periods, at);
  const scored = scores.filter((s) => s.at <= at);
  const sum = (list: readonly Score[], side: 0 | 1) =>
    list.reduce((total, s) => total + (s.side === side ? s.value : 0), 0);
  let score: [number, number] = [sum(scored, 0), sum(scored, 1)];
  let periodScore: [number, number] | null = null;
  if (byPeriods(fixture.sport)) {
    // Sets or maps won: the periods over, each to the side with more in it.
    score = [0, 0];
    periods.forEach((period, i) => {
      if (period.end > at) return;
      const own = scored.filter((s) => s.period === i);
      score[sum(own, 0) > sum(own, 1) ? 0 : 1] += 1;
    });
    const current = scored.filter((s) => s.period === index);
    periodScore = [sum(current, 0), sum(current, 1)];
  }
  const swing = scored.findLast((s) => s.swing);
  return {
    state: {
      status,
      minute,
      period: index + 1,
      atBreak,
      score,
      periodScore,
      lastSwing: swing ? playAt(periods, swing.at) : null,
    },
    scored,
  };
}

/** The match's state at `now`, its clock `speed` times the book's. */
export function matchState(fixture: Fixture, now: number, speed = 1): MatchState {
  return progress(fixture, now, speed).state;
}

/** The kinds of market the book offers. */
type MarketKind = '1x2' | 'winner' | 'double_chance' | 'total' | 'handicap' | 'btts' | 'next_goal';

/** Each sport's main market, the one the lists give: the match result, or the winner where there is no draw. */
export const mainMarket = (sport: Sport): '1x2' | 'winner' =>
  sport === 'football' || sport === 'ice-hockey' ? '1x2' : 'winner';

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

/** A market priced with `margin` from its outcomes' chances. */
type Pricer = (
  id: string,
  kind: MarketKind,
  line: number | null,
  outcomes: [string, number][],
) => Market;

/** A football or ice hockey match's markets. */
function goalMarkets(
  fixture: GoalFixture,
  state: MatchState,
  market: Pricer,
  margin: number,
  suspended: boolean,
): Market[] {
  const rules = GOAL_SPORTS[fixture.sport];
  const left = 1 - state.minute / (rules.periods * rules.periodMinutes);
  const rates = [fixture.rates[0] * left, fixture.rates[1] * left] as const;
  const scores = finalScores(state.score, rates);
  const chance = (test: (home: number, away: number) => boolean) =>
    scores.reduce((sum, s) => sum + (test(s.home, s.away) ? s.chance : 0), 0);
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
  for (const line of fixture.totals) {
    const over = chance((h, a) => h + a > line);
    if (over > 0.03 && over < 0.97)
      markets.push(
        market(`total:${line}`, 'total', line, [
          ['over', over],
          ['under', 1 - over],
        ]),
      );
  }
  const cover = chance((h, a) => h - a > -fixture.handicap);
  markets.push(
    market(`handicap:${fixture.handicap}`, 'handicap', fixture.handicap, [
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

/** How a tennis, basketball or esports match may end from its state. */
function chancesNow(
  fixture: Exclude<Fixture, GoalFixture>,
  state: MatchState,
  scored: readonly Score[],
): Chances {
  const [home, away] = state.score;
  switch (fixture.sport) {
    case 'basketball': {
      // The minutes left of the fourth quarter or of the overtime in play.
      const overtimes = Math.max(0, state.period - BASKETBALL.quarters);
      const end =
        BASKETBALL.quarters * BASKETBALL.quarterMinutes + overtimes * BASKETBALL.overtimeMinutes;
      return basketballChances(fixture.rates, [home, away], Math.max(0, end - state.minute));
    }
    case 'tennis':
    case 'esports': {
      // At a break the set or map is over: the next starts level.
      const over = state.atBreak || state.periodScore === null;
      const own: [number, number] = over
        ? [0, 0]
        : [state.periodScore?.[0] ?? 0, state.periodScore?.[1] ?? 0];
      if (fixture.sport === 'esports') {
        const map = state.status === 'prematch' ? 0 : over ? state.period : state.period - 1;
        return esportsChances(fixture.maps, [home, away], map, own);
      }
      const tally = [0, 1].map((side) =>
        scored.reduce((sum, s) => sum + (s.side === side ? s.value : 0), 0),
      ) as [number, number];
      return tennisChances(fixture, [home, away], own, tally, scored.length);
    }
  }
}

/** A winner market with a side this unlikely is as good as decided: it is suspended. */
const DECIDED = 0.005;

/** A tennis, basketball or esports match's markets: the winner, totals, the handicap. */
function twoWayMarkets(fixture: Fixture, chances: Chances, market: Pricer): Market[] {
  const winner = market('winner', 'winner', null, [
    ['1', chances.win],
    ['2', 1 - chances.win],
  ]);
  if (Math.min(chances.win, 1 - chances.win) < DECIDED) winner.suspended = true;
  const markets = [winner];
  for (const line of fixture.totals) {
    const over = chances.over(line);
    if (over > 0.03 && over < 0.97)
      markets.push(
        market(`total:${line}`, 'total', line, [
          ['over', over],
          ['under', 1 - over],
        ]),
      );
  }
  const cover = chances.cover(fixture.handicap);
  if (cover > 0.03 && cover < 0.97)
    markets.push(
      market(`handicap:${fixture.handicap}`, 'handicap', fixture.handicap, [
        ['1', cover],
        ['2', 1 - cover],
      ]),
    );
  return markets;
}

/** The match's markets at `now` (none once it is over). */
export function marketsAt(fixture: Fixture, now: number, speed = 1): Market[] {
  const { state, scored } = progress(fixture, now, speed);
  if (state.status === 'ended' || state.status === 'abandoned') return [];
  const margin = state.status === 'live' ? MARGINS.live : MARGINS.prematch;
  const suspended =
    state.atBreak ||
    (state.lastSwing !== null && state.minute - state.lastSwing < SUSPEND_MINUTES[fixture.sport]);
  const market: Pricer = (id, kind, line, outcomes) => {
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
  if (isGoalFixture(fixture)) return goalMarkets(fixture, state, market, margin, suspended);
  return twoWayMarkets(fixture, chancesNow(fixture, state, scored), market);
}

/**
 * How an outcome of a market ended, once it can be told: won, lost or void
 * (an abandoned match voids every market not already decided); null while
 * it cannot be told yet. Totals and handicaps count goals, points, games
 * (tennis) or maps (esports); the winner counts sets in tennis, maps in
 * esports, points with overtime in basketball.
 */
export function outcomeResult(
  fixture: Fixture,
  marketId: string,
  key: string,
  now: number,
  speed = 1,
): 'won' | 'lost' | 'void' | null {
  const { state, scored } = progress(fixture, now, speed);
  const [kind, lineText] = marketId.split(':') as [MarketKind, string | undefined];
  const line = lineText === undefined ? null : Number(lineText);
  if (kind === 'next_goal' && line !== null) {
    // Decided by the line-th goal as soon as it is scored.
    const goal = scored[line - 1];
    if (goal) return String(goal.side + 1) === key ? 'won' : 'lost';
    if (state.status === 'abandoned') return 'void';
    if (state.status === 'ended') return key === 'none' ? 'won' : 'lost';
    return null;
  }
  if (state.status === 'abandoned') return 'void';
  if (state.status !== 'ended') return null;
  const [h, a] = state.score;
  // What totals and handicaps count: games in tennis, the score elsewhere.
  const [th, ta] =
    fixture.sport === 'tennis'
      ? [0, 1].map((side) => scored.reduce((sum, s) => sum + (s.side === side ? s.value : 0), 0))
      : [h, a];
  const won = (() => {
    switch (kind) {
      case '1x2':
        return key === (h > a ? '1' : h === a ? 'X' : '2');
      case 'winner':
        return key === (h > a ? '1' : '2');
      case 'double_chance':
        return key.includes(h > a ? '1' : h === a ? 'X' : '2');
      case 'total':
        return (th as number) + (ta as number) > (line ?? 0) === (key === 'over');
      case 'handicap':
        return (th as number) - (ta as number) > -(line ?? 0) === (key === '1');
      case 'btts':
        return (h > 0 && a > 0) === (key === 'yes');
      default:
        return false;
    }
  })();
  return won ? 'won' : 'lost';
}
