// A round's line in "My bets" words its game's module's summary with the
// messages, for every game of the registry (the words as the players have
// always read them: the roll, the call, the pocket, the hits, the prize, the
// tiles numbered 1–25, the cards); and a move in a round played for money is
// the contract's call of that move, its fields as the body.
import {
  type EngineRound,
  type FairRound,
  hashSeed,
  MONEY_GAMES,
  type MoneyGame,
  minePositions,
  moveRound,
  openRound,
  type RoundMove,
  roundRecord,
} from '@casino/sdk/fair';
import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../../test/harness.tsx';
import { useMoveRound } from './api.ts';
import { MyBets } from './components/my-bets.tsx';

const NOW = '2026-11-23T10:00:00.000Z';
const seeds = { serverSeed: 'the revealed server seed', clientSeed: 'lucky', nonce: 2 };

/** A settled round of each game with these seeds: miner opens a mine, hilo guesses twice. */
const PLAYED: { [G in MoneyGame]: [inputs: unknown, line: string] } = {
  dice: [{ direction: 'over', target: 50.5 }, 'Выпало 15,41 (Больше 50,50)'],
  coinflip: [{ side: 'heads' }, 'Орёл (ваш выбор: Орёл)'],
  crash: [{ target: 1.5 }, 'Краш на ×6,42 (цель ×1,50)'],
  roulette: [
    {
      chips: [
        { kind: 'red', amount: 1 },
        { kind: 'straight', pocket: 27, amount: 0.5 },
      ],
    },
    'Выпало 5',
  ],
  keno: [{ picks: [30, 26, 1, 2] }, 'Угадано 2 из 4'],
  cases: [{ caseId: 'bronze' }, 'Монета'],
  miner: [{ mines: 3 }, 'Мины на клетках 4, 25, 1; открыты 4'],
  hilo: [{}, '♦4 ♣A ♠2'],
};

function settle(game: MoneyGame, inputs: unknown): FairRound {
  let round: EngineRound = openRound(game, inputs, 1000, seeds, 'RUB');
  if (game === 'miner') {
    const [mine] = minePositions(seeds, 3);
    round = moveRound(round, { kind: 'reveal', tile: mine as number }, seeds);
  }
  for (const guess of ['higherOrSame', 'lowerOrSame'] as const)
    if (round.status === 'active') round = moveRound(round, { kind: 'guess', guess }, seeds);
  if (round.status === 'active') round = moveRound(round, { kind: 'cashout' }, seeds);
  return roundRecord(round, {
    id: `r-${game}`,
    currency: 'RUB',
    seeds,
    serverSeedHash: hashSeed(seeds.serverSeed),
    revealed: true,
    createdAt: NOW,
    settledAt: NOW,
  });
}

beforeAll(() => loadMessages('ru'));

describe("a round's line in My bets", () => {
  it.each(MONEY_GAMES)('words a %s round from its module’s summary', async (game) => {
    const [inputs, line] = PLAYED[game];
    renderWithApp(<MyBets rounds={[settle(game, inputs)]} />, { fetch: fakeApi({}).fetch });
    const bets = screen.getByTestId('my-bets');
    await waitFor(() => expect(bets.textContent).toContain(` · ${line} → `));
  });

  it('says a round in play is in play, with no need of its module', () => {
    const active = roundRecord(openRound('miner', { mines: 3 }, 1000, seeds, 'RUB'), {
      id: 'r-active',
      currency: 'RUB',
      seeds,
      serverSeedHash: hashSeed(seeds.serverSeed),
      revealed: false,
      createdAt: NOW,
      settledAt: null,
    });
    renderWithApp(<MyBets rounds={[active]} />, { fetch: fakeApi({}).fetch });
    expect(screen.getByTestId('my-bets').textContent).toMatch(/идёт игра$/);
  });
});

describe('a move in a round played for money', () => {
  function Mover({ round, move }: { round: FairRound; move: RoundMove }) {
    const moveRound = useMoveRound();
    useEffect(() => {
      // The fake API answers 404: the call itself is what is checked.
      moveRound(round, move).catch(() => undefined);
    }, [moveRound, round, move]);
    return null;
  }

  it.each([
    ['miner', { kind: 'reveal', tile: 7 }, 'reveal', { tile: 7 }],
    ['miner', { kind: 'cashout' }, 'cashout', undefined],
    ['hilo', { kind: 'guess', guess: 'lowerOrSame' }, 'guess', { guess: 'lowerOrSame' }],
    ['hilo', { kind: 'cashout' }, 'cashout', undefined],
  ] as const)(
    '%s %s: POST /{game}/rounds/{roundId}/{move} with its fields',
    async (game, move, path, body) => {
      const round = { id: 'r-9', game } as FairRound;
      const api = fakeApi({});
      renderWithApp(<Mover round={round} move={move} />, { fetch: api.fetch });
      await waitFor(() => expect(api.seen.length).toBeGreaterThan(0));
      const [call] = api.seen;
      expect(call?.method).toBe('POST');
      expect(call?.path).toMatch(new RegExp(`/${game}/rounds/r-9/${path}$`));
      expect(call?.body).toEqual(body);
    },
  );
});
