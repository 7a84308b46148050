// How each sport of the sandbox's book is played and what its future holds:
// the match drawn as a timeline (its periods and every score in them), and
// the chances of how it ends from where it stands, which sportsbook.ts
// prices. Pure functions of their arguments; the random numbers come from
// the fixture's hash.
//
//   - Football and ice hockey: halves and periods of fixed length, goals at
//     drawn minutes (independent Poisson sides), priced from the goals still
//     to come (sportsbook.ts).
//   - Basketball (FIBA): four quarters of 10 minutes on a game clock that
//     runs half the time (fouls, time-outs: a quarter takes 20 minutes),
//     breaks of 2, 15 and 2 minutes, then 5-minute overtimes until someone
//     leads (at most four; a last tie is broken by a free throw at the
//     buzzer).
//     Each side scores in plays of 1, 2 or 3 points, a Poisson process of
//     its own rate; priced from a normal approximation of the points still to
//     come, ties going to overtime.
//   - Tennis: best of three sets, a tie-break at 6–6; each game won by its
//     server with the server's hold chance (a tie-break with the home
//     player's tie-break chance), games of 4 to 6 minutes, a tie-break of 10
//     to 14, 2 minutes between sets; priced exactly from those chances (every
//     way each set can end).
//   - Esports (Counter-Strike style): best of three maps, each first to 13
//     rounds, at 12–12 overtimes of six rounds (first to 4, again at 3–3; a
//     round of sudden death after three of them), rounds of 1.5 to 2.5
//     minutes, a minute's side switch after round 12, 5 minutes between
//     maps; each map has the home team's round chance; priced exactly from it.

/** The sports the book offers. */
export type Sport = 'football' | 'ice-hockey' | 'tennis' | 'basketball' | 'esports';

/** A period of a match: its span in match minutes from the kick-off (breaks between), and the minutes of play it holds. */
export interface Span {
  start: number;
  end: number;
  play: number;
}

/**
 * A score: when (match minutes from the start), by whom (0 home, 1 away),
 * how much (a goal, a basket's points, a game, a round), in which period
 * (0-based), and whether the markets pause after it (a goal, a lead
 * changing hands, a break of serve, the sides switching).
 */
export interface Score {
  at: number;
  side: 0 | 1;
  value: number;
  period: number;
  swing: boolean;
}

/** A match as it will be played. */
export interface Timeline {
  periods: readonly Span[];
  scores: readonly Score[];
}

/** A source of random numbers in [0, 1). */
type Draw = () => number;

/** A number in [low, high) from `random`. */
const between = (random: Draw, low: number, high: number) => low + random() * (high - low);

/** The match minute at which `play` minutes of play have passed. */
export function clockOfPlay(periods: readonly Span[], play: number): number {
  let left = play;
  for (const period of periods) {
    if (left <= period.play)
      return period.start + (left * (period.end - period.start)) / period.play;
    left -= period.play;
  }
  return (periods.at(-1) as Span).end;
}

/** The minutes of play passed at match minute `clock`. */
export function playAt(periods: readonly Span[], clock: number): number {
  let play = 0;
  for (const period of periods) {
    if (clock <= period.start) break;
    play +=
      ((Math.min(clock, period.end) - period.start) * period.play) / (period.end - period.start);
  }
  return play;
}

/** The standard normal distribution's CDF (Abramowitz and Stegun 7.1.26, within 1e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t;
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** What the final result may be: chances of the winner, a total over a line, the home side covering a handicap. */
export interface Chances {
  /** The home side wins. */
  win: number;
  /** The total (goals, points, games, maps) ends over `line`. */
  over(line: number): number;
  /** The home side's count plus `line` beats the away side's. */
  cover(line: number): number;
}

/** Chances from a list of final outcomes (the totals' and handicaps' count of each side). */
function chancesOf(finals: readonly { home: number; away: number; p: number }[]): Chances {
  const sum = (test: (home: number, away: number) => boolean) =>
    finals.reduce((total, f) => total + (test(f.home, f.away) ? f.p : 0), 0);
  return {
    win: sum((home, away) => home > away),
    over: (line) => sum((home, away) => home + away > line),
    cover: (line) => sum((home, away) => home - away > -line),
  };
}

/** A total's middle line and a handicap's (the home side's) around the expected total and margin. */
export function linesAround(
  total: number,
  margin: number,
  step: number,
): { totals: number[]; handicap: number } {
  const middle = Math.floor(total) + 0.5;
  return { totals: [middle - step, middle, middle + step], handicap: -(Math.floor(margin) + 0.5) };
}

