// The home hero carousel as a visitor meets it: slides from the API answers
// (welcome pack title, running or next tournament) or from the messages, one
// slide readable at a time, previous/next/dots/arrows/swipe, the call-to-action
// links, and the automatic turn (paused on hover, stopped by the button, never
// under reduced motion).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WelcomePacks } from '../../features/bonuses/components/welcome-packs.tsx';
import { TournamentList } from '../../features/tournaments/components/tournament-list.tsx';
import { PlayerContext } from '../../shared/domain/player.tsx';
import { useResponsibleLimits } from '../../shared/domain/responsible.ts';
import { fakeApi, loadMessages, renderWithApp, testPlayer } from '../../test/harness.tsx';
import { limitsAnswer, timeoutRestriction } from '../../test/responsible.ts';
import { HERO_INTERVAL_MS, HomeHero } from './home-hero.tsx';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const iso = (ms: number) => new Date(NOW + ms).toISOString();

const running = {
  id: 17,
  title: 'Autumn Slots Race',
  status: 'active',
  starts_at: iso(-86_400_000),
  ends_at: iso(2 * 3_600_000),
  prize_pool: 1_000_000,
  currency: 'RUB',
};
const next = {
  id: 18,
  title: 'Crash Week',
  status: 'upcoming',
  starts_at: iso(3 * 86_400_000),
  ends_at: iso(7 * 86_400_000),
  prize_pool: 250_000,
  currency: 'KZT',
};
const later = { ...next, id: 19, title: 'Winter Cup', starts_at: iso(9 * 86_400_000) };

/** An API with a welcome pack and tournaments of each status (filtered by the status query). */
const api = (
  tournaments: object[] = [running, next],
  packs = [{ publicTitle: 'До 500% и 200 фриспинов' }],
) =>
  fakeApi({
    'GET /api/v3/welcome-pack/get-welcome-packs-guest': { body: { data: packs } },
    'GET /tournaments': (seen) => {
      const status = new URLSearchParams(seen.search).get('status');
      return {
        body: {
          data: tournaments.filter((t) => !status || (t as { status: string }).status === status),
        },
      };
    },
  });

/** The one slide a visitor can see and read. */
const visibleSlide = () => screen.getByRole('group');
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** matchMedia answering `reduce` for prefers-reduced-motion. */
function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

