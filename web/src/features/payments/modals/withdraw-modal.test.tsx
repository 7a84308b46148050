// The Withdraw modal as a player sees it: the crypto-payouts methods, the
// client's checks (minimum payout, balance, a number, an address) with the
// server's texts and what was typed kept, a 422 under the field it names, and
// a success that confirms the payout while the balance, the payouts and the
// history reload. The player comes from the profile, as the app provides it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useMoney } from '../../../shared/domain/money.ts';
import { PlayerContext } from '../../../shared/domain/player.tsx';
import { useProfile } from '../../../shared/domain/profile.ts';
import { useApiQuery } from '../../../shared/lib/api.tsx';
import { fakeApi, loadMessages, renderWithApp, testProfile } from '../../../test/harness.tsx';
import WithdrawModal from './withdraw-modal.tsx';

beforeAll(() => loadMessages('ru'));

const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const OTHER_TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

const BILLING = {
  payments: { methods: [], bonus: null },
  'crypto-payments': [],
  'crypto-payouts': [
    { code: 'USDT', name: 'Tether', network: 'TRC20' },
    { code: 'BTC', name: 'Bitcoin', network: null },
  ],
};

/** The player from the profile (what the app's PlayerProvider does), and the balance in the header. */
function WithPlayer({ children }: { children: ReactNode }) {
  const { data } = useProfile();
  const money = useMoney();
  const player = {
    loggedIn: Boolean(data),
    pending: false,
    currency: data ? data.currency : null,
    balance: data ? data.balance : null,
    bonusBalance: data ? data.bonus_balance : null,
    verification: null,
    premium: false,
    superBonus: null,
  };
  return (
    <PlayerContext.Provider value={player}>
      <p data-testid="balance">{data ? money(data.balance, data.currency) : ''}</p>
      {data ? children : null}
    </PlayerContext.Provider>
  );
}

/** A page of the history the account feature shows (cached, so a payout must refresh it). */
function HistoryCount() {
  const { data } = useApiQuery('/profile/history', { params: { query: { page: 1 } } });
  return <p data-testid="history">{data ? `movements: ${data.meta.total}` : ''}</p>;
}

/** A player with `balance` RUB (and `bonus` on the bonus account) and an API that takes payouts by `answer`. */
function setup(
  balance: number,
  answer: (body: { method: string; amount: number; destination: string }) => {
    status?: number;
    body?: unknown;
  },
  bonus = 0,
) {
  const state = { balance, bonus, movements: 1 };
  const api = fakeApi({
    'GET /profile/user': () => ({
      body: testProfile({
        balance: state.balance,
        bonus_balance: state.bonus,
        total_balance: state.balance + state.bonus,
      }),
    }),
    'GET /api/v2/billing/data': { body: BILLING },
    'GET /billing/payouts': { body: { data: [] } },
    'GET /profile/history': () => ({
      body: { data: [], meta: { page: 1, per_page: 24, total: state.movements } },
    }),
    'POST /billing/payouts': ({ body }) =>
      answer(body as { method: string; amount: number; destination: string }),
  });
  renderWithApp(
    <WithPlayer>
      <HistoryCount />
      <WithdrawModal />
    </WithPlayer>,
    { fetch: api.fetch, token: 'own-token' },
  );
  return { api, state };
}

const amountField = () => screen.getByLabelText('Сумма, ₽') as HTMLInputElement;
const addressField = () => screen.getByLabelText('Адрес USDT (TRC20)') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Вывести' }));
const type = (input: HTMLInputElement, value: string) =>
  fireEvent.change(input, { target: { value } });

