// The player every page sees, and the cookies that follow the profile:
// activeCurrency, ajs_user_id, and what a VIP or a super bonus looks like;
// a profile answered 403 (a closed account) signs the player out, saying why.
import { COOKIES, createApiClient, createMemoryTokenStore } from '@casino/sdk';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { usePlayer } from '../shared/domain/player.tsx';
import { startProfile } from '../shared/domain/profile.ts';
import { readCookie, writeCookie } from '../shared/lib/cookies.ts';
import { Notifications } from '../shared/ui/notify.tsx';
import { fakeApi, renderWithApp, testProfile } from '../test/harness.tsx';
import { PlayerProvider } from './player-provider.tsx';

const profile = testProfile({
  id: 4217,
  name: 'Player',
  phone: null,
  balance: 12,
  bonus_balance: 3.5,
  total_balance: 15.5,
  currency: 'KZT',
  timezone: 'Asia/Almaty',
  premium: { status: true },
  region: 'KZ',
  super_bonus: 'SUPER7',
});

function Show() {
  const player = usePlayer();
  return <output data-testid="player">{JSON.stringify(player)}</output>;
}

/** The provider's player, shown as JSON, with the session's token if any. */
const renderPlayer = (fetch: typeof globalThis.fetch, token?: string) =>
  renderWithApp(
    <PlayerProvider>
      <Show />
    </PlayerProvider>,
    { fetch, token },
  );

afterEach(() => {
  for (const rule of Object.values(COOKIES)) Cookies.remove(rule.name, { path: '/' });
});

describe('PlayerProvider', () => {
  it('a stored session is pending until its profile answers, then a logged-in player', async () => {
    let answer: () => void = () => undefined;
    const profileIn = new Promise<void>((resolve) => (answer = resolve));
    const api = fakeApi({ 'GET /profile/user': { body: profile } });
    const fetch: typeof globalThis.fetch = async (input, init) => {
      await profileIn;
      return api.fetch(input, init);
    };
    renderPlayer(fetch, 't');
    const shown = () => JSON.parse(screen.getByTestId('player').textContent ?? '');
    expect(shown()).toMatchObject({ loggedIn: false, pending: true });
    answer();
    await waitFor(() => expect(shown()).toMatchObject({ loggedIn: true, pending: false }));
  });

  it('a profile answered 403 signs the player out and says the account is closed', async () => {
    const api = fakeApi({
      'GET /profile/user': {
        status: 403,
        body: { message: 'This account is blocked.', code: 'account_blocked' },
      },
    });
    const { tokens } = renderWithApp(
      <PlayerProvider>
        <Show />
        <Notifications />
      </PlayerProvider>,
      { fetch: api.fetch, token: 't' },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Доступ к аккаунту закрыт, и вы вышли из него.',
    );
    expect(tokens.get()).toBeNull();
    expect(JSON.parse(screen.getByTestId('player').textContent ?? '').loggedIn).toBe(false);
    expect(api.calls('GET /profile/user')).toHaveLength(1);
  });

  it('gives pages the profile as a player and keeps activeCurrency and ajs_user_id', async () => {
    const api = fakeApi({ 'GET /profile/user': { body: profile } });
    renderPlayer(api.fetch, 't');
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('player').textContent ?? '')).toEqual({
        loggedIn: true,
        pending: false,
        currency: 'KZT',
        balance: 12,
        bonusBalance: 3.5,
        verification: { status: 'init', isNeed: false },
        premium: true,
        superBonus: 'SUPER7',
      }),
    );
    // The cookies follow in the commit's effects, which a deferred render runs after its paint.
    await waitFor(() => {
      expect(readCookie(COOKIES.activeCurrency)).toBe('KZT');
      expect(readCookie(COOKIES.ajsUserId)).toBe('4217');
    });
  });

  it('takes the profile call main.tsx started before the first render, without asking again', async () => {
    const api = fakeApi({ 'GET /profile/user': { body: profile } });
    startProfile(
      createApiClient({
        baseUrl: 'https://api.test',
        fetch: api.fetch,
        tokens: createMemoryTokenStore('t'),
      }),
    );
    renderPlayer(api.fetch, 't');
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('player').textContent ?? '').balance).toBe(12),
    );
    expect(api.calls('GET /profile/user')).toHaveLength(1);
  });

  it('a guest has no ajs_user_id (a stale one is removed)', async () => {
    writeCookie(COOKIES.ajsUserId, '99');
    renderPlayer(fakeApi({}).fetch);
    await waitFor(() => expect(readCookie(COOKIES.ajsUserId)).toBeUndefined());
    expect(JSON.parse(screen.getByTestId('player').textContent ?? '').loggedIn).toBe(false);
  });
  it('shows a balance another tab moved: that tab says the profile changed, this one asks again', async () => {
    let balance = 12;
    const api = fakeApi({ 'GET /profile/user': () => ({ body: { ...profile, balance } }) });
    renderPlayer(api.fetch, 't');
    const shown = () => JSON.parse(screen.getByTestId('player').textContent ?? '').balance;
    await waitFor(() => expect(shown()).toBe(12));
    // Another tab of the site: a round settled there.
    const otherTab = new BroadcastChannel('casino:profile');
    balance = 7.5;
    otherTab.postMessage('changed');
    await waitFor(() => expect(shown()).toBe(7.5));
    expect(api.calls('GET /profile/user')).toHaveLength(2);
    otherTab.close();
  });
});
