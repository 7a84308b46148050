// Responsible play in the sandbox: every limit type (deposit, loss,
// wager) in every period (day, week, month) at its boundary (exactly at the
// limit passes, one minor unit over is refused with the limit's code and the
// next period's start), the lowest limit winning, a decrease at once and a
// raise only after 24 h, the session limit, time-outs and self-exclusion
// (login, reading and withdrawing open; deposits, play and promotions
// closed; never lifted early), the activity sums; most through the Hono app
// with a clock the test moves, then the same through Prism's validating
// proxy and the clock control.
import { zResponsibleLimits } from '@casino/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxStack, startSandboxStack } from './index.ts';
import { sandboxClient } from './test-client.ts';

/** Wednesday noon: the day ends at midnight, the week on Monday 30th, the month on 1 December. */
const START = Date.parse('2026-11-25T12:00:00Z');
const DAY_END = '2026-11-26T00:00:00.000Z';
const WEEK_END = '2026-11-30T00:00:00.000Z';
const MONTH_END = '2026-12-01T00:00:00.000Z';
const ENDS = { day: DAY_END, week: WEEK_END, month: MONTH_END } as const;
const HOUR = 3600 * 1000;
const PERIODS = ['day', 'week', 'month'] as const;

function setup() {
  const t = sandboxClient(
    {
      log: () => {},
      // Long-lived tokens: the tests move the clock by days; invoices are paid
      // by the control only, so a move of the clock pays none by itself.
      tokenLifetimeMs: 400 * 24 * HOUR,
      invoicePaidAfterMs: 400 * 24 * HOUR,
    },
    { start: new Date(START).toISOString(), locale: null },
  );
  const { sandbox, call } = t;
  let players = 0;
  const register = async (region?: string) => {
    const email = `player${++players}@example.com`;
    const answer = await call('POST', '/api/v2/auth/register/email', {
      body: { email, password: 'secret123', currency: 'RUB' },
      region,
    });
    expect(answer.status).toBe(200);
    return { token: answer.body.token as string, email };
  };
  /** Opens an SBP invoice (no commission: what is paid is credited). */
  const deposit = (token: string, amount: number) =>
    call('POST', '/billing/payment', {
      token,
      body: { method_hash: 'sbp-rub', bonus: false, amount },
    });
  /** A player with `amount` on the balance. */
  const funded = async (amount = 5000, region?: string) => {
    const player = await register(region);
    expect((await deposit(player.token, amount)).status).toBe(200);
    expect((await call('POST', '/_sandbox/invoices/pay', { token: player.token })).status).toBe(
      200,
    );
    return player;
  };
  const dice = (token: string, amount: number) =>
    call('POST', '/dice/rounds', {
      token,
      body: { amount, inputs: { direction: 'over', target: 50.5 } },
    });
  const setLimits = (token: string, body: object) =>
    call('PUT', '/responsible/limits', { token, body });
  return {
    sandbox,
    call,
    register,
    deposit,
    funded,
    dice,
    setLimits,
    advance: t.advance,
    at: t.at,
  };
}

type Setup = ReturnType<typeof setup>;

/** Expects the 422 of a limit or restriction. */
function expectRefusal(
  answer: { status: number; body: Record<string, unknown> },
  code: string,
  resetsAt: string | null,
  field = code.startsWith('limit_') && code !== 'limit_session' ? 'amount' : 'error',
) {
  expect(answer.status).toBe(422);
  expect(answer.body).toMatchObject({
    code,
    errors: { [field]: [`responsible.${code}`] },
    resets_at: resetsAt,
  });
  expect(answer.body.message).toEqual(expect.any(String));
}

