// The sandbox's rules, called through its Hono app (no port) with a clock the
// tests move: registration and logins, codes, token expiry and refresh,
// deposits within limits that turn paid and credit exactly the shop amount,
// the ledger, filters that are never ignored, scenario controls.
import { bundleSpec } from '@casino/openapi';
import { examplePath, listOperations, loadBundledSpec } from '@casino/openapi/spec-model';
import { describe, expect, it } from 'vitest';
import type { createSandbox } from './server.ts';
import { sandboxClient } from './test-client.ts';

function setup(settings: Parameters<typeof createSandbox>[0] = {}) {
  const t = sandboxClient(settings, { start: '2026-11-23T12:00:00Z', locale: 'ru' });
  const { sandbox, call, log } = t;
  const register = async (email = 'player@example.com', currency = 'RUB') => {
    const answer = await call('POST', '/api/v2/auth/register/email', {
      body: { email, password: 'secret123', currency },
    });
    expect(answer.status).toBe(200);
    return answer.body.token as string;
  };
  return {
    sandbox,
    call,
    register,
    log,
    advance: t.advance,
  };
}

describe('the sandbox answers every operation of the contract', () => {
  it('has a handler for each documented and inferred operation', async () => {
    const operations = listOperations(await loadBundledSpec(await bundleSpec()));
    expect(operations.length).toBeGreaterThanOrEqual(65);
    const { call, sandbox } = setup();
    const missing: string[] = [];
    for (const op of operations) {
      const { method, path, responses } = op;
      // Each path parameter as its example gives it (`/content/policy/en/terms`).
      const concrete = examplePath(op).split('?')[0] as string;
      // A live stream never ends: its answer's start is enough (the room as a real one).
      if (responses['200']?.value.content?.['text/event-stream']) {
        const response = await sandbox.app.fetch(
          new Request(`http://sandbox${path.replace('{room}', 'red')}`),
        );
        expect(response.headers.get('content-type'), path).toMatch(/^text\/event-stream/);
        await response.body?.cancel();
        continue;
      }
      const { status, body } = await call(method.toUpperCase(), concrete);
      // The catch-all answers "Not found." without a code of the operation's own.
      if (status === 404 && body?.message === 'Not found.') missing.push(`${method} ${path}`);
    }
    sandbox.world.live.stop();
    expect(missing).toEqual([]);
  });
});

