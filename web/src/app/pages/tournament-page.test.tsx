// /tournament/{id} as a visitor sees it: prize places and the leaderboard
// (server text as text), the countdown of an upcoming one, no such
// tournament for a bad id or a 404, and a malformed answer that keeps the page.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../test/harness.tsx';
import { active, NOW, upcoming } from '../../test/tournaments.ts';
import TournamentPage from './tournament-page.tsx';

beforeAll(() => loadMessages('ru'));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('one tournament', () => {
  const route = '/tournament/:id';

  it('shows the prize places and the leaderboard, server text as text', async () => {
    const api = fakeApi({
      'GET /tournaments/17': {
        body: {
          data: {
            ...active,
            description: '<b>Spin</b> any slot',
            leaders: [
              { place: 1, player: 'Iv***ov', points: 15820 },
              { place: 2, player: 'As***ek', points: 12400 },
            ],
          },
        },
      },
    });
    renderWithApp(<TournamentPage />, { fetch: api.fetch, path: '/tournament/17', route });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Autumn Slots Race' }),
    ).toBeVisible();
    const [prizes, leaders] = screen.getAllByRole('table');
    expect(prizes?.textContent).toMatch(/1500\s000\s₽2300\s000\s₽/);
    expect(leaders?.textContent).toContain('Iv***ov15820');
    expect(screen.getByText('<b>Spin</b> any slot')).toBeVisible();
  });

  it('says there is no such tournament for a bad id or a 404, without a notification', async () => {
    const api = fakeApi({ 'GET /tournaments/99': { status: 404, body: { message: 'Not Found' } } });
    renderWithApp(<TournamentPage />, { fetch: api.fetch, path: '/tournament/99', route });
    expect(await screen.findByText('Такого турнира нет.')).toBeVisible();
    renderWithApp(<TournamentPage />, { fetch: api.fetch, path: '/tournament/abc', route });
    await waitFor(() => expect(screen.getAllByText('Такого турнира нет.')).toHaveLength(2));
    expect(api.calls('GET /tournaments/abc')).toEqual([]);
  });

  it('a malformed answer shows the load error with a retry instead of crashing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET /tournaments/17': { body: { data: null } },
      'GET /tournaments/18': { body: { data: { ...upcoming, status: 'paused' } } },
    });
    renderWithApp(<TournamentPage />, { fetch: api.fetch, path: '/tournament/17', route });
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeVisible();
    renderWithApp(<TournamentPage />, { fetch: api.fetch, path: '/tournament/18', route });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Повторить' })).toHaveLength(2),
    );
    expect(screen.queryByText('Crash Week')).toBeNull();
  });

  it('an upcoming tournament counts down to its start and has no leaderboard yet', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
    const api = fakeApi({
      'GET /tournaments/18': {
        body: { data: { ...upcoming, prizes: [{ place: 1, amount: 150_000 }] } },
      },
    });
    renderWithApp(<TournamentPage />, { fetch: api.fetch, path: '/tournament/18', route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crash Week' })).toBeVisible();
    expect(screen.getByText('Начнётся через').querySelector('time')?.textContent).toBe('01:30');
    expect(screen.getByRole('table').textContent).toMatch(/1150\s000\s₸/);
    expect(screen.queryByText('Таблица лидеров')).toBeNull();
    expect(screen.getByRole('link', { name: 'Все турниры' }).getAttribute('href')).toBe(
      '/tournaments',
    );
  });
});
