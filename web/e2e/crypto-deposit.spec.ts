// The crypto deposit in Chromium against the sandbox, in English: a player
// opens PayIn's Crypto tab, gets their USDT (TRC-20) address as text and as a
// QR code with the rate; a wallet's transfer reaches it (the sandbox's
// crypto/send control), shows its confirmations, and once the sandbox's
// clock has passed them it is credited at the shown rate: the header's
// balance grows by exactly amount × rate. A transfer over another network is
// shown as not credited. Every answer is the sandbox's, checked by the
// contract proxy.
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';
import { ledgerBalances, playerShown } from './player.ts';
import { callApi, control, headerBalance, registerPlayer, signIn } from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

describe.skipIf(!chromiumWs)('the crypto deposit in Chromium, against the sandbox', () => {
  const chromium = useChromium(chromiumWs as string);

  it('shows the address and QR code with the rate, and credits a confirmed transfer at that rate', async () => {
    const player = await registerPlayer({ locale: 'en' });
    const context = await chromium.visitor({ locale: 'en-US' });
    await signIn(context, app, player);
    const page = await context.newPage();
    await page.goto(`${app}/en`);
    await playerShown(page, 0);
    await page.locator('.account').getByRole('link', { name: 'Deposit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Crypto' }).click();
    await dialog.getByRole('radio', { name: 'USDT · TRC-20' }).check();
    const address = (await dialog.locator('.crypto__text').textContent()) ?? '';
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await dialog.getByRole('img', { name: 'QR code of your USDT · TRC-20 address' }).waitFor();
    const rate = (await dialog.getByText(/^Rate: 1 USDT = /).textContent())?.replace(/\s/g, ' ');
    expect(rate).toMatch(/^Rate: 1 USDT = 95 ₽ \(at .+\)$/);
    // The API says the same address and rate.
    const asked = await callApi<{ address: string; rate: number }>(
      player.token,
      'GET',
      '/billing/crypto/address?currency=USDT&network=TRC20',
    );
    expect(asked).toMatchObject({ address, rate: 95 });

    // A wallet sends 10.5 USDT over TRC-20, and 5 over ERC-20 by mistake.
    await control('crypto/send', {
      body: { to: address, currency: 'USDT', network: 'ERC20', amount: '5' },
    });
    await control('crypto/send', {
      body: { to: address, currency: 'USDT', network: 'TRC20', amount: '10.5' },
    });
    const transfers = dialog.getByRole('region', { name: 'Your transfers' });
    await transfers.getByText('0 of 3 confirmations').waitFor();
    await transfers
      .getByText('Not credited: sent over another network. Contact support.')
      .waitFor();
    expect(await headerBalance(page)).toBe(0);

    // The network confirms (three confirmations, 20 s of the sandbox's clock each).
    await control('clock', { body: { advance: '1m' } });
    await transfers.getByText('Credited 997.50 ₽').waitFor();
    // 10.5 × 95 ₽, exactly, on the balance.
    await expect.poll(() => headerBalance(page)).toBe(997.5);
    // The profile and the ledger agree: 997.50 on the balance, nothing on the bonus account.
    expect(await ledgerBalances(player)).toEqual({
      balance: 997.5,
      bonus_balance: 0,
      total_balance: 997.5,
    });
    await context.close();
  }, 120_000);
});