describe('accounts', () => {
  it('registers by e-mail once; the same e-mail again is a 422 on the field', async () => {
    const { call, register } = setup();
    await register('ivan@example.com');
    const again = await call('POST', '/api/v2/auth/register/email', {
      body: { email: 'IVAN@example.com', password: 'secret123' },
    });
    expect(again).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { email: ['validation.unique'] } },
    });
  });

  it('the profile shows the currency chosen at registration and the locale of the registration', async () => {
    const { call } = setup();
    const { body } = await call('POST', '/api/v2/auth/register/phone', {
      body: { phone: '77011234567', password: 'secret123', currency: 'KZT' },
      locale: 'kk-KZ,kk;q=0.9',
    });
    const profile = await call('GET', '/profile/user', { token: body.token });
    expect(profile.body).toMatchObject({
      currency: 'KZT',
      locale: 'kz',
      phone: '77011234567',
      register_method: 'phone',
      balance: 0,
    });
  });

  it('logs in by password; a wrong password is refused', async () => {
    const { call, register } = setup();
    await register();
    const wrong = await call('POST', '/api/v2/auth/login/email/password', {
      body: { email: 'player@example.com', password: 'wrong-one' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ email: ['auth.failed'] });
    const right = await call('POST', '/api/v2/auth/login/email/password', {
      body: { email: 'player@example.com', password: 'secret123' },
    });
    expect(right.status).toBe(200);
    expect((await call('GET', '/profile/user', { token: right.body.token })).status).toBe(200);
  });

  it('logs in by a code from the log, once; the development code always works', async () => {
    const { call, register, log } = setup();
    await register();
    await call('POST', '/api/v2/auth/login/email/verification', {
      body: { email: 'player@example.com' },
    });
    const code = /code for login to player@example.com: (\d+)/.exec(log.join('\n'))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const body = { email: 'player@example.com', code };
    expect((await call('POST', '/api/v2/auth/login/email/code', { body })).status).toBe(200);
    expect((await call('POST', '/api/v2/auth/login/email/code', { body })).status).toBe(422);
    const dev = await call('POST', '/api/v2/auth/login/email/code', {
      body: { email: 'player@example.com', code: '1234' },
    });
    expect(dev.status).toBe(200);
  });

  it('confirms the phone with a code: is_phone_verified turns true', async () => {
    const { call, register } = setup();
    const token = await register();
    await call('POST', '/api/v2/auth/phone/send', { token, body: { phone: '79161234567' } });
    const wrong = await call('POST', '/api/v2/auth/phone/verify/code', {
      token,
      body: { phone: '79161234567', code: '000000' },
    });
    expect(wrong.status).toBe(422);
    await call('POST', '/api/v2/auth/phone/verify/code', {
      token,
      body: { phone: '79161234567', code: '1234' },
    });
    const profile = await call('GET', '/profile/user', { token });
    expect(profile.body).toMatchObject({ phone: '79161234567', is_phone_verified: true });
  });

  it('recovers a password by e-mail: code, reset token, new password', async () => {
    const { call, register } = setup();
    await register();
    await call('POST', '/api/v2/auth/password/email/forgot', {
      body: { email: 'player@example.com' },
    });
    const confirmed = await call('POST', '/api/v2/auth/password/email/code/confirm', {
      body: { email: 'player@example.com', code: '1234' },
    });
    const reset = await call('POST', '/api/v2/auth/password/email/reset/token', {
      body: {
        token: confirmed.body.data.reset_token,
        password: 'brand-new-1',
        password_confirmation: 'brand-new-1',
      },
    });
    expect(reset.status).toBe(200);
    const login = await call('POST', '/api/v2/auth/login/email/password', {
      body: { email: 'player@example.com', password: 'brand-new-1' },
    });
    expect(login.status).toBe(200);
  });

  it('settings persist and come back in the profile; an unknown time zone is a 422', async () => {
    const { call, register } = setup();
    const token = await register();
    await call('PUT', '/profile/settings', {
      token,
      body: { locale: 'en', timezone: 'Asia/Almaty', is_avatar_hidden: true },
    });
    const bad = await call('PUT', '/profile/settings', { token, body: { timezone: 'Mars/Base' } });
    expect(bad.status).toBe(422);
    const profile = await call('GET', '/profile/user', { token });
    expect(profile.body).toMatchObject({
      locale: 'en',
      timezone: 'Asia/Almaty',
      is_avatar_hidden: true,
    });
  });
});