describe('limits: each type and period at its boundary', () => {
  for (const period of PERIODS) {
    it(`deposit per ${period}: exactly at the limit passes, one kopeck over is refused until ${ENDS[period]}`, async () => {
      const t = setup();
      const { token } = await t.register();
      expect((await t.setLimits(token, { deposit: { [period]: 1000 } })).status).toBe(200);
      expectRefusal(await t.deposit(token, 1000.01), `limit_deposit_${period}`, ENDS[period]);
      expect((await t.deposit(token, 600)).status).toBe(200);
      const limits = await t.call('GET', '/responsible/limits', { token });
      expect(limits.body.remaining.deposit).toEqual({
        day: null,
        week: null,
        month: null,
        [period]: 400,
      });
      // A waiting invoice holds its room: 400 is exactly what is left.
      expectRefusal(await t.deposit(token, 400.01), `limit_deposit_${period}`, ENDS[period]);
      expect((await t.deposit(token, 400)).status).toBe(200);
      expectRefusal(await t.deposit(token, 100), `limit_deposit_${period}`, ENDS[period]);
      // The next period starts empty.
      t.at(ENDS[period]);
      expect((await t.deposit(token, 1000)).status).toBe(200);
    });

    it(`wager per ${period}: stakes add up to exactly the limit, one kopeck more is refused`, async () => {
      const t = setup();
      const { token } = await t.funded();
      await t.setLimits(token, { wager: { [period]: 100 } });
      expectRefusal(await t.dice(token, 100.01), `limit_wager_${period}`, ENDS[period]);
      expect((await t.dice(token, 60)).status).toBe(200);
      expectRefusal(await t.dice(token, 40.01), `limit_wager_${period}`, ENDS[period]);
      expect((await t.dice(token, 40)).status).toBe(200);
      // Winnings never give wagering room back.
      expectRefusal(await t.dice(token, 1), `limit_wager_${period}`, ENDS[period]);
      t.at(ENDS[period]);
      expect((await t.dice(token, 100)).status).toBe(200);
    });

    it(`loss per ${period}: stakes minus winnings; a stake that could lose past it is refused`, async () => {
      const t = setup();
      const { token } = await t.funded();
      await t.setLimits(token, { loss: { [period]: 100 } });
      expectRefusal(await t.dice(token, 100.01), `limit_loss_${period}`, ENDS[period]);
      // An active miner round has won nothing yet: its 60 is lost so far.
      const miner = await t.call('POST', '/miner/rounds', {
        token,
        body: { amount: 60, inputs: { mines: 3 } },
      });
      expect(miner.status).toBe(200);
      expectRefusal(await t.dice(token, 40.01), `limit_loss_${period}`, ENDS[period]);
      const round = await t.dice(token, 40);
      expect(round.status).toBe(200);
      // Now 100 minus what the dice paid back is lost: exactly the rest fits.
      const won = round.body.round.payout as number;
      const room = Math.round(won * 100) / 100;
      const limits = await t.call('GET', '/responsible/limits', { token });
      expect(limits.body.remaining.loss[period]).toBe(room);
      if (room >= 1) {
        expectRefusal(
          await t.dice(token, Math.round((room + 0.01) * 100) / 100),
          `limit_loss_${period}`,
          ENDS[period],
        );
        expect((await t.dice(token, room)).status).toBe(200);
      } else {
        expectRefusal(await t.dice(token, 1), `limit_loss_${period}`, ENDS[period]);
      }
    });
  }

  it('the lowest limit wins: a day with room does not help in a full week', async () => {
    const t = setup();
    const { token } = await t.register();
    await t.setLimits(token, { deposit: { day: 1000, week: 500, month: 5000 } });
    expectRefusal(await t.deposit(token, 600), 'limit_deposit_week', WEEK_END);
    expect((await t.deposit(token, 500)).status).toBe(200);
    // Tomorrow the day is empty, the week is not.
    t.at(DAY_END);
    expectRefusal(await t.deposit(token, 100), 'limit_deposit_week', WEEK_END);
  });

  it('of several limits reached, the one lifting last is named', async () => {
    const t = setup();
    const { token } = await t.funded();
    await t.setLimits(token, { wager: { day: 50, month: 50 }, loss: { week: 50 } });
    expectRefusal(await t.dice(token, 51), 'limit_wager_month', MONTH_END);
  });

  it('a limit of 0 allows nothing; other players are not limited', async () => {
    const t = setup();
    const a = await t.register();
    const b = await t.register();
    await t.setLimits(a.token, { deposit: { month: 0 } });
    expectRefusal(await t.deposit(a.token, 100), 'limit_deposit_month', MONTH_END);
    expect((await t.deposit(b.token, 100)).status).toBe(200);
  });

  it('a failed invoice frees its room', async () => {
    const t = setup();
    const { token } = await t.register();
    await t.setLimits(token, { deposit: { day: 1000 } });
    expect((await t.deposit(token, 1000)).status).toBe(200);
    expectRefusal(await t.deposit(token, 100), 'limit_deposit_day', DAY_END);
    await t.call('POST', '/_sandbox/invoices/fail', { token });
    expect((await t.deposit(token, 1000)).status).toBe(200);
  });

  it('a live room join is a stake like any other', async () => {
    const t = setup();
    const { token } = await t.funded();
    await t.setLimits(token, { wager: { day: 5 } });
    expectRefusal(
      await t.call('POST', '/rooms/purple/live/bets', { token, body: { amount: 50 } }),
      'limit_wager_day',
      DAY_END,
    );
    t.sandbox.world.live.stop();
  });

  it('a slot launch is refused once a loss or wager limit has no room left', async () => {
    const t = setup();
    const { token } = await t.funded();
    await t.setLimits(token, { wager: { day: 10 } });
    const slot = '/games/book-of-dead/play';
    expect((await t.call('POST', slot, { token })).status).toBe(200);
    expect((await t.dice(token, 10)).status).toBe(200);
    expectRefusal(await t.call('POST', slot, { token }), 'limit_wager_day', DAY_END);
  });
});

