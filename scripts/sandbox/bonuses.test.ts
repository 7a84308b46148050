// The bonus account in the sandbox: the welcome pack's steps credited on paid
// deposits the player took the bonus with, wagering moved by real bets (the
// maximum bet and each game's share), conversion to real money by exactly
// the bonus, forfeiture by cancel, by a confirmed withdrawal and by expiry;
// free spins played on the stand-in slot paying bonus money under their own
// wagering; the profile's balances and the ledger agree after every step.
import { describe, expect, it } from 'vitest';
import { sandboxClient } from './test-client.ts';
import { drawFreeSpin, FREE_SPIN_PAYS } from './world/free-spin-play.ts';

const DAY = 24 * 3600 * 1000;

/** The player's balances as the profile gives them, and the ledger's sums of each account. */
async function balances(t: ReturnType<typeof sandboxClient>, token: string) {
  const profile = (await t.call('GET', '/profile/user', { token })).body;
  const ledger = t.sandbox.world.ledger.filter((m) => m.playerId === profile.id);
  const sum = (account: string) =>
    ledger.filter((m) => m.account === account).reduce((a, m) => a + m.amount, 0) / 100;
  expect(sum('real')).toBe(profile.balance);
  expect(sum('bonus')).toBe(profile.bonus_balance);
  expect(profile.total_balance).toBe(
    Math.round((profile.balance + profile.bonus_balance) * 100) / 100,
  );
  return { balance: profile.balance, bonus: profile.bonus_balance };
}