describe('sessions', () => {
  it('a token expires after its lifetime; the refresh gives a new one and retires the old', async () => {
    const { call, register, advance } = setup({ tokenLifetimeMs: 60_000 });
    const token = await register();
    advance(60_000);
    expect((await call('GET', '/profile/user', { token })).status).toBe(401);
    const refreshed = await call('POST', '/auth/refresh-token', { token });
    expect(refreshed.status).toBe(200);
    const fresh = refreshed.body.access_token as string;
    expect((await call('GET', '/profile/user', { token: fresh })).status).toBe(200);
    // The rotated token can be refreshed no more.
    expect((await call('POST', '/auth/refresh-token', { token })).status).toBe(401);
  });

  it('logout ends the session: the token neither works nor refreshes', async () => {
    const { call, register } = setup();
    const token = await register();
    expect((await call('PUT', '/auth/logout', { token })).status).toBe(200);
    expect((await call('GET', '/profile/user', { token })).status).toBe(401);
    expect((await call('POST', '/auth/refresh-token', { token })).status).toBe(401);
  });

  it('logout with an expired token still ends the session; an unknown token is a 401', async () => {
    const { call, register, advance } = setup({ tokenLifetimeMs: 60_000 });
    const token = await register();
    advance(60_000);
    expect((await call('PUT', '/auth/logout', { token })).status).toBe(200);
    expect((await call('POST', '/auth/refresh-token', { token })).status).toBe(401);
    expect((await call('PUT', '/auth/logout', { token })).status).toBe(401);
  });

  it('several players at once keep their own sessions and money', async () => {
    const { call, register, sandbox } = setup();
    const a = await register('a@example.com');
    const b = await register('b@example.com');
    await call('POST', '/billing/payment', {
      token: a,
      body: { method_hash: 'card-rub', bonus: false, amount: 1000 },
    });
    await call('POST', '/_sandbox/invoices/pay', { token: a });
    expect((await call('GET', '/profile/user', { token: a })).body.balance).toBe(970);
    expect((await call('GET', '/profile/user', { token: b })).body.balance).toBe(0);
    expect(sandbox.world.ledger).toHaveLength(1);
  });
});

describe('deposits', () => {
  it('refuses amounts outside the method limits and amounts with more than two decimals', async () => {
    const { call, register } = setup();
    const token = await register();
    const tooSmall = await call('POST', '/billing/payment', {
      token,
      body: { method_hash: 'card-rub', bonus: false, amount: 499 },
    });
    expect(tooSmall).toMatchObject({
      status: 422,
      body: { errors: { amount: ['validation.min.numeric'] } },
    });
    const tooBig = await call('POST', '/billing/payment', {
      token,
      body: { method_hash: 'card-rub', bonus: false, amount: 100_001 },
    });
    expect(tooBig.body.errors).toEqual({ amount: ['validation.max.numeric'] });
    const fraction = await call('POST', '/billing/payment', {
      token,
      body: { method_hash: 'sbp-rub', bonus: false, amount: 100.005 },
    });
    expect(fraction.body.errors).toEqual({ amount: ['validation.amount'] });
    const otherCurrency = await call('POST', '/billing/payment', {
      token,
      body: { method_hash: 'card-usd', bonus: false, amount: 20 },
    });
    expect(otherCurrency.body.errors).toEqual({ method_hash: ['validation.exists'] });
  });

  it('an invoice turns paid after the delay and the balance grows by exactly shop_amount, recorded once', async () => {
    const { call, register, advance, sandbox } = setup({ invoicePaidAfterMs: 15_000 });
    const token = await register();
    const invoice = await call('POST', '/billing/payment', {
      token,
      body: { method_hash: 'card-rub', bonus: false, amount: 1234.56 },
    });
    expect(invoice.body).toMatchObject({
      amount: 1234.56,
      commission: 37.04,
      shop_amount: 1197.52,
    });
    const status = () => call('GET', `/billing/payment/status/${invoice.body.id}`, { token });
    expect((await status()).body).toEqual({ status: 1 });
    advance(15_000);
    expect((await status()).body).toEqual({ status: 3, bonus: null });
    expect((await status()).body).toEqual({ status: 3, bonus: null });
    const profile = await call('GET', '/profile/user', { token });
    expect(profile.body).toMatchObject({ balance: 1197.52, total_balance: 1197.52 });
    expect(sandbox.world.ledger).toEqual([
      expect.objectContaining({ kind: 'deposit', amount: 119_752, balanceAfter: 119_752 }),
    ]);
  });

  it("another player's invoice is not found", async () => {
    const { call, register } = setup();
    const a = await register('a@example.com');
    const b = await register('b@example.com');
    const invoice = await call('POST', '/billing/payment', {
      token: a,
      body: { method_hash: 'card-rub', bonus: false, amount: 1000 },
    });
    expect(
      (await call('GET', `/billing/payment/status/${invoice.body.id}`, { token: b })).status,
    ).toBe(404);
  });

  it('a failed invoice credits nothing', async () => {
    const { call, register, advance } = setup();
    const token = await register();
    await call('POST', '/billing/payment', {
      token,
      body: { method_hash: 'card-rub', bonus: false, amount: 1000 },
    });
    expect((await call('POST', '/_sandbox/invoices/fail', { token })).body.status).toBe(4);
    advance(60_000);
    expect((await call('GET', '/profile/user', { token })).body.balance).toBe(0);
  });

  it('billing texts follow Accept-Language', async () => {
    const { call, register } = setup();
    const token = await register();
    const en = await call('GET', '/api/v2/billing/data', { token, locale: 'en-US' });
    const kz = await call('GET', '/api/v2/billing/data', { token, locale: 'kz' });
    expect(en.body.payments.bonus.name).toBe('First deposit +100%');
    expect(kz.body.payments.bonus.name).toBe('Бірінші депозит +100%');
  });

  it('gives each method its names, fee and time, the fee the one an invoice then takes', async () => {
    const { call, register } = setup();
    const token = await register();
    const { methods } = (await call('GET', '/api/v2/billing/data', { token })).body.payments;
    expect(methods).toMatchObject([
      { hash: 'card-rub', name: { en: 'Visa / Mastercard' }, fee_percent: 3, minutes: 15 },
      {
        hash: 'sbp-rub',
        name: { en: 'SBP (Faster Payments)', ru: 'СБП', kz: 'СБП' },
        fee_percent: 0,
        minutes: 0,
      },
    ]);
    const invoice = await call('POST', '/billing/payment', {
      token,
      body: { method_hash: 'card-rub', bonus: false, amount: 1234.56 },
    });
    // 3 % of 1234.56 is 37.0368: 37.04 kept, 1197.52 credited.
    expect(invoice.body).toMatchObject({ commission: 37.04, shop_amount: 1197.52 });
  });
});

