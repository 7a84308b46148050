// Free spins as a player sees them: only active ones, the first in a widget
// with its game's title (from the slots catalog, the id when it is not there),
// a Play that opens that game's page (the catalog without it) and a live
// countdown, details and cancel on the profile bonuses tab.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Player, PlayerContext } from '../../shared/domain/player.tsx';
import { useResponsibleLimits, useStartTimeout } from '../../shared/domain/responsible.ts';
import { Notifications } from '../../shared/ui/notify.tsx';
import {
  fakeApi,
  loadMessages,
  renderWithApp,
  settle,
  testPlayer,
  Witness,
} from '../../test/harness.tsx';
import { limitsAnswer, timeoutRestriction } from '../../test/responsible.ts';
import { activeFreeSpins } from './active-free-spins.ts';
import { useFreeSpins } from './api.ts';
import { FreeSpinList } from './components/free-spin-list.tsx';
import FreeSpinWidget from './components/free-spin-widget.tsx';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const at = (ms: number) => new Date(NOW + ms).toISOString();
const player = testPlayer({ loggedIn: true, currency: 'RUB', balance: 0 });
const as = (who: Player, ui: ReactNode) => (
  <PlayerContext.Provider value={who}>{ui}</PlayerContext.Provider>
);

/** Says so once the spins the widget reads are in (the same cache). */
function SpinsAnswered() {
  return useFreeSpins().data ? <output>spins answered</output> : null;
}

beforeAll(() => loadMessages('ru'));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('activeFreeSpins', () => {
  it('keeps the not-yet-expired ones in order; malformed dates count as expired', () => {
    const spins = [
      { id: 1, game: { id: 10 }, expiration_at: at(-1) },
      { id: 2, game: { id: 20 }, expiration_at: at(60_000) },
      { id: 3, game: { id: 30 }, expiration_at: 'soon' },
      { id: 4, game: { id: 40 }, expiration_at: at(1) },
    ];
    expect(activeFreeSpins(spins, NOW).map((s) => s.id)).toEqual([2, 4]);
    expect(activeFreeSpins(spins, NOW + 60_000)).toEqual([]);
  });
});

