// The crypto deposit in the sandbox: an address per player and network, of
// that network's format and the same every time; a transfer confirms over
// the world's clock and is credited at the rate, exactly; one below the
// minimum or over another network is rejected and credits nothing.
import { describe, expect, it } from 'vitest';
import { sandboxClient } from './test-client.ts';

const CONFIRMATION_MS = 20_000;

describe('the crypto deposit', () => {
  it('gives each player an address per network with its rate, minimum and confirmations', async () => {
    const t = sandboxClient();
    const token = await t.register();
    const address = (currency: string, network: string) =>
      t.call('GET', `/billing/crypto/address?currency=${currency}&network=${network}`, { token });
    const tron = await address('USDT', 'TRC20');
    expect(tron.body).toMatchObject({
      currency: 'USDT',
      network: 'TRC20',
      rate: 95,
      account_currency: 'RUB',
      min_amount: '1',
      confirmations: 3,
    });
    expect(tron.body.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect((await address('USDT', 'TRC20')).body.address).toBe(tron.body.address);
    expect((await address('USDT', 'ERC20')).body.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect((await address('BTC', 'BTC')).body).toMatchObject({
      rate: 9_025_000,
      min_amount: '0.0001',
    });
    expect((await address('BTC', 'TRC20')).body.errors).toEqual({ network: ['validation.exists'] });
    const other = await t.register();
    const theirs = await t.call('GET', '/billing/crypto/address?currency=USDT&network=TRC20', {
      token: other,
    });
    expect(theirs.body.address).not.toBe(tron.body.address);
  });

  it('credits a transfer at the rate once confirmed, exactly; rejects an underpayment and the wrong network', async () => {
    const t = sandboxClient({ tokenLifetimeMs: 3_600_000 });
    const token = await t.register();
    const { address } = (
      await t.call('GET', '/billing/crypto/address?currency=USDT&network=TRC20', { token })
    ).body;
    const send = (body: object) => t.call('POST', '/_sandbox/crypto/send', { body });
    expect(
      (await send({ to: address, currency: 'USDT', network: 'TRC20', amount: '10.123457' })).body,
    ).toMatchObject({
      status: 'confirming',
    });
    expect(
      (await send({ to: address, currency: 'USDT', network: 'TRC20', amount: '0.5' })).body,
    ).toMatchObject({
      status: 'rejected',
      reason: 'underpaid',
    });
    expect(
      (await send({ to: address, currency: 'USDT', network: 'ERC20', amount: '50' })).body,
    ).toMatchObject({
      status: 'rejected',
      reason: 'wrong_network',
    });
    expect(
      (await send({ to: 'Tnobody', currency: 'USDT', network: 'TRC20', amount: '1' })).status,
    ).toBe(404);

    const deposits = async () =>
      (await t.call('GET', '/billing/crypto/deposits', { token })).body.data;
    const balance = async () => (await t.call('GET', '/profile/user', { token })).body.balance;
    expect((await deposits()).at(-1)).toMatchObject({
      amount: '10.123457',
      confirmations: 0,
      confirmations_required: 3,
    });
    t.advance(2 * CONFIRMATION_MS);
    expect((await deposits()).at(-1)).toMatchObject({
      confirmations: 2,
      status: 'confirming',
      credited: null,
    });
    expect(await balance()).toBe(0);
    t.advance(CONFIRMATION_MS);
    // 10.123457 USDT × 95 ₽ = 961.728415 ₽: 961.72 credited (rounded down to the kopeck).
    expect((await deposits()).at(-1)).toMatchObject({
      status: 'credited',
      confirmations: 3,
      credited: 961.72,
    });
    expect(await balance()).toBe(961.72);
    const ledger = t.sandbox.world.ledger.filter((m) => m.reference.startsWith('crypto:'));
    expect(ledger.map((m) => [m.kind, m.amount])).toEqual([['deposit', 96_172]]);
    expect((await deposits()).slice(0, 2).map((d: { status: string }) => d.status)).toEqual([
      'rejected',
      'rejected',
    ]);
  });
});