describe('the bonus account', () => {
  it('offers the welcome pack step by step with its terms, and none once the pack is spent', async () => {
    const t = sandboxClient();
    const token = await t.register();
    const offer = async () =>
      (await t.call('GET', '/api/v2/billing/data', { token })).body.payments.bonus;
    expect(await offer()).toMatchObject({
      name: 'First deposit +100%',
      terms: {
        step: 1,
        steps: 4,
        percent: 100,
        max_amount: 30000,
        free_spins: 0,
        wager: 35,
        max_bet: 500,
        days: 7,
      },
    });
    expect((await offer()).terms.games).toContainEqual({ game: 'roulette', percent: 20 });
    expect((await offer()).terms.games).toContainEqual({ game: 'dice', percent: 100 });
    await t.deposit(token, 100);
    expect(await offer()).toMatchObject({
      name: 'Deposit 2 of 4: +75% and 50 free spins',
      terms: { step: 2, percent: 75, free_spins: 50 },
    });
    await t.deposit(token, 100);
    await t.deposit(token, 100);
    expect((await offer()).terms.step).toBe(4);
    await t.deposit(token, 100);
    expect(await offer()).toBeNull();
    // 100 % + 75 % + 50 % + 75 % of 100, each its own bonus; 150 free spins besides the 10 of signing up.
    const list = (await t.call('GET', '/api/v2/bonuses', { token })).body.data;
    expect(list.map((b: { amount: number }) => b.amount)).toEqual([100, 75, 50, 75]);
    expect((await balances(t, token)).bonus).toBe(300);
    const spins = [...t.sandbox.world.freeSpins.values()].map((c) => c.spins);
    expect(spins).toEqual([10, 50, 50, 50]);
  });

  it("credits the bonus with a paid deposit, at most the step's maximum, and not when declined", async () => {
    const t = sandboxClient();
    const token = await t.register();
    const paid = await t.deposit(token, 1000);
    expect(paid.body).toEqual({ status: 3, bonus: 1000 });
    const waiting = await t.call('POST', '/billing/payment', {
      token,
      body: { method_hash: 'sbp-rub', amount: 100 },
    });
    expect(
      (await t.call('GET', `/billing/payment/status/${waiting.body.id}`, { token })).body,
    ).toEqual({ status: 1 });
    expect(await balances(t, token)).toEqual({ balance: 1000, bonus: 1000 });
    const [bonus] = (await t.call('GET', '/api/v2/bonuses', { token })).body.data;
    expect(bonus).toMatchObject({
      step: 1,
      status: 'active',
      amount: 1000,
      currency: 'RUB',
      wager_required: 35000,
      wagered: 0,
      max_bet: 500,
      expires_at: '2026-12-02T12:00:00.000Z',
      ended_at: null,
    });

    const declined = await t.register();
    expect((await t.deposit(declined, 1000, false)).body).toEqual({ status: 3, bonus: null });
    expect(await balances(t, declined)).toEqual({ balance: 1000, bonus: 0 });
    // The declined deposit was the first: the next one is the pack's second step.
    expect((await t.deposit(declined, 100)).body.bonus).toBe(75);

    const big = await t.register();
    await t.deposit(big, 40_000);
    expect(await balances(t, big)).toEqual({ balance: 40_000, bonus: 30_000 });
  });

  it('is wagered by real bets (a stake counted up to the maximum bet) and converts by exactly the bonus', async () => {
    const t = sandboxClient({ bonusWagerTimes: 2 });
    const token = await t.register();
    // Money to bet with: a first deposit without the bonus, then the pack's second step (+75 %).
    await t.deposit(token, 10_000, false);
    await t.deposit(token, 1000);
    const progress = async () => (await t.call('GET', '/api/v2/bonuses', { token })).body.data[0];
    expect(await progress()).toMatchObject({ amount: 750, wager_required: 1500, wagered: 0 });

    expect((await t.dice(token, 300)).status).toBe(200);
    expect((await progress()).wagered).toBe(300);
    // 800 staked, 500 (the maximum bet) counted.
    expect((await t.dice(token, 800)).status).toBe(200);
    expect((await progress()).wagered).toBe(800);
    await balances(t, token);
    expect((await t.dice(token, 500)).status).toBe(200);
    expect(await progress()).toMatchObject({ status: 'active', wagered: 1300 });

    const before = await balances(t, token);
    expect((await t.dice(token, 200)).status).toBe(200);
    const bonus = await progress();
    expect(bonus).toMatchObject({
      status: 'converted',
      wagered: 1500,
      ended_at: '2026-11-25T12:00:00.000Z',
    });
    // The last round's stake and payout, and the bonus: the real balance grew by exactly it.
    const last = t.sandbox.world.ledger.filter((m) => m.reference.startsWith('round:')).at(-1);
    const round = t.sandbox.world.ledger.filter((m) => m.reference === last?.reference);
    const roundNet = round.reduce((a, m) => a + m.amount, 0) / 100;
    const after = await balances(t, token);
    expect(after.bonus).toBe(0);
    expect(Math.round((after.balance - before.balance - roundNet) * 100) / 100).toBe(750);
    const moves = t.sandbox.world.ledger.filter((m) => m.reference === `bonus:${bonus.id}`);
    expect(moves.map((m) => [m.kind, m.account, m.amount])).toEqual([
      ['bonus', 'bonus', 75_000],
      ['bonus-convert', 'bonus', -75_000],
      ['bonus-convert', 'real', 75_000],
    ]);
    // A converted bonus counts no more bets.
    expect((await t.dice(token, 100)).status).toBe(200);
    expect((await progress()).wagered).toBe(1500);
  });

  it('counts each game by its share: roulette a fifth', () => {
    const t = sandboxClient();
    const world = t.sandbox.world;
    const player = world.register({ email: 'r@example.com', password: 'x', method: 'email' });
    if (!player.ok) throw new Error('register');
    const invoice = world.openInvoice(player.value, {
      methodHash: 'sbp-rub',
      type: 'phone',
      amount: 100_000,
      shopAmount: 100_000,
      commission: 0,
      bonus: true,
    });
    world.payInvoice(invoice);
    const [bonus] = world.bonuses.active(player.value.id);
    world.bonuses.wagered(player.value, 10_000, 'roulette');
    expect(bonus?.wageredMinor).toBe(2_000);
    world.bonuses.wagered(player.value, 10_000, 'crash');
    expect(bonus?.wageredMinor).toBe(12_000);
  });

  it('forfeits on cancel, refuses a withdrawal until the player confirms it forfeits, and expires', async () => {
    // Tokens outlive the week the test moves the clock by.
    const t = sandboxClient({ tokenLifetimeMs: 30 * DAY });
    const token = await t.register();
    await t.deposit(token, 1000);
    const [bonus] = (await t.call('GET', '/api/v2/bonuses', { token })).body.data;
    const payout = (forfeit?: boolean) =>
      t.call('POST', '/billing/payouts', {
        token,
        body: {
          method: 'USDT',
          amount: 400,
          destination: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
          ...(forfeit === undefined ? {} : { forfeit_bonus: forfeit }),
        },
      });
    expect(await payout()).toMatchObject({
      status: 422,
      body: { errors: { bonus: ['payout.bonus_active'] } },
    });
    expect((await payout(false)).status).toBe(422);
    expect(await balances(t, token)).toEqual({ balance: 1000, bonus: 1000 });
    expect((await payout(true)).status).toBe(200);
    expect(await balances(t, token)).toEqual({ balance: 600, bonus: 0 });
    const [after] = (await t.call('GET', '/api/v2/bonuses', { token })).body.data;
    expect(after).toMatchObject({ id: bonus.id, status: 'forfeited' });
    // With no bonus active, a withdrawal needs nothing more.
    expect((await payout()).status).toBe(200);

    // A cancel: the player's own active bonus only.
    await t.deposit(token, 100);
    const [second] = (await t.call('GET', '/api/v2/bonuses', { token })).body.data;
    expect(second.status).toBe('active');
    const other = await t.register();
    expect(
      (await t.call('POST', `/api/v2/bonuses/${second.id}/cancel`, { token: other })).status,
    ).toBe(404);
    const cancelled = await t.call('POST', `/api/v2/bonuses/${second.id}/cancel`, { token });
    expect(cancelled.body.data).toMatchObject({ status: 'forfeited', amount: 75 });
    expect(await t.call('POST', `/api/v2/bonuses/${second.id}/cancel`, { token })).toMatchObject({
      status: 422,
      body: { errors: { bonus: ['bonus.not_active'] } },
    });
    expect((await balances(t, token)).bonus).toBe(0);

    // Expiry: seven days after it was credited.
    await t.deposit(token, 100);
    expect((await balances(t, token)).bonus).toBe(50);
    t.advance(7 * DAY - 1);
    expect((await balances(t, token)).bonus).toBe(50);
    t.advance(1);
    expect((await balances(t, token)).bonus).toBe(0);
    const [expired] = (await t.call('GET', '/api/v2/bonuses', { token })).body.data;
    expect(expired).toMatchObject({ status: 'expired', step: 3 });
  });

  it('lists bonus movements in the history on the bonus account', async () => {
    const t = sandboxClient();
    const token = await t.register();
    await t.deposit(token, 500);
    const history = (await t.call('GET', '/profile/history', { token })).body.data;
    expect(
      history.map((m: { type: string; account: string; amount: number; balance_after: number }) => [
        m.type,
        m.account,
        m.amount,
        m.balance_after,
      ]),
    ).toEqual([
      ['bonus', 'bonus', 500, 500],
      ['deposit', 'real', 500, 500],
    ]);
  });
});

