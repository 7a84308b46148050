// The PayIn modal and responsible play (deposit limits, time-outs and
// self-exclusion) as a player sees it: during
// a time-out or self-exclusion a notice says until when instead of the form
// (withdrawals stay at hand); a deposit over a limit is refused under the
// amount, which keeps what was typed, with the room left and when it resets.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlayerContext } from '../../../shared/domain/player.tsx';
import { useResponsibleLimits } from '../../../shared/domain/responsible.ts';
import { bonusTerms } from '../../../test/bonus-terms.ts';
import {
  fakeApi,
  loadMessages,
  renderWithApp,
  testPlayer,
  Witness,
} from '../../../test/harness.tsx';
import { limitsAnswer, NO_LIMIT } from '../../../test/responsible.ts';
import PayInModal from './pay-in-modal.tsx';

beforeAll(() => loadMessages('ru'));

const BILLING = {
  payments: {
    methods: [
      {
        hash: 'card',
        name: { en: 'Card' },
        min_amount: 100,
        max_amount: 100000,
        default_amount: 1000,
      },
    ],
    bonus: null,
  },
  'crypto-payments': [],
  'crypto-payouts': [],
};

const none = NO_LIMIT;
const limits = limitsAnswer;

/** Once the limits are in (the cache PayIn reads), a witness of the calls made as they arrive. */
function AfterLimits() {
  return useResponsibleLimits().data ? <Witness /> : null;
}

/** The PayIn modal of a RUB player with nothing on the balance, and beside it `extra`. */
function setup(answers: Parameters<typeof fakeApi>[0], extra: ReactNode = null) {
  const api = fakeApi({ 'GET /api/v2/billing/data': { body: BILLING }, ...answers });
  renderWithApp(
    <PlayerContext.Provider value={testPlayer({ loggedIn: true, currency: 'RUB', balance: 0 })}>
      <PayInModal />
      {extra}
    </PlayerContext.Provider>,
    { fetch: api.fetch, token: 'own-token' },
  );
  return api;
}

