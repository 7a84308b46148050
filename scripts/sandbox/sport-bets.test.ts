// Sport bets through the sandbox's API: a single placed at the book's price
// and settled by the clock, the odds-change preference, a suspended market,
// concurrent bets that never overdraw, an accumulator with a void leg
// settled at the remaining odds, a cash-out paid exactly, and the winner and
// totals of tennis, basketball and esports; the profile's balance and the
// ledger agree after each. The 1X2 tests bet on football and ice hockey,
// the sports with a draw.
import { combinedOdds, payoutMinor, settlementMinor } from '@casino/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxClient } from './test-client.ts';
import {
  type Fixture,
  fixtureAt,
  type GoalFixture,
  matchDurationMs,
  matchEndMs,
  matchState,
  outcomeResult,
  SLOT_MINUTES,
} from './world/sportsbook.ts';

const MINUTE = 60_000;
/** Slot 0 kicks off at 2026-01-01; the test clock starts at slot START_SLOT's kick-off less an hour. */
const slotStart = (slot: number) => Date.UTC(2026, 0, 1) + slot * SLOT_MINUTES * MINUTE;

/** The first fixture from slot `from` that `test` accepts, and its slot. */
function find(from: number, test: (fixture: Fixture) => boolean): Fixture {
  for (let slot = from; slot < from + 3000; slot++) {
    const fixture = fixtureAt(slot);
    if (test(fixture)) return fixture;
  }
  throw new Error('no such fixture');
}
/** The first football or ice hockey match from slot `from` that `test` accepts. */
const findGoal = (from: number, test: (fixture: GoalFixture) => boolean): GoalFixture =>
  find(
    from,
    (f) => (f.sport === 'football' || f.sport === 'ice-hockey') && test(f as GoalFixture),
  ) as GoalFixture;
/** The 1X2 key the final score makes. */
const winnerOf = (f: GoalFixture) =>
  f.goals[0].length > f.goals[1].length ? '1' : f.goals[0].length === f.goals[1].length ? 'X' : '2';
const over = (f: Fixture) => f.startsAt + matchDurationMs(f.sport) + MINUTE;

/** A sandbox whose clock stands an hour before slot `slot` kicks off, and a funded player. */
async function setup(slot: number, balance = 1000) {
  // Tokens outlive the clock's moves: the tests jump hours ahead.
  const t = sandboxClient(
    { tokenLifetimeMs: 400 * 24 * 60 * MINUTE },
    { start: new Date(slotStart(slot) - 60 * MINUTE).toISOString() },
  );
  const token = await t.register();
  await t.deposit(token, balance, false);
  /** The profile's balance, checked against the ledger. */
  const balanceNow = async () => {
    const profile = (await t.call('GET', '/profile/user', { token })).body;
    const sum = t.sandbox.world.ledger
      .filter((m) => m.playerId === profile.id && m.account === 'real')
      .reduce((a, m) => a + m.amount, 0);
    expect(Math.round(profile.balance * 100)).toBe(sum);
    return Math.round(profile.balance * 100);
  };
  /** The price of `outcome` of `market` of the event now. */
  const price = async (fixture: Fixture, market = '1x2', outcome = '1') => {
    const event = (await t.call('GET', `/betting/events/${fixture.id}`)).body.data;
    const found = event.markets.find((m: { id: string }) => m.id === market);
    return found?.outcomes.find((o: { key: string }) => o.key === outcome)?.odds as number;
  };
  const bet = (
    selections: { event_id: number; market_id: string; outcome: string; odds: number }[],
    stake: number,
    odds_change = 'none',
  ) => t.call('POST', '/betting/bets', { token, body: { selections, stake, odds_change } });
  return { t, token, balanceNow, price, bet };
}

const SLOT = 80_000; // 2026-09-13: the suite's fixtures, far from the e2e clock.