describe('withdrawals and the history', () => {
  const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
  async function funded(amount = 1000) {
    const t = setup();
    const token = await t.register();
    await t.call('POST', '/billing/payment', {
      token,
      body: { method_hash: 'sbp-rub', bonus: false, amount },
    });
    await t.call('POST', '/_sandbox/invoices/pay', { token });
    return { ...t, token };
  }

  it('refuses below the minimum payout, above the balance, a bad address or an unknown method', async () => {
    const { call, token } = await funded(1000);
    const payout = (body: object) => call('POST', '/billing/payouts', { token, body });
    expect(
      (await payout({ method: 'USDT', amount: 99.99, destination: TRON })).body.errors,
    ).toEqual({
      amount: ['payout.min'],
    });
    expect(
      (await payout({ method: 'USDT', amount: 1000.01, destination: TRON })).body.errors,
    ).toEqual({
      amount: ['balance.insufficient'],
    });
    expect(
      (
        await payout({
          method: 'USDT',
          amount: 100,
          destination: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        })
      ).body.errors,
    ).toEqual({
      destination: ['payout.destination'],
    });
    expect((await payout({ method: 'DOGE', amount: 100, destination: TRON })).body.errors).toEqual({
      method: ['validation.exists'],
    });
    expect((await call('GET', '/profile/user', { token })).body.balance).toBe(1000);
  });

  it('a payout leaves the balance at once, is pending, then paid; a failed one returns the money', async () => {
    const { call, token, advance } = await funded(1000);
    const first = await call('POST', '/billing/payouts', {
      token,
      body: { method: 'USDT', amount: 300, destination: TRON },
    });
    expect(first.body.data).toMatchObject({ amount: 300, currency: 'RUB', status: 'pending' });
    expect((await call('GET', '/profile/user', { token })).body.balance).toBe(700);
    // The history shows the payout as pending until it is paid.
    const pending = await call('GET', '/profile/history?type=withdrawal', { token });
    expect(pending.body.data[0]).toMatchObject({ amount: -300, status: 'pending' });
    await call('POST', '/billing/payouts', {
      token,
      body: {
        method: 'BTC',
        amount: 200,
        destination: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      },
    });
    await call('POST', '/_sandbox/payouts/fail', { token });
    advance(30_000);
    const list = await call('GET', '/billing/payouts', { token });
    expect(
      list.body.data.map((p: { method: string; status: string }) => [p.method, p.status]),
    ).toEqual([
      ['BTC', 'failed'],
      ['USDT', 'paid'],
    ]);
    expect((await call('GET', '/profile/user', { token })).body.balance).toBe(700);
    const history = await call('GET', '/profile/history', { token });
    type Row = { type: string; amount: number; balance_after: number; status: string | null };
    expect(
      history.body.data.map((m: Row) => [m.type, m.amount, m.balance_after, m.status]),
    ).toEqual([
      ['withdrawal-returned', 200, 700, 'failed'],
      ['withdrawal', -200, 500, 'failed'],
      ['withdrawal', -300, 700, 'paid'],
      ['deposit', 1000, 1000, null],
    ]);
    const deposits = await call('GET', '/profile/history?type=deposit&per_page=1', { token });
    expect(deposits.body).toMatchObject({
      data: [{ type: 'deposit' }],
      meta: { total: 1, per_page: 1 },
    });
  });
});

