// Play on a game page: the demo state (the engine in the browser: balance in
// minor units, seeds, rounds as records, rotation), a dice round in demo play
// from click to verification in "My bets", and the same page for money
// through the dice service (the calls it sends, the round it shows, the
// deposit offered when the balance is short).
import { hashSeed, minePositions, openRound, roundRecord, verifyRecord } from '@casino/sdk/fair';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlayerContext } from '../../../shared/domain/player.tsx';
import { fakeApi, loadMessages, renderWithApp, testPlayer } from '../../../test/harness.tsx';
import { DemoGamePage } from './components/demo-game-page.tsx';
import { DiceBoard } from './components/dice-board.tsx';
import {
  loadDemoState,
  moveDemoRound,
  newDemoState,
  placeRound,
  rotateSeeds,
} from './demo-rounds.ts';
import { ShortBalanceError, startingBalance } from './demo-state.ts';
import { MODE_KEY } from './mode.ts';
import { freshDemoPerTest, storedDemo } from './test-demo.ts';

// The dice page as its route module (app/pages/dice-page.tsx) composes it.
const DicePage = () => (
  <DemoGamePage game="dice">
    <DiceBoard />
  </DemoGamePage>
);

const memory = (value: string | null) => ({ getItem: () => value, removeItem: () => undefined });
const NOW = new Date('2026-11-23T10:00:00Z');

beforeAll(() => loadMessages('ru'));
freshDemoPerTest();

describe('demo state', () => {
  it('starts with 1000 smallest bets of each currency (minor units) and fresh seeds', () => {
    expect([startingBalance('RUB'), startingBalance('USD'), startingBalance('KZT')]).toEqual([
      100_000, 1000, 500_000,
    ]);
    const state = newDemoState();
    expect(state.serverSeedHash).toBe(hashSeed(state.serverSeed));
    expect(state.nonce).toBe(0);
  });

  it('plays rounds with nonces from 1 as the services record them; rotation reveals the seed', () => {
    let state = newDemoState();
    const dice = { direction: 'over', target: 50.5 };
    const first = placeRound(state, 'dice', 'RUB', 1000, dice, NOW);
    state = placeRound(first.state, 'dice', 'RUB', 1000, dice, NOW).state;
    expect(state.nonce).toBe(2);
    const paid = state.history.reduce((sum, r) => sum + r.payout * 100, 0);
    expect(state.balances.RUB).toBe(100_000 - 2000 + Math.round(paid));
    expect(state.history.map((r) => r.nonce)).toEqual([2, 1]);
    expect(state.history.every((r) => r.serverSeed === null)).toBe(true);
    expect(JSON.stringify(state.history)).not.toContain(state.serverSeed);
    const old = state.serverSeed;
    const rotated = rotateSeeds(state, 'my seed');
    expect(rotated).toMatchObject({ nonce: 0, clientSeed: 'my seed' });
    expect(rotated.history.map((r) => r.serverSeed)).toEqual([old, old]);
    for (const round of rotated.history) expect(verifyRecord(round).verdict).toBe('verified');
  });

  it('holds a miner round in play with its mines hidden, and pays its cash-out', () => {
    const started = placeRound(newDemoState(), 'miner', 'RUB', 1000, { mines: 3 }, NOW);
    expect(started.round).toMatchObject({ status: 'active', result: null });
    expect(started.state.balances.RUB).toBe(99_000);
    const seeds = { ...started.state, nonce: 1 };
    const safe = [...Array(25).keys()].find((t) => !minePositions(seeds, 3).includes(t)) ?? 0;
    const opened = moveDemoRound(
      started.state,
      started.round.id,
      { kind: 'reveal', tile: safe },
      NOW,
    );
    const cashed = moveDemoRound(
      opened?.state ?? started.state,
      started.round.id,
      { kind: 'cashout' },
      NOW,
    );
    expect(cashed?.round.status).toBe('settled');
    expect(cashed?.state.balances.RUB).toBe(99_000 + Math.round((cashed?.round.payout ?? 0) * 100));
    expect(cashed?.state.active).toEqual([]);
  });

  it('refuses a stake above the demo balance and changes nothing', () => {
    const state = newDemoState();
    expect(() =>
      placeRound(state, 'dice', 'RUB', 100_001, { direction: 'over', target: 50 }, NOW),
    ).toThrow(ShortBalanceError);
  });

  it('starts afresh from a malformed stored state and drops rounds of another shape', () => {
    for (const raw of [
      '{',
      'null',
      '{"serverSeed":"x"}',
      JSON.stringify({ ...newDemoState(), nonce: 'a' }),
    ]) {
      expect(loadDemoState(memory(raw)).nonce).toBe(0);
    }
    const old = { ...newDemoState(), nonce: 3, history: [{ game: 'mines', nonce: 1 }] };
    const loaded = loadDemoState(memory(JSON.stringify(old)));
    expect(loaded.nonce).toBe(3);
    expect(loaded.history).toEqual([]);
  });
});