describe('changing limits', () => {
  it('stores nothing outside the contract: out-of-range minutes, wrong types, an object for a number', async () => {
    const t = setup();
    const { token } = await t.register();
    const before = (await t.call('GET', '/responsible/limits', { token })).body;
    for (const [body, field] of [
      [{ session_minutes: 4 }, 'session_minutes'],
      [{ reality_check_minutes: 241 }, 'reality_check_minutes'],
      [{ session_minutes: true }, 'session_minutes'],
      [{ deposit: { day: {} } }, 'deposit.day'],
      [{ auto_payin: 'yes' }, 'auto_payin'],
    ] as const) {
      const refused = await t.setLimits(token, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(refused.body.errors), JSON.stringify(body)).toEqual([field]);
    }
    const after = await t.call('GET', '/responsible/limits', { token });
    expect(after.body).toEqual(before);
    expect(zResponsibleLimits.safeParse(after.body).success).toBe(true);
  });

  it('a decrease applies at once; a raise waits 24 h in pending, then applies by itself', async () => {
    const t = setup();
    const { token } = await t.register();
    await t.setLimits(token, { deposit: { day: 500 } });
    const raised = await t.setLimits(token, { deposit: { day: 1000 } });
    expect(raised.status).toBe(200);
    expect(raised.body.deposit.day).toBe(500);
    expect(raised.body.pending).toEqual([
      {
        limit: 'deposit',
        period: 'day',
        value: 1000,
        requested_at: '2026-11-25T12:00:00.000Z',
        effective_at: '2026-11-26T12:00:00.000Z',
      },
    ]);
    t.advance(24 * HOUR - 1000);
    expectRefusal(await t.deposit(token, 600), 'limit_deposit_day', '2026-11-27T00:00:00.000Z');
    t.advance(1000);
    const limits = await t.call('GET', '/responsible/limits', { token });
    expect(limits.body.deposit.day).toBe(1000);
    expect(limits.body.pending).toEqual([]);
    expect((await t.deposit(token, 600)).status).toBe(200);
    // A decrease: at once.
    const lowered = await t.setLimits(token, { deposit: { day: 600 } });
    expect(lowered.body.deposit.day).toBe(600);
    expectRefusal(await t.deposit(token, 100), 'limit_deposit_day', '2026-11-27T00:00:00.000Z');
  });

  it('a decrease while a raise waits applies at once and drops the raise', async () => {
    const t = setup();
    const { token } = await t.register();
    await t.setLimits(token, { wager: { week: 500 } });
    await t.setLimits(token, { wager: { week: 5000 } });
    const lowered = await t.setLimits(token, { wager: { week: 200 } });
    expect(lowered.body.wager.week).toBe(200);
    expect(lowered.body.pending).toEqual([]);
    t.advance(48 * HOUR);
    expect((await t.call('GET', '/responsible/limits', { token })).body.wager.week).toBe(200);
  });

  it('a removal waits 24 h like a raise; a new limit applies at once', async () => {
    const t = setup();
    const { token } = await t.register();
    await t.setLimits(token, { deposit: { month: 300 } });
    const removed = await t.setLimits(token, { deposit: { month: null }, loss: { day: 50 } });
    expect(removed.body.deposit.month).toBe(300);
    expect(removed.body.loss.day).toBe(50);
    expect(removed.body.pending).toMatchObject([
      { limit: 'deposit', period: 'month', value: null },
    ]);
    t.advance(24 * HOUR);
    expect((await t.call('GET', '/responsible/limits', { token })).body.deposit.month).toBeNull();
  });

  it('preferences apply at once; an amount with three decimals is a 422 on its field', async () => {
    const t = setup();
    const { token } = await t.register();
    const fresh = await t.call('GET', '/responsible/limits', { token });
    expect(fresh.body).toEqual({
      currency: 'RUB',
      deposit: { day: null, week: null, month: null },
      loss: { day: null, week: null, month: null },
      wager: { day: null, week: null, month: null },
      remaining: {
        deposit: { day: null, week: null, month: null },
        loss: { day: null, week: null, month: null },
        wager: { day: null, week: null, month: null },
      },
      session_minutes: null,
      reality_check_minutes: 60,
      auto_payin: true,
      pending: [],
      restriction: null,
    });
    const changed = await t.setLimits(token, { reality_check_minutes: 15, auto_payin: false });
    expect(changed.body).toMatchObject({ reality_check_minutes: 15, auto_payin: false });
    const bad = await t.setLimits(token, { deposit: { day: 10.005 }, wager: { day: 5 } });
    expect(bad).toEqual({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { 'deposit.day': ['validation.amount'] },
      },
    });
    // Nothing of a refused change applies.
    expect((await t.call('GET', '/responsible/limits', { token })).body.wager.day).toBeNull();
  });

  it('without a token, every responsible-play call is a 401', async () => {
    const t = setup();
    for (const [method, path] of [
      ['GET', '/responsible/limits'],
      ['PUT', '/responsible/limits'],
      ['POST', '/responsible/timeout'],
      ['POST', '/responsible/self-exclusion'],
      ['GET', '/responsible/activity'],
    ] as const)
      expect(
        (await t.call(method, path, { body: method === 'GET' ? undefined : { period: '24h' } }))
          .status,
        path,
      ).toBe(401);
  });
});