describe('promo codes', () => {
  it('gives a code’s bonus (wagered like any) or free spins once per player, and refuses unknown ones', async () => {
    const t = sandboxClient();
    const token = await t.register();
    const redeem = (code: string) =>
      t.call('POST', '/api/v2/bonuses/promo', { token, body: { code } });
    const bonus = await redeem(' bonus500 ');
    expect(bonus.body.data).toMatchObject({
      free_spins: 0,
      bonus: {
        kind: 'promo',
        code: 'BONUS500',
        step: null,
        amount: 500,
        wager_required: 17_500,
        status: 'active',
      },
    });
    expect(await balances(t, token)).toEqual({ balance: 0, bonus: 500 });
    expect(await redeem('BONUS500')).toMatchObject({
      status: 422,
      body: { errors: { code: ['promo.used'] } },
    });
    expect(await redeem('NOPE')).toMatchObject({
      status: 422,
      body: { errors: { code: ['promo.unknown'] } },
    });
    const spins = await redeem('SPINS50');
    expect(spins.body.data).toEqual({ bonus: null, free_spins: 50 });
    const campaigns = [...t.sandbox.world.freeSpins.values()].filter((c) => c.spins === 50);
    expect(campaigns).toHaveLength(1);
    // Another player may use the same code.
    const other = await t.register();
    expect(
      (await t.call('POST', '/api/v2/bonuses/promo', { token: other, body: { code: 'BONUS500' } }))
        .status,
    ).toBe(200);
  });

  it('pays free spins as bonus money under its own wagering, played on the stand-in slot', async () => {
    const t = sandboxClient();
    const token = await t.register();
    await t.deposit(token, 1000, false);
    // Signing up gave 10 free spins on the catalog's first game, Book of Dead.
    const launch = await t.call('POST', '/games/book-of-dead/play', { token, locale: 'ru' });
    const url = new URL(launch.body.url);
    const id = url.searchParams.get('launch');
    expect(url.pathname).toBe('/_sandbox/play/book-of-dead');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const page = async () => {
      const answer = await t.sandbox.app.fetch(
        new Request(`http://sandbox${url.pathname}${url.search}`),
      );
      return { text: await answer.text(), policy: answer.headers.get('Content-Security-Policy') };
    };
    const first = await page();
    expect(first.text).toContain('Осталось фриспинов: 10');
    expect(first.policy).toContain("form-action 'self'");
    const spin = () =>
      t.sandbox.app.fetch(
        new Request(`http://sandbox/_sandbox/play/book-of-dead/spin?lang=ru&launch=${id}`, {
          method: 'POST',
        }),
      );
    const [campaign] = [...t.sandbox.world.freeSpins.values()];
    let won = 0;
    for (let n = 1; n <= 10; n++) {
      const answer = await spin();
      expect(answer.status).toBe(303);
      expect(answer.headers.get('Location')).toBe(`../book-of-dead?mode=real&lang=ru&launch=${id}`);
      const draw = drawFreeSpin(campaign?.id ?? 0, n, 'RUB');
      won += draw.winMinor;
      const shown = (await page()).text;
      expect(shown).toContain(
        draw.winMinor > 0 ? `Спин ${n}: ×${draw.times}` : `Спин ${n}: без выигрыша`,
      );
      // The real balance never moves; the bonus account by exactly the winnings so far.
      expect(await balances(t, token)).toEqual({ balance: 1000, bonus: won / 100 });
    }
    expect(won).toBeGreaterThan(0);
    expect((await page()).text).toContain('Фриспинов в этой игре больше нет.');
    expect((await spin()).status).toBe(303);
    expect(await balances(t, token)).toEqual({ balance: 1000, bonus: won / 100 });
    const [bonus] = (await t.call('GET', '/api/v2/bonuses', { token })).body.data;
    expect(bonus).toMatchObject({
      kind: 'free_spins',
      step: null,
      code: null,
      amount: won / 100,
      wager_required: (won / 100) * 35,
      status: 'active',
    });
    // A demo launch, or an unknown launch, has no spins to play.
    const demo = await t.call('GET', '/games/book-of-dead/demo', { token });
    expect(demo.body.url).not.toContain('launch=');
    const stranger = await t.sandbox.app.fetch(
      new Request('http://sandbox/_sandbox/play/book-of-dead/spin?launch=nope', { method: 'POST' }),
    );
    expect(stranger.status).toBe(404);
  });

  it('draws free spins from a pay table that returns about 96.5% of their worth', () => {
    const weights = FREE_SPIN_PAYS.reduce((sum, pay) => sum + pay.weight, 0);
    const back = FREE_SPIN_PAYS.reduce((sum, pay) => sum + pay.times * pay.weight, 0) / weights;
    expect(weights).toBe(10_000);
    expect(back).toBeCloseTo(0.965, 3);
    // Over many spins the draw follows the table (20 RUB a spin).
    let paid = 0;
    for (let n = 1; n <= 20_000; n++) paid += drawFreeSpin(7, n, 'RUB').winMinor;
    expect(paid / (20_000 * 2000)).toBeGreaterThan(0.9);
    expect(paid / (20_000 * 2000)).toBeLessThan(1.03);
  });
});