describe('catalogs never ignore a filter', () => {
  it('search, provider, category and paging all narrow the slots', async () => {
    const { call } = setup();
    const all = await call('GET', '/games/slots?per_page=100');
    expect(all.body.meta.total).toBeGreaterThan(20);
    const search = await call('GET', '/games/slots?search=olymp');
    expect(search.body.data.map((g: { title: string }) => g.title)).toEqual([
      'Gates of Olympus',
      'Rise of Olympus',
    ]);
    const provider = await call('GET', '/games/slots?provider=NetEnt&per_page=100');
    expect(provider.body.data.length).toBeGreaterThan(0);
    expect(provider.body.data.every((g: { provider: string }) => g.provider === 'NetEnt')).toBe(
      true,
    );
    const category = await call('GET', '/games/slots?category=jackpot&per_page=100');
    expect(category.body.data.every((g: { category: string }) => g.category === 'jackpot')).toBe(
      true,
    );
    const page2 = await call('GET', '/games/slots?per_page=5&page=2');
    expect(page2.body.data.map((g: { id: number }) => g.id)).toEqual([6, 7, 8, 9, 10]);
  });

  it('tournaments by status follow the clock', async () => {
    const { call, advance } = setup();
    const active = await call('GET', '/tournaments?status=active', { locale: 'en' });
    expect(active.body.data.map((t: { title: string }) => t.title)).toEqual(['Autumn Slots Race']);
    advance(6 * 24 * 3600 * 1000);
    const later = await call('GET', '/tournaments?status=active', { locale: 'en' });
    expect(later.body.data.map((t: { id: number }) => t.id).sort()).toEqual([17, 18]);
  });
});