describe('session limit', () => {
  it('play and deposits stop when the session reaches it; a token refresh keeps the session, a new login starts one', async () => {
    const t = setup();
    const { token, email } = await t.funded();
    await t.setLimits(token, { session_minutes: 30 });
    t.advance(29 * 60_000);
    expect((await t.dice(token, 1)).status).toBe(200);
    const refreshed = await t.call('POST', '/auth/refresh-token', { token });
    const next = refreshed.body.access_token as string;
    t.advance(60_000);
    expectRefusal(await t.dice(next, 1), 'limit_session', null);
    expectRefusal(await t.deposit(next, 100), 'limit_session', null);
    const login = await t.call('POST', '/api/v2/auth/login/email/password', {
      body: { email, password: 'secret123' },
    });
    expect((await t.dice(login.body.token, 1)).status).toBe(200);
  });
});

/** Plays, deposits and promotions closed; login, reading and withdrawing open. */
async function expectRestricted(
  t: Setup,
  token: string,
  email: string,
  code: string,
  until: string | null,
) {
  expectRefusal(await t.deposit(token, 100), code, until);
  expectRefusal(await t.dice(token, 1), code, until);
  expectRefusal(
    await t.call('POST', '/coinflip/rounds', {
      token,
      body: { amount: 1, inputs: { side: 'heads' } },
    }),
    code,
    until,
  );
  expectRefusal(
    await t.call('POST', '/rooms/red/live/bets', { token, body: { amount: 1 } }),
    code,
    until,
  );
  expectRefusal(await t.call('POST', '/games/book-of-dead/play', { token }), code, until);
  expectRefusal(
    await t.call('POST', '/api/v2/vip/join', { token, body: { request_type: 'register_modal' } }),
    code,
    until,
  );
  expect((await t.call('GET', '/profile/freeSpins', { token })).body).toEqual({ data: [] });

  const login = await t.call('POST', '/api/v2/auth/login/email/password', {
    body: { email, password: 'secret123' },
  });
  expect(login.status).toBe(200);
  const profile = await t.call('GET', '/profile/user', { token: login.body.token });
  expect(profile.status).toBe(200);
  expect((await t.call('GET', '/responsible/limits', { token })).status).toBe(200);
  expect((await t.call('GET', '/responsible/activity', { token })).status).toBe(200);
  expect((await t.call('GET', '/profile/history', { token })).status).toBe(200);
  const payout = await t.call('POST', '/billing/payouts', {
    token,
    body: { method: 'USDT', amount: 100, destination: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
  });
  expect(payout.status).toBe(200);
  expect(payout.body.data.status).toBe('pending');
}

describe('time-out', () => {
  it('24 h: login, balance, limits and withdrawals open; deposits, play and promotions closed; then all open again', async () => {
    const t = setup();
    const { token, email } = await t.funded();
    expect((await t.call('GET', '/profile/freeSpins', { token })).body.data).toHaveLength(1);
    const started = await t.call('POST', '/responsible/timeout', {
      token,
      body: { period: '24h' },
    });
    expect(started.status).toBe(200);
    expect(started.body.restriction).toEqual({
      kind: 'timeout',
      period: '24h',
      started_at: '2026-11-25T12:00:00.000Z',
      until: '2026-11-26T12:00:00.000Z',
    });
    await expectRestricted(t, token, email, 'restricted_timeout', '2026-11-26T12:00:00.000Z');
    // Limits can still be tightened during it.
    expect((await t.setLimits(token, { deposit: { day: 100 } })).status).toBe(200);
    t.advance(24 * HOUR);
    expect((await t.call('GET', '/responsible/limits', { token })).body.restriction).toBeNull();
    expect((await t.dice(token, 1)).status).toBe(200);
    expect((await t.call('GET', '/profile/freeSpins', { token })).body.data).toHaveLength(1);
    t.sandbox.world.live.stop();
  });

  it('a miner round started before it can be cashed out, not played on', async () => {
    const t = setup();
    const { token } = await t.funded();
    const round = await t.call('POST', '/miner/rounds', {
      token,
      body: { amount: 10, inputs: { mines: 1 } },
    });
    const id = round.body.round.id as string;
    await t.call('POST', '/responsible/timeout', { token, body: { period: '7d' } });
    const until = '2026-12-02T12:00:00.000Z';
    expectRefusal(
      await t.call('POST', `/miner/rounds/${id}/reveal`, { token, body: { tile: 0 } }),
      'restricted_timeout',
      until,
    );
    // Cash-out before any tile is the engine's own refusal, not the time-out's.
    const cashout = await t.call('POST', `/miner/rounds/${id}/cashout`, { token });
    expect(cashout.body.code).toBeUndefined();
  });

  it('a second one can only lengthen it', async () => {
    const t = setup();
    const { token } = await t.register();
    await t.call('POST', '/responsible/timeout', { token, body: { period: '7d' } });
    const shorter = await t.call('POST', '/responsible/timeout', {
      token,
      body: { period: '24h' },
    });
    expect(shorter).toMatchObject({
      status: 422,
      body: {
        code: 'restricted_timeout',
        errors: { period: ['responsible.restriction_shorter'] },
        resets_at: '2026-12-02T12:00:00.000Z',
      },
    });
    const longer = await t.call('POST', '/responsible/timeout', { token, body: { period: '30d' } });
    expect(longer.body.restriction.until).toBe('2026-12-25T12:00:00.000Z');
  });
});

describe('self-exclusion', () => {
  it('closes everything but reading and withdrawing for its whole period and cannot be lifted or shortened', async () => {
    const t = setup();
    const { token, email } = await t.funded();
    const started = await t.call('POST', '/responsible/self-exclusion', {
      token,
      body: { period: '6m' },
    });
    const until = '2027-05-25T12:00:00.000Z';
    expect(started.body.restriction).toMatchObject({ kind: 'self_exclusion', until });
    await expectRestricted(t, token, email, 'restricted_self_exclusion', until);
    // No call ends it: none exists, a time-out does not replace it, limits do not touch it.
    expect((await t.call('DELETE', '/responsible/self-exclusion', { token })).status).toBe(404);
    const timeout = await t.call('POST', '/responsible/timeout', {
      token,
      body: { period: '30d' },
    });
    expect(timeout.body).toMatchObject({
      code: 'restricted_self_exclusion',
      errors: { period: ['responsible.restriction_shorter'] },
      resets_at: until,
    });
    await t.setLimits(token, { deposit: { day: null }, session_minutes: null });
    t.at('2027-05-25T11:59:59Z');
    expectRefusal(await t.dice(token, 1), 'restricted_self_exclusion', until);
    t.at(until);
    expect((await t.dice(token, 1)).status).toBe(200);
    t.sandbox.world.live.stop();
  });

  it('a longer one replaces a time-out; permanent has no end', async () => {
    const t = setup();
    const { token, email } = await t.register();
    await t.call('POST', '/responsible/timeout', { token, body: { period: '24h' } });
    const permanent = await t.call('POST', '/responsible/self-exclusion', {
      token,
      body: { period: 'permanent' },
    });
    expect(permanent.body.restriction).toMatchObject({ kind: 'self_exclusion', until: null });
    expectRefusal(await t.deposit(token, 100), 'restricted_self_exclusion', null);
    const again = await t.call('POST', '/responsible/self-exclusion', {
      token,
      body: { period: '10y' },
    });
    expect(again.status).toBe(422);
    t.advance(20 * 365 * 24 * HOUR);
    const login = await t.call('POST', '/api/v2/auth/login/email/password', {
      body: { email, password: 'secret123' },
    });
    expectRefusal(await t.deposit(login.body.token, 100), 'restricted_self_exclusion', null);
  });

  it("follows the region's policy: Kazakhstan offers 6 months to 10 years, the others not 10 years", async () => {
    const t = setup();
    const kz = await t.register('KZ');
    const permanent = await t.call('POST', '/responsible/self-exclusion', {
      token: kz.token,
      body: { period: 'permanent' },
    });
    expect(permanent).toEqual({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { period: ['responsible.period_region'] },
      },
    });
    const tenYears = await t.call('POST', '/responsible/self-exclusion', {
      token: kz.token,
      body: { period: '10y' },
    });
    expect(tenYears.body.restriction.until).toBe('2036-11-25T12:00:00.000Z');
    const ru = await t.register();
    const ruTenYears = await t.call('POST', '/responsible/self-exclusion', {
      token: ru.token,
      body: { period: '10y' },
    });
    expect(ruTenYears.body.errors).toEqual({ period: ['responsible.period_region'] });
  });
});