beforeAll(() => Promise.all([loadMessages('ru'), loadMessages('en')]));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('home hero', () => {
  // First in this file: the first page's gate (shared/lib/first-page.ts) opens once per page load.
  it('draws the picture of the slide in view, each other one once its slide is shown, and keeps it', () => {
    const fake = api();
    const { container } = renderWithApp(<HomeHero />, { fetch: fake.fetch });
    const pictures = () => container.querySelectorAll('.hero__art img').length;
    expect(pictures()).toBe(1);
    expect(visibleSlide().querySelector('.hero__art img')).not.toBeNull();
    // Decorative: nothing of it reaches assistive technology.
    expect(within(visibleSlide()).queryByRole('img')).toBeNull();
    press('Следующий слайд');
    expect(visibleSlide().querySelector('.hero__art img')).not.toBeNull();
    expect(pictures()).toBe(2);
    press('Предыдущий слайд');
    expect(pictures()).toBe(2);
  });

  it('shows the welcome pack and the running tournament from the API, one slide at a time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const fake = api();
    renderWithApp(<HomeHero />, { fetch: fake.fetch });
    const region = screen.getByRole('region', { name: 'Акции' });
    expect(region).toHaveAttribute('aria-roledescription', 'карусель');

    // The headline is the message (there with the first paint); the pack's title is the line under it.
    expect(screen.getByRole('heading', { name: 'Бонус на первые депозиты' })).toBeInTheDocument();
    expect(await within(visibleSlide()).findByText('До 500% и 200 фриспинов')).toBeVisible();
    // Only the slide in view is exposed: the others are inert and hidden.
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(visibleSlide()).toHaveAccessibleName('1 из 3');
    expect(visibleSlide()).toHaveAttribute('aria-roledescription', 'слайд');
    expect(within(visibleSlide()).getByRole('link', { name: 'Получить бонус' })).toHaveAttribute(
      'href',
      '/?signup',
    );

    press('Следующий слайд');
    expect(visibleSlide()).toHaveAccessibleName('2 из 3');
    const tournament = visibleSlide();
    expect(within(tournament).getByRole('heading', { name: 'Autumn Slots Race' })).toBeVisible();
    expect(tournament).toHaveTextContent(/Призовой фонд\s*1\s000\s000\s₽/);
    expect(tournament).toHaveTextContent('Закончится через 2:00:00');
    expect(within(tournament).getByRole('link', { name: 'Участвовать' })).toHaveAttribute(
      'href',
      '/tournament/17',
    );
    expect(screen.queryByRole('link', { name: 'Получить бонус' })).toBeNull();

    press('Следующий слайд');
    expect(visibleSlide()).toHaveAccessibleName('3 из 3');
    expect(within(visibleSlide()).getByRole('link', { name: 'Подробнее' })).toHaveAttribute(
      'href',
      '/vip-club',
    );

    // Next from the last comes back to the first; previous from the first goes to the last.
    press('Следующий слайд');
    expect(visibleSlide()).toHaveAccessibleName('1 из 3');
    press('Предыдущий слайд');
    expect(visibleSlide()).toHaveAccessibleName('3 из 3');

    // Dots pick a slide and mark the current one.
    press('Слайд 2: Турниры');
    expect(visibleSlide()).toHaveAccessibleName('2 из 3');
    expect(screen.getByRole('button', { name: 'Слайд 2: Турниры' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(
      screen.getByRole('button', { name: 'Слайд 1: Приветственный пакет' }),
    ).not.toHaveAttribute('aria-current');
  });

  it('asks the API once for what the sections below show too', async () => {
    const fake = api();
    renderWithApp(
      <>
        <HomeHero />
        <WelcomePacks />
        <TournamentList status="active" limit={3} />
      </>,
      { fetch: fake.fetch },
    );
    // The sections' lists render in a transition after the answer: wait for both places.
    await waitFor(() => expect(screen.getAllByText('До 500% и 200 фриспинов')).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByText('Autumn Slots Race')).toHaveLength(2));
    expect(fake.calls('GET /api/v3/welcome-pack/get-welcome-packs-guest')).toHaveLength(1);
    expect(fake.calls('GET /tournaments').map((s) => s.search)).toEqual(['?status=active']);
  });

  it('shows the next tournament when none is running, and a player goes to the bonuses', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const fake = api([later, next]);
    renderWithApp(
      <PlayerContext.Provider value={testPlayer({ loggedIn: true, currency: 'RUB' })}>
        <HomeHero />
      </PlayerContext.Provider>,
      { fetch: fake.fetch, path: '/en/', localeFromPath: true },
    );
    expect(
      await screen.findByRole('link', { name: 'See bonuses' }, { timeout: 5_000 }),
    ).toHaveAttribute('href', '/en/bonuses');
    press('Next slide');
    expect(
      await within(visibleSlide()).findByRole('heading', { name: 'Crash Week' }),
    ).toBeVisible();
    expect(visibleSlide()).toHaveTextContent('Starts in 3d 00:00:00');
    expect(within(visibleSlide()).getByRole('link', { name: 'Take part' })).toHaveAttribute(
      'href',
      '/en/tournament/18',
    );
    expect(fake.calls('GET /tournaments').map((s) => s.search)).toEqual([
      '?status=active',
      '?status=upcoming',
    ]);
    press('Next slide');
    expect(within(visibleSlide()).getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/en/vip-club',
    );
  });

  it('during a time-out no slide offers anything', async () => {
    const fake = fakeApi({
      'GET /api/v3/welcome-pack/get-welcome-packs-guest': { body: { data: [] } },
      'GET /tournaments': { body: { data: [running] } },
      'GET /responsible/limits': { body: limitsAnswer({ restriction: timeoutRestriction() }) },
    });
    // The app's reality check asks for the limits of every player; the hero reads that answer.
    function LimitsAsked() {
      useResponsibleLimits();
      return null;
    }
    renderWithApp(
      <PlayerContext.Provider value={testPlayer({ loggedIn: true, currency: 'RUB' })}>
        <LimitsAsked />
        <HomeHero />
      </PlayerContext.Provider>,
      { fetch: fake.fetch, token: 'tok-1' },
    );
    await waitFor(() => expect(fake.calls('GET /responsible/limits')).toHaveLength(1));
    await waitFor(() => expect(within(visibleSlide()).queryByRole('link')).toBeNull());
    expect(within(visibleSlide()).getByRole('heading')).toBeVisible();
    press('Следующий слайд');
    expect(
      await within(visibleSlide()).findByRole('heading', { name: 'Autumn Slots Race' }),
    ).toBeVisible();
    expect(within(visibleSlide()).queryByRole('link')).toBeNull();
    press('Следующий слайд');
    expect(within(visibleSlide()).getByRole('heading')).toBeVisible();
    expect(within(visibleSlide()).queryByRole('link')).toBeNull();
  });

  it('falls back to its own messages when the API has nothing', async () => {
    const fake = fakeApi({
      'GET /api/v3/welcome-pack/get-welcome-packs-guest': { body: { data: [] } },
      'GET /tournaments': { body: { data: [] } },
    });
    renderWithApp(<HomeHero />, { fetch: fake.fetch });
    expect(
      await screen.findByRole('heading', { name: 'Бонус на первые депозиты' }),
    ).toBeInTheDocument();
    press('Следующий слайд');
    expect(
      await within(visibleSlide()).findByRole('heading', { name: 'Турниры с призовым фондом' }),
    ).toBeInTheDocument();
    expect(within(visibleSlide()).getByRole('link', { name: 'Все турниры' })).toHaveAttribute(
      'href',
      '/tournaments',
    );
  });

  it('keeps the headline and the button while the data loads', () => {
    const pending: typeof fetch = () => new Promise(() => undefined);
    renderWithApp(<HomeHero />, { fetch: pending });
    const slide = visibleSlide();
    expect(within(slide).getByRole('heading', { name: 'Бонус на первые депозиты' })).toBeVisible();
    expect(slide).toHaveTextContent('Приветственный пакет');
    expect(slide).not.toHaveTextContent('Дополнительные деньги и фриспины к первым пополнениям.');
    expect(within(slide).getByRole('link', { name: 'Получить бонус' })).toBeVisible();
  });

  it('turns every few seconds, but not under the pointer or once stopped', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithApp(<HomeHero />, { fetch: api().fetch });
    const region = screen.getByRole('region', { name: 'Акции' });
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS - 100));
    expect(visibleSlide()).toHaveAccessibleName('1 из 3');
    act(() => vi.advanceTimersByTime(100));
    expect(visibleSlide()).toHaveAccessibleName('2 из 3');

    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(3 * HERO_INTERVAL_MS));
    expect(visibleSlide()).toHaveAccessibleName('2 из 3');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(visibleSlide()).toHaveAccessibleName('3 из 3');

    press('Остановить смену слайдов');
    act(() => vi.advanceTimersByTime(3 * HERO_INTERVAL_MS));
    expect(visibleSlide()).toHaveAccessibleName('3 из 3');
    press('Запустить смену слайдов');
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(visibleSlide()).toHaveAccessibleName('1 из 3');

    // A tap is not a hover (a touch never "leaves"): the turn goes on.
    fireEvent.pointerEnter(region, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(visibleSlide()).toHaveAccessibleName('2 из 3');
  });

  it('never turns by itself for a visitor who asked for less motion', () => {
    preferReducedMotion();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithApp(<HomeHero />, { fetch: api().fetch });
    act(() => vi.advanceTimersByTime(5 * HERO_INTERVAL_MS));
    expect(visibleSlide()).toHaveAccessibleName('1 из 3');
    expect(screen.queryByRole('button', { name: 'Остановить смену слайдов' })).toBeNull();
    press('Следующий слайд');
    expect(visibleSlide()).toHaveAccessibleName('2 из 3');
  });

  it('turns with the arrow keys, moving focus along, and with a swipe', async () => {
    renderWithApp(<HomeHero />, { fetch: api().fetch });
    const region = screen.getByRole('region', { name: 'Акции' });
    const cta = screen.getByRole('link', { name: 'Получить бонус' });
    cta.focus();
    fireEvent.keyDown(cta, { key: 'ArrowRight' });
    expect(visibleSlide()).toHaveAccessibleName('2 из 3');
    expect(document.activeElement).toBe(within(visibleSlide()).getByRole('link'));
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(visibleSlide()).toHaveAccessibleName('1 из 3');

    const viewport = visibleSlide().parentElement?.parentElement as HTMLElement;
    const touch = { pointerType: 'touch', pointerId: 1 };
    fireEvent.pointerDown(viewport, { ...touch, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(viewport, { ...touch, clientX: 120, clientY: 110 });
    expect(visibleSlide()).toHaveAccessibleName('2 из 3');
    fireEvent.pointerDown(viewport, { ...touch, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(viewport, { ...touch, clientX: 300, clientY: 100 });
    expect(visibleSlide()).toHaveAccessibleName('1 из 3');
    // A short or mostly vertical move is a scroll, not a swipe.
    fireEvent.pointerDown(viewport, { ...touch, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(viewport, { ...touch, clientX: 250, clientY: 300 });
    expect(visibleSlide()).toHaveAccessibleName('1 из 3');
  });
});
