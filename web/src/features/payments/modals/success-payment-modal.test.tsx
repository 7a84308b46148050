// A paid deposit as the player sees it: the watcher polls the invoice, and
// SuccessPayment shows what reached the balance (the invoice's shop_amount,
// after commission), not the amount the player transferred.
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlayerContext } from '../../../shared/domain/player.tsx';
import { useModals } from '../../../shared/ui/modals.tsx';
import {
  fakeApi,
  loadMessages,
  renderWithApp,
  settle,
  testPlayer,
} from '../../../test/harness.tsx';
import { clearInvoice, currentInvoice, resetInvoiceCache, saveInvoice } from '../invoice-store.ts';
import { PaymentWatcher } from '../watcher.tsx';
import SuccessPaymentModal from './success-payment-modal.tsx';

beforeAll(() => loadMessages('ru'));
afterEach(() => {
  vi.useRealTimers();
  clearInvoice();
  resetInvoiceCache();
});

/** The open modal, as the app's modal host renders SuccessPayment; another one as a stand-in with a field. */
function OpenSuccess() {
  const { current, close } = useModals();
  if (current?.name === 'successPayment') return <SuccessPaymentModal {...current.props} />;
  if (current === null) return null;
  return (
    <div>
      <input aria-label="Адрес" defaultValue="TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL" />
      <button type="button" onClick={close}>
        Закрыть
      </button>
    </div>
  );
}

/** Opens the withdrawal dialog (the stand-in) at once. */
function OpenWithdraw() {
  const { open } = useModals();
  return (
    <button type="button" onClick={() => open('withdraw')}>
      Вывести
    </button>
  );
}

const INVOICE = {
  hash: 'inv-1',
  id: 58213,
  amount: 1000,
  shop_amount: 970,
  commission: 30,
  life_time: 1200,
  type: 'card',
  card: { card_number: '2200123456789012', phone_number: null },
  sum_was_changed: false,
} as const;

/**
 * A paid invoice polled by the watcher, with `extra` beside it; the fake API.
 * The clock moves only when the test moves it: the first poll is 5 s after this.
 */
function paidInvoice(extra?: ReactNode, bonus: number | null = null) {
  vi.useFakeTimers();
  saveInvoice(INVOICE);
  const api = fakeApi({
    'GET /billing/payment/status/58213': { body: { status: 3, bonus } },
    'GET /profile/user': { status: 401, body: { message: 'Unauthenticated.' } },
  });
  renderWithApp(
    <PlayerContext.Provider value={testPlayer({ loggedIn: true, currency: 'RUB', balance: 0 })}>
      <PaymentWatcher />
      {extra}
      <OpenSuccess />
    </PlayerContext.Provider>,
    { fetch: api.fetch, token: 'own-token' },
  );
  return api;
}

describe('SuccessPayment', () => {
  it('shows the amount credited (shop_amount), not the invoice amount', async () => {
    paidInvoice();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await settle(() => expect(screen.getByText('Депозит зачислен')).toBeVisible());
    expect(screen.getByText('970 ₽')).toBeVisible();
    expect(screen.queryByText('1 000 ₽')).toBeNull();
    expect(screen.queryByText(/бонуса на бонусный счёт/)).toBeNull();
  });

  it('says what bonus reached the bonus account with it, with the way to its wagering', async () => {
    paidInvoice(null, 970);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await settle(() => expect(screen.getByText('Депозит зачислен')).toBeVisible());
    const line = screen.getByText(/бонуса на бонусный счёт/);
    expect(line.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      '+ 970 ₽ бонуса на бонусный счёт. Отыгрыш и условия',
    );
    expect(screen.getByRole('link', { name: 'Отыгрыш и условия' })).toHaveAttribute(
      'href',
      '/profile/bonuses',
    );
  });

  it('waits for another open dialog to close, keeping what was typed in it', async () => {
    const api = paidInvoice(<OpenWithdraw />);
    fireEvent.click(screen.getByRole('button', { name: 'Вывести' }));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    // The watcher has taken the paid status (it drops the invoice then), and waits.
    await settle(() => expect(currentInvoice()).toBeNull());
    expect(api.calls('GET /billing/payment/status/58213')).toHaveLength(1);
    expect(screen.queryByText('Депозит зачислен')).toBeNull();
    expect(screen.getByLabelText('Адрес')).toHaveValue('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL');
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await settle(() => expect(screen.getByText('Депозит зачислен')).toBeVisible());
    expect(screen.getByText('970 ₽')).toBeVisible();
  });
});
