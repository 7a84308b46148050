// The sportsbook in the page, against a fake API and a scripted live stream:
// the list's odds buttons fill the slip (one selection per event), the live
// list changes a score and a price in place and flashes the move, the slip
// counts the accumulator's odds and payout by the SDK's rules and places it
// with the player's odds-change choice, a refusal is said in the player's
// words and a moved price can be accepted, a guest is asked to log in, and
// an open bet is cashed out for its offer.
import { combinedOdds, payoutMinor } from '@casino/sdk';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerContext } from '../../shared/domain/player.tsx';
import { fakeApi, loadMessages, renderWithApp, testPlayer } from '../../test/harness.tsx';
import { ScriptedSource } from '../../test/scripted-source.ts';
import type { SportBet, SportEvent } from './api.ts';
import { BookLayout } from './components/book-layout.tsx';
import { EventList } from './components/event-list.tsx';
import { resetSlipForTests } from './slip.ts';

beforeAll(() => loadMessages('ru'));
beforeEach(() => {
  localStorage.clear();
  resetSlipForTests();
});
afterEach(() => vi.unstubAllGlobals());

/** The match result at `odds` (home, draw, away). */
const priced = ([home, draw, away]: readonly number[]): SportEvent['markets'][number] => ({
  id: '1x2',
  kind: '1x2',
  line: null,
  suspended: false,
  outcomes: [
    { key: '1', odds: home ?? 2 },
    { key: 'X', odds: draw ?? 3 },
    { key: '2', odds: away ?? 3 },
  ],
});

const event = (id: number, over: Partial<SportEvent> = {}): SportEvent => ({
  id,
  sport: 'football',
  league: { id: 'kz-premier', name: 'Казахстан. Премьер-лига' },
  home: `Хозяева ${id}`,
  away: `Гости ${id}`,
  starts_at: '2030-06-01T15:00:00Z',
  status: 'prematch',
  minute: null,
  score: null,
  period: null,
  period_score: null,
  markets: [priced([2.1, 3.4, 3.05])],
  ...over,
});

const SPORTS = { data: [] };

/** The list and slip as /betting shows them, for `player`. */
function Book({
  children,
  player,
}: {
  children: ReactNode;
  player: ReturnType<typeof testPlayer>;
}) {
  return (
    <PlayerContext.Provider value={player}>
      <BookLayout filter={{ status: 'prematch' }}>{children}</BookLayout>
    </PlayerContext.Provider>
  );
}

const PLAYER = testPlayer({ loggedIn: true, currency: 'RUB', balance: 1000 });
/** The desktop slip (the phone's sheet shows the same form). */
const slipPanel = () => within(document.querySelector('.book__slip') as HTMLElement);