describe('free-spin widget', () => {
  it("shows the first active spin's game and counts down, then the next one takes its place", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
    const api = fakeApi({
      'GET /profile/freeSpins': {
        body: {
          data: [
            { id: 7, game: { id: 1111 }, expiration_at: at(-5_000) },
            { id: 8, game: { id: 2222 }, expiration_at: at(3_000) },
            { id: 9, game: { id: 3333 }, expiration_at: at(90_000) },
          ],
        },
      },
    });
    renderWithApp(as(player, <FreeSpinWidget />), { fetch: api.fetch, token: 't' });
    expect(await screen.findByText('Игра №2222')).toBeVisible();
    expect(screen.getByRole('timer').textContent).toBe('00:03');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer').textContent).toBe('00:02');
    act(() => vi.advanceTimersByTime(2_000));
    await waitFor(() => expect(screen.getByText('Игра №3333')).toBeVisible());
    expect(screen.getByRole('timer').textContent).toBe('01:27');
    expect(screen.queryByText('Игра №2222')).toBeNull();
  });

  it('disappears when the last active spin runs out', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
    const api = fakeApi({
      'GET /profile/freeSpins': {
        body: { data: [{ id: 8, game: { id: 2222 }, expiration_at: at(2_000) }] },
      },
    });
    renderWithApp(as(player, <FreeSpinWidget />), { fetch: api.fetch, token: 't' });
    expect(await screen.findByText('Игра №2222')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Играть' }).getAttribute('href')).toBe('/games/slots');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer').textContent).toBe('00:01');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Игра №2222')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('hides at the press of Hide, on later visits too, and shows a new campaign', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
    // jsdom lays nothing out: a ResizeObserver that reports once, and a widget 120 px tall.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        readonly report: () => void;
        constructor(report: () => void) {
          this.report = report;
        }
        observe() {
          this.report();
        }
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
    const api = fakeApi({
      'GET /profile/freeSpins': {
        body: { data: [{ id: 41, game: { id: 4141 }, expiration_at: at(90_000) }] },
      },
    });
    const room = () => document.documentElement.style.getPropertyValue('--float-room');
    const view = renderWithApp(as(player, <FreeSpinWidget />), { fetch: api.fetch, token: 't' });
    expect(await screen.findByText('Игра №4141')).toBeVisible();
    // While it floats over the page's end, the page keeps room for it there.
    expect(room()).toMatch(/^\d+px$/);
    expect(Number.parseInt(room(), 10)).toBeGreaterThanOrEqual(120);
    fireEvent.click(screen.getByRole('button', { name: 'Скрыть' }));
    expect(screen.queryByText('Игра №4141')).toBeNull();
    expect(room()).toBe('');
    view.unmount();
    // Another page of the same visit: still hidden.
    renderWithApp(as(player, <FreeSpinWidget />), { fetch: api.fetch, token: 't' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText('Игра №4141')).toBeNull();
    // A later visit reads what the player hid.
    expect(JSON.parse(localStorage.getItem('hiddenFreeSpins') ?? '')).toContain(41);
    // A new campaign shows.
    cleanup();
    const next = fakeApi({
      'GET /profile/freeSpins': {
        body: { data: [{ id: 42, game: { id: 4242 }, expiration_at: at(90_000) }] },
      },
    });
    renderWithApp(as(player, <FreeSpinWidget />), { fetch: next.fetch, token: 't' });
    expect(await screen.findByText('Игра №4242')).toBeVisible();
  });

  it('goes the moment the player starts a time-out', async () => {
    const api = fakeApi({
      'GET /profile/freeSpins': {
        body: {
          data: [
            {
              id: 42,
              game: { id: 4242 },
              expiration_at: new Date(Date.now() + 90_000).toISOString(),
            },
          ],
        },
      },
      'GET /responsible/limits': { body: limitsAnswer() },
      'POST /responsible/timeout': { body: limitsAnswer({ restriction: timeoutRestriction() }) },
    });
    // The limits as the app's reality check asks for them, and a time-out started on the page.
    function TakeBreak() {
      useResponsibleLimits();
      const start = useStartTimeout();
      return (
        <button type="button" onClick={() => void start('24h')}>
          break
        </button>
      );
    }
    renderWithApp(
      as(
        player,
        <>
          <TakeBreak />
          <FreeSpinWidget />
        </>,
      ),
      { fetch: api.fetch, token: 't' },
    );
    expect(await screen.findByText('Игра №4242')).toBeVisible();
    await waitFor(() => expect(api.calls('GET /responsible/limits')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'break' }));
    await waitFor(() => expect(screen.queryByText('Игра №4242')).toBeNull());
    expect(api.calls('POST /responsible/timeout')).toHaveLength(1);
  });

  it('is hidden for a guest and without active spins', async () => {
    const api = fakeApi({
      'GET /profile/freeSpins': {
        body: { data: [{ id: 1, game: { id: 5 }, expiration_at: '2020-01-01T00:00:00Z' }] },
      },
    });
    renderWithApp(
      as(
        { ...player, loggedIn: false },
        <>
          <FreeSpinWidget />
          <Witness />
        </>,
      ),
      { fetch: api.fetch },
    );
    // A call the widget made as it mounted would be recorded once the witness has its answer.
    expect(await screen.findByText('witness: answered')).toBeVisible();
    expect(api.calls('GET /profile/freeSpins')).toEqual([]);
    cleanup();
    renderWithApp(
      as(
        player,
        <>
          <FreeSpinWidget />
          <SpinsAnswered />
        </>,
      ),
      { fetch: api.fetch, token: 't' },
    );
    // The widget has had the (expired) spins, and shows no countdown.
    await settle(() => screen.getByText('spins answered'));
    expect(api.calls('GET /profile/freeSpins')).toHaveLength(1);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe("a free spin's game title", () => {
  const game = (id: number, title: string) => ({
    id,
    slug: `game-${id}`,
    title,
    provider: 'Play',
    category: 'slots',
    image: `https://cdn.example.com/${id}.webp`,
    has_demo: true,
  });
  /** A catalog of `total` slots, ids from 1, served 100 to a page. */
  const catalog =
    (total: number, titleOf: (id: number) => string) => (seen: { search: string }) => {
      const query = new URLSearchParams(seen.search);
      const page = Number(query.get('page'));
      const perPage = Number(query.get('per_page'));
      const ids = Array.from({ length: total }, (_, i) => i + 1).slice(
        (page - 1) * perPage,
        page * perPage,
      );
      return {
        body: {
          data: ids.map((id) => game(id, titleOf(id))),
          meta: { page, per_page: perPage, total },
          providers: ['Play'],
          categories: ['slots'],
        },
      };
    };
  const spins = (gameId: number) => ({
    body: { data: [{ id: 8, game: { id: gameId }, expiration_at: '2099-01-01T00:00:00Z' }] },
  });

  it('shows the title from the catalog, read page by page until the game shows up', async () => {
    const api = fakeApi({
      'GET /profile/freeSpins': spins(150),
      'GET /games/slots': catalog(230, (id) => (id === 150 ? 'Sun of <b>Egypt</b>' : `Slot ${id}`)),
    });
    renderWithApp(as(player, <FreeSpinWidget />), { fetch: api.fetch, token: 't' });
    // A server string, shown as text.
    expect(await screen.findByText('Sun of <b>Egypt</b>')).toBeVisible();
    expect(screen.queryByText('Игра №150')).toBeNull();
    expect(api.calls('GET /games/slots').map((c) => c.search)).toEqual([
      '?page=1&per_page=100',
      '?page=2&per_page=100',
    ]);
    // Play opens that game's page, found by the slug the catalog gives.
    expect(screen.getByRole('link', { name: 'Играть' }).getAttribute('href')).toBe(
      '/games/slots/game-150/play',
    );
  });

  it("names the game and opens its page from the profile's list too, in the player's language", async () => {
    await loadMessages('en');
    const api = fakeApi({
      'GET /profile/freeSpins': spins(3),
      'GET /games/slots': catalog(30, (id) => `Slot ${id}`),
    });
    renderWithApp(as(player, <FreeSpinList />), {
      fetch: api.fetch,
      token: 't',
      path: '/en/profile/bonuses',
      localeFromPath: true,
    });
    expect(await screen.findByText('Slot 3')).toBeVisible();
    expect(screen.queryByText('Game #3')).toBeNull();
    expect(screen.getByRole('link', { name: 'Play' }).getAttribute('href')).toBe(
      '/en/games/slots/game-3/play',
    );
  });

  it('falls back to the id when the game is not in the catalog or the look-up fails', async () => {
    const api = fakeApi({
      'GET /profile/freeSpins': spins(999),
      'GET /games/slots': catalog(30, (id) => `Slot ${id}`),
    });
    renderWithApp(as(player, <FreeSpinList />), { fetch: api.fetch, token: 't' });
    await waitFor(() => expect(api.calls('GET /games/slots')).toHaveLength(1));
    expect(await screen.findByText('Игра №999')).toBeVisible();

    const failing = fakeApi({
      'GET /profile/freeSpins': spins(7),
      'GET /games/slots': { status: 500, body: { message: 'Server Error' } },
    });
    renderWithApp(as(player, <FreeSpinWidget />), { fetch: failing.fetch, token: 't' });
    expect(await screen.findByText('Игра №7')).toBeVisible();
    // Without its game, Play opens the slots catalog (the list's and the widget's).
    const plays = screen.getAllByRole('link', { name: 'Играть' });
    expect(plays.map((a) => a.getAttribute('href'))).toEqual(['/games/slots', '/games/slots']);
  });
});

describe('free spins on the profile bonuses tab', () => {
  const spin = { id: 412, game: { id: 3101 }, expiration_at: '2099-01-01T00:00:00Z' };

  it('opens the campaign details', async () => {
    const api = fakeApi({
      'GET /profile/freeSpins': { body: { data: [spin] } },
      'GET /api/freeSpinsCampaigns/412': {
        body: { data: { ...spin, spins: 50 } },
      },
    });
    renderWithApp(as(player, <FreeSpinList />), { fetch: api.fetch, token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Подробнее' }));
    expect(await screen.findByText('Вращений: 50')).toBeVisible();
  });

  it('cancels after a confirmation: the PUT goes to the campaign and the list reloads without it', async () => {
    let cancelled = false;
    const api = fakeApi({
      'GET /profile/freeSpins': () => ({ body: { data: cancelled ? [] : [spin] } }),
      'PUT /api/v2/freeSpinsCampaigns/cancel/412': () => {
        cancelled = true;
        return { body: { success: true } };
      },
    });
    render(<Notifications />);
    renderWithApp(as(player, <FreeSpinList />), { fetch: api.fetch, token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Отменить' }));
    expect(api.calls('PUT /api/v2/freeSpinsCampaigns/cancel/412')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Да, отменить' }));
    expect(await screen.findByText('У вас нет активных фриспинов.')).toBeVisible();
    // The notification renderer loads on the first notification.
    expect(
      (await screen.findByText('Фриспины отменены.', {}, { timeout: 5_000 })).closest(
        '[role="status"]',
      ),
    ).toBeVisible();
    expect(api.calls('PUT /api/v2/freeSpinsCampaigns/cancel/412')).toHaveLength(1);
    expect(api.calls('GET /profile/freeSpins')).toHaveLength(2);
  }, 20_000);

  it('keeps the spin when the player changes their mind or the cancel fails', async () => {
    const api = fakeApi({
      'GET /profile/freeSpins': { body: { data: [spin] } },
      'PUT /api/v2/freeSpinsCampaigns/cancel/412': {
        status: 409,
        body: { message: 'x', errors: { campaign: ['Campaign already started'] } },
      },
    });
    render(<Notifications />);
    renderWithApp(as(player, <FreeSpinList />), { fetch: api.fetch, token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Отменить' }));
    fireEvent.click(screen.getByRole('button', { name: 'Оставить' }));
    expect(api.calls('PUT /api/v2/freeSpinsCampaigns/cancel/412')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    fireEvent.click(screen.getByRole('button', { name: 'Да, отменить' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/v2/freeSpinsCampaigns/cancel/412')).toHaveLength(1),
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('Ошибка');
    expect(alert.textContent).toContain('Campaign already started');
    expect(await screen.findByRole('button', { name: 'Отменить' })).toBeVisible();
    expect(screen.getByText('Игра №3101')).toBeVisible();
    expect(api.calls('GET /profile/freeSpins')).toHaveLength(1);
  }, 20_000);
});
