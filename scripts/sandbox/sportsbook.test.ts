// The sandbox's sportsbook model (world/sportsbook.ts, sport-play.ts): a
// stable fixture list of five sports, matches played by the clock with their
// breaks, markets priced with the margin that move with the score and close
// around goals and swings, and every outcome settled from the match (void
// when it is abandoned).
import { describe, expect, it } from 'vitest';
import { mapWinner, type Sport, setWinner } from './world/sport-play.ts';
import {
  type Fixture,
  fixtureAt,
  fixtureById,
  fixturesBetween,
  MARGINS,
  mainMarket,
  marketsAt,
  matchDurationMs,
  matchEndMs,
  matchState,
  outcomeResult,
  SLOT_MINUTES,
} from './world/sportsbook.ts';

const MINUTE = 60_000;
/** The real moment a match reaches match minute `minute` of its first period. */
const atMinute = (fixture: Fixture, minute: number) => fixture.startsAt + (minute * MINUTE) / 10;
/** The real moment a match reaches match minute `minute` from its start, breaks included. */
const atClock = atMinute;
/** The first fixture from slot 0 that `test` accepts. */
function findFixture(test: (fixture: Fixture) => boolean): Fixture {
  for (let slot = 0; slot < 5000; slot++) {
    const fixture = fixtureAt(slot);
    if (test(fixture)) return fixture;
  }
  throw new Error('no such fixture in 5000 slots');
}
/** The first fixture of `sport` from slot 0 that `test` accepts. */
function findOf<S extends Sport>(
  sport: S,
  test: (fixture: Fixture & { sport: S }) => boolean = () => true,
): Fixture & { sport: S } {
  return findFixture((f) => f.sport === sport && test(f as Fixture & { sport: S })) as Fixture & {
    sport: S;
  };
}
const implied = (odds: { odds: number }[]) => odds.reduce((sum, o) => sum + 100 / o.odds, 0);
/** The points, games or rounds each side scored in the whole match. */
const tallies = (fixture: Fixture) =>
  [0, 1].map((side) =>
    fixture.timeline.scores.reduce((sum, s) => sum + (s.side === side ? s.value : 0), 0),
  ) as [number, number];
const NEW_SPORTS = ['tennis', 'basketball', 'esports'] as const;

describe('the fixture list', () => {
  it('is the same in every run: a match every few minutes, two different clubs of one league', () => {
    expect(fixtureAt(42)).toEqual(fixtureAt(42));
    expect(fixtureById(fixtureAt(42).id)).toEqual(fixtureAt(42));
    expect(fixtureById(7)).toBeNull();
    const start = fixtureAt(1000).startsAt;
    const list = fixturesBetween(start, start + 60 * MINUTE);
    expect(list).toHaveLength(60 / SLOT_MINUTES + 1);
    for (const fixture of list) {
      expect(fixture.home).not.toEqual(fixture.away);
      expect(fixture.league.teams).toContainEqual(fixture.home);
      expect(fixture.league.teams).toContainEqual(fixture.away);
    }
    const day = fixturesBetween(start, start + 24 * 60 * MINUTE);
    expect(new Set(day.map((f) => f.sport))).toEqual(
      new Set(['football', 'ice-hockey', 'tennis', 'basketball', 'esports']),
    );
    // Each sport in its own leagues, with their own clubs or players.
    for (const fixture of day) expect(fixture.league.sport).toBe(fixture.sport);
  });
});

describe('a match played by the clock', () => {
  it('goes from pre-match to live, pauses at half time, and ends with its goals counted', () => {
    const fixture = findOf('football', (f) => f.abandonedAt === null);
    expect(matchState(fixture, fixture.startsAt - 1).status).toBe('prematch');
    expect(matchState(fixture, atMinute(fixture, 30))).toMatchObject({
      status: 'live',
      minute: 30,
      period: 1,
      atBreak: false,
    });
    // Minute 50 of the clock is the break (45 to 60): play stands at 45.
    expect(matchState(fixture, atMinute(fixture, 50))).toMatchObject({ minute: 45, atBreak: true });
    expect(matchState(fixture, atMinute(fixture, 70))).toMatchObject({ minute: 55, period: 2 });
    const end = fixture.startsAt + matchDurationMs('football');
    expect(matchDurationMs('football')).toBe(10.5 * MINUTE);
    expect(matchState(fixture, end)).toMatchObject({
      status: 'ended',
      score: [fixture.goals[0].length, fixture.goals[1].length],
    });
    // Faster with liveSpeed.
    expect(matchState(fixture, fixture.startsAt + matchDurationMs('football') / 4, 4).status).toBe(
      'ended',
    );
  });

  it('stops an abandoned match where it was abandoned', () => {
    const fixture = findFixture((f) => f.abandonedAt !== null && f.abandonedAt > 5);
    const state = matchState(fixture, fixture.startsAt + matchDurationMs(fixture.sport));
    expect(state).toMatchObject({ status: 'abandoned', minute: fixture.abandonedAt });
  });
});