describe('the sportsbook', () => {
  it('fills the slip from the odds, one selection per event, and counts the accumulator exactly', async () => {
    const api = fakeApi({
      'GET /betting/sports': { body: SPORTS },
      'GET /betting/events': { body: { data: [event(1), event(2)] } },
    });
    renderWithApp(
      <Book player={PLAYER}>
        <EventList filter={{ status: 'prematch' }} />
      </Book>,
      { fetch: api.fetch },
    );
    fireEvent.click(await screen.findByRole('button', { name: '1 2,10 — Хозяева 1' }));
    const [first] = screen.getAllByTestId('event-row');
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'X 3,40 — Ничья' }));
    // Another outcome of event 1 replaces its selection; event 2's joins.
    fireEvent.click(screen.getByRole('button', { name: '2 3,05 — Гости 1' }));
    fireEvent.click(screen.getByRole('button', { name: '2 3,05 — Гости 2' }));
    expect(slipPanel().getAllByTestId('slip-pick')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '1 2,10 — Хозяева 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    fireEvent.change(slipPanel().getByLabelText('Сумма ставки, RUB'), { target: { value: '100' } });
    const odds = combinedOdds([305, 305]);
    expect(slipPanel().getByTestId('slip-odds').textContent).toBe('9,30');
    expect(odds).toBe(930);
    expect(slipPanel().getByTestId('slip-payout').textContent).toBe(
      `${(payoutMinor(10_000, odds) / 100).toLocaleString('ru-RU')} ₽`.replace(/\s/g, '\u00a0'),
    );
  });

  it('places the accumulator with the odds-change choice, and says a refusal in the player’s words', async () => {
    let refuse = true;
    const placed: SportBet = {
      id: 77,
      stake: 50,
      currency: 'RUB',
      odds: 9.3,
      potential_payout: 465,
      status: 'open',
      payout: null,
      cash_out: null,
      placed_at: '2030-06-01T14:00:00Z',
      settled_at: null,
      selections: [],
    };
    const api = fakeApi({
      'GET /betting/sports': { body: SPORTS },
      'GET /betting/events': { body: { data: [event(1), event(2)] } },
      'GET /betting/events/1': {
        body: {
          data: event(1, { markets: [priced([2.1, 3.4, 3.2])] }),
        },
      },
      'GET /betting/events/2': { body: { data: event(2) } },
      'POST /betting/bets': () =>
        refuse
          ? {
              status: 422,
              body: {
                message: 'The given data was invalid.',
                errors: { selections: ['betting.odds_changed'] },
              },
            }
          : { body: { data: placed, balance: 950 } },
    });
    renderWithApp(
      <Book player={PLAYER}>
        <EventList filter={{ status: 'prematch' }} />
      </Book>,
      { fetch: api.fetch },
    );
    fireEvent.click(await screen.findByRole('button', { name: '2 3,05 — Гости 1' }));
    fireEvent.click(screen.getByRole('button', { name: '2 3,05 — Гости 2' }));
    fireEvent.change(slipPanel().getByLabelText('Сумма ставки, RUB'), { target: { value: '50' } });
    fireEvent.click(slipPanel().getByRole('button', { name: 'Сделать ставку' }));
    expect(
      await slipPanel().findByText(
        'Коэффициенты изменились. Проверьте их и сделайте ставку снова.',
      ),
    ).toBeVisible();
    expect(api.calls('POST /betting/bets')[0]?.body).toEqual({
      selections: [
        { event_id: 1, market_id: '1x2', outcome: '2', odds: 3.05 },
        { event_id: 2, market_id: '1x2', outcome: '2', odds: 3.05 },
      ],
      stake: 50,
      odds_change: 'none',
    });
    // The book's price now is shown beside the kept one, and can be accepted.
    expect(await slipPanel().findByText('Новый коэффициент: 3,20')).toBeVisible();
    fireEvent.click(slipPanel().getByRole('button', { name: 'Принять новые коэффициенты' }));
    fireEvent.change(slipPanel().getByLabelText('Если коэффициент изменится'), {
      target: { value: 'higher' },
    });
    refuse = false;
    fireEvent.click(slipPanel().getByRole('button', { name: 'Сделать ставку' }));
    expect(await slipPanel().findByText('Ставка принята')).toBeVisible();
    expect(api.calls('POST /betting/bets')[1]?.body).toMatchObject({
      selections: [
        { event_id: 1, odds: 3.2 },
        { event_id: 2, odds: 3.05 },
      ],
      odds_change: 'higher',
    });
    expect(slipPanel().queryAllByTestId('slip-pick')).toHaveLength(0);
  });

  it('checks the stake before any call, and asks a guest to log in', async () => {
    const api = fakeApi({
      'GET /betting/sports': { body: SPORTS },
      'GET /betting/events': { body: { data: [event(1)] } },
    });
    const { unmount } = renderWithApp(
      <Book player={testPlayer({ loggedIn: true, currency: 'RUB', balance: 20 })}>
        <EventList filter={{ status: 'prematch' }} />
      </Book>,
      { fetch: api.fetch },
    );
    fireEvent.click(await screen.findByRole('button', { name: '1 2,10 — Хозяева 1' }));
    const stake = slipPanel().getByLabelText('Сумма ставки, RUB');
    fireEvent.change(stake, { target: { value: '1,234' } });
    fireEvent.click(slipPanel().getByRole('button', { name: 'Сделать ставку' }));
    expect(
      slipPanel().getByText('Введите сумму числом, не больше двух знаков после запятой.'),
    ).toBeVisible();
    fireEvent.change(stake, { target: { value: '25' } });
    fireEvent.click(slipPanel().getByRole('button', { name: 'Сделать ставку' }));
    expect(slipPanel().getByText('На балансе недостаточно денег для этой ставки.')).toBeVisible();
    // What the player typed stays.
    expect(stake).toHaveValue('25');
    expect(api.calls('POST /betting/bets')).toHaveLength(0);
    unmount();

    renderWithApp(
      <Book player={testPlayer()}>
        <EventList filter={{ status: 'prematch' }} />
      </Book>,
      { fetch: api.fetch },
    );
    expect(
      await slipPanel().findByRole('link', { name: 'Войти и сделать ставку' }),
    ).toHaveAttribute('href', '/?login');
    expect(slipPanel().queryByRole('button', { name: 'Сделать ставку' })).toBeNull();
  });

  it('keeps a live list current: the score and a price change in place, and the move flashes', async () => {
    vi.stubGlobal('EventSource', ScriptedSource);
    const live = event(5, { status: 'live', minute: 12, score: [0, 0], period: 1 });
    const api = fakeApi({
      'GET /betting/sports': { body: SPORTS },
      'GET /betting/events': { body: { data: [live] } },
    });
    renderWithApp(
      <Book player={PLAYER}>
        <EventList filter={{ status: 'live', sport: 'football' }} />
      </Book>,
      { fetch: api.fetch },
    );
    await screen.findByText('12′');
    const source = await ScriptedSource.opened();
    expect(source.url).toBe('https://api.test/betting/live?lang=ru&sport=football');
    const scored = {
      ...live,
      minute: 31,
      score: [1, 0],
      markets: [priced([1.55, 3.9, 6.1])],
    };
    act(() => source.send({ type: 'snapshot', at: '2030-06-01T15:10:00Z', events: [live] }));
    act(() => source.send({ type: 'event', at: '2030-06-01T15:12:00Z', event: scored }));
    expect(screen.getByText('31′')).toBeVisible();
    expect(screen.getAllByTestId('event-score')[0]?.textContent).toBe('1');
    const home = screen.getByRole('button', { name: '1 1,55 — Хозяева 5' });
    expect(within(home).getByTestId('odds-price').className).toContain('odds__price--down');
    const away = screen.getByRole('button', { name: '2 6,10 — Гости 5' });
    expect(within(away).getByTestId('odds-price').className).toContain('odds__price--up');
  });
});
