// What a visitor sees and which cookies change: the promo lookup and its
// failure, the guest countdown, its resets, super_bonus, the welcome-pack key
// and the waiting bonus. (The /bonuses and /vip-club pages: their tests in
// app/pages/.)
import { COOKIES } from '@casino/sdk';
import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Player, PlayerContext } from '../../shared/domain/player.tsx';
import { useResponsibleLimits } from '../../shared/domain/responsible.ts';
import { announceSignOut } from '../../shared/domain/session-events.ts';
import { readCookie, removeCookie, writeCookie } from '../../shared/lib/cookies.ts';
import {
  fakeApi,
  loadMessages,
  renderWithApp,
  routerPath,
  settle,
  testPlayer,
} from '../../test/harness.tsx';
import { limitsAnswer, timeoutRestriction } from '../../test/responsible.ts';
import { usePromoBonus, useWaitingBonus } from './api.ts';
import BonusStartUp from './bonus-start-up.tsx';
import { GuestBonusOffer } from './components/guest-bonus-offer.tsx';
import { WaitingBonus } from './components/waiting-bonus.tsx';
import { WelcomePacks } from './components/welcome-packs.tsx';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const guest = testPlayer();
const player = testPlayer({ loggedIn: true, currency: 'RUB', balance: 0 });

const as = (who: Player, ui: ReactNode) => (
  <PlayerContext.Provider value={who}>{ui}</PlayerContext.Provider>
);

const promoApi = () =>
  fakeApi({
    'GET /bonus-system/bonus/GOOD': {
      body: { data: { name: '50 free spins', expires_in: 259_200, region: null } },
    },
    'GET /bonus-system/bonus/BAD': { status: 404, body: { message: 'Not Found' } },
    'GET /api/v3/welcome-pack/get-welcome-packs-guest': {
      body: { data: [{ publicTitle: 'Up to 500%' }] },
    },
  });

/** The promo lookup as the start-up and the offer read it (the same cache): its answer or error kind. */
function PromoLookup() {
  const { data, error } = usePromoBonus();
  return <output>{`lookup: ${error ? error.kind : data ? 'answered' : 'waiting'}`}</output>;
}

/** Says so once the waiting bonus and the limits that WaitingBonus reads are in (the same cache). */
function WaitingBonusAnswered() {
  const bonus = useWaitingBonus();
  const limits = useResponsibleLimits();
  return bonus.data && limits.data ? <output>answered</output> : null;
}

beforeAll(() => loadMessages('ru'));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const rule of Object.values(COOKIES)) Cookies.remove(rule.name, { path: '/' });
});

describe('promo arrivals', () => {
  it('keeps a good promo in its cookie and shows its bonus with a 3-day countdown', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
    const api = promoApi();
    renderWithApp(
      as(
        guest,
        <>
          <BonusStartUp />
          <GuestBonusOffer />
        </>,
      ),
      { fetch: api.fetch, path: '/bonuses?promo=GOOD&utm_source=g' },
    );
    expect(await screen.findByText('Ваш промокод GOOD')).toBeVisible();
    expect(screen.getByText('50 free spins')).toBeVisible();
    expect(screen.getByRole('timer').textContent).toBe('3\u00a0дн.\u00a000:00:00');
    expect(readCookie(COOKIES.promo)).toBe('GOOD');
    expect(readCookie(COOKIES.regDepBonusExpireDate)).toBe(`promo:${NOW + 3 * DAY}`);
    expect(routerPath()).toBe('/bonuses?promo=GOOD&utm_source=g');
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer').textContent).toBe('2\u00a0дн.\u00a023:58:59');
  });

  it('clears a bad promo from the cookie and the address, keeping the rest of the query', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = promoApi();
    renderWithApp(as(guest, <BonusStartUp />), {
      fetch: api.fetch,
      path: '/games?promo=BAD&utm_source=g',
    });
    await waitFor(() => expect(routerPath()).toBe('/games?utm_source=g'));
    expect(readCookie(COOKIES.promo)).toBeUndefined();
    expect(api.calls('GET /bonus-system/bonus/BAD')).toHaveLength(1);
  });

  it('keeps the promo when the lookup gets no answer (network failure)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    renderWithApp(
      as(
        guest,
        <>
          <BonusStartUp />
          <PromoLookup />
        </>,
      ),
      { fetch: offline, path: '/?promo=GOOD' },
    );
    // The start-up has had the failure (and run its effects on it).
    await settle(() => screen.getByText('lookup: network'));
    expect(readCookie(COOKIES.promo)).toBe('GOOD');
    expect(routerPath()).toBe('/?promo=GOOD');
  });
});

