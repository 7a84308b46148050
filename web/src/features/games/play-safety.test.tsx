// Responsible play on an in-house game page: a player sees the session's
// elapsed time (ticking between answers) and net position with its sign; during
// a time-out the notice says until when and the game's controls are disabled;
// a guest sees the game as before.
import { act, fireEvent, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlayerContext } from '../../shared/domain/player.tsx';
import type { ResponsibleLimits } from '../../shared/domain/responsible.ts';
import {
  fakeApi,
  loadMessages,
  renderWithApp,
  settle,
  testPlayer,
  Witness,
} from '../../test/harness.tsx';
import { limitsAnswer } from '../../test/responsible.ts';
import { InHouseGamePage } from './components/in-house-game.tsx';

beforeAll(() => loadMessages('ru'));
afterEach(() => {
  vi.useRealTimers();
});

const limits = (restriction: unknown = null) =>
  limitsAnswer({ restriction: restriction as ResponsibleLimits['restriction'] });
const period = { started_at: '2026-11-24T10:00:00.000Z', deposited: 0, wagered: 500, won: 650 };
const ACTIVITY = {
  currency: 'RUB',
  session: { ...period, elapsed_seconds: 65, net: 150 },
  day: { ...period, resets_at: '2026-11-25T00:00:00.000Z', net: 150 },
  week: { ...period, resets_at: '2026-11-30T00:00:00.000Z', net: 150 },
  month: { ...period, resets_at: '2026-12-01T00:00:00.000Z', net: 150 },
};

/** The dice page for a guest or a player (with `restriction`), and beside it `extra`. */
function setup(loggedIn: boolean, restriction: unknown = null, extra: ReactNode = null) {
  const api = fakeApi({
    'GET /responsible/limits': { body: limits(restriction) },
    'GET /responsible/activity': { body: ACTIVITY },
  });
  renderWithApp(
    <PlayerContext.Provider
      value={testPlayer(loggedIn ? { loggedIn: true, currency: 'RUB', balance: 100 } : {})}
    >
      <InHouseGamePage
        game="dice"
        board={
          <button type="button" className="button">
            Бросить
          </button>
        }
      />
      {extra}
    </PlayerContext.Provider>,
    { fetch: api.fetch, token: loggedIn ? 'own-token' : undefined },
  );
  return api;
}

/** A board with its own state, to see whether it is remounted. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Счёт ${count}`}
    </button>
  );
}

/** A guest who logs in on the page. */
function LoggingIn() {
  const [loggedIn, setLoggedIn] = useState(false);
  return (
    <PlayerContext.Provider
      value={testPlayer(loggedIn ? { loggedIn: true, currency: 'RUB', balance: 100 } : {})}
    >
      <button type="button" onClick={() => setLoggedIn(true)}>
        Войти
      </button>
      <InHouseGamePage game="dice" board={<Counter />} />
    </PlayerContext.Provider>
  );
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('in-house game page and responsible play', () => {
  it("shows the session's time, ticking between answers, and its net position", async () => {
    // The clock moves only when the test moves it.
    vi.useFakeTimers();
    setup(true);
    const bar = await settle(() => screen.getByRole('region', { name: 'Эта сессия' }));
    expect(plain(bar.textContent)).toBe('Время в игре: 0:01:05Итог: +150 ₽');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(plain(bar.textContent)).toBe('Время в игре: 0:01:08Итог: +150 ₽');
    expect(screen.getByRole('button', { name: 'Бросить' })).toBeEnabled();
  });

  it('asks the net position again when a bet moves the balance', async () => {
    let net = 150;
    const api = fakeApi({
      'GET /responsible/limits': { body: limits() },
      'GET /responsible/activity': () => ({
        body: { ...ACTIVITY, session: { ...ACTIVITY.session, net } },
      }),
    });
    function Betting() {
      const [balance, setBalance] = useState(100);
      return (
        <PlayerContext.Provider value={testPlayer({ loggedIn: true, currency: 'RUB', balance })}>
          <InHouseGamePage
            game="dice"
            board={
              <button type="button" onClick={() => setBalance(balance - 20)}>
                Бросить
              </button>
            }
          />
        </PlayerContext.Provider>
      );
    }
    renderWithApp(<Betting />, { fetch: api.fetch, token: 'own-token' });
    const bar = await screen.findByRole('region', { name: 'Эта сессия' });
    expect(plain(bar.textContent)).toContain('Итог: +150 ₽');
    net = 130;
    fireEvent.click(screen.getByRole('button', { name: 'Бросить' }));
    await vi.waitFor(() => expect(plain(bar.textContent)).toContain('Итог: +130 ₽'));
    expect(api.calls('GET /responsible/activity')).toHaveLength(2);
  });

  it('during a time-out says until when, keeps withdrawals open and disables play', async () => {
    const until = new Date(Date.now() + 86_400_000).toISOString();
    setup(true, { kind: 'timeout', period: '24h', started_at: new Date().toISOString(), until });
    expect(await screen.findByText(/^У вас тайм-аут до .+вывод средств доступен\.$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Вывести' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Бросить' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Эта сессия' })).toBeNull();
  });

  it('shows a guest the game as before, asking nothing', async () => {
    const api = setup(false, null, <Witness />);
    expect(screen.getByRole('button', { name: 'Бросить' })).toBeEnabled();
    expect(await screen.findByText('witness: answered')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Эта сессия' })).toBeNull();
    expect(api.calls('GET /responsible/limits')).toHaveLength(0);
    expect(api.calls('GET /responsible/activity')).toHaveLength(0);
  });

  it('keeps the board (and a round being played) when the player logs in and the session bar appears', async () => {
    const api = fakeApi({
      'GET /responsible/limits': { body: limits() },
      'GET /responsible/activity': { body: ACTIVITY },
    });
    renderWithApp(<LoggingIn />, { fetch: api.fetch, token: 'own-token' });
    fireEvent.click(screen.getByRole('button', { name: 'Счёт 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await screen.findByRole('region', { name: 'Эта сессия' });
    expect(screen.getByRole('button', { name: 'Счёт 1' })).toBeEnabled();
  });
});