// Basketball ----------------------------------------------------------------

export const BASKETBALL = {
  quarters: 4,
  quarterMinutes: 10,
  /** Minutes of the game clock per match minute: it stops for fouls, time-outs, the ball out. */
  clockRate: 0.5,
  /** After the first, second and third quarters. */
  breaks: [2, 15, 2],
  overtimeMinutes: 5,
  overtimeBreak: 2,
  maxOvertimes: 4,
  /** A scoring play's points and their chances (a free throw, a basket, a three). */
  plays: [
    [1, 0.15],
    [2, 0.55],
    [3, 0.3],
  ] as const,
} as const;

/** A play's mean points and mean squared points. */
const PLAY_MEAN = BASKETBALL.plays.reduce((s, [v, p]) => s + v * p, 0);
const PLAY_SQUARE = BASKETBALL.plays.reduce((s, [v, p]) => s + v * v * p, 0);
const REGULATION = BASKETBALL.quarters * BASKETBALL.quarterMinutes;

/** Each side's scoring plays per minute of play for a match of `points` expected points, the home side's `share`. */
export function basketballRates(points: number, share: number): [number, number] {
  const plays = points / REGULATION / PLAY_MEAN;
  return [plays * share, plays * (1 - share)];
}

/** A scoring play's points for a `roll` in [0, 1). */
function playPoints(roll: number): number {
  let left = roll;
  for (const [points, chance] of BASKETBALL.plays) {
    left -= chance;
    if (left < 0) return points;
  }
  return 3;
}

/** The expected total and the home side's expected margin of a match (regulation). */
export function basketballExpectation(rates: readonly [number, number]): [number, number] {
  return [
    (rates[0] + rates[1]) * PLAY_MEAN * REGULATION,
    (rates[0] - rates[1]) * PLAY_MEAN * REGULATION,
  ];
}

/** The periods' spans: four quarters, and overtimes from the fifth period. */
function basketballSpan(index: number, previous: Span | undefined): Span {
  const overtime = index >= BASKETBALL.quarters;
  const play = overtime ? BASKETBALL.overtimeMinutes : BASKETBALL.quarterMinutes;
  const pause = previous
    ? overtime
      ? BASKETBALL.overtimeBreak
      : (BASKETBALL.breaks[index - 1] as number)
    : 0;
  const start = previous ? previous.end + pause : 0;
  return { start, end: start + play / BASKETBALL.clockRate, play };
}

/** A basketball match, drawn: each side's plays in each period, overtimes while level. */
export function playBasketball(rates: readonly [number, number], random: Draw): Timeline {
  const periods: Span[] = [];
  const scores: Score[] = [];
  const points: [number, number] = [0, 0];
  let leader = 0;
  for (let index = 0; ; index++) {
    const span = basketballSpan(index, periods.at(-1));
    periods.push(span);
    const plays: { minute: number; side: 0 | 1; value: number }[] = [];
    for (const side of [0, 1] as const) {
      let minute = 0;
      for (;;) {
        minute += -Math.log(1 - random()) / (rates[side] as number);
        if (minute >= span.play) break;
        plays.push({ minute, side, value: playPoints(random()) });
      }
    }
    plays.sort((a, b) => a.minute - b.minute);
    const last = index >= BASKETBALL.quarters - 1 + BASKETBALL.maxOvertimes;
    if (last && points[0] + sumOf(plays, 0) === points[1] + sumOf(plays, 1))
      // Level after the last overtime allowed: a free throw at the buzzer.
      plays.push({ minute: span.play, side: random() < 0.5 ? 0 : 1, value: 1 });
    for (const play of plays) {
      points[play.side] += play.value;
      const lead = Math.sign(points[0] - points[1]);
      scores.push({
        at: span.start + play.minute / BASKETBALL.clockRate,
        side: play.side,
        value: play.value,
        period: index,
        swing: lead !== 0 && leader !== 0 && lead !== leader,
      });
      if (lead !== 0) leader = lead;
    }
    if (index >= BASKETBALL.quarters - 1 && points[0] !== points[1]) break;
  }
  return { periods, scores };
}

const sumOf = (plays: readonly { side: 0 | 1; value: number }[], side: 0 | 1) =>
  plays.reduce((s, p) => s + (p.side === side ? p.value : 0), 0);