describe('dice in demo play', () => {
  const guest = testPlayer();

  const render = () =>
    renderWithApp(
      <PlayerContext.Provider value={guest}>
        <DicePage />
      </PlayerContext.Provider>,
      { fetch: fakeApi({}).fetch },
    );

  it('plays a round, rotates the seeds and verifies the round in My bets', async () => {
    render();
    // The demo's seeds come with its rounds' module, a moment after the page shows.
    await waitFor(() =>
      expect(screen.getByTestId('server-seed-hash').textContent).toMatch(/^[0-9a-f]{64}$/),
    );
    const hashBefore = screen.getByTestId('server-seed-hash').textContent;
    expect(screen.getByTestId('odds').textContent).toContain('Возврат игроку 99%');
    fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Бросить' }));
    await waitFor(() => expect(screen.getByTestId('nonce').textContent).toBe('1'));
    // The roll in Russian style, a decimal comma: 74,67.
    const shown = screen.getByTestId('round-result').textContent ?? '';
    expect(shown).toMatch(/^\d{1,3},\d\d$/);
    const roll = Number(shown.replace(',', '.'));
    const won = roll > 50.5;
    expect(screen.getByTestId('demo-balance').textContent).toMatch(won ? /1\s010\s₽/ : /990\s₽/);
    const bets = screen.getByTestId('my-bets');
    expect(within(bets).getByText('можно будет проверить, когда сид раскроется')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Сменить сиды' }));
    await waitFor(() => expect(screen.getByTestId('nonce').textContent).toBe('0'));
    expect(screen.getByTestId('server-seed-hash').textContent).not.toBe(hashBefore);

    fireEvent.click(
      within(screen.getByTestId('my-bets')).getByRole('button', { name: 'Проверить' }),
    );
    const check = (await screen.findByText('Этот раунд честный — проверено')).closest(
      '.fair__check',
    ) as HTMLElement;
    expect(check.textContent).toContain(shown);
    // The player's check, not a developer's: no command to run.
    expect(check.textContent).not.toContain('casino fair verify');
    const round = storedDemo().history[0];
    expect(round?.serverSeedHash).toBe(hashBefore);
    expect(round && verifyRecord(round).verdict).toBe('verified');
  });

  it('takes a client seed of the player for the next pair; refuses one the services would not, keeping it', async () => {
    render();
    const field = screen.getByLabelText('Клиентский сид для следующей пары сидов');
    fireEvent.change(field, { target: { value: 'мой сид' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Только латинские буквы, цифры и знаки, до 64.',
    );
    expect(
      (screen.getByRole('button', { name: 'Сменить сиды' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((field as HTMLInputElement).value).toBe('мой сид');
    fireEvent.change(field, { target: { value: 'my lucky seed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сменить сиды' }));
    await waitFor(() =>
      expect(screen.getByTestId('client-seed').textContent).toBe('my lucky seed'),
    );
  });

  it('refuses a bet above the demo balance and keeps the balance', async () => {
    render();
    fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Бросить' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Демо-баланса не хватает');
    expect(screen.getByTestId('nonce').textContent).toBe('0');
    expect(screen.getByTestId('demo-balance').textContent).toMatch(/1\s000\s₽/);
  });
});

describe('dice for money', () => {
  const player = testPlayer({ loggedIn: true, currency: 'RUB', balance: 100 });
  const seeds = { serverSeed: 'a server seed', clientSeed: 'c', nonce: 1 };
  const hash = hashSeed(seeds.serverSeed);

  function api(place: (body: unknown) => { status: number; body: unknown }) {
    return fakeApi({
      'GET /services/dice/dice/seeds': {
        body: { game: 'dice', serverSeedHash: hash, clientSeed: 'c', nonce: 0 },
      },
      'GET /services/general/rounds': { body: { rounds: [] } },
      'POST /services/dice/dice/rounds': (seen) => place(seen.body),
    });
  }

  const render = (fetch: typeof globalThis.fetch) =>
    renderWithApp(
      <PlayerContext.Provider value={player}>
        <DicePage />
      </PlayerContext.Provider>,
      { fetch, token: 'tok' },
    );

  it('plays for money by default, sends the stake and inputs to the dice service, shows its round', async () => {
    const engine = openRound('dice', { direction: 'over', target: 50.5 }, 1000, seeds, 'RUB');
    const round = roundRecord(engine, {
      id: 'dice-1',
      currency: 'RUB',
      seeds,
      serverSeedHash: hash,
      revealed: false,
      createdAt: NOW.toISOString(),
      settledAt: NOW.toISOString(),
    });
    const server = api(() => ({ status: 200, body: { round, balance: 90 + round.payout } }));
    render(server.fetch);
    expect(screen.getByRole('radio', { name: 'На деньги' })).toBeChecked();
    // The hash shown before play, behind "How it's checked".
    fireEvent.click(screen.getByText('Как это проверяется'));
    expect(await screen.findByText(hash)).toBeVisible();
    fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Бросить' }));
    await waitFor(() =>
      expect(screen.getByTestId('round-result').textContent).toBe(
        (round.result as { roll: number } | null)?.roll.toFixed(2).replace('.', ','),
      ),
    );
    expect(server.calls('POST /services/dice/dice/rounds')[0]?.body).toEqual({
      amount: 10,
      inputs: { direction: 'over', target: 50.5 },
    });
    expect(server.calls('POST /services/dice/dice/rounds')[0]?.headers.get('Authorization')).toBe(
      'Bearer tok',
    );
  });

  it('offers the deposit for a stake above the balance without asking the service, keeping the amount', async () => {
    const server = api(() => ({ status: 500, body: {} }));
    render(server.fetch);
    fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Бросить' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('На балансе не хватает денег');
    expect(within(alert).getByRole('link', { name: 'Пополнить' }).getAttribute('href')).toContain(
      'deposit',
    );
    expect((screen.getByLabelText('Ставка, ₽') as HTMLInputElement).value).toBe('500');
    expect(server.calls('POST /services/dice/dice/rounds')).toHaveLength(0);
  });

  it('offers the deposit when the service finds the balance short (another tab spent it)', async () => {
    const server = api(() => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { amount: ['balance.insufficient'] },
      },
    }));
    render(server.fetch);
    fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Бросить' }));
    expect((await screen.findByRole('alert')).textContent).toContain('На балансе не хватает денег');
    expect(server.calls('POST /services/dice/dice/rounds')).toHaveLength(1);
  });

  it('a bet the service refuses (above its limit) shows the translated reason', async () => {
    const server = api(() => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { amount: ['bet.max'] } },
    }));
    render(server.fetch);
    fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Бросить' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ставка больше максимальной для вашей валюты.',
    );
  });

  it('switches to demo play and remembers it', () => {
    render(api(() => ({ status: 500, body: {} })).fetch);
    fireEvent.click(screen.getByRole('radio', { name: 'Демо' }));
    expect(localStorage.getItem(MODE_KEY)).toBe('demo');
    expect(screen.getByTestId('demo-balance')).toBeVisible();
  });
});