describe('activity', () => {
  it('sums deposits paid, stakes and winnings for the session and each period; net is won minus wagered', async () => {
    const t = setup();
    // Last week (the same month): 2000 deposited.
    t.at('2026-11-17T10:00:00Z');
    const { token } = await t.funded(2000);
    // Yesterday (the same week): a paid invoice and a waiting one (not deposited yet).
    t.at('2026-11-24T20:00:00Z');
    await t.deposit(token, 300);
    await t.call('POST', '/_sandbox/invoices/pay', { token });
    await t.deposit(token, 50);
    // Today: a new login, then play.
    t.at('2026-11-25T09:00:00Z');
    const login = await t.call('POST', '/api/v2/auth/login/email/password', {
      body: { email: 'player1@example.com', password: 'secret123' },
    });
    const session = login.body.token as string;
    t.at('2026-11-25T12:00:00Z');
    let wagered = 0;
    let won = 0;
    for (const amount of [10, 20, 30.5]) {
      const round = await t.dice(session, amount);
      wagered += amount;
      won += round.body.round.payout;
    }
    t.advance(90_000);
    const activity = await t.call('GET', '/responsible/activity', { token: session });
    expect(activity.status).toBe(200);
    const play = { wagered, won, net: Math.round((won - wagered) * 100) / 100 };
    expect(activity.body).toMatchObject({
      currency: 'RUB',
      session: {
        started_at: '2026-11-25T09:00:00.000Z',
        elapsed_seconds: 3 * 3600 + 90,
        deposited: 0,
        ...play,
      },
      day: { started_at: '2026-11-25T00:00:00.000Z', resets_at: DAY_END, deposited: 0, ...play },
      week: {
        started_at: '2026-11-23T00:00:00.000Z',
        resets_at: WEEK_END,
        deposited: 300,
        ...play,
      },
      month: {
        started_at: '2026-11-01T00:00:00.000Z',
        resets_at: MONTH_END,
        deposited: 2300,
        ...play,
      },
    });
  });
});