/** The chances of each final margin (an integer) with the given mean and spread. */
function marginPmf(mean: number, sd: number): [number, number][] {
  if (sd < 1e-9) return [[Math.round(mean), 1]];
  const out: [number, number][] = [];
  for (let k = Math.floor(mean - 7 * sd); k <= Math.ceil(mean + 7 * sd); k++) {
    const p = normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd);
    if (p > 0) out.push([k, p]);
  }
  return out;
}

/**
 * How a basketball match ends from `points` with `left` minutes of the
 * period in play (the fourth quarter's or an overtime's end), the points to
 * come drawn as the plays are: a tie goes to overtime.
 */
export function basketballChances(
  rates: readonly [number, number],
  points: readonly [number, number],
  left: number,
): Chances {
  const [home, away] = rates;
  const margin = marginPmf(
    points[0] - points[1] + (home - away) * PLAY_MEAN * left,
    Math.sqrt((home + away) * PLAY_SQUARE * left),
  );
  const ot = BASKETBALL.overtimeMinutes;
  const overtime = marginPmf(
    (home - away) * PLAY_MEAN * ot,
    Math.sqrt((home + away) * PLAY_SQUARE * ot),
  );
  const overtimeLevel = overtime.find(([k]) => k === 0)?.[1] ?? 0;
  const tie = margin.find(([k]) => k === 0)?.[1] ?? 0;
  // A level score plays on: an overtime's margin, again while level.
  const finals: [number, number][] = margin.filter(([k]) => k !== 0);
  for (const [k, p] of overtime) if (k !== 0) finals.push([k, (tie * p) / (1 - overtimeLevel)]);
  const sum = (test: (k: number) => boolean) =>
    finals.reduce((total, [k, p]) => total + (test(k) ? p : 0), 0);
  const rate = home + away;
  const mean = points[0] + points[1] + rate * PLAY_MEAN * (left + tie * ot);
  const sd = Math.sqrt(rate * PLAY_SQUARE * (left + tie * ot));
  return {
    win: sum((k) => k > 0),
    over: (line) => (sd < 1e-9 ? (mean > line ? 1 : 0) : 1 - normalCdf((line - mean) / sd)),
    cover: (line) => sum((k) => k > -line),
  };
}

/** The match minutes a basketball match lasts at most, breaks included: four overtimes. */
export const BASKETBALL_LONGEST = (() => {
  let span: Span | undefined;
  for (let i = 0; i < BASKETBALL.quarters + BASKETBALL.maxOvertimes; i++)
    span = basketballSpan(i, span);
  return (span as Span).end;
})();

// Tennis --------------------------------------------------------------------

const TENNIS = {
  setsToWin: 2,
  gameMinutes: [4, 6],
  tiebreakMinutes: [10, 14],
  setBreak: 2,
} as const;

/** Who has won a set at these games, or null while it goes on. */
export function setWinner(home: number, away: number): 0 | 1 | null {
  if (home === 7 || away === 7 || ((home >= 6 || away >= 6) && Math.abs(home - away) >= 2))
    return home > away ? 0 : 1;
  return null;
}

/** A tennis player's chances: each one's of holding serve, the home player's of a tie-break. */
export interface TennisOdds {
  holds: readonly [number, number];
  tiebreak: number;
  /** Who serves the match's first game. */
  firstServer: 0 | 1;
}

/** A tennis match, drawn game by game, the serve alternating (a tie-break counts as a game). */
export function playTennis(odds: TennisOdds, random: Draw): Timeline {
  const periods: Span[] = [];
  const scores: Score[] = [];
  const sets: [number, number] = [0, 0];
  let clock = 0;
  let game = 0;
  while (sets[0] < TENNIS.setsToWin && sets[1] < TENNIS.setsToWin) {
    const start = clock;
    const games: [number, number] = [0, 0];
    const period = periods.length;
    while (setWinner(games[0], games[1]) === null) {
      const server = (odds.firstServer + game) % 2;
      const tiebreak = games[0] === 6 && games[1] === 6;
      const homeChance = tiebreak
        ? odds.tiebreak
        : server === 0
          ? odds.holds[0]
          : 1 - odds.holds[1];
      const side = random() < homeChance ? 0 : 1;
      clock += tiebreak
        ? between(random, ...TENNIS.tiebreakMinutes)
        : between(random, ...TENNIS.gameMinutes);
      games[side] += 1;
      game += 1;
      scores.push({ at: clock, side, value: 1, period, swing: !tiebreak && side !== server });
    }
    periods.push({ start, end: clock, play: clock - start });
    sets[games[0] > games[1] ? 0 : 1] += 1;
    clock += TENNIS.setBreak;
  }
  return { periods, scores };
}

