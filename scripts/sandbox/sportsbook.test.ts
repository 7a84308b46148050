// The sandbox's sportsbook model (world/sportsbook.ts): a stable fixture
// list, matches played by the clock with their breaks, markets priced with
// the margin that move with the score and close around goals, and every
// outcome settled from the match (void when it is abandoned).
import { describe, expect, it } from 'vitest';
import {
  type Fixture,
  fixtureAt,
  fixtureById,
  fixturesBetween,
  MARGINS,
  marketsAt,
  matchDurationMs,
  matchState,
  outcomeResult,
  SLOT_MINUTES,
} from './world/sportsbook.ts';

const MINUTE = 60_000;
/** The real moment a match reaches match minute `minute` of its first period. */
const atMinute = (fixture: Fixture, minute: number) => fixture.startsAt + (minute * MINUTE) / 10;
/** The first fixture from slot 0 that `test` accepts. */
function findFixture(test: (fixture: Fixture) => boolean): Fixture {
  for (let slot = 0; slot < 5000; slot++) {
    const fixture = fixtureAt(slot);
    if (test(fixture)) return fixture;
  }
  throw new Error('no such fixture in 5000 slots');
}
const implied = (odds: { odds: number }[]) => odds.reduce((sum, o) => sum + 100 / o.odds, 0);

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
    const sports = new Set(fixturesBetween(start, start + 600 * MINUTE).map((f) => f.sport));
    expect(sports).toEqual(new Set(['football', 'ice-hockey']));
  });
});

describe('a match played by the clock', () => {
  it('goes from pre-match to live, pauses at half time, and ends with its goals counted', () => {
    const fixture = findFixture((f) => f.sport === 'football' && f.abandonedAt === null);
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
    const fixture = findFixture((f) => f.sport === 'football' && f.abandonedAt === null);
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
    const fixture = findFixture((f) => {
      const [first, second] = f.goals[0];
      return (
        f.sport === 'football' &&
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
    const fixture = findFixture(
      (f) =>
        f.sport === 'football' &&
        f.abandonedAt === null &&
        f.goals[0].length > f.goals[1].length &&
        f.goals[1].length > 0,
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

  it('voids what an abandoned match left undecided', () => {
    const fixture = findFixture((f) => f.abandonedAt !== null);
    const end = fixture.startsAt + matchDurationMs(fixture.sport);
    expect(outcomeResult(fixture, '1x2', '1', end)).toBe('void');
    expect(outcomeResult(fixture, 'btts', 'no', end)).toBe('void');
  });
});