describe('markets', () => {
  it('prices every market with the margin before the match and more in play', () => {
    const fixture = findOf('football', (f) => f.abandonedAt === null);
    const before = marketsAt(fixture, fixture.startsAt - MINUTE);
    expect(before.map((m) => m.id)).toEqual(
      expect.arrayContaining(['1x2', 'double_chance:1X', 'total:2.5', 'handicap:-1.5', 'btts']),
    );
    expect(before.some((m) => m.kind === 'next_goal')).toBe(false);
    const result = before.find((m) => m.id === '1x2');
    expect(implied(result?.outcomes ?? [])).toBeCloseTo(1 + MARGINS.prematch, 1);
    const live = marketsAt(fixture, atMinute(fixture, 1));
    expect(live.find((m) => m.kind === 'next_goal')?.id).toBe(
      `next_goal:${matchState(fixture, atMinute(fixture, 1)).score[0] + matchState(fixture, atMinute(fixture, 1)).score[1] + 1}`,
    );
    expect(implied(live.find((m) => m.id === '1x2')?.outcomes ?? [])).toBeCloseTo(
      1 + MARGINS.live,
      1,
    );
    expect(marketsAt(fixture, fixture.startsAt + matchDurationMs('football'))).toEqual([]);
  });

  it('moves the prices with a goal and suspends the markets right after it and at the break', () => {
    // A home goal in the first half, clear of the break and of any other goal.
    const fixture = findOf('football', (f) => {
      const [first, second] = f.goals[0];
      return (
        f.abandonedAt === null &&
        first !== undefined &&
        first > 5 &&
        first < 38 &&
        (second ?? 99) > first + 5 &&
        (f.goals[1][0] ?? 99) > 44
      );
    });
    const goal = fixture.goals[0][0] as number;
    const home = (minute: number) =>
      marketsAt(fixture, atMinute(fixture, minute)).find((m) => m.id === '1x2');
    const before = home(goal - 1);
    const just = home(goal + 0.5);
    const after = home(goal + 3);
    expect(before?.suspended).toBe(false);
    expect(just?.suspended).toBe(true);
    expect(after?.suspended).toBe(false);
    // The home side scored: its win is more likely, its price shorter.
    expect(after?.outcomes[0]?.odds).toBeLessThan(before?.outcomes[0]?.odds ?? 0);
    expect(after?.outcomes[2]?.odds).toBeGreaterThan(before?.outcomes[2]?.odds ?? 0);
    expect(marketsAt(fixture, atMinute(fixture, 50)).every((m) => m.suspended)).toBe(true);
  });
});

