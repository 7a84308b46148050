// The Welcome modal as a new player sees it: the free spins they got, what a
// first deposit brings (the billing data's offer) and the welcome pack, with
// a Deposit that opens PayIn.
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlayerContext } from '../../shared/domain/player.tsx';
import { useModals } from '../../shared/ui/modals.tsx';
import { bonusTerms } from '../../test/bonus-terms.ts';
import { fakeApi, loadMessages, renderWithApp, testPlayer } from '../../test/harness.tsx';
import WelcomeModal from './welcome-modal.tsx';

beforeAll(() => loadMessages('ru'));

/** The modal open now, as the host would render it. */
function Opened() {
  const { current } = useModals();
  return <p data-testid="open">{current?.name ?? 'none'}</p>;
}

describe('Welcome', () => {
  it('says what the player got and what the first deposit brings, and opens PayIn', async () => {
    const api = fakeApi({
      'GET /api/v2/billing/data': {
        body: {
          payments: {
            methods: [],
            bonus: {
              name: 'Первый депозит +100%',
              terms: bonusTerms(),
            },
          },
          'crypto-payments': [],
          'crypto-payouts': [],
        },
      },
      'GET /profile/freeSpins': {
        body: { data: [{ id: 700, game: { id: 1 }, expiration_at: '2030-01-01T00:00:00Z' }] },
      },
      'GET /api/v3/welcome-pack/get-welcome-packs-guest': {
        body: { data: [{ publicTitle: 'Приветственный пакет: до 300% и 150 фриспинов' }] },
      },
    });
    renderWithApp(
      <PlayerContext.Provider value={testPlayer({ loggedIn: true, currency: 'RUB', balance: 0 })}>
        <WelcomeModal />
        <Opened />
      </PlayerContext.Provider>,
      { fetch: api.fetch, token: 'own-token' },
    );
    expect(
      await screen.findByRole('heading', { name: 'Добро пожаловать в Casino Star!' }),
    ).toBeVisible();
    await screen.findByText(/^Первый депозит: бонус \+100%, до 30\s000\s₽\.$/);
    await screen.findByText('Приветственный пакет: до 300% и 150 фриспинов');
    expect(screen.getByRole('link', { name: 'Посмотреть в бонусах' })).toHaveAttribute(
      'href',
      '/profile/bonuses',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Пополнить счёт' }));
    expect(screen.getByTestId('open').textContent).toBe('payIn');
  });
});
