// The bonus account as a player sees it on /profile/bonuses: an active
// bonus's wagering as a bar and words, its terms and expiry; cancelling it
// after a confirmation that says what is lost (the call made, the list and
// the profile asked again); ended bonuses with what became of them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlayerContext } from '../../shared/domain/player.tsx';
import { fakeApi, loadMessages, renderWithApp, testPlayer } from '../../test/harness.tsx';
import { BonusAccount } from './components/bonus-account.tsx';
import { PromoForm } from './components/promo-form.tsx';

beforeAll(() => loadMessages('ru'));

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const bonus = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 300,
  kind: 'welcome',
  step: 1,
  code: null,
  status: 'active',
  amount: 1000,
  currency: 'RUB',
  wager_required: 35000,
  wagered: 11650,
  max_bet: 500,
  games: [
    { game: 'dice', percent: 100 },
    { game: 'roulette', percent: 20 },
  ],
  created_at: '2026-11-27T10:00:00Z',
  expires_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  ended_at: null,
  ...overrides,
});

function setup() {
  const state = {
    list: [
      bonus(),
      bonus({
        id: 299,
        step: 2,
        status: 'converted',
        amount: 75,
        ended_at: '2026-11-20T10:00:00Z',
      }),
      bonus({
        id: 298,
        kind: 'free_spins',
        step: null,
        status: 'expired',
        amount: 40,
        ended_at: '2026-11-19T10:00:00Z',
      }),
    ],
  };
  const api = fakeApi({
    'GET /api/v2/bonuses': () => ({ body: { data: state.list } }),
    'POST /api/v2/bonuses/300/cancel': () => {
      const cancelled = { ...bonus(), status: 'forfeited', ended_at: new Date().toISOString() };
      state.list = [cancelled, ...state.list.slice(1)];
      return { body: { data: cancelled } };
    },
  });
  renderWithApp(
    <PlayerContext.Provider value={testPlayer({ loggedIn: true, currency: 'RUB', balance: 0 })}>
      <BonusAccount />
    </PlayerContext.Provider>,
    { fetch: api.fetch, token: 'own-token' },
  );
  return api;
}

describe('the bonus account', () => {
  it('shows an active bonus with its wagering, terms and expiry, and the ended ones', async () => {
    setup();
    const active = await screen.findByRole('heading', { name: 'Активные бонусы' });
    const card = active.closest('section') as HTMLElement;
    const bar = within(card).getByRole('progressbar', { name: 'Прогресс отыгрыша' });
    expect(bar).toHaveAttribute('value', '33.2');
    expect(plain(within(card).getByText(/^Отыграно/).textContent)).toBe(
      'Отыграно 11 650 ₽ из 35 000 ₽ 33,2%',
    );
    expect(within(card).getByText('Ставка засчитывается до 500 ₽')).toBeVisible();
    expect(within(card).getByText('Рулетка: засчитывается 20% ставки')).toBeVisible();
    expect(within(card).queryByText(/Кости/)).toBeNull();
    expect(within(card).getByRole('timer')).toBeVisible();
    const past = screen.getByRole('heading', { name: 'Прошлые бонусы' }).closest('section');
    expect(within(past as HTMLElement).getByText('Переведён на баланс')).toBeVisible();
    expect(within(past as HTMLElement).getByText(/Выигрыш с фриспинов/)).toBeVisible();
  });

  it('cancels after a confirmation that says what is lost, then shows it ended', async () => {
    const api = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Отказаться от бонуса' }));
    const confirm = screen.getByRole('group', {
      name: /^Отказаться от бонуса\? 1\s000\s₽ спишется с бонусного счёта, прогресс отыгрыша пропадёт\.$/,
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Оставить' }));
    expect(api.calls('POST /api/v2/bonuses/300/cancel')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Отказаться от бонуса' }));
    fireEvent.click(screen.getByRole('button', { name: 'Да, отказаться' }));
    await waitFor(() => expect(api.calls('POST /api/v2/bonuses/300/cancel')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Активные бонусы' })).toBeNull(),
    );
    expect(screen.getByText('Отменён')).toBeVisible();
  });
});

describe('a promo code', () => {
  it('says what a code gave, and refuses an unknown one under the field, keeping it', async () => {
    const api = fakeApi({
      'POST /api/v2/bonuses/promo': ({ body }) =>
        (body as { code: string }).code === 'SPINS50'
          ? { body: { data: { bonus: null, free_spins: 50 } } }
          : {
              status: 422,
              body: { message: 'The given data was invalid.', errors: { code: ['promo.unknown'] } },
            },
    });
    renderWithApp(
      <PlayerContext.Provider value={testPlayer({ loggedIn: true, currency: 'RUB', balance: 0 })}>
        <PromoForm />
      </PlayerContext.Provider>,
      { fetch: api.fetch, token: 'own-token' },
    );
    const field = screen.getByLabelText('Код') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Применить' }));
    await screen.findByText('Такого промокода нет. Проверьте его и попробуйте снова.');
    expect(field.value).toBe('NOPE');
    fireEvent.change(field, { target: { value: 'SPINS50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect((await screen.findByRole('status')).textContent).toBe('Применено: фриспинов: 50.');
    expect(api.calls('POST /api/v2/bonuses/promo').map((c) => c.body)).toEqual([
      { code: 'NOPE' },
      { code: 'SPINS50' },
    ]);
  });
});