describe('settlement', () => {
  it('settles each market from the final score once the match is over', () => {
    const fixture = findOf(
      'football',
      (f) =>
        f.abandonedAt === null && f.goals[0].length > f.goals[1].length && f.goals[1].length > 0,
    );
    const end = fixture.startsAt + matchDurationMs('football');
    const total = fixture.goals[0].length + fixture.goals[1].length;
    expect(outcomeResult(fixture, '1x2', '1', end - MINUTE)).toBeNull();
    expect(outcomeResult(fixture, '1x2', '1', end)).toBe('won');
    expect(outcomeResult(fixture, '1x2', 'X', end)).toBe('lost');
    expect(outcomeResult(fixture, 'double_chance:1X', '1X', end)).toBe('won');
    expect(outcomeResult(fixture, 'double_chance:X2', 'X2', end)).toBe('lost');
    expect(outcomeResult(fixture, 'total:2.5', total > 2.5 ? 'over' : 'under', end)).toBe('won');
    expect(outcomeResult(fixture, 'btts', 'yes', end)).toBe('won');
    const margin = fixture.goals[0].length - fixture.goals[1].length;
    expect(outcomeResult(fixture, 'handicap:-1.5', '1', end)).toBe(margin >= 2 ? 'won' : 'lost');
    // The first goal decides "next goal 1" as soon as it is scored.
    const first = Math.min(fixture.goals[0][0] ?? 99, fixture.goals[1][0] ?? 99);
    const side = first === fixture.goals[0][0] ? '1' : '2';
    expect(outcomeResult(fixture, 'next_goal:1', side, atMinute(fixture, 0) + 1)).toBeNull();
    const scored = first < 45 ? atMinute(fixture, first + 0.1) : end;
    expect(outcomeResult(fixture, 'next_goal:1', side, scored)).toBe('won');
    expect(outcomeResult(fixture, `next_goal:${total + 1}`, 'none', end)).toBe('won');
  });

  it('voids what an abandoned match left undecided, in every sport', () => {
    const fixture = findFixture((f) => f.abandonedAt !== null);
    const end = fixture.startsAt + matchDurationMs(fixture.sport);
    expect(outcomeResult(fixture, '1x2', '1', end)).toBe('void');
    expect(outcomeResult(fixture, 'btts', 'no', end)).toBe('void');
    for (const sport of NEW_SPORTS) {
      const abandoned = findOf(sport, (f) => f.abandonedAt !== null && f.abandonedAt > 10);
      const over = abandoned.startsAt + matchDurationMs(sport);
      expect(matchState(abandoned, over)).toMatchObject({
        status: 'abandoned',
        minute: abandoned.abandonedAt,
      });
      expect(marketsAt(abandoned, over)).toEqual([]);
      expect(outcomeResult(abandoned, 'winner', '1', over)).toBe('void');
      expect(outcomeResult(abandoned, `total:${abandoned.totals[0]}`, 'over', over)).toBe('void');
      expect(outcomeResult(abandoned, `handicap:${abandoned.handicap}`, '2', over)).toBe('void');
    }
  });
});

