// Demo play: the demo balance, the seeds and their rotation, a dice round
// from click to verification in the fairness panel.
import { hashSeed, verifyRound } from '@casino/sdk/fair';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlayerContext } from '../../../shared/player.tsx';
import { fakeApi, loadMessages, renderWithApp, testPlayer } from '../../../test/harness.tsx';
import DicePage from '../pages/dice-page.tsx';
import {
  DEMO_KEY,
  loadDemoState,
  newDemoState,
  rotateSeeds,
  settleRound,
  startingBalance,
  startRound,
} from './demo-state.ts';
import { freshDemoPerTest } from './test-demo.ts';

const memory = (value: string | null) => ({ getItem: () => value });

beforeAll(() => loadMessages('ru'));
freshDemoPerTest();

describe('demo state', () => {
  it('starts with 1000 smallest bets of each currency and fresh seeds', () => {
    expect([startingBalance('RUB'), startingBalance('USD'), startingBalance('KZT')]).toEqual([
      1000, 10, 5000,
    ]);
    const state = newDemoState();
    expect(state.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(state.serverSeedHash).toBe(hashSeed(state.serverSeed));
    expect(state.nonce).toBe(0);
  });

  it('settles rounds with nonces from 1, then rotation reveals the seed and resets the nonce', () => {
    let state = newDemoState();
    const first = {
      game: 'dice' as const,
      currency: 'RUB' as const,
      bet: 10,
      payout: 20,
      result: 60,
    };
    state = settleRound(state, first, 1);
    state = settleRound(state, { ...first, payout: 0 }, 2);
    expect(state.nonce).toBe(2);
    expect(state.balances.RUB).toBe(1000 - 10 + 20 - 10);
    expect(state.history.map((r) => r.nonce)).toEqual([2, 1]);
    expect(state.history.every((r) => r.serverSeed === undefined)).toBe(true);
    const old = state.serverSeed;
    const rotated = rotateSeeds(state, 'my seed');
    expect(rotated.nonce).toBe(0);
    expect(rotated.clientSeed).toBe('my seed');
    expect(rotated.serverSeed).not.toBe(old);
    expect(rotated.history.map((r) => r.serverSeed)).toEqual([old, old]);
  });

  it('a rotation forfeits a round left unfinished (its stake stays lost) and reveals it', () => {
    const state = { ...newDemoState(), nonce: 0 };
    const started = startRound(
      state,
      { game: 'miner', currency: 'RUB', bet: 10, result: [1, 2, 3] },
      1,
    );
    expect(started.history[0]?.pending).toBe(true);
    const rotated = rotateSeeds(started);
    expect(rotated.history[0]).toMatchObject({ payout: 0, serverSeed: state.serverSeed });
    expect(rotated.history[0]?.pending).toBeUndefined();
    expect(rotated.balances.RUB).toBe(990);
  });

  it('reads miner rounds stored under their old name, mines', () => {
    const round = { game: 'mines', nonce: 1, currency: 'RUB', bet: 10, payout: 0, result: [1] };
    const raw = JSON.stringify({ ...newDemoState(), history: [round, { ...round, game: 'dice' }] });
    expect(loadDemoState(memory(raw)).history.map((r) => r.game)).toEqual(['miner', 'dice']);
  });

  it('starts afresh from a malformed stored state', () => {
    for (const raw of [
      '{',
      'null',
      '{"serverSeed":"x"}',
      JSON.stringify({ ...newDemoState(), nonce: 'a' }),
    ]) {
      expect(loadDemoState(memory(raw)).nonce).toBe(0);
    }
  });
});

describe('dice in demo play', () => {
  const player = testPlayer();

  it('plays a round, rotates the seeds and verifies the round in the panel', () => {
    renderWithApp(
      <PlayerContext.Provider value={player}>
        <DicePage />
      </PlayerContext.Provider>,
      { fetch: fakeApi({}).fetch },
    );
    const hashBefore = screen.getByTestId('server-seed-hash').textContent;
    fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Бросить' }));
    const roll = Number(screen.getByTestId('round-result').textContent);
    expect(roll).toBeGreaterThanOrEqual(0);
    expect(roll).toBeLessThanOrEqual(100);
    expect(screen.getByTestId('nonce').textContent).toBe('1');
    const won = roll > 50.5;
    expect(screen.getByTestId('demo-balance').textContent).toMatch(won ? /1\s010\s₽/ : /990\s₽/);
    expect(screen.getByText('сид раскроется после смены')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Сменить сиды' }));
    expect(screen.getByTestId('nonce').textContent).toBe('0');
    expect(screen.getByTestId('server-seed-hash').textContent).not.toBe(hashBefore);

    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    const check = screen.getByText(/^Проверено/).closest('.fair__check') as HTMLElement;
    expect(check.textContent).toContain('Проверено');
    expect(check.textContent).toContain(String(roll));
    const stored = JSON.parse(localStorage.getItem(DEMO_KEY) ?? '{}');
    const round = stored.history[0];
    expect(round.serverSeedHash).toBe(hashBefore);
    expect(verifyRound('dice', { ...round, nonce: 1 }).result).toBe(roll);
    expect(within(check).getByText(/^casino fair verify --game dice/).textContent).toContain(
      `--nonce 1`,
    );
  });

  it('refuses a bet above the demo balance and keeps the balance', () => {
    renderWithApp(
      <PlayerContext.Provider value={player}>
        <DicePage />
      </PlayerContext.Provider>,
      { fetch: fakeApi({}).fetch },
    );
    fireEvent.change(screen.getByLabelText('Ставка, ₽'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Бросить' }));
    expect(screen.getByRole('alert').textContent).toContain('Демо-баланса не хватает');
    expect(screen.getByTestId('nonce').textContent).toBe('0');
    expect(screen.getByTestId('demo-balance').textContent).toMatch(/1\s000\s₽/);
  });
});