describe('guest bonus countdown', () => {
  it('counts 7 days for the welcome pack without a promo, and renews it when it runs out', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
    writeCookie(COOKIES.regDepBonusExpireDate, `welcomePack:${NOW + 2_000}`);
    renderWithApp(as(guest, <GuestBonusOffer />), { fetch: promoApi().fetch });
    expect(await screen.findByText('Приветственный пакет для новых игроков')).toBeVisible();
    expect(screen.getByRole('timer').textContent).toBe('00:02');
    act(() => vi.advanceTimersByTime(2_000));
    await waitFor(() =>
      expect(screen.getByRole('timer').textContent).toBe('7\u00a0дн.\u00a000:00:00'),
    );
    expect(readCookie(COOKIES.regDepBonusExpireDate)).toBe(`welcomePack:${NOW + 2_000 + 7 * DAY}`);
  });

  it('is not shown to a logged-in player, even with a promo whose bonus is found', async () => {
    writeCookie(COOKIES.promo, 'GOOD');
    renderWithApp(
      as(
        player,
        <>
          <GuestBonusOffer />
          <PromoLookup />
        </>,
      ),
      { fetch: promoApi().fetch },
    );
    // The offer has had the promo's bonus (and run its effects on it).
    await settle(() => screen.getByText('lookup: answered'));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(readCookie(COOKIES.regDepBonusExpireDate)).toBeUndefined();
  });

  it('resets on logout and when the promo cookie becomes empty', async () => {
    writeCookie(COOKIES.promo, 'GOOD');
    renderWithApp(as(guest, <BonusStartUp />), { fetch: promoApi().fetch });
    writeCookie(COOKIES.regDepBonusExpireDate, `promo:${Date.now() + DAY}`);
    act(() => announceSignOut());
    expect(readCookie(COOKIES.regDepBonusExpireDate)).toBeUndefined();

    writeCookie(COOKIES.regDepBonusExpireDate, `promo:${Date.now() + DAY}`);
    act(() => removeCookie(COOKIES.promo));
    await waitFor(() => expect(readCookie(COOKIES.regDepBonusExpireDate)).toBeUndefined());
  });
});

describe('player bonuses', () => {
  it('keeps the profile super_bonus in its cookie for 6 months', async () => {
    const set = vi.spyOn(Cookies, 'set');
    renderWithApp(as({ ...player, superBonus: 'SUPER1' }, <BonusStartUp />), {
      fetch: promoApi().fetch,
    });
    await waitFor(() => expect(readCookie(COOKIES.superBonus)).toBe('SUPER1'));
    expect(set).toHaveBeenCalledWith(
      'super_bonus',
      'SUPER1',
      expect.objectContaining({ expires: 182.5 }),
    );
  });

  it('shows the waiting registration-and-deposit bonus with its countdown', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
    const api = fakeApi({
      'GET /bonus-system/bonus-activation/waiting-reg-and-dep': {
        body: { data: { name: 'Бонус 100%', expires_in: 3_600, region: 'RU' } },
      },
    });
    renderWithApp(as(player, <WaitingBonus />), { fetch: api.fetch, token: 't' });
    expect(await screen.findByText('Бонус 100%')).toBeVisible();
    expect(screen.getByRole('timer').textContent).toBe('1:00:00');
    // The countdown's clock starts in an effect after the bonus shows.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer').textContent).toBe('59:59');
  });

  it('loads the welcome packs again when the welcome-pack key is renewed (after a paid deposit)', async () => {
    const api = promoApi();
    renderWithApp(as(guest, <WelcomePacks />), { fetch: api.fetch });
    expect(await screen.findByText('Up to 500%')).toBeVisible();
    act(() => writeCookie(COOKIES.welcomePackTimestamp, '1'));
    await waitFor(() =>
      expect(api.calls('GET /api/v3/welcome-pack/get-welcome-packs-guest')).toHaveLength(2),
    );
  });
});

describe('during a time-out (no promotion reaches a player who asked for a break)', () => {
  const timeout = () => ({
    body: limitsAnswer({ restriction: timeoutRestriction(DAY) }),
  });

  it('hides the waiting bonus and its countdown', async () => {
    const api = fakeApi({
      'GET /bonus-system/bonus-activation/waiting-reg-and-dep': {
        body: { data: { name: 'Бонус 100%', expires_in: 3_600, region: 'RU' } },
      },
      'GET /responsible/limits': timeout(),
    });
    renderWithApp(
      as(
        player,
        <>
          <WaitingBonus />
          <WaitingBonusAnswered />
        </>,
      ),
      { fetch: api.fetch, token: 't' },
    );
    // WaitingBonus has had both answers (and run its effects on them).
    await settle(() => screen.getByText('answered'));
    expect(api.calls('GET /responsible/limits')).toHaveLength(1);
    expect(api.calls('GET /bonus-system/bonus-activation/waiting-reg-and-dep')).toHaveLength(1);
    expect(screen.queryByText('Бонус 100%')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('lists the welcome packs without the deposit button', async () => {
    const api = fakeApi({
      'GET /api/v3/welcome-pack/get-welcome-packs-guest': {
        body: { data: [{ publicTitle: 'Up to 500%' }] },
      },
      'GET /responsible/limits': timeout(),
    });
    renderWithApp(as(player, <WelcomePacks />), { fetch: api.fetch, token: 't' });
    expect(await screen.findByText('Up to 500%')).toBeVisible();
    await waitFor(() => expect(api.calls('GET /responsible/limits')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Пополнить' })).toBeNull());
  });
});