describe('through the validating proxy, with the clock control', () => {
  let stack: SandboxStack;
  const api = async (method: string, path: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${stack.url}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in assertions
    return { status: response.status, body: (await response.json()) as any };
  };
  const control = async (path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${stack.sandboxUrl}/_sandbox${path}`, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in assertions
    return { status: response.status, body: (await response.json()) as any };
  };

  beforeAll(async () => {
    stack = await startSandboxStack({ settings: { log: () => {}, liveBots: false } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('every new operation and every refusal fits the contract; a raise applies once the clock has moved 24 h', async () => {
    const registered = await api('POST', '/api/v2/auth/register/email', null, {
      email: 'proxy@example.com',
      password: 'secret123',
      currency: 'RUB',
    });
    let token = registered.body.token as string;
    expect((await api('GET', '/responsible/limits', token)).status).toBe(200);
    const set = await api('PUT', '/responsible/limits', token, {
      deposit: { day: 1000 },
      loss: { week: 500 },
      reality_check_minutes: 30,
    });
    expect(set.status).toBe(200);
    const raise = await api('PUT', '/responsible/limits', token, { deposit: { day: 2000 } });
    expect(raise.body.pending).toHaveLength(1);
    const refused = await api('POST', '/billing/payment', token, {
      method_hash: 'sbp-rub',
      bonus: false,
      amount: 1500,
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'limit_deposit_day',
      resets_at: expect.any(String),
    });

    const moved = await control('/clock', { advance: '24h' });
    expect(moved.status).toBe(200);
    expect(moved.body.offsetMs).toBe(24 * HOUR);
    // 24 h later the token has expired: the refresh cures it, as in the app.
    const refreshed = await api('POST', '/auth/refresh-token', token);
    token = refreshed.body.access_token;
    const limits = await api('GET', '/responsible/limits', token);
    expect(limits.body.deposit.day).toBe(2000);
    expect(limits.body.pending).toEqual([]);
    expect(
      (
        await api('POST', '/billing/payment', token, {
          method_hash: 'sbp-rub',
          bonus: false,
          amount: 1500,
        })
      ).status,
    ).toBe(200);
    await control('/invoices/pay', undefined, token);

    expect((await api('GET', '/responsible/activity', token)).status).toBe(200);
    const timeout = await api('POST', '/responsible/timeout', token, { period: '7d' });
    expect(timeout.body.restriction.kind).toBe('timeout');
    const shorter = await api('POST', '/responsible/timeout', token, { period: '24h' });
    expect(shorter.status).toBe(422);
    expect(shorter.body.errors).toEqual({ period: ['responsible.restriction_shorter'] });
    const exclusion = await api('POST', '/responsible/self-exclusion', token, { period: '6m' });
    expect(exclusion.body.restriction.kind).toBe('self_exclusion');
    const timeoutAgain = await api('POST', '/responsible/timeout', token, { period: '30d' });
    expect(timeoutAgain.status).toBe(422);
    const round = await api('POST', '/services/dice/dice/rounds', token, {
      amount: 1,
      inputs: { direction: 'over', target: 50.5 },
    });
    expect(round.status).toBe(422);
    expect(round.body.code).toBe('restricted_self_exclusion');
    const payout = await api('POST', '/billing/payouts', token, {
      method: 'USDT',
      amount: 100,
      destination: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    });
    expect(payout.status).toBe(200);
    expect(stack.violations).toEqual([]);
  });

  it('the clock control only moves forward', async () => {
    expect((await control('/clock', { advance: '-1h' })).status).toBe(400);
    expect((await control('/clock', { ms: 0 })).status).toBe(400);
    expect((await control('/clock', { advance: '90m' })).status).toBe(200);
  });
});