describe('scenarios', () => {
  it('geo blocked answers 451; a country sets the region', async () => {
    const { call } = setup();
    await call('POST', '/_sandbox/site', { body: { countryCode: 'KZ' } });
    expect((await call('GET', '/geo_ip')).body.data).toMatchObject({
      country_code: 'KZ',
      region: 'KZ',
    });
    await call('POST', '/_sandbox/site', { body: { blocked: true } });
    expect((await call('GET', '/geo_ip')).status).toBe(451);
  });

  it('faults: an operation answers 500, malformed JSON, or late, then recovers', async () => {
    const { call } = setup();
    await call('POST', '/_sandbox/faults', {
      body: { operation: 'GET /geo_ip', kind: 'error', times: 1 },
    });
    expect((await call('GET', '/geo_ip')).status).toBe(500);
    expect((await call('GET', '/geo_ip')).status).toBe(200);
    await call('POST', '/_sandbox/faults', {
      body: { operation: 'GET /geo_ip', kind: 'malformed' },
    });
    const malformed = await call('GET', '/geo_ip');
    expect(typeof malformed.body).toBe('string');
    await call('DELETE', '/_sandbox/faults');
    expect((await call('GET', '/geo_ip')).status).toBe(200);
    const refused = await call('POST', '/_sandbox/faults', {
      body: { operation: 'geo', kind: 'error' },
    });
    expect(refused.status).toBe(400);
  });

  it('expire the token now: the next call is a 401 and the refresh cures it', async () => {
    const { call, register } = setup();
    const token = await register();
    await call('POST', '/_sandbox/tokens/expire', { token });
    expect((await call('GET', '/profile/user', { token })).status).toBe(401);
    expect((await call('POST', '/auth/refresh-token', { token })).status).toBe(200);
  });

  it('reset starts over', async () => {
    const { call, register } = setup();
    const token = await register();
    await call('POST', '/_sandbox/reset');
    expect((await call('GET', '/profile/user', { token })).status).toBe(401);
    expect((await register()).length).toBeGreaterThan(10);
  });
});

