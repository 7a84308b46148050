// /bonuses during a player's time-out: the notice of the break in place of
// every offer (no promotion reaches a player who asked for a break), so no
// welcome pack and no VIP club.
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Player, PlayerContext } from '../../shared/domain/player.tsx';
import {
  fakeApi,
  loadMessages,
  renderWithApp,
  testPlayer,
  testProfile,
} from '../../test/harness.tsx';
import { limitsAnswer, timeoutRestriction } from '../../test/responsible.ts';
import BonusesPage from './bonuses-page.tsx';

const DAY = 86_400_000;
const player = testPlayer({ loggedIn: true, currency: 'RUB', balance: 0 });

const as = (who: Player, ui: ReactNode) => (
  <PlayerContext.Provider value={who}>{ui}</PlayerContext.Provider>
);

beforeAll(() => loadMessages('ru'));

describe('during a time-out (no promotion reaches a player who asked for a break)', () => {
  const timeout = () => ({
    body: limitsAnswer({ restriction: timeoutRestriction(DAY) }),
  });

  it('the bonuses page shows the notice in place of every offer: no welcome pack, no VIP club', async () => {
    const api = fakeApi({
      'GET /profile/user': { body: testProfile() },
      'GET /bonus-system/bonus-activation/waiting-reg-and-dep': { body: { data: null } },
      'GET /api/v3/welcome-pack/get-welcome-packs-guest': {
        body: { data: [{ publicTitle: 'Up to 500%' }] },
      },
      'GET /responsible/limits': timeout(),
    });
    renderWithApp(as(player, <BonusesPage />), { fetch: api.fetch, token: 't' });
    expect(await screen.findByText(/^У вас тайм-аут до /)).toBeVisible();
    expect(screen.queryByText('Up to 500%')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Приветственный пакет' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'VIP-клуб' })).toBeNull();
  });
});