describe('Withdraw', () => {
  it('offers the crypto-payouts methods, with the minimum payout and the balance as the limits', async () => {
    setup(1000, () => ({}));
    const methods = await screen.findByRole('group', { name: 'Куда вывести' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['USDT', 'BTC']);
    expect(within(methods).getByRole('radio', { name: /Tether/ })).toBeChecked();
    expect(screen.getByText('От 100 ₽ до 1 000 ₽ (ваш баланс)')).toBeVisible();
    fireEvent.click(within(methods).getByRole('radio', { name: /Bitcoin/ }));
    expect(screen.getByLabelText('Адрес Bitcoin')).toBeVisible();
  });

  it('lists the last payouts with their status', async () => {
    const payout = (id: number, method: string, amount: number, status: string) => ({
      id,
      method,
      amount,
      currency: 'RUB',
      destination: TRON,
      status,
      created_at: '2026-11-23T12:00:00Z',
    });
    const api = fakeApi({
      'GET /profile/user': { body: testProfile({ balance: 500 }) },
      'GET /api/v2/billing/data': { body: BILLING },
      'GET /billing/payouts': {
        body: {
          data: [
            payout(3, 'BTC', 200, 'failed'),
            payout(2, 'USDT', 150, 'pending'),
            payout(1, 'USDT', 1000, 'paid'),
          ],
        },
      },
    });
    renderWithApp(
      <WithPlayer>
        <WithdrawModal />
      </WithPlayer>,
      { fetch: api.fetch, token: 'own-token' },
    );
    const recent = await screen.findByRole('region', { name: 'Последние выводы' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '200\u00a0₽ · BTCНе выплачено',
      '150\u00a0₽ · USDTВ обработке',
      '1\u00a0000\u00a0₽ · USDTВыплачено',
    ]);
  });

  it('checks the amount and the address before sending, with the server texts, and keeps what was typed', async () => {
    const { api } = setup(1000, () => ({}));
    await screen.findByLabelText('Сумма, ₽');
    submit();
    // Nothing typed: both fields say they are required, not how to write a number.
    await waitFor(() => expect(screen.getAllByText('Это поле обязательно.')).toHaveLength(2));
    type(amountField(), '99,99');
    submit();
    expect(
      await screen.findByText('Сумма меньше минимальной суммы вывода для вашей валюты.'),
    ).toBeVisible();
    expect(screen.getByText('Это поле обязательно.')).toBeVisible();
    expect(amountField().value).toBe('99,99');
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');

    type(amountField(), '1 000,01');
    type(addressField(), TRON);
    submit();
    expect(await screen.findByText('На балансе недостаточно денег для этой суммы.')).toBeVisible();
    expect(screen.queryByText('Это поле обязательно.')).toBeNull();

    type(amountField(), '10.005');
    submit();
    expect(
      await screen.findByText(
        'Введите сумму числом, не больше двух знаков после запятой, например 1000.',
      ),
    ).toBeVisible();
    expect(amountField().value).toBe('10.005');
    expect(addressField().value).toBe(TRON);

    // Another network's address (Bitcoin's in the TRC20 field) is said before sending.
    type(amountField(), '500');
    type(addressField(), 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    submit();
    expect(
      await screen.findByText('Это не адрес выбранной сети. Проверьте его и попробуйте снова.'),
    ).toBeVisible();
    expect(addressField().value).toBe('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    expect(api.calls('POST /billing/payouts')).toEqual([]);
  });

  it("shows the server's 422 under the field it names, keeping what was typed", async () => {
    setup(1000, ({ destination, method }) =>
      destination === TRON
        ? {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: { method: ['validation.exists'] },
            },
          }
        : {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: { destination: [method === 'USDT' ? 'payout.destination' : 'x'] },
            },
          },
    );
    await screen.findByLabelText('Сумма, ₽');
    type(amountField(), '500');
    // A TRC20 address by its format, which this server refuses.
    type(addressField(), OTHER_TRON);
    submit();
    const error = await screen.findByText(
      'Это не адрес выбранной сети. Проверьте его и попробуйте снова.',
    );
    expect(addressField()).toHaveAttribute('aria-describedby', error.id);
    expect(addressField().value).toBe(OTHER_TRON);
    expect(amountField().value).toBe('500');

    type(addressField(), TRON);
    submit();
    const methods = screen.getByRole('group', { name: 'Куда вывести' });
    expect(
      await within(methods).findByText('Этот вариант недоступен. Выберите другой.'),
    ).toBeVisible();
    expect(screen.queryByText(/Это не адрес/)).toBeNull();
  });

  it('confirms the payout, pending, and reloads the balance, the payouts and the history', async () => {
    const { api, state } = setup(1000, (body) => {
      state.balance = 1000 - body.amount;
      state.movements = 2;
      return {
        body: {
          data: {
            id: 9001,
            method: body.method,
            amount: body.amount,
            currency: 'RUB',
            destination: body.destination,
            status: 'pending',
            created_at: '2026-11-23T12:00:00Z',
          },
        },
      };
    });
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('1 000 ₽'));
    await waitFor(() => expect(screen.getByTestId('history')).toHaveTextContent('movements: 1'));
    await screen.findByLabelText('Сумма, ₽');
    type(amountField(), '300,50');
    type(addressField(), `  ${TRON} `);
    submit();
    const done = await screen.findByRole('status');
    expect(within(done).getByText('Заявка на вывод принята')).toBeVisible();
    expect(within(done).getByText('В обработке')).toBeVisible();
    expect(within(done).getByText(TRON)).toBeVisible();
    expect(api.calls('POST /billing/payouts').map((c) => c.body)).toEqual([
      { method: 'USDT', amount: 300.5, destination: TRON },
    ]);
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('699,50 ₽'));
    await waitFor(() => expect(screen.getByTestId('history')).toHaveTextContent('movements: 2'));
    expect(api.calls('GET /billing/payouts').length).toBeGreaterThanOrEqual(2);
    expect(within(done).getByRole('link', { name: 'Открыть историю' })).toHaveAttribute(
      'href',
      '/profile/history',
    );
  });

  it('says first that a withdrawal cancels the active bonus, and sends it only once the player agrees', async () => {
    const { api, state } = setup(
      1000,
      () => {
        state.balance = 600;
        state.bonus = 0;
        return {
          body: {
            data: {
              id: 9001,
              method: 'USDT',
              amount: 400,
              currency: 'RUB',
              destination: TRON,
              status: 'pending',
              created_at: '2026-11-27T12:00:00Z',
            },
          },
        };
      },
      750,
    );
    await screen.findByText(
      'На бонусном счёте 750 ₽. Вывод сейчас отменит активные бонусы: бонусные деньги и прогресс отыгрыша пропадут.',
    );
    type(amountField(), '400');
    type(addressField(), TRON);
    submit();
    await screen.findByText('Отметьте, что согласны: вывод отменит бонус.');
    expect(api.calls('POST /billing/payouts')).toHaveLength(0);
    expect(amountField().value).toBe('400');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Вывести и отказаться от бонуса' }));
    submit();
    await screen.findByRole('heading', { name: 'Заявка на вывод принята' });
    expect(api.calls('POST /billing/payouts')[0]?.body).toEqual({
      method: 'USDT',
      amount: 400,
      destination: TRON,
      forfeit_bonus: true,
    });
  });
});