/** Text with the no-break spaces of numbers and dates as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const amountField = () => screen.getByLabelText('Сумма, ₽') as HTMLInputElement;

describe('PayIn and responsible play', () => {
  it('shows until when a time-out closes deposits, with the way to withdraw, instead of the form', async () => {
    const until = new Date(Date.now() + 86_400_000).toISOString();
    setup({
      'GET /responsible/limits': {
        body: limits({
          restriction: {
            kind: 'timeout',
            period: '24h',
            started_at: new Date().toISOString(),
            until,
          },
        }),
      },
    });
    expect(await screen.findByText(/^У вас тайм-аут до .+вывод средств доступен\.$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Вывести' })).toHaveAttribute('href', '/?withdraw');
    expect(screen.queryByLabelText('Сумма, ₽')).toBeNull();
  });

  it('says a self-exclusion for good closes deposits', async () => {
    setup({
      'GET /responsible/limits': {
        body: limits({
          restriction: {
            kind: 'self_exclusion',
            period: 'permanent',
            started_at: new Date().toISOString(),
            until: null,
          },
        }),
      },
    });
    expect(await screen.findByText(/Вы исключили себя из игры навсегда/)).toBeVisible();
  });

  it('shows the room a deposit limit leaves under the amount, which keeps what was typed', async () => {
    const resetsAt = '2026-11-25T00:00:00.000Z';
    let room = 300;
    const api = setup({
      'GET /responsible/limits': () => ({
        body: limits({
          deposit: { ...none, day: 1000 },
          remaining: { deposit: { ...none, day: room }, loss: none, wager: none },
        }),
      }),
      'POST /billing/payment': () => ({
        status: 422,
        body: {
          message: 'Over the daily deposit limit.',
          code: 'limit_deposit_day',
          errors: { amount: ['responsible.limit_deposit_day'] },
          resets_at: resetsAt,
        },
      }),
    });
    fireEvent.change(await screen.findByLabelText('Сумма, ₽'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    const alert = await screen.findByRole('alert');
    expect(plain(alert.textContent)).toMatch(
      /^Дневной лимит пополнений позволяет внести ещё 300 ₽ до 25 нояб\. 2026 г\., \d\d:00\.$/,
    );
    expect(amountField().value).toBe('500');
    expect(api.calls('POST /billing/payment')).toHaveLength(1);

    // With no room left, the refusal says the amount is over the limit and when it resets.
    room = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() =>
      expect(plain(screen.getByRole('alert').textContent)).toMatch(
        /^Сумма превышает ваш дневной лимит пополнений\. Лимит обновится .+\.$/,
      ),
    );
  });

  it('says what the tightest deposit limit allows before "Pay", and closes "Pay" when it is used up', async () => {
    let room = 300;
    const api = setup({
      'GET /responsible/limits': () => ({
        body: limits({
          deposit: { ...none, day: 1000, week: 5000 },
          remaining: { deposit: { ...none, day: room, week: 4000 }, loss: none, wager: none },
        }),
      }),
    });
    // The amount's hint: the method's range, then the tightest limit's room (the day's, not the week's).
    expect(
      await screen.findByText(
        /^От 100\s₽ до 100\s000\s₽\. Дневной лимит пополнений позволяет внести ещё 300\s₽\.$/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Оплатить' })).toBeEnabled();
    room = 0;
    cleanup();
    setup({
      'GET /responsible/limits': () => ({
        body: limits({
          deposit: { ...none, day: 1000 },
          remaining: { deposit: { ...none, day: room }, loss: none, wager: none },
        }),
      }),
    });
    expect(
      await screen.findByText(
        'Дневной лимит пополнений исчерпан: пополнить счёт можно будет, когда он обновится.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Оплатить' })).toBeDisabled();
    expect(api.calls('POST /billing/payment')).toHaveLength(0);
  });

  it('offers a deposit limit before the first deposit, and not once a deposit was credited or a limit set', async () => {
    const history = (total: number) => ({
      body: { data: [], meta: { page: 1, per_page: 1, total } },
    });
    const api = setup({
      'GET /responsible/limits': { body: limits() },
      'GET /profile/history': history(0),
    });
    const link = await screen.findByRole('link', { name: 'Установить лимит пополнений' });
    expect(link).toHaveAttribute('href', '/profile/responsible');
    expect(api.calls('GET /profile/history')[0]?.search).toBe('?type=deposit&per_page=1');
  });

  it('does not offer it to a player who deposited before', async () => {
    const first = setup({
      'GET /responsible/limits': { body: limits() },
      'GET /profile/history': { body: { data: [], meta: { page: 1, per_page: 1, total: 3 } } },
    });
    await waitFor(() => expect(first.calls('GET /profile/history')).toHaveLength(1));
    await screen.findByLabelText('Сумма, ₽');
    expect(screen.queryByRole('link', { name: 'Установить лимит пополнений' })).toBeNull();
  });

  it('does not ask the history when a deposit limit is set', async () => {
    const api = setup(
      {
        'GET /responsible/limits': {
          body: limits({
            deposit: { ...none, week: 5000 },
            remaining: { deposit: { ...none, week: 5000 }, loss: none, wager: none },
          }),
        },
        'GET /profile/history': { body: { data: [], meta: { page: 1, per_page: 1, total: 0 } } },
      },
      <AfterLimits />,
    );
    await screen.findByLabelText('Сумма, ₽');
    // A history call made as the limits arrived would be recorded once the witness has its answer.
    expect(await screen.findByText('witness: answered')).toBeVisible();
    expect(api.calls('GET /responsible/limits')).toHaveLength(1);
    expect(api.calls('GET /profile/history')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Установить лимит пополнений' })).toBeNull();
  });
});

describe('PayIn and the welcome bonus', () => {
  const TERMS = bonusTerms({
    step: 2,
    percent: 75,
    free_spins: 50,
    games: [
      { game: 'dice', percent: 100 },
      { game: 'roulette', percent: 20 },
    ],
  });
  const withBonus = (bonus: object | null) => ({
    'GET /api/v2/billing/data': {
      body: { ...BILLING, payments: { ...BILLING.payments, bonus } },
    },
    'GET /responsible/limits': { body: limits({}) },
    'POST /billing/payment': { status: 500, body: { message: 'stop here' } },
  });

  it('offers the bonus ticked with its terms one click away, and sends whether the player takes it', async () => {
    const api = setup(withBonus({ name: 'Депозит 2 из 4: +75% и 50 фриспинов', terms: TERMS }));
    const take = (await screen.findByRole('checkbox', {
      name: 'Получить бонус: Депозит 2 из 4: +75% и 50 фриспинов',
    })) as HTMLInputElement;
    expect(take.checked).toBe(true);
    fireEvent.click(screen.getByText('Условия бонуса'));
    const terms = [...document.querySelectorAll('.bonus-terms li')].map((li) =>
      plain(li.textContent),
    );
    expect(terms).toEqual([
      '75% от зачисленной суммы, до 30 000 ₽, на бонусный счёт',
      'И ещё 50 фриспинов',
      'Отыграйте бонус ×35 ставками реальными деньгами за 7 дн.; после этого он перейдёт на баланс',
      'Ставка засчитывается до 500 ₽',
      'Рулетка: засчитывается 20% ставки',
      'Вывод денег до отыгрыша отменяет бонус',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(api.calls('POST /billing/payment')).toHaveLength(1));
    expect(api.calls('POST /billing/payment')[0]?.body).toEqual({
      method_hash: 'card',
      amount: 1000,
      bonus: true,
    });
    fireEvent.click(take);
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(api.calls('POST /billing/payment')).toHaveLength(2));
    expect(api.calls('POST /billing/payment')[1]?.body).toMatchObject({ bonus: false });
  });

  it('the invoice says what the bonus brings when the player took it, and nothing when not', async () => {
    const invoice = (amount: number) => ({
      hash: 'inv',
      id: 7,
      amount,
      shop_amount: amount * 0.97,
      commission: amount * 0.03,
      life_time: 1200,
      type: 'card',
      card: { card_number: '2200123456789012', phone_number: null },
      sum_was_changed: false,
    });
    setup({
      ...withBonus({ name: 'Депозит 2 из 4', terms: TERMS }),
      'POST /billing/payment': (seen) => ({
        body: invoice((seen.body as { amount: number }).amount),
      }),
    });
    await screen.findByLabelText('Сумма, ₽');
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    // 75% of the 970 ₽ the 1000 ₽ invoice credits.
    const facts = await screen.findByText('Бонус на бонусный счёт');
    expect(plain(facts.parentElement?.textContent ?? '')).toBe('Бонус на бонусный счёт+727,50 ₽');
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать другой способ' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Получить бонус/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(await screen.findByText('К оплате')).toBeVisible();
    expect(screen.queryByText('Бонус на бонусный счёт')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать другой способ' }));
  });

  it('sends no bonus choice when none is offered', async () => {
    const api = setup(withBonus(null));
    await screen.findByLabelText('Сумма, ₽');
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(api.calls('POST /billing/payment')).toHaveLength(1));
    expect(api.calls('POST /billing/payment')[0]?.body).toEqual({
      method_hash: 'card',
      amount: 1000,
    });
  });
});

describe('PayIn says what a deposit costs before "Pay"', () => {
  const METHODS = {
    ...BILLING,
    payments: {
      methods: [
        {
          hash: 'card-rub',
          name: { en: 'Visa / Mastercard' },
          min_amount: 500,
          max_amount: 100000,
          default_amount: 1000,
          fee_percent: 3,
          minutes: 15,
        },
        {
          hash: 'sbp-rub',
          name: { en: 'SBP (Faster Payments)', ru: 'СБП' },
          min_amount: null,
          max_amount: null,
          default_amount: null,
          fee_percent: 0,
          minutes: 0,
        },
      ],
      bonus: {
        name: 'Первый депозит +100%',
        terms: bonusTerms(),
      },
    },
  };
  const answers = {
    'GET /api/v2/billing/data': { body: METHODS },
    'GET /responsible/limits': { body: limits({}) },
  };

  it('names each method in the player language with its fee and time, and the typed amount credited after the fee', async () => {
    setup(answers);
    const card = await screen.findByRole('radio', { name: /Visa/ });
    expect(plain(card.closest('label')?.textContent ?? '')).toBe(
      'Visa / Mastercard500 ₽ – 100 000 ₽Комиссия 3% · До 15 мин',
    );
    expect(
      plain(screen.getByRole('radio', { name: /СБП/ }).closest('label')?.textContent ?? ''),
    ).toBe('СБП100 ₽ – 300 000 ₽Без комиссии · Мгновенно');
    const quote = () =>
      [...document.querySelectorAll('.deposit-quote div')].map((d) => plain(d.textContent));
    // The default amount, 1000: 30 of fee, 970 credited and as much bonus.
    expect(quote()).toEqual(['Комиссия30 ₽', 'Поступит на баланс970 ₽', 'Бонус+970 ₽']);
    fireEvent.change(amountField(), { target: { value: '1234,56' } });
    expect(quote()).toEqual([
      'Комиссия37,04 ₽',
      'Поступит на баланс1 197,52 ₽',
      'Бонус+1 197,52 ₽',
    ]);
    // Below the method's minimum: nothing is promised.
    fireEvent.change(amountField(), { target: { value: '100' } });
    expect(quote()).toEqual([]);
    // Quick amounts: the minimum, the default and its double and fivefold.
    const quick = screen.getByRole('group', { name: 'Быстрые суммы' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => plain(b.textContent)),
    ).toEqual(['500 ₽', '1 000 ₽', '2 000 ₽', '5 000 ₽']);
    fireEvent.click(within(quick).getByRole('button', { name: /^2\s000\s₽$/ }));
    expect(amountField().value).toBe('2000');
  });

  it('shows each method’s fee and time before "Pay" in English and Kazakh too', async () => {
    const expected = {
      en: {
        card: 'Visa / Mastercard500 ₽ – 100,000 ₽Fee 3% · Up to 15 min',
        sbp: 'SBP (Faster Payments)100 ₽ – 300,000 ₽No fee · Instant',
        fee: 'Fee30 ₽',
      },
      kz: {
        card: 'Visa / Mastercard500 ₽ – 100 000 ₽3% комиссия · 15 минутқа дейін',
        sbp: 'СБП (Жылдам төлемдер жүйесі)100 ₽ – 300 000 ₽Комиссиясыз · Лезде',
        fee: 'Комиссия30 ₽',
      },
    } as const;
    for (const locale of ['en', 'kz'] as const) {
      await loadMessages(locale);
      const methods = structuredClone(METHODS);
      const sbp = methods.payments.methods[1] as { name: Record<string, string> };
      sbp.name.kz = 'СБП (Жылдам төлемдер жүйесі)';
      const api = fakeApi({ ...answers, 'GET /api/v2/billing/data': { body: methods } });
      const { unmount } = renderWithApp(
        <PlayerContext.Provider value={testPlayer({ loggedIn: true, currency: 'RUB', balance: 0 })}>
          <PayInModal />
        </PlayerContext.Provider>,
        { fetch: api.fetch, token: 'own-token', path: `/${locale}`, localeFromPath: true },
      );
      const card = await screen.findByRole('radio', { name: /Visa/ });
      expect(plain(card.closest('label')?.textContent ?? '')).toBe(expected[locale].card);
      const other = screen.getAllByRole('radio')[1] as HTMLElement;
      expect(plain(other.closest('label')?.textContent ?? '')).toBe(expected[locale].sbp);
      const fee = document.querySelector('.deposit-quote div');
      expect(plain(fee?.textContent ?? '')).toBe(expected[locale].fee);
      unmount();
    }
  });

  it('chooses the method paid with last', async () => {
    localStorage.setItem('depositMethod', 'sbp-rub');
    try {
      setup(answers);
      expect(await screen.findByRole('radio', { name: /СБП/ })).toBeChecked();
    } finally {
      localStorage.removeItem('depositMethod');
    }
  });
});