/** Every way a set goes on from `games` to its end, the home player serving next or not: its final games and their chances. */
function setFinals(
  odds: TennisOdds,
  games: readonly [number, number],
  homeServes: boolean,
): { home: number; away: number; p: number }[] {
  // The chance of passing through each score, score by score (8 × 8 is room enough).
  const reach = new Float64Array(64);
  reach[games[0] * 8 + games[1]] = 1;
  const finals: { home: number; away: number; p: number }[] = [];
  for (let played = games[0] + games[1]; played <= 13; played++)
    for (let home = Math.max(0, played - 7); home <= Math.min(7, played); home++) {
      const away = played - home;
      const p = reach[home * 8 + away] as number;
      if (p === 0) continue;
      if (setWinner(home, away) !== null) {
        finals.push({ home, away, p });
        continue;
      }
      const serving = (played - games[0] - games[1]) % 2 === 0 ? homeServes : !homeServes;
      const homeChance =
        home === 6 && away === 6 ? odds.tiebreak : serving ? odds.holds[0] : 1 - odds.holds[1];
      reach[(home + 1) * 8 + away] = (reach[(home + 1) * 8 + away] as number) + p * homeChance;
      reach[home * 8 + away + 1] = (reach[home * 8 + away + 1] as number) + p * (1 - homeChance);
    }
  return finals;
}

/**
 * Every way a tennis match ends from `sets`, the current set's `games`, the
 * games each has won so far (`tally`, the current set's included) and the
 * number of games played (who serves next): each player's final games with
 * their chance, and the home player's chance of winning.
 */
function tennisFinals(
  odds: TennisOdds,
  sets: readonly [number, number],
  games: readonly [number, number],
  tally: readonly [number, number],
  played: number,
): { finals: { home: number; away: number; p: number }[]; win: number } {
  // The final games of each player (room for 64 each) and the home player's wins.
  const grid = new Float64Array(64 * 64);
  let win = 0;
  const fresh = new Map<boolean, { home: number; away: number; p: number }[]>();
  const walk = (
    won: readonly [number, number],
    from: readonly [number, number],
    serve: boolean,
    count: readonly [number, number],
    p: number,
  ) => {
    if (won[0] === TENNIS.setsToWin || won[1] === TENNIS.setsToWin) {
      grid[count[0] * 64 + count[1]] = (grid[count[0] * 64 + count[1]] as number) + p;
      if (won[0] > won[1]) win += p;
      return;
    }
    const level = from[0] === 0 && from[1] === 0;
    let ends = level ? fresh.get(serve) : undefined;
    if (!ends) {
      ends = setFinals(odds, from, serve);
      if (level) fresh.set(serve, ends);
    }
    for (const end of ends) {
      const added = end.home + end.away - from[0] - from[1];
      walk(
        end.home > end.away ? [won[0] + 1, won[1]] : [won[0], won[1] + 1],
        [0, 0],
        added % 2 === 1 ? !serve : serve,
        [count[0] + end.home - from[0], count[1] + end.away - from[1]],
        p * end.p,
      );
    }
  };
  walk(sets, games, (odds.firstServer + played) % 2 === 0, tally, 1);
  const finals: { home: number; away: number; p: number }[] = [];
  grid.forEach((p, cell) => {
    if (p > 0) finals.push({ home: Math.floor(cell / 64), away: cell % 64, p });
  });
  return { finals, win };
}

/** How a tennis match ends from where it stands (tennisFinals): the winner by sets, totals and handicaps in games. */
export function tennisChances(
  odds: TennisOdds,
  sets: readonly [number, number],
  games: readonly [number, number],
  tally: readonly [number, number],
  played: number,
): Chances {
  const { finals, win } = tennisFinals(odds, sets, games, tally, played);
  return { ...chancesOf(finals), win };
}

/** The expected games of a tennis match, in all and the home player's margin. */
export function tennisExpectation(odds: TennisOdds): [number, number] {
  const { finals } = tennisFinals(odds, [0, 0], [0, 0], [0, 0], 0);
  return [
    finals.reduce((sum, f) => sum + f.p * (f.home + f.away), 0),
    finals.reduce((sum, f) => sum + f.p * (f.home - f.away), 0),
  ];
}

/** The match minutes a tennis match lasts at most: three sets of twelve games and a tie-break. */
export const TENNIS_LONGEST =
  (2 * TENNIS.setsToWin - 1) * (12 * TENNIS.gameMinutes[1] + TENNIS.tiebreakMinutes[1]) +
  (2 * TENNIS.setsToWin - 2) * TENNIS.setBreak;