describe('sport bets', () => {
  it('takes a single at the book’s price and pays it when the match is decided', async () => {
    const fixture = findGoal(SLOT, (f) => f.abandonedAt === null && winnerOf(f) === '1');
    const { t, token, balanceNow, price, bet } = await setup(SLOT);
    const odds = await price(fixture);
    const placed = await bet([{ event_id: fixture.id, market_id: '1x2', outcome: '1', odds }], 100);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({
      data: {
        stake: 100,
        odds,
        status: 'open',
        potential_payout: payoutMinor(10_000, Math.round(odds * 100)) / 100,
      },
      balance: 900,
    });
    expect(await balanceNow()).toBe(90_000);
    t.at(new Date(over(fixture)).toISOString());
    const [settled] = (await t.call('GET', '/betting/bets?status=settled', { token })).body.data;
    expect(settled).toMatchObject({
      status: 'won',
      payout: payoutMinor(10_000, Math.round(odds * 100)) / 100,
    });
    expect(await balanceNow()).toBe(90_000 + payoutMinor(10_000, Math.round(odds * 100)));
    expect((await t.call('GET', '/betting/bets?status=open', { token })).body.data).toEqual([]);
  });

  it('keeps to the odds-change preference and refuses a suspended market', async () => {
    const fixture = findGoal(
      SLOT,
      (f) => f.abandonedAt === null && f.goals[0].some((m) => m > 5 && m < 40),
    );
    const { t, balanceNow, price, bet } = await setup(SLOT);
    const odds = await price(fixture);
    const selection = (asked: number) => [
      { event_id: fixture.id, market_id: '1x2', outcome: '1', odds: asked },
    ];
    expect((await bet(selection(odds + 0.05), 10)).body).toMatchObject({
      errors: { selections: ['betting.odds_changed'] },
    });
    // Asked higher than the price: "higher" refuses the lower current one, "any" takes it.
    expect((await bet(selection(odds + 0.05), 10, 'higher')).status).toBe(422);
    const taken = await bet(selection(odds + 0.05), 10, 'any');
    expect(taken.body.data.odds).toBe(odds);
    // Asked lower than the price: "higher" takes the better current one.
    expect((await bet(selection(odds - 0.05), 10, 'higher')).body.data.odds).toBe(odds);
    // A minute after a goal the markets are suspended.
    const goal = fixture.goals[0].find((m) => m > 5 && m < 40) as number;
    t.at(new Date(fixture.startsAt + ((goal + 0.5) * MINUTE) / 10).toISOString());
    const suspended = await bet(selection(odds), 10, 'any');
    expect(suspended.body).toMatchObject({ errors: { selections: ['betting.suspended'] } });
    expect(await balanceNow()).toBe(100_000 - 2000);
  });

  it('never overdraws under concurrent bets, and refuses two selections of one event', async () => {
    const fixture = findGoal(SLOT, (f) => f.abandonedAt === null);
    const { balanceNow, price, bet } = await setup(SLOT, 100);
    const odds = await price(fixture);
    const selection = { event_id: fixture.id, market_id: '1x2', outcome: '1', odds };
    const answers = await Promise.all(Array.from({ length: 8 }, () => bet([selection], 30)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(
      answers.filter((a) => a.body?.errors?.amount?.[0] === 'balance.insufficient'),
    ).toHaveLength(5);
    expect(await balanceNow()).toBe(1000);
    const same = await bet(
      [selection, { ...selection, outcome: '2', odds: await price(fixture, '1x2', '2') }],
      1,
    );
    expect(same.body).toMatchObject({ errors: { selections: ['betting.same_event'] } });
  });

  it('settles an accumulator with a void leg at the remaining odds', async () => {
    const abandoned = findGoal(SLOT, (f) => f.abandonedAt !== null);
    const first = findGoal(abandoned.id - 100_000 + 1, (f) => f.abandonedAt === null);
    const second = findGoal(first.id - 100_000 + 1, (f) => f.abandonedAt === null);
    const { t, token, balanceNow, price, bet } = await setup(abandoned.id - 100_000);
    const legs = [
      { event_id: abandoned.id, market_id: '1x2', outcome: '1', odds: await price(abandoned) },
      {
        event_id: first.id,
        market_id: '1x2',
        outcome: winnerOf(first),
        odds: await price(first, '1x2', winnerOf(first)),
      },
      {
        event_id: second.id,
        market_id: '1x2',
        outcome: winnerOf(second),
        odds: await price(second, '1x2', winnerOf(second)),
      },
    ];
    const placed = await bet(legs, 50);
    expect(placed.status).toBe(200);
    const hundredths = legs.map((l) => Math.round(l.odds * 100));
    expect(placed.body.data.odds).toBe(combinedOdds(hundredths) / 100);
    t.at(new Date(Math.max(over(abandoned), over(first), over(second))).toISOString());
    const [settled] = (await t.call('GET', '/betting/bets?status=settled', { token })).body.data;
    const expected = settlementMinor(5000, [
      { odds: hundredths[0] as number, result: 'void' },
      { odds: hundredths[1] as number, result: 'won' },
      { odds: hundredths[2] as number, result: 'won' },
    ]);
    expect(expected).toBe(
      payoutMinor(5000, combinedOdds([hundredths[1] as number, hundredths[2] as number])),
    );
    expect(settled).toMatchObject({ status: 'won', payout: expected / 100 });
    expect(settled.selections.map((s: { result: string }) => s.result)).toEqual([
      'void',
      'won',
      'won',
    ]);
    expect(await balanceNow()).toBe(100_000 - 5000 + expected);
  });

  it('pays a cash-out exactly its offer, and refuses a stale one', async () => {
    const fixture = findGoal(
      SLOT,
      (f) =>
        f.abandonedAt === null &&
        f.goals[0].length + f.goals[1].length > 0 &&
        (f.goals[0][0] ?? 99) > 20,
    );
    const { t, token, balanceNow, price, bet } = await setup(SLOT);
    const odds = await price(fixture);
    const placed = await bet([{ event_id: fixture.id, market_id: '1x2', outcome: '1', odds }], 100);
    // In play, at minute 10: an offer on the open bet.
    t.at(new Date(fixture.startsAt + MINUTE).toISOString());
    const [open] = (await t.call('GET', '/betting/bets?status=open', { token })).body.data;
    expect(open.cash_out).toBeGreaterThan(0);
    const path = `/betting/bets/${placed.body.data.id}/cashout`;
    expect(
      (await t.call('POST', path, { token, body: { amount: open.cash_out + 1 } })).body,
    ).toMatchObject({
      errors: { amount: ['betting.cashout_changed'] },
    });
    const before = await balanceNow();
    const cashed = await t.call('POST', path, { token, body: { amount: open.cash_out } });
    expect(cashed.body.data).toMatchObject({
      status: 'cashed_out',
      payout: open.cash_out,
      cash_out: null,
    });
    expect(await balanceNow()).toBe(before + Math.round(open.cash_out * 100));
    // The match's end pays nothing more.
    t.at(new Date(over(fixture)).toISOString());
    expect(await balanceNow()).toBe(before + Math.round(open.cash_out * 100));
    expect(outcomeResult(fixture, '1x2', '1', over(fixture))).not.toBeNull();
    expect((await t.call('POST', path, { token, body: { amount: 1 } })).body).toMatchObject({
      errors: { amount: ['betting.cashout_unavailable'] },
    });
  });

  it('stands still while held: prices, offers and bets at the held instant; released, it follows the clock', async () => {
    const fixture = findGoal(SLOT, (f) => f.abandonedAt === null && (f.goals[0][0] ?? 99) > 30);
    const { t, token, balanceNow, price, bet } = await setup(SLOT);
    t.at(new Date(fixture.startsAt + MINUTE).toISOString());
    const event = async () => (await t.call('GET', `/betting/events/${fixture.id}`)).body.data;
    const held = await t.call('POST', '/_sandbox/betting/hold');
    expect(held.body).toEqual({
      held: true,
      now: new Date(fixture.startsAt + MINUTE).toISOString(),
    });
    const before = await event();
    const odds = await price(fixture);
    const placed = await bet([{ event_id: fixture.id, market_id: '1x2', outcome: '1', odds }], 100);
    expect(placed.status).toBe(200);
    const offer = (await t.call('GET', '/betting/bets?status=open', { token })).body.data[0]
      .cash_out;
    // The clock runs past the match's end: the held book does not move.
    t.at(new Date(over(fixture)).toISOString());
    expect(await event()).toEqual(before);
    const [open] = (await t.call('GET', '/betting/bets?status=open', { token })).body.data;
    expect(open.cash_out).toBe(offer);
    // Held again: at the clock's now, the match over and the bet settled.
    await t.call('POST', '/_sandbox/betting/hold');
    expect((await event()).status).toBe('ended');
    expect((await t.call('GET', '/betting/bets?status=open', { token })).body.data).toEqual([]);
    const paid = winnerOf(fixture) === '1' ? payoutMinor(10_000, Math.round(odds * 100)) : 0;
    expect(await balanceNow()).toBe(100_000 - 10_000 + paid);
    const released = await t.call('DELETE', '/_sandbox/betting/hold');
    expect(released.body).toEqual({ held: false, now: new Date(over(fixture)).toISOString() });
  });

  it.each(['tennis', 'basketball', 'esports'] as const)(
    'pays a %s winner and a total exactly when the match ends, and a losing winner nothing',
    async (sport) => {
      const fixture = find(SLOT, (f) => f.sport === sport && f.abandonedAt === null);
      const { t, token, balanceNow, price, bet } = await setup(SLOT);
      const end = matchEndMs(fixture);
      const [home, away] = matchState(fixture, end).score;
      const winner = home > away ? '1' : '2';
      const total = `total:${fixture.totals[0]}`;
      const side = outcomeResult(fixture, total, 'over', end) === 'won' ? 'over' : 'under';
      const slips = [
        { market_id: 'winner', outcome: winner, stake: 100, wins: true },
        { market_id: 'winner', outcome: winner === '1' ? '2' : '1', stake: 50, wins: false },
        { market_id: total, outcome: side, stake: 70, wins: true },
      ];
      const placed: { id: number; odds: number; stake: number; wins: boolean }[] = [];
      for (const slip of slips) {
        const odds = await price(fixture, slip.market_id, slip.outcome);
        const answer = await bet(
          [{ event_id: fixture.id, market_id: slip.market_id, outcome: slip.outcome, odds }],
          slip.stake,
        );
        expect(answer.status).toBe(200);
        placed.push({ id: answer.body.data.id, odds, stake: slip.stake, wins: slip.wins });
      }
      expect(await balanceNow()).toBe(100_000 - 22_000);
      // A millisecond before the end nothing is decided.
      t.at(new Date(end - 1).toISOString());
      expect((await t.call('GET', '/betting/bets?status=open', { token })).body.data).toHaveLength(
        3,
      );
      expect(await balanceNow()).toBe(100_000 - 22_000);
      t.at(new Date(end).toISOString());
      const settled = (await t.call('GET', '/betting/bets?status=settled', { token })).body.data;
      let paid = 0;
      for (const bet of placed) {
        const payout = bet.wins ? payoutMinor(bet.stake * 100, Math.round(bet.odds * 100)) : 0;
        paid += payout;
        expect(settled.find((b: { id: number }) => b.id === bet.id)).toMatchObject({
          status: bet.wins ? 'won' : 'lost',
          payout: payout / 100,
          selections: [{ result: bet.wins ? 'won' : 'lost' }],
        });
      }
      expect(await balanceNow()).toBe(100_000 - 22_000 + paid);
    },
  );

  it('lists sports and events in the caller’s language and refuses bad queries', async () => {
    const { t } = await setup(SLOT);
    const sports = (await t.call('GET', '/betting/sports', { locale: 'kz' })).body.data;
    expect(sports.map((s: { name: string }) => s.name)).toEqual([
      'Футбол',
      'Хоккей',
      'Теннис',
      'Баскетбол',
      'Киберспорт',
    ]);
    const coming = (
      await t.call('GET', '/betting/events?status=prematch&per_page=40', { locale: 'ru' })
    ).body.data;
    expect(coming).toHaveLength(40);
    // Each with its main market only: the match result where there is a draw, else the winner.
    for (const event of coming) {
      expect(event).toMatchObject({ period: null, minute: null, score: null, period_score: null });
      expect(event.markets.map((m: { id: string }) => m.id)).toEqual([
        event.sport === 'football' || event.sport === 'ice-hockey' ? '1x2' : 'winner',
      ]);
      expect(event.league.name).toMatch(/^(Казахстан|Россия|Европа)\./);
    }
    expect(new Set(coming.map((e: { sport: string }) => e.sport)).size).toBe(5);
    const tennis = (
      await t.call('GET', '/betting/events?status=prematch&sport=tennis&per_page=3', {
        locale: 'kz',
      })
    ).body.data;
    expect(tennis.map((e: { sport: string }) => e.sport)).toEqual(['tennis', 'tennis', 'tennis']);
    expect((await t.call('GET', '/betting/events?status=soon')).status).toBe(422);
    expect((await t.call('GET', '/betting/sports?days=9')).status).toBe(422);
    expect((await t.call('GET', '/betting/events/42')).status).toBe(404);
  });
});
