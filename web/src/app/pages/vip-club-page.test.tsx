// /vip-club's join action: a guest is sent through registration with the VIP
// request ticked, a player's request goes out as request_type vip_page and is
// confirmed (the button stays when it fails), and a VIP sees their status.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Player, PlayerContext } from '../../shared/domain/player.tsx';
import { useModals } from '../../shared/ui/modals.tsx';
import { fakeApi, loadMessages, renderWithApp, testPlayer } from '../../test/harness.tsx';
import VipPage from './vip-club-page.tsx';

const guest = testPlayer();
const player = testPlayer({ loggedIn: true, currency: 'RUB', balance: 0 });

const as = (who: Player, ui: ReactNode) => (
  <PlayerContext.Provider value={who}>{ui}</PlayerContext.Provider>
);

beforeAll(() => loadMessages('ru'));

/** Shows which modal is open. */
function OpenModal() {
  const { current } = useModals();
  return <output data-testid="modal">{current ? JSON.stringify(current) : ''}</output>;
}

describe('VIP club', () => {
  it('sends a guest through registration with requestVIP', async () => {
    renderWithApp(
      as(
        guest,
        <>
          <VipPage />
          <OpenModal />
        </>,
      ),
      { fetch: fakeApi({}).fetch },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Вступить в VIP-клуб' }));
    expect(JSON.parse(screen.getByTestId('modal').textContent ?? '')).toEqual({
      name: 'register',
      props: { requestVIP: true },
    });
  });

  it('sends a player request with request_type vip_page and says it was sent', async () => {
    const api = fakeApi({ 'POST /api/v2/vip/join': { body: { success: true } } });
    renderWithApp(as(player, <VipPage />), { fetch: api.fetch, token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Подать заявку в VIP-клуб' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Заявка на вступление в VIP-клуб отправлена',
    );
    expect(api.calls('POST /api/v2/vip/join').map((s) => s.body)).toEqual([
      { request_type: 'vip_page' },
    ]);
  });

  it('keeps the button when the request fails', async () => {
    const api = fakeApi({
      'POST /api/v2/vip/join': { status: 500, body: { errors: { vip: ['server'] } } },
    });
    renderWithApp(as(player, <VipPage />), { fetch: api.fetch, token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Подать заявку в VIP-клуб' }));
    await waitFor(() => expect(api.calls('POST /api/v2/vip/join')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Подать заявку в VIP-клуб' })).toBeVisible();
    expect(screen.queryByText('Заявка на вступление в VIP-клуб отправлена')).toBeNull();
  });

  it('shows a VIP their status instead of a join button', async () => {
    renderWithApp(as({ ...player, premium: true }, <VipPage />), { fetch: fakeApi({}).fetch });
    expect((await screen.findByRole('status')).textContent).toBe('Вы участник VIP-клуба');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