// Esports -------------------------------------------------------------------

const ESPORTS = {
  mapsToWin: 2,
  /** Rounds of regulation: first to 13 of 24, the sides switching after 12. */
  half: 12,
  overtimeHalf: 3,
  maxOvertimes: 3,
  roundMinutes: [1.5, 2.5],
  sideSwitch: 1,
  mapBreak: 5,
} as const;

/** Who has won a map at these rounds, or null while it goes on. */
export function mapWinner(home: number, away: number): 0 | 1 | null {
  const { half, overtimeHalf, maxOvertimes } = ESPORTS;
  if (home + away <= 2 * half) return home === half + 1 ? 0 : away === half + 1 ? 1 : null;
  const low = Math.min(home, away);
  // Sudden death once the last overtime ended level.
  if (low >= half + overtimeHalf * maxOvertimes) return home > away ? 0 : away > home ? 1 : null;
  // Overtime k starts level at half + 3k and is won at 4 more.
  const base = half + overtimeHalf * Math.floor((low - half) / overtimeHalf);
  return home >= base + overtimeHalf + 1 ? 0 : away >= base + overtimeHalf + 1 ? 1 : null;
}

/** An esports series, drawn round by round: `maps` is the home team's round chance on each map. */
export function playEsports(maps: readonly number[], random: Draw): Timeline {
  const periods: Span[] = [];
  const scores: Score[] = [];
  const won: [number, number] = [0, 0];
  let clock = 0;
  while (won[0] < ESPORTS.mapsToWin && won[1] < ESPORTS.mapsToWin) {
    const period = periods.length;
    const chance = maps[period] as number;
    const start = clock;
    const rounds: [number, number] = [0, 0];
    for (;;) {
      clock += between(random, ...ESPORTS.roundMinutes);
      const side = random() < chance ? 0 : 1;
      rounds[side] += 1;
      const switching = rounds[0] + rounds[1] === ESPORTS.half;
      scores.push({ at: clock, side, value: 1, period, swing: switching });
      if (mapWinner(rounds[0], rounds[1]) !== null) break;
      if (switching) clock += ESPORTS.sideSwitch;
    }
    periods.push({ start, end: clock, play: clock - start });
    won[rounds[0] > rounds[1] ? 0 : 1] += 1;
    clock += ESPORTS.mapBreak;
  }
  return { periods, scores };
}

/** The home team's chance of winning a map from `rounds`, its round chance `p`. */
function mapChance(p: number, home: number, away: number, memo: Map<number, number>): number {
  const winner = mapWinner(home, away);
  if (winner !== null) return winner === 0 ? 1 : 0;
  const key = home * 100 + away;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const chance =
    p * mapChance(p, home + 1, away, memo) + (1 - p) * mapChance(p, home, away + 1, memo);
  memo.set(key, chance);
  return chance;
}

/**
 * How a series ends from the maps won, the map in play (0-based) and its
 * rounds: the winner, and totals and handicaps in maps.
 */
export function esportsChances(
  maps: readonly number[],
  won: readonly [number, number],
  map: number,
  rounds: readonly [number, number],
): Chances {
  const finals: { home: number; away: number; p: number }[] = [];
  const walk = (score: [number, number], index: number, at: [number, number], p: number) => {
    if (score[0] === ESPORTS.mapsToWin || score[1] === ESPORTS.mapsToWin) {
      finals.push({ home: score[0], away: score[1], p });
      return;
    }
    const chance = mapChance(maps[index] as number, at[0], at[1], new Map());
    walk([score[0] + 1, score[1]], index + 1, [0, 0], p * chance);
    walk([score[0], score[1] + 1], index + 1, [0, 0], p * (1 - chance));
  };
  walk([won[0], won[1]], map, [rounds[0], rounds[1]], 1);
  return chancesOf(finals);
}

/** The match minutes an esports series lasts at most: three maps to sudden death. */
export const ESPORTS_LONGEST = (() => {
  const rounds = 2 * ESPORTS.half + 2 * ESPORTS.overtimeHalf * ESPORTS.maxOvertimes + 1;
  const map = rounds * ESPORTS.roundMinutes[1] + ESPORTS.sideSwitch;
  const count = 2 * ESPORTS.mapsToWin - 1;
  return count * map + (count - 1) * ESPORTS.mapBreak;
})();
