// The crypto deposit as a player sees it in PayIn: the coins of the billing
// data, the chosen one's address (text and QR code) with the rate, minimum
// and confirmations, then the transfers with their confirmations and what
// was credited or why not.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlayerContext } from '../../shared/domain/player.tsx';
import { fakeApi, loadMessages, renderWithApp, testPlayer } from '../../test/harness.tsx';
import { CryptoDeposit } from './crypto-deposit.tsx';

beforeAll(() => loadMessages('ru'));

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

const transfer = (overrides: object) => ({
  id: 5000,
  currency: 'USDT',
  network: 'TRC20',
  amount: '10',
  confirmations: 1,
  confirmations_required: 3,
  status: 'confirming',
  reason: null,
  rate: 95,
  credited: null,
  created_at: '2026-11-27T12:00:00Z',
  credited_at: null,
  ...overrides,
});

describe('the crypto deposit', () => {
  it('shows the chosen coin’s address with its QR code and terms, and the transfers', async () => {
    const api = fakeApi({
      'GET /billing/crypto/address': (seen) => ({
        body: {
          address: seen.search.includes('ERC20') ? `0x${'a'.repeat(40)}` : TRON,
          currency: 'USDT',
          network: seen.search.includes('ERC20') ? 'ERC20' : 'TRC20',
          rate: 95,
          rate_at: '2026-11-27T12:00:00Z',
          account_currency: 'RUB',
          min_amount: '1',
          confirmations: 3,
        },
      }),
      'GET /billing/crypto/deposits': {
        body: {
          data: [
            transfer({ id: 5002 }),
            transfer({ id: 5001, status: 'credited', confirmations: 3, credited: 950 }),
            transfer({ id: 5000, status: 'rejected', reason: 'wrong_network', network: 'ERC20' }),
          ],
        },
      },
    });
    renderWithApp(
      <PlayerContext.Provider value={testPlayer({ loggedIn: true, currency: 'RUB', balance: 0 })}>
        <CryptoDeposit
          offered={[
            { code: 'USDT', name: 'Tether', network: 'TRC20' },
            { code: 'USDT', name: 'Tether', network: 'ERC20' },
            { code: 'BTC', name: 'Bitcoin', network: null },
          ]}
        />
      </PlayerContext.Provider>,
      { fetch: api.fetch, token: 'own-token' },
    );
    const coins = screen.getByRole('group', { name: 'Монета и сеть' });
    expect(
      within(coins)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['USDT · TRC-20', 'USDT · ERC-20', 'BTC']);
    expect(await screen.findByText(TRON)).toBeVisible();
    expect(screen.getByRole('img', { name: 'QR-код вашего адреса USDT · TRC-20' })).toBeVisible();
    expect(plain(screen.getByText(/^Курс:/).textContent)).toMatch(
      /^Курс: 1 USDT = 95 ₽ \(на \d\d:\d\d\)$/,
    );
    expect(screen.getByText('Минимум: 1 USDT; меньшая сумма не зачисляется')).toBeVisible();
    expect(screen.getByText('Зачисляется после 3 подтверждений сети')).toBeVisible();
    const transfers = screen.getByRole('region', { name: 'Ваши переводы' });
    expect(
      within(transfers)
        .getAllByRole('listitem')
        .map((li) => plain(li.textContent)),
    ).toEqual([
      '10 USDT TRC-201 из 3 подтверждений',
      '10 USDT TRC-20Зачислено 950 ₽',
      '10 USDT ERC-20Не зачислено: отправлено через другую сеть. Напишите в поддержку.',
    ]);
    fireEvent.click(within(coins).getByRole('radio', { name: 'USDT · ERC-20' }));
    expect(await screen.findByText(`0x${'a'.repeat(40)}`)).toBeVisible();
  });
});
