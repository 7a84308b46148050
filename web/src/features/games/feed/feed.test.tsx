// The live bets feed as a player sees it: the lists a stream makes
// (feedAfter), the feed under a game against a scripted stream (every bet,
// the high rollers' cut, a malformed event dropped), "My bets" from the
// player's own lists, and the home page's big wins.
import { hashSeed, openRound, roundRecord } from '@casino/sdk/fair';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlayerContext } from '../../../shared/domain/player.tsx';
import { fakeApi, loadMessages, renderWithApp, testPlayer } from '../../../test/harness.tsx';
import { ScriptedSource } from '../../../test/scripted-source.ts';
import BetFeed from './bet-feed.tsx';
import BigWins from './big-wins.tsx';
import { type FeedBet, feedAfter } from './use-bet-feed.ts';

beforeAll(() => loadMessages('ru'));
afterEach(() => vi.unstubAllGlobals());

const bet = (id: string, fields: Partial<FeedBet> = {}): FeedBet => ({
  id,
  game: 'dice',
  player: 'Ali•••',
  at: Date.UTC(2026, 10, 27, 12, 30, 5),
  currency: 'RUB',
  amount: 10,
  multiplier: 0,
  payout: 0,
  highRoller: false,
  bigWin: false,
  ...fields,
});

/** The feed's stream address. */
const FEED = /\/services\/general\/rounds\/live$/;

const EMPTY = { bets: [], highRollers: [], bigWins: [] };

describe('the feed lists', () => {
  it('take a snapshot whole, put a new bet first where it belongs, once, and keep 30', () => {
    const lists = feedAfter(EMPTY, {
      type: 'snapshot',
      serverTime: 1,
      bets: [bet('a')],
      highRollers: [],
      bigWins: [],
    });
    const big = bet('b', { highRoller: true, bigWin: true, multiplier: 12, payout: 120 });
    const after = feedAfter(lists, { type: 'bet', serverTime: 2, bet: big });
    expect(after.bets.map((b) => b.id)).toEqual(['b', 'a']);
    expect(after.highRollers.map((b) => b.id)).toEqual(['b']);
    expect(after.bigWins.map((b) => b.id)).toEqual(['b']);
    expect(feedAfter(after, { type: 'bet', serverTime: 3, bet: big }).bets).toHaveLength(2);
    let many = after;
    for (let i = 0; i < 40; i++)
      many = feedAfter(many, { type: 'bet', serverTime: 4, bet: bet(`n${i}`) });
    expect(many.bets).toHaveLength(30);
    expect(many.bets[0]?.id).toBe('n39');
    expect(many.highRollers.map((b) => b.id)).toEqual(['b']);
  });
});

describe('the feed under a game', () => {
  it('shows every bet as it settles, the high rollers apart, and drops a malformed event', async () => {
    vi.stubGlobal('EventSource', ScriptedSource);
    renderWithApp(<BetFeed />, { fetch: fakeApi({}).fetch });
    const source = await ScriptedSource.opened(FEED);
    expect(screen.getByText('Подключаемся к ленте…')).toBeVisible();
    source.send({
      type: 'snapshot',
      serverTime: 1,
      bets: [bet('dice-1'), bet('keno-2', { game: 'keno', player: 'Mad•••' })],
      highRollers: [],
      bigWins: [],
    });
    const table = screen.getByRole('table');
    expect(table.textContent).toContain('Ali•••');
    expect(table.textContent).toContain('Кено');
    source.send({
      type: 'bet',
      serverTime: 2,
      bet: bet('cb-3', {
        game: 'crash',
        player: 'Tim•••',
        amount: 2000,
        multiplier: 2.5,
        payout: 5000,
        highRoller: true,
      }),
    });
    const rows = screen.getAllByRole('row');
    // The header, then the newest first: ×2,50 and 5 000 ₽ in Russian.
    expect(rows[1]?.textContent).toContain('Tim•••');
    expect(rows[1]?.textContent).toContain('×2,50');
    expect(rows[1]?.textContent).toMatch(/5\s000\s₽/);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    source.send({ type: 'bet', serverTime: 3, bet: { id: 'x', player: '<b>Eve</b>' } });
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByText(/Eve/)).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Хайроллеры' }));
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('table').textContent).toContain('Tim•••');
    fireEvent.click(screen.getByRole('tab', { name: 'Мои ставки' }));
    expect(screen.getByText('Войдите, чтобы видеть здесь свои ставки.')).toBeVisible();
  });

  it('"My bets" shows the player\'s own rounds, crash bets and room stakes, newest first', async () => {
    vi.stubGlobal('EventSource', ScriptedSource);
    const seeds = { serverSeed: 'a server seed', clientSeed: 'c', nonce: 1 };
    const engine = openRound('dice', { direction: 'over', target: 50.5 }, 1000, seeds, 'RUB');
    const round = roundRecord(engine, {
      id: 'dice-9',
      currency: 'RUB',
      seeds,
      serverSeedHash: hashSeed(seeds.serverSeed),
      revealed: false,
      createdAt: '2026-11-27T12:00:00.000Z',
      settledAt: '2026-11-27T12:00:00.000Z',
    });
    const api = fakeApi({
      'GET /services/general/rounds': { body: { rounds: [round] } },
      'GET /services/crash/crash/live/bets': {
        body: {
          bets: [
            {
              id: 'cb-4',
              roundId: 'crash-1-4',
              roundNumber: 4,
              amount: 5,
              currency: 'RUB',
              autoCashOut: null,
              status: 'lost',
              cashedOutAt: null,
              payout: 0,
              crashPoint: 1.2,
              hash: 'a'.repeat(64),
              createdAt: '2026-11-27T12:05:00.000Z',
            },
          ],
        },
      },
      'GET /services/general/rooms/bets': { body: { bets: [] } },
    });
    renderWithApp(
      <PlayerContext.Provider value={testPlayer({ loggedIn: true, currency: 'RUB' })}>
        <BetFeed />
      </PlayerContext.Provider>,
      { fetch: api.fetch, token: 'tok' },
    );
    await ScriptedSource.opened(FEED);
    fireEvent.click(screen.getByRole('tab', { name: 'Мои ставки' }));
    const rows = await screen.findAllByRole('row');
    const players = rows.slice(1).map((r) => (r as HTMLTableRowElement).cells[1]?.textContent);
    expect(players).toEqual(['Вы', 'Вы']);
    expect(rows[1]?.textContent).toContain('Краш');
    expect(rows[2]?.textContent).toContain(`×${round.multiplier.toFixed(2).replace('.', ',')}`);
  });
});

describe('the big wins strip', () => {
  it('shows the big wins of the snapshot and each new one first', async () => {
    vi.stubGlobal('EventSource', ScriptedSource);
    renderWithApp(<BigWins />, { fetch: fakeApi({}).fetch });
    const source = await ScriptedSource.opened(FEED);
    source.send({ type: 'snapshot', serverTime: 1, bets: [], highRollers: [], bigWins: [] });
    expect(screen.getByText('Здесь появятся самые крупные выигрыши дня.')).toBeVisible();
    const win = bet('keno-7', { game: 'keno', multiplier: 50, payout: 500, bigWin: true });
    source.send({ type: 'bet', serverTime: 2, bet: win });
    source.send({ type: 'bet', serverTime: 3, bet: bet('dice-8') });
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(cards[0]?.textContent).toContain('×50,00');
    expect(cards[0]?.querySelector('a')?.getAttribute('href')).toBe('/games/keno');
  });
});