describe('tennis, basketball and esports played by the clock', () => {
  it.each(NEW_SPORTS)(
    '%s: from the start to an end with a winner, the score only going up',
    (sport) => {
      const fixture = findOf(sport, (f) => f.abandonedAt === null);
      const end = matchEndMs(fixture);
      expect(end - fixture.startsAt).toBeLessThanOrEqual(matchDurationMs(sport));
      expect(matchState(fixture, fixture.startsAt - 1)).toMatchObject({
        status: 'prematch',
        period: 0,
        periodScore: null,
      });
      let last = matchState(fixture, fixture.startsAt);
      expect(last).toMatchObject({ status: 'live', period: 1, score: [0, 0] });
      // Every three real seconds to the end: in play, never going back.
      for (let at = fixture.startsAt; at < end; at += MINUTE / 20) {
        const state = matchState(fixture, at);
        expect(state.status).toBe('live');
        expect(state.period).toBeGreaterThanOrEqual(last.period);
        expect(state.score[0]).toBeGreaterThanOrEqual(last.score[0]);
        expect(state.score[1]).toBeGreaterThanOrEqual(last.score[1]);
        last = state;
      }
      const final = matchState(fixture, end);
      expect(final.status).toBe('ended');
      expect(final.score[0]).not.toBe(final.score[1]);
      const winner = final.score[0] > final.score[1] ? '1' : '2';
      expect(outcomeResult(fixture, 'winner', winner, end - 1)).toBeNull();
      expect(outcomeResult(fixture, 'winner', winner, end)).toBe('won');
      expect(outcomeResult(fixture, 'winner', winner === '1' ? '2' : '1', end)).toBe('lost');
      expect(marketsAt(fixture, end)).toEqual([]);
      // Faster with liveSpeed.
      expect(matchState(fixture, matchEndMs(fixture, 4), 4).status).toBe('ended');
      const [home, away] = final.score;
      const won = home > away ? 0 : 1;
      switch (sport) {
        case 'tennis':
        case 'esports': {
          // Sets or maps: two wins take it; the last set or map, won by the winner, is the period shown.
          expect(Math.max(home, away)).toBe(2);
          expect(final.period).toBe(home + away);
          const [a, b] = final.periodScore ?? [0, 0];
          expect(sport === 'tennis' ? setWinner(a, b) : mapWinner(a, b)).toBe(won);
          break;
        }
        case 'basketball': {
          // Points, with an overtime after a level fourth quarter.
          expect(final.score).toEqual(tallies(fixture));
          expect(final.periodScore).toBeNull();
          expect(final.period).toBeGreaterThanOrEqual(4);
          expect(final.minute).toBe(40 + 5 * (final.period - 4));
          break;
        }
      }
    },
  );

  it('goes to overtime when basketball is level after four quarters', () => {
    const fixture = findOf(
      'basketball',
      (f) => f.abandonedAt === null && f.timeline.periods.length > 4,
    );
    const fourth = fixture.timeline.periods[3]?.end as number;
    const level = matchState(fixture, atClock(fixture, fourth + 1));
    expect(level).toMatchObject({ period: 4, minute: 40, atBreak: true });
    expect(level.score[0]).toBe(level.score[1]);
    // Before the overtime the winner is a coin with the sides' rates: no draw to bet on.
    const markets = marketsAt(fixture, atClock(fixture, fourth + 1));
    expect(markets.find((m) => m.id === 'winner')?.outcomes.map((o) => o.key)).toEqual(['1', '2']);
    expect(markets.every((m) => m.suspended)).toBe(true);
    const overtime = matchState(
      fixture,
      atClock(fixture, (fixture.timeline.periods[4]?.start as number) + 2),
    );
    expect(overtime).toMatchObject({ status: 'live', period: 5, minute: 41, atBreak: false });
  });

  it.each(NEW_SPORTS)('%s: the winner, totals and a handicap, priced with the margin', (sport) => {
    const fixture = findOf(sport, (f) => f.abandonedAt === null);
    expect(mainMarket(sport)).toBe('winner');
    const before = marketsAt(fixture, fixture.startsAt - MINUTE);
    expect(before.map((m) => m.id)).toEqual([
      'winner',
      ...fixture.totals.map((line) => `total:${line}`),
      `handicap:${fixture.handicap}`,
    ]);
    const winner = before[0];
    expect(winner?.outcomes.map((o) => o.key)).toEqual(['1', '2']);
    expect(implied(winner?.outcomes ?? [])).toBeCloseTo(1 + MARGINS.prematch, 1);
    for (const market of before) expect(market.suspended).toBe(false);
    const live = marketsAt(fixture, fixture.startsAt + 1);
    expect(implied(live.find((m) => m.id === 'winner')?.outcomes ?? [])).toBeCloseTo(
      1 + MARGINS.live,
      1,
    );
    // Lines in the sport's unit, around what the match is expected to give.
    const lines: Record<typeof sport, [number, number]> = {
      tennis: [15, 35],
      basketball: [120, 210],
      esports: [2, 3],
    };
    const [low, high] = lines[sport];
    for (const line of [...fixture.totals, Math.abs(fixture.handicap)]) expect(line % 1).toBe(0.5);
    for (const line of fixture.totals) {
      expect(line).toBeGreaterThan(low);
      expect(line).toBeLessThan(high);
    }
    if (sport === 'esports') expect([1.5, -1.5]).toContain(fixture.handicap);
  });

  it.each(NEW_SPORTS)('%s: settles totals and the handicap in games, points or maps', (sport) => {
    const fixture = findOf(sport, (f) => f.abandonedAt === null);
    const end = matchEndMs(fixture);
    const final = matchState(fixture, end);
    const [home, away] = sport === 'tennis' ? tallies(fixture) : final.score;
    if (sport === 'tennis') expect(home + away).toBe(fixture.timeline.scores.length);
    for (const line of fixture.totals) {
      const over = home + away > line;
      expect(outcomeResult(fixture, `total:${line}`, over ? 'over' : 'under', end)).toBe('won');
      expect(outcomeResult(fixture, `total:${line}`, over ? 'under' : 'over', end)).toBe('lost');
    }
    const covered = home - away + fixture.handicap > 0;
    const id = `handicap:${fixture.handicap}`;
    expect(outcomeResult(fixture, id, covered ? '1' : '2', end)).toBe('won');
    expect(outcomeResult(fixture, id, covered ? '2' : '1', end)).toBe('lost');
  });
});

