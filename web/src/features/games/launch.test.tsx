// Slots for money need a logged-in player with a balance (or free spins on
// the game): a guest is asked to log in, a player without money to pay in
// (the demo offered meanwhile), and a funded player gets the game in its
// frame; a player on a break is told until when play is closed.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlayerContext } from '../../shared/domain/player.tsx';
import {
  fakeApi,
  loadMessages,
  renderWithApp,
  TEST_GAME,
  testPlayer,
} from '../../test/harness.tsx';
import { limitsAnswer, timeoutRestriction } from '../../test/responsible.ts';
import { GameLaunchPage } from './components/game-frame.tsx';

const player = (balance: number) => testPlayer({ loggedIn: true, currency: 'RUB', balance });
const launchApi = () =>
  fakeApi({ 'POST /games/book-of-dead/play': { body: { url: 'https://games.test/book?s=1' } } });
const route = '/games/slots/:slot/play';
const path = '/games/slots/book-of-dead/play';

beforeAll(() => loadMessages('ru'));

describe('playing a slot for money', () => {
  it('asks a guest to log in or play the demo, and launches nothing', async () => {
    const api = launchApi();
    renderWithApp(<GameLaunchPage kind="slots" mode="play" />, { fetch: api.fetch, path, route });
    expect(await screen.findByText(/Войдите, чтобы играть на деньги/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe(`${path}?login`);
    expect(screen.getByRole('link', { name: 'Демо' }).getAttribute('href')).toBe(
      '/games/slots/book-of-dead/demo',
    );
    expect(api.calls('POST /games/book-of-dead/play')).toEqual([]);
  });

  it('offers a player without money the deposit and the demo', async () => {
    const api = launchApi();
    renderWithApp(
      <PlayerContext.Provider value={player(0)}>
        <GameLaunchPage kind="slots" mode="play" />
      </PlayerContext.Provider>,
      { fetch: api.fetch, path, route, token: 't' },
    );
    expect(await screen.findByText(/Пополните баланс, чтобы играть на деньги/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Пополнить' }).getAttribute('href')).toBe(
      `${path}?deposit`,
    );
    expect(screen.getByRole('link', { name: 'Демо' }).getAttribute('href')).toBe(
      '/games/slots/book-of-dead/demo',
    );
    expect(api.calls('POST /games/book-of-dead/play')).toEqual([]);
  });

  it('launches the game in its frame for a player with a balance', async () => {
    const api = launchApi();
    const { container } = renderWithApp(
      <PlayerContext.Provider value={player(150)}>
        <GameLaunchPage kind="slots" mode="play" />
      </PlayerContext.Provider>,
      { fetch: api.fetch, path, route, token: 't' },
    );
    await waitFor(() =>
      expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
        'https://games.test/book?s=1',
      ),
    );
    expect(api.calls('POST /games/book-of-dead/play')).toHaveLength(1);
  });

  it('opens the game full screen from its button, where the browser allows it', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    const requested: Element[] = [];
    const original = HTMLElement.prototype.requestFullscreen;
    HTMLElement.prototype.requestFullscreen = async function (this: HTMLElement) {
      requested.push(this);
    };
    try {
      const { container } = renderWithApp(
        <PlayerContext.Provider value={player(150)}>
          <GameLaunchPage kind="slots" mode="play" />
        </PlayerContext.Provider>,
        { fetch: launchApi().fetch, path, route, token: 't' },
      );
      fireEvent.click(await screen.findByRole('button', { name: 'На весь экран' }));
      expect(requested).toEqual([container.querySelector('iframe')?.parentElement]);
    } finally {
      HTMLElement.prototype.requestFullscreen = original;
      Reflect.deleteProperty(document, 'fullscreenEnabled');
    }
  });

  it('launches it for a player without money who has free spins on this game, not on another', async () => {
    const catalog = {
      body: {
        data: [{ ...TEST_GAME, id: 1, slug: 'book-of-dead', title: 'Book of Dead' }],
        meta: { page: 1, per_page: 100, total: 1 },
        providers: [],
        categories: [],
      },
    };
    for (const [spinsOn, launched] of [
      [1, true],
      [2, false],
    ] as const) {
      const api = fakeApi({
        'POST /games/book-of-dead/play': { body: { url: 'https://games.test/book?s=1' } },
        'GET /games/slots': catalog,
      });
      const { container, unmount } = renderWithApp(
        <PlayerContext.Provider value={player(0)}>
          <GameLaunchPage kind="slots" mode="play" freeSpinGames={new Set([spinsOn])} />
        </PlayerContext.Provider>,
        { fetch: api.fetch, path, route, token: 't' },
      );
      await screen.findByRole('heading', { name: /Book of Dead/ });
      if (launched) {
        await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
        expect(api.calls('POST /games/book-of-dead/play')).toHaveLength(1);
      } else {
        expect(await screen.findByText(/Пополните баланс, чтобы играть на деньги/)).toBeVisible();
        expect(api.calls('POST /games/book-of-dead/play')).toEqual([]);
      }
      unmount();
    }
  });

  it('shows a player on a break until when play is closed, with the way to withdraw', async () => {
    const api = fakeApi({
      'POST /games/book-of-dead/play': {
        status: 422,
        body: {
          message: 'On a break.',
          code: 'restricted_timeout',
          errors: { error: ['responsible.restricted_timeout'] },
          resets_at: null,
        },
      },
      'GET /responsible/limits': {
        body: limitsAnswer({ restriction: timeoutRestriction(7 * 86_400_000, '7d') }),
      },
    });
    const { container } = renderWithApp(
      <PlayerContext.Provider value={player(150)}>
        <GameLaunchPage kind="slots" mode="play" />
      </PlayerContext.Provider>,
      { fetch: api.fetch, path, route, token: 't' },
    );
    expect(await screen.findByText(/^У вас тайм-аут до .+вывод средств доступен\.$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Вывести' }).getAttribute('href')).toBe(
      `${path}?withdraw`,
    );
    expect(container.querySelector('iframe')).toBeNull();
  });
});
