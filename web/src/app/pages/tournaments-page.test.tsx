// /tournaments and /tournaments/{status} as a visitor sees them: status tabs,
// live countdowns, prize places, and failures that keep the page.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, loadMessages, renderWithApp, settle } from '../../test/harness.tsx';
import { active, finished, iso, NOW, upcoming } from '../../test/tournaments.ts';
import { LanguageSwitch } from '../layouts/language-switch.tsx';
import TournamentsPage from './tournaments-page.tsx';

/**
 * Waits, the fake clock still, until `count` clocks tick: each starts in an
 * effect after its list shows.
 */
const clocksRunning = (count: number) => settle(() => expect(vi.getTimerCount()).toBe(count));

/** The three tournaments, filtered by the status query as the API would. */

const byStatusApi = () =>
  fakeApi({
    'GET /tournaments': (seen) => {
      const status = new URLSearchParams(seen.search).get('status');
      const all = [active, upcoming, finished];
      return { body: { data: status ? all.filter((t) => t.status === status) : all } };
    },
  });

beforeAll(async () => {
  await loadMessages('ru');
  await loadMessages('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('tournaments', () => {
  it('each tab asks for its status; the cards count down to the start or the end', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
    const api = byStatusApi();
    renderWithApp(<TournamentsPage />, {
      fetch: api.fetch,
      path: '/tournaments/upcoming',
      route: '/tournaments/:status',
    });
    expect(await screen.findByText('Crash Week')).toBeVisible();
    await clocksRunning(1);
    expect(screen.queryByText('Autumn Slots Race')).toBeNull();
    expect(api.calls('GET /tournaments').map((s) => s.search)).toEqual(['?status=upcoming']);
    expect(screen.getByText('Начнётся через').querySelector('time')?.textContent).toBe('01:30');
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer').textContent).toBe('01:00');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Начинается')).toBeVisible();
  });

  it('shows every status with its clock and the prize places in the currency', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
    const api = fakeApi({ 'GET /tournaments': { body: { data: [finished, upcoming, active] } } });
    renderWithApp(<TournamentsPage />, { fetch: api.fetch, path: '/tournaments' });
    expect(await screen.findByText('Autumn Slots Race')).toBeVisible();
    expect(screen.getByText('Закончится через').querySelector('time')?.textContent).toBe('2:00:00');
    // Running first, then upcoming, then finished, whatever the API's order.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Autumn Slots Race',
      'Crash Week',
      'Summer Dice Cup',
    ]);
    // The finished one's badge, in the singular; no clock repeats it.
    expect(screen.getAllByText('Завершён')).toHaveLength(1);
    expect(screen.getByText(/1 место: 500\s000 ₽/)).toBeVisible();
    expect(screen.getByText(/1 место: \$?5\s?000/)).toBeVisible();
  });

  it('clicking a tab asks the API for that status and shows only its tournaments', async () => {
    const api = byStatusApi();
    renderWithApp(<TournamentsPage />, {
      fetch: api.fetch,
      path: '/tournaments',
      route: '/tournaments/:status?',
    });
    expect(await screen.findByText('Summer Dice Cup')).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: 'Завершены' }));
    // The finished tournaments' answer, once it is checked and shown (the old list goes first).
    await waitFor(() => {
      expect(screen.queryByText('Autumn Slots Race')).toBeNull();
      expect(screen.getByText('Summer Dice Cup')).toBeVisible();
    });
    expect(screen.getByRole('link', { name: 'Завершены' }).className).toContain('is-active');
    expect(api.calls('GET /tournaments').map((s) => s.search)).toEqual(['', '?status=finished']);
  });

  it('a running tournament counts down each second and the clock stops with the page', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
    const api = fakeApi({ 'GET /tournaments': { body: { data: [active, finished] } } });
    const view = renderWithApp(<TournamentsPage />, {
      fetch: api.fetch,
      path: '/tournaments/active',
      route: '/tournaments/:status',
    });
    expect(await screen.findByText('Autumn Slots Race')).toBeVisible();
    expect(screen.getByRole('timer').textContent).toBe('2:00:00');
    await clocksRunning(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer').textContent).toBe('1:59:59');
    // One clock for the running tournament; the finished one has none.
    expect(screen.getAllByRole('timer')).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the clock stops at zero instead of going negative', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
    const soon = { ...active, ends_at: iso(3_000) };
    const api = fakeApi({ 'GET /tournaments': { body: { data: [soon] } } });
    renderWithApp(<TournamentsPage />, { fetch: api.fetch, path: '/tournaments' });
    expect((await screen.findByRole('timer')).textContent).toBe('00:03');
    await clocksRunning(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Заканчивается')).toBeVisible();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a list with a malformed tournament shows the load error instead of crashing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET /tournaments': { body: { data: [active, { ...upcoming, prizes: 'soon' }] } },
    });
    renderWithApp(<TournamentsPage />, { fetch: api.fetch, path: '/tournaments' });
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeVisible();
    expect(screen.queryByText('Autumn Slots Race')).toBeNull();
  });

  it('an unknown status says so without asking the API', async () => {
    const api = fakeApi({});
    renderWithApp(<TournamentsPage />, {
      fetch: api.fetch,
      path: '/tournaments/nonsense',
      route: '/tournaments/:status',
    });
    expect(await screen.findByText(/Такого статуса турниров нет/)).toBeVisible();
    expect(api.calls('GET /tournaments')).toEqual([]);
  });

  it('the language switch brings the names in the new language: the API is asked again in it', async () => {
    const api = fakeApi({
      'GET /tournaments': (seen) => ({
        body: {
          data: [
            {
              ...active,
              title: seen.headers.get('Accept-Language') === 'en' ? 'Crash Week' : 'Неделя краша',
            },
          ],
        },
      }),
    });
    renderWithApp(
      <>
        <LanguageSwitch />
        <TournamentsPage />
      </>,
      { fetch: api.fetch, path: '/tournaments', localeFromPath: true },
    );
    expect(await screen.findByText('Неделя краша')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /^EN/ }));
    expect(await screen.findByText('Crash Week')).toBeVisible();
    expect(screen.queryByText('Неделя краша')).toBeNull();
    expect(api.calls('GET /tournaments').map((s) => s.headers.get('Accept-Language'))).toEqual([
      'ru',
      'en',
    ]);
  });
});