describe('suspensions of tennis, basketball and esports', () => {
  it.each([
    ['tennis', 'set'],
    ['esports', 'map'],
  ] as const)(
    '%s: a %s over, its score stays shown through the break, every market suspended',
    (sport, _period) => {
      const fixture = findOf(sport, (f) => f.abandonedAt === null);
      const [first, second] = fixture.timeline.periods;
      const pause = matchState(fixture, atClock(fixture, (first?.end as number) + 1));
      expect(pause).toMatchObject({ status: 'live', period: 1, atBreak: true });
      expect(pause.score[0] + pause.score[1]).toBe(1);
      const [a, b] = pause.periodScore ?? [0, 0];
      expect(sport === 'tennis' ? setWinner(a, b) : mapWinner(a, b)).toBe(pause.score[0] ? 0 : 1);
      expect(
        marketsAt(fixture, atClock(fixture, (first?.end as number) + 1)).every((m) => m.suspended),
      ).toBe(true);
      const next = atClock(fixture, (second?.start as number) + 0.5);
      expect(matchState(fixture, next)).toMatchObject({
        period: 2,
        periodScore: [0, 0],
        atBreak: false,
      });
      expect(marketsAt(fixture, next).some((m) => m.suspended)).toBe(false);
    },
  );

  it('tennis: a break of serve suspends the markets for a minute and shortens the breaker’s price', () => {
    // A break of serve followed by another game of the same set.
    let swing: { at: number; side: 0 | 1 } | undefined;
    const fixture = findOf('tennis', (f) => {
      if (f.abandonedAt !== null) return false;
      const scores = f.timeline.scores;
      const i = scores.findIndex((s, k) => s.swing && k > 0 && scores[k + 1]?.period === s.period);
      swing = scores[i];
      return i > 0;
    });
    const at = swing?.at as number;
    const price = (minute: number) =>
      marketsAt(fixture, atClock(fixture, minute)).find((m) => m.id === 'winner');
    const before = price(at - 0.5);
    expect(before?.suspended).toBe(false);
    expect(price(at + 0.5)?.suspended).toBe(true);
    const after = price(at + 1.5);
    expect(after?.suspended).toBe(false);
    const side = swing?.side as 0 | 1;
    expect(after?.outcomes[side]?.odds).toBeLessThan(before?.outcomes[side]?.odds ?? 0);
  });

  it('basketball: the lead changing hands suspends the markets briefly, and the half-time', () => {
    // A lead change clear of the breaks and of the next one.
    let change: number | undefined;
    const fixture = findOf('basketball', (f) => {
      if (f.abandonedAt !== null) return false;
      const swings = f.timeline.scores.filter((s) => s.swing);
      const found = swings.find(
        (s, i) =>
          (swings[i + 1]?.at ?? 1e9) > s.at + 3 &&
          f.timeline.periods.some((p) => p.start < s.at - 1 && p.end > s.at + 3),
      );
      change = found?.at;
      return found !== undefined;
    });
    const at = change as number;
    expect(marketsAt(fixture, atClock(fixture, at + 0.2)).every((m) => m.suspended)).toBe(true);
    // Half a minute of the game clock later (a minute of the match's), open again.
    expect(marketsAt(fixture, atClock(fixture, at + 1.5)).some((m) => m.suspended)).toBe(false);
    const half = (fixture.timeline.periods[1]?.end as number) + 5;
    expect(matchState(fixture, atClock(fixture, half))).toMatchObject({
      period: 2,
      minute: 20,
      atBreak: true,
    });
    expect(marketsAt(fixture, atClock(fixture, half)).every((m) => m.suspended)).toBe(true);
  });

  it('esports: the sides switching after round 12 suspends the markets for a minute', () => {
    const fixture = findOf('esports', (f) => f.abandonedAt === null);
    const switchAt = fixture.timeline.scores.find((s) => s.swing)?.at as number;
    const state = matchState(fixture, atClock(fixture, switchAt + 0.5));
    expect((state.periodScore?.[0] ?? 0) + (state.periodScore?.[1] ?? 0)).toBe(12);
    expect(marketsAt(fixture, atClock(fixture, switchAt + 0.5)).every((m) => m.suspended)).toBe(
      true,
    );
    expect(marketsAt(fixture, atClock(fixture, switchAt + 1.2)).some((m) => m.suspended)).toBe(
      false,
    );
  });
});