describe('the social login stand-in', () => {
  const SITE = 'http://127.0.0.1:5373';

  /** The stand-in's page as the popup opens it, at the address PUT /auth/login answers. */
  async function popup(sandbox: ReturnType<typeof setup>['sandbox'], address: string) {
    const url = new URL(address);
    return sandbox.app.fetch(new Request(`http://sandbox${url.pathname}${url.search}`));
  }

  /** Submits the stand-in's form. */
  function submit(
    sandbox: ReturnType<typeof setup>['sandbox'],
    provider: string,
    fields: Record<string, string>,
  ) {
    return sandbox.app.fetch(
      new Request(`http://sandbox/_sandbox/social/${provider}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }),
    );
  }

  it('PUT /auth/login answers the page, which is served with the provider, no script and a strict policy', async () => {
    const { sandbox, call } = setup();
    const answer = await call('PUT', '/auth/login', {
      body: { provider: 'google', promo: null, token: null, origin: SITE, currency: 'USD' },
      locale: 'en',
    });
    expect(answer.status).toBe(200);
    const address = new URL(answer.body.url);
    expect(address.pathname).toBe('/_sandbox/social/google');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      origin: SITE,
      currency: 'USD',
      locale: 'en',
    });
    const page = await popup(sandbox, answer.body.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    const csp = page.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${SITE}`);
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('<title>Sign in with Google (sandbox stand-in)</title>');
    expect(html).toContain('<form method="post" action="/_sandbox/social/google">');
    expect(html).toContain(`<input type="hidden" name="origin" value="${SITE}">`);
    expect(html).toContain('<input type="hidden" name="currency" value="USD">');
    expect(html).not.toMatch(/<script/i);
  });

  it('speaks the language the site passed: ru and kz pages, an unknown one in English', async () => {
    const { sandbox, call } = setup();
    const texts: Record<string, [string, string]> = {
      ru: ['<html lang="ru">', 'Продолжить через VK'],
      kz: ['<html lang="kk">', 'VK арқылы жалғастыру'],
    };
    for (const [locale, [lang, button]] of Object.entries(texts)) {
      const answer = await call('PUT', '/auth/login', {
        body: { provider: 'vk', promo: null, token: null, origin: SITE, currency: 'KZT' },
        locale,
      });
      const html = await (await popup(sandbox, answer.body.url)).text();
      expect(html).toContain(lang);
      expect(html).toContain(button);
      expect(html).toContain('<input type="hidden" name="locale"');
    }
    const refusedInKazakh = await popup(
      sandbox,
      `http://sandbox/_sandbox/social/vk?origin=https%3A%2F%2Fevil.example&locale=kz`,
    );
    expect(await refusedInKazakh.text()).toContain('Кіру қабылданбады');
    const unknown = await popup(
      sandbox,
      `http://sandbox/_sandbox/social/vk?origin=${encodeURIComponent(SITE)}&locale=xx`,
    );
    expect(await unknown.text()).toContain('Continue with VK');
  });

  it.each([
    ['another host', 'https://evil.example'],
    ['a look-alike', 'http://127.0.0.1.evil.example'],
    ['a path', `${SITE}/callback`],
    ['a user name', 'http://user@127.0.0.1:5373'],
    ['another scheme', 'javascript:alert(1)'],
    ['markup', '"><script>alert(1)</script>'],
    ['nothing', ''],
  ])('refuses %s as the origin, with a page and no form', async (_, origin) => {
    const { sandbox } = setup();
    const page = await popup(
      sandbox,
      `http://sandbox/_sandbox/social/vk?${new URLSearchParams({ origin })}`,
    );
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('Sign-in refused');
    expect(html).not.toContain('<form');
    expect(html).not.toMatch(/<script/i);
  });

  it('refuses an unknown provider, escaping its name', async () => {
    const { sandbox } = setup();
    const page = await popup(
      sandbox,
      `http://sandbox/_sandbox/social/%3Cb%3Ex?origin=${encodeURIComponent(SITE)}`,
    );
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('&lt;b&gt;x');
    expect(html).not.toContain('<b>x');
  });

  it.each(['constructor', '__proto__', 'toString'])(
    'refuses %s as a provider (no inherited property names one)',
    async (provider) => {
      const { sandbox } = setup();
      const page = await popup(
        sandbox,
        `http://sandbox/_sandbox/social/${provider}?origin=${encodeURIComponent(SITE)}`,
      );
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('Sign-in refused');
      const sent = await submit(sandbox, provider, { origin: SITE, email: 'x@social.example' });
      expect(sent.status).toBe(400);
    },
  );

  it('the form registers the player, issues a working token and returns to the site callback with it in the fragment', async () => {
    const { sandbox, call } = setup();
    const sent = await submit(sandbox, 'telegram', {
      origin: SITE,
      currency: 'KZT',
      locale: 'kz',
      name: 'Aigerim',
      email: 'aigerim@social.example',
    });
    expect(sent.status).toBe(303);
    const location = new URL(sent.headers.get('Location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/social-login-callback.html`);
    expect(location.search).toBe('');
    const token = new URLSearchParams(location.hash.slice(1)).get('token') ?? '';
    const profile = await call('GET', '/profile/user', { token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      name: 'Aigerim',
      email: 'aigerim@social.example',
      currency: 'KZT',
      locale: 'kz',
      register_method: 'social',
      is_password_exists: false,
    });
    // The same identity again: the same player, signed in anew.
    const again = await submit(sandbox, 'telegram', {
      origin: SITE,
      name: 'Aigerim',
      email: 'aigerim@social.example',
    });
    const second = new URLSearchParams(
      new URL(again.headers.get('Location') ?? '').hash.slice(1),
    ).get('token');
    expect((await call('GET', '/profile/user', { token: second })).body.id).toBe(profile.body.id);
  });

  it('the form with a bad origin or an e-mail of a password account gives no token', async () => {
    const { sandbox, register } = setup();
    await register('player@example.com');
    for (const fields of [
      { origin: 'https://evil.example', email: 'new@social.example' },
      { origin: SITE, email: 'player@example.com' },
      { origin: SITE, email: 'not an e-mail' },
    ]) {
      const sent = await submit(sandbox, 'google', fields);
      expect(sent.status).toBe(400);
      expect(sent.headers.get('Location')).toBeNull();
    }
    expect([...sandbox.world.players.values()]).toHaveLength(1);
  });
});
