// The game services of the sandbox, called through its Hono app (no port):
// bet limits per currency, the balance never overdrawn even by concurrent
// rounds, miner and hilo rounds held server-side and settled by their moves,
// seed rotation, and the provably fair commitment (no answer or log line
// shows a server seed before its pair is rotated; afterwards every round
// verifies with the SDK's verifyRecord).
import { CURRENCIES, type CurrencyCode, currencyRules, fromMinor, toMinor } from '@casino/sdk';
import {
  casePrice,
  type FairRound,
  hashSeed,
  houseCase,
  MONEY_GAMES,
  type MoneyGame,
  minePositions,
  moveRound,
  openRound,
  verifyRecord,
} from '@casino/sdk/fair';
import { describe, expect, it } from 'vitest';
import { sandboxClient } from './test-client.ts';
import type { GameRound } from './world/games.ts';

function setup() {
  const { sandbox, call, log } = sandboxClient({}, { start: '2026-11-23T12:00:00Z', locale: null });
  /** Registers a player with `balance` (major units) credited, and gives its token and id. */
  const player = async (email: string, currency: string, balance: number) => {
    const answer = await call('POST', '/api/v2/auth/register/email', {
      body: { email, password: 'secret123', currency },
    });
    expect(answer.status).toBe(200);
    const token = answer.body.token as string;
    const found = sandbox.world.playerOf(token);
    if (!found) throw new Error('registered player not found');
    if (balance > 0) sandbox.world.move(found, 'deposit', toMinor(balance) ?? 0, 'test');
    return { token, id: found.id, state: found };
  };
  /** The world's record of a round (the test looks behind the API, e.g. at the secret seed). */
  const held = (id: string) => sandbox.world.games.rounds.find((r) => r.id === id) as GameRound;
  const seedsOf = (round: GameRound) => ({
    serverSeed: round.pair.serverSeed,
    clientSeed: round.pair.clientSeed,
    nonce: round.nonce,
  });
  const ledgerOf = (playerId: number) =>
    sandbox.world.ledger.filter((m) => m.playerId === playerId && m.kind !== 'deposit');
  return { sandbox, call, player, held, seedsOf, ledgerOf, log };
}

const dice = (amount: number) => ({ amount, inputs: { direction: 'under', target: 50 } });

describe('bet limits of the currency table', () => {
  it('RUB dice: below 1 and above 10000 are refused, 1 and 10000 are played', async () => {
    const { call, player } = setup();
    const { token } = await player('rub@example.com', 'RUB', 30_000);
    const low = await call('POST', '/dice/rounds', { token, body: dice(0.99) });
    expect(low).toMatchObject({ status: 422, body: { errors: { amount: ['bet.min'] } } });
    const high = await call('POST', '/dice/rounds', { token, body: dice(10_000.01) });
    expect(high).toMatchObject({ status: 422, body: { errors: { amount: ['bet.max'] } } });
    expect((await call('POST', '/dice/rounds', { token, body: dice(1) })).status).toBe(200);
    expect((await call('POST', '/dice/rounds', { token, body: dice(10_000) })).status).toBe(200);
  });

  it('KZT keno: the inferred limits 5–50000 apply', async () => {
    const { call, player } = setup();
    const { token } = await player('kzt@example.com', 'KZT', 100_000);
    const keno = (amount: number) => ({ amount, inputs: { picks: [1, 2, 3] } });
    expect((await call('POST', '/keno/rounds', { token, body: keno(5) })).status).toBe(200);
    expect((await call('POST', '/keno/rounds', { token, body: keno(50_000) })).status).toBe(200);
    expect((await call('POST', '/keno/rounds', { token, body: keno(4.99) })).body.errors).toEqual({
      amount: ['bet.min'],
    });
    expect(
      (await call('POST', '/keno/rounds', { token, body: keno(50_000.01) })).body.errors,
    ).toEqual({ amount: ['bet.max'] });
  });

  it("USD roulette: the chips' total is held to the table's 0.1, on the chips field", async () => {
    const { call, player } = setup();
    const { token } = await player('usd@example.com', 'USD', 100);
    const over = await call('POST', '/roulette/rounds', {
      token,
      body: {
        inputs: {
          chips: [
            { kind: 'red', amount: 0.06 },
            { kind: 'straight', pocket: 17, amount: 0.05 },
          ],
        },
      },
    });
    expect(over).toMatchObject({ status: 422, body: { errors: { chips: ['bet.max'] } } });
    const within = await call('POST', '/roulette/rounds', {
      token,
      body: {
        inputs: {
          chips: [
            { kind: 'red', amount: 0.05 },
            { kind: 'odd', amount: 0.05 },
          ],
        },
      },
    });
    expect(within.status).toBe(200);
    expect(within.body.round.amount).toBe(0.1);
  });

  it("cases have no table limits: the stake is the case's price in the player's currency", async () => {
    const { call, player } = setup();
    const { token, state } = await player('cases@example.com', 'KZT', 100_000);
    const answer = await call('POST', '/cases/rounds', {
      token,
      body: { inputs: { caseId: 'gold' } },
    });
    expect(answer.status).toBe(200);
    const price = casePrice(houseCase('gold') as NonNullable<ReturnType<typeof houseCase>>, 'KZT');
    expect(answer.body.round).toMatchObject({ amount: price, case: { slug: 'gold', price } });
    expect(answer.body.balance).toBe(state.balance / 100);
  });

  it("bad inputs get the engine's field and code; nothing moves", async () => {
    const { call, player, ledgerOf } = setup();
    const { token, id } = await player('inputs@example.com', 'RUB', 100);
    const chance = await call('POST', '/dice/rounds', {
      token,
      body: { amount: 10, inputs: { direction: 'over', target: 99.5 } },
    });
    expect(chance).toMatchObject({ status: 422, body: { errors: { target: ['round.target'] } } });
    const picks = await call('POST', '/keno/rounds', {
      token,
      body: { amount: 10, inputs: { picks: [1, 1] } },
    });
    expect(picks.body.errors).toEqual({ picks: ['round.picks'] });
    const amount = await call('POST', '/coinflip/rounds', {
      token,
      body: { amount: 1.005, inputs: { side: 'heads' } },
    });
    expect(amount.body.errors).toEqual({ amount: ['bet.amount'] });
    expect(ledgerOf(id)).toEqual([]);
    expect((await call('GET', '/dice/seeds', { token })).body.nonce).toBe(0);
  });
});

describe('every currency plays every game', () => {
  /** The body of a round of each game staking `amount` (roulette: one red chip; cases: the bronze case). */
  const BODIES: { [G in MoneyGame]: (amount: number) => object } = {
    roulette: (amount) => ({ inputs: { chips: [{ kind: 'red', amount }] } }),
    cases: () => ({ inputs: { caseId: 'bronze' } }),
    dice: (amount) => ({ amount, inputs: { direction: 'over', target: 50.5 } }),
    coinflip: (amount) => ({ amount, inputs: { side: 'tails' } }),
    crash: (amount) => ({ amount, inputs: { target: 2 } }),
    keno: (amount) => ({ amount, inputs: { picks: [7, 14, 21] } }),
    miner: (amount) => ({ amount, inputs: { mines: 3 } }),
    hilo: (amount) => ({ amount, inputs: {} }),
  };
  const bodyOf = (game: MoneyGame, amount: number) => BODIES[game](amount);

  it.each(Object.keys(CURRENCIES) as CurrencyCode[])(
    '%s: each game at its smallest and largest bet (SPEC.md or inferred), and nothing below',
    async (currency) => {
      const { call, player } = setup();
      const { token } = await player(
        `${currency.toLowerCase()}-all@example.com`,
        currency,
        1_000_000,
      );
      for (const game of MONEY_GAMES) {
        const limits = game === 'cases' ? null : currencyRules(currency).bets[game];
        if (limits) {
          expect(limits.min, `${currency} ${game} has a minimum`).not.toBeNull();
          expect(limits.max, `${currency} ${game} has a maximum`).not.toBeNull();
        }
        const ends = limits ? [limits.min as number, limits.max as number] : [0];
        for (const amount of ends) {
          const answer = await call('POST', `/${game}/rounds`, {
            token,
            body: bodyOf(game, amount),
          });
          expect(
            answer.status,
            `${currency} ${game} ${amount}: ${JSON.stringify(answer.body)}`,
          ).toBe(200);
          expect(answer.body.round).toMatchObject({ game, currency });
          if (answer.body.round.status === 'active') {
            // Settle a round held open, so the next one of the game may start.
            const id = answer.body.round.id;
            const end = game === 'miner' ? { tile: 0 } : { guess: 'higherOrSame' };
            const step = await call(
              'POST',
              `/${game}/rounds/${id}/${game === 'miner' ? 'reveal' : 'guess'}`,
              { token, body: end },
            );
            if (step.body.round.status === 'active')
              await call('POST', `/${game}/rounds/${id}/cashout`, { token });
          }
        }
        if (limits && (limits.min as number) > 0.01) {
          const below = fromMinor((toMinor(limits.min as number) ?? 0) - 1);
          const answer = await call('POST', `/${game}/rounds`, {
            token,
            body: bodyOf(game, below),
          });
          expect(answer.status, `${currency} ${game} below ${limits.min}`).toBe(422);
        }
      }
    },
  );
});

describe('the balance', () => {
  it('a stake larger than the balance is refused and nothing moves', async () => {
    const { call, player, ledgerOf, sandbox } = setup();
    const { token, id, state } = await player('short@example.com', 'RUB', 50);
    const answer = await call('POST', '/crash/rounds', {
      token,
      body: { amount: 50.01, inputs: { target: 2 } },
    });
    expect(answer).toEqual({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { amount: ['balance.insufficient'] },
      },
    });
    expect(state.balance).toBe(5000);
    expect(ledgerOf(id)).toEqual([]);
    expect(sandbox.world.games.rounds).toEqual([]);
    expect((await call('GET', '/crash/seeds', { token })).body.nonce).toBe(0);
  });

  it('50 concurrent dice rounds beyond the balance: never below zero, one bet per accepted round, one win per paying round', async () => {
    const { call, player, ledgerOf, sandbox } = setup();
    const { token, id, state } = await player('race@example.com', 'RUB', 30);
    const inputs = { direction: 'under' as const, target: 50 };
    // What the balance allows, from the secret seed: rounds take nonces 1, 2...
    // in the order they are accepted, and once one is refused none can follow.
    // Rotate until the pair gives both a win and a refusal, so both are tested.
    const allowed = () => {
      const pair = sandbox.world.games.seeds(state, 'dice');
      let balance = 3000;
      let accepted = 0;
      let wins = 0;
      while (accepted < 50 && balance >= 1000) {
        const seeds = {
          serverSeed: pair.serverSeed,
          clientSeed: pair.clientSeed,
          nonce: accepted + 1,
        };
        const round = openRound('dice', inputs, 1000, seeds, 'RUB');
        balance += round.payoutMinor - 1000;
        accepted++;
        if (round.payoutMinor > 0) wins++;
      }
      return { accepted, wins, balance };
    };
    let expected = allowed();
    while (expected.accepted === 50 || expected.wins === 0) {
      expect((await call('POST', '/dice/seeds/rotate', { token })).status).toBe(200);
      expected = allowed();
    }
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', '/dice/rounds', { token, body: dice(10) })),
    );
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 422);
    expect(accepted).toHaveLength(expected.accepted);
    expect(refused).toHaveLength(50 - expected.accepted);
    for (const answer of refused)
      expect(answer.body.errors).toEqual({ amount: ['balance.insufficient'] });
    const movements = ledgerOf(id);
    expect(movements.every((m) => m.balanceAfter >= 0)).toBe(true);
    const bets = movements.filter((m) => m.kind === 'bet');
    const wins = movements.filter((m) => m.kind === 'win');
    expect(bets).toHaveLength(accepted.length);
    expect(bets.every((m) => m.amount === -1000)).toBe(true);
    const paying = accepted.filter((a) => a.body.round.payout > 0);
    expect(wins).toHaveLength(paying.length);
    expect(wins).toHaveLength(expected.wins);
    // Each paying round has exactly one win of its payout, under its own reference.
    for (const answer of paying) {
      const own = wins.filter((m) => m.reference === `round:${answer.body.round.id}`);
      expect(own.map((m) => m.amount)).toEqual([toMinor(answer.body.round.payout)]);
    }
    const total = movements.reduce((sum, m) => sum + m.amount, 0);
    expect(state.balance).toBe(3000 + total);
    expect(state.balance).toBe(expected.balance);
  });
});

describe('miner and hilo rounds held by the sandbox', () => {
  it('miner: the stake leaves at the start, a cash-out brings exactly the payout back; an active round shows no mines', async () => {
    const { call, player, held, seedsOf, ledgerOf } = setup();
    const { token, id, state } = await player('miner@example.com', 'RUB', 100);
    const start = await call('POST', '/miner/rounds', {
      token,
      body: { amount: 10, inputs: { mines: 3 } },
    });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({
      round: { status: 'active', result: null, moves: { revealed: [] }, payout: 0 },
      balance: 90,
    });
    const round = held(start.body.round.id);
    const mines = minePositions(seedsOf(round), 3);
    expect(JSON.stringify(start.body)).not.toContain('"mines":[');
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((t) => !mines.includes(t));
    const again = await call('POST', '/miner/rounds', {
      token,
      body: { amount: 10, inputs: { mines: 3 } },
    });
    expect(again.body.errors).toEqual({ round: ['round.active'] });
    const early = await call('POST', `/miner/rounds/${round.id}/cashout`, { token });
    expect(early.body.errors).toEqual({ round: ['round.cashout'] });

    const first = await call('POST', `/miner/rounds/${round.id}/reveal`, {
      token,
      body: { tile: safe[0] },
    });
    expect(first.body.round).toMatchObject({ status: 'active', result: null });
    expect(first.body.round.multiplier).toBeGreaterThan(1);
    expect(first.body.balance).toBe(90);
    expect(JSON.stringify(first.body)).not.toContain('"mines":[');
    const twice = await call('POST', `/miner/rounds/${round.id}/reveal`, {
      token,
      body: { tile: safe[0] },
    });
    expect(twice.body.errors).toEqual({ tile: ['round.tile'] });
    await call('POST', `/miner/rounds/${round.id}/reveal`, { token, body: { tile: safe[1] } });
    const history = await call('GET', '/rounds?game=miner', { token });
    expect(history.body.rounds[0]).toMatchObject({ id: round.id, status: 'active', result: null });

    const cashout = await call('POST', `/miner/rounds/${round.id}/cashout`, { token });
    const payout = Math.floor(1000 * cashout.body.round.multiplier);
    expect(cashout.body.round).toMatchObject({
      status: 'settled',
      result: { mines },
      moves: { revealed: [safe[0], safe[1]] },
    });
    expect(toMinor(cashout.body.round.payout)).toBe(payout);
    expect(toMinor(cashout.body.balance)).toBe(10_000 - 1000 + payout);
    expect(state.balance).toBe(10_000 - 1000 + payout);
    expect(ledgerOf(id).map((m) => [m.kind, m.amount, m.reference])).toEqual([
      ['bet', -1000, `round:${round.id}`],
      ['win', payout, `round:${round.id}`],
    ]);
    const over = await call('POST', `/miner/rounds/${round.id}/reveal`, {
      token,
      body: { tile: safe[2] },
    });
    expect(over.body.errors).toEqual({ round: ['round.settled'] });
  });

  it('miner: a mine ends the round with nothing; no win is paid', async () => {
    const { call, player, held, seedsOf, ledgerOf } = setup();
    const { token, id, state } = await player('boom@example.com', 'RUB', 100);
    const start = await call('POST', '/miner/rounds', {
      token,
      body: { amount: 10, inputs: { mines: 5 } },
    });
    const round = held(start.body.round.id);
    const mines = minePositions(seedsOf(round), 5);
    const boom = await call('POST', `/miner/rounds/${round.id}/reveal`, {
      token,
      body: { tile: mines[2] },
    });
    expect(boom.body).toMatchObject({
      round: { status: 'settled', payout: 0, multiplier: 0, result: { mines } },
      balance: 90,
    });
    expect(state.balance).toBe(9000);
    expect(ledgerOf(id).map((m) => m.kind)).toEqual(['bet']);
  });

  it('hilo: a right guess keeps the round, a cash-out pays stake times the multiplier; a wrong guess ends it with nothing', async () => {
    const { call, player, held, seedsOf, ledgerOf } = setup();
    const { token, id, state } = await player('hilo@example.com', 'RUB', 100);
    const play = async (want: 'active' | 'settled') => {
      const start = await call('POST', '/hilo/rounds', { token, body: { amount: 10, inputs: {} } });
      expect(start.body.round).toMatchObject({ status: 'active', result: null });
      expect(start.body.round.moves.cards).toHaveLength(1);
      const round = held(start.body.round.id);
      const guess = (['higherOrSame', 'lowerOrSame'] as const).find(
        (g) => moveRound(round.engine, { kind: 'guess', guess: g }, seedsOf(round)).status === want,
      );
      return { round, guess };
    };
    // A right guess (one of the two always keeps the round: "or same").
    const right = await play('active');
    const guessed = await call('POST', `/hilo/rounds/${right.round.id}/guess`, {
      token,
      body: { guess: right.guess },
    });
    expect(guessed.body).toMatchObject({ round: { status: 'active', result: null }, balance: 90 });
    expect(guessed.body.round.moves.cards).toHaveLength(2);
    const cashout = await call('POST', `/hilo/rounds/${right.round.id}/cashout`, { token });
    const payout = Math.floor(1000 * cashout.body.round.multiplier);
    expect(cashout.body.round.status).toBe('settled');
    expect(toMinor(cashout.body.round.payout)).toBe(payout);
    expect(state.balance).toBe(10_000 - 1000 + payout);
    // A wrong guess, when the start card allows one.
    const wrong = await play('settled');
    if (wrong.guess) {
      const lost = await call('POST', `/hilo/rounds/${wrong.round.id}/guess`, {
        token,
        body: { guess: wrong.guess },
      });
      expect(lost.body.round).toMatchObject({ status: 'settled', payout: 0 });
      expect(state.balance).toBe(10_000 - 2000 + payout);
    } else {
      await call('POST', `/hilo/rounds/${wrong.round.id}/guess`, {
        token,
        body: { guess: 'higherOrSame' },
      });
    }
    const kinds = ledgerOf(id).map((m) => m.kind);
    expect(kinds.slice(0, 3)).toEqual(['bet', 'win', 'bet']);
    const bad = await call('POST', `/hilo/rounds/${wrong.round.id}/guess`, {
      token,
      body: { guess: 'sideways' },
    });
    expect(bad.status).toBe(422);
  });

  it('a round of another player, of another game or unknown is a 404; each game keeps its own active round', async () => {
    const { call, player } = setup();
    const one = await player('one@example.com', 'RUB', 100);
    const two = await player('two@example.com', 'RUB', 100);
    const miner = await call('POST', '/miner/rounds', {
      token: one.token,
      body: { amount: 10, inputs: { mines: 1 } },
    });
    const hilo = await call('POST', '/hilo/rounds', {
      token: one.token,
      body: { amount: 10, inputs: {} },
    });
    expect(hilo.status).toBe(200);
    const theirs = await call('POST', `/miner/rounds/${miner.body.round.id}/reveal`, {
      token: two.token,
      body: { tile: 0 },
    });
    expect(theirs).toMatchObject({ status: 404, body: { message: 'Round not found.' } });
    const otherGame = await call('POST', `/hilo/rounds/${miner.body.round.id}/cashout`, {
      token: one.token,
    });
    expect(otherGame.status).toBe(404);
    expect(
      (await call('POST', '/miner/rounds/miner-999/cashout', { token: one.token })).status,
    ).toBe(404);
    // The other player starts their own miner round meanwhile.
    const own = await call('POST', '/miner/rounds', {
      token: two.token,
      body: { amount: 10, inputs: { mines: 1 } },
    });
    expect(own.status).toBe(200);
  });
});

describe('seeds: rotation and the commitment', () => {
  it('rotation is refused while a round of the game is active, allowed once it ends', async () => {
    const { call, player } = setup();
    const { token } = await player('rotate@example.com', 'RUB', 100);
    const start = await call('POST', '/hilo/rounds', { token, body: { amount: 10, inputs: {} } });
    const refused = await call('POST', '/hilo/seeds/rotate', { token });
    expect(refused).toMatchObject({ status: 422, body: { errors: { round: ['round.active'] } } });
    // Another game's pair is free to rotate.
    expect((await call('POST', '/dice/seeds/rotate', { token })).status).toBe(200);
    const { round } = start.body;
    await call('POST', `/hilo/rounds/${round.id}/guess`, {
      token,
      body: { guess: 'higherOrSame' },
    });
    const status = (await call('GET', '/rounds?game=hilo', { token })).body.rounds[0].status;
    if (status === 'active') await call('POST', `/hilo/rounds/${round.id}/cashout`, { token });
    const rotated = await call('POST', '/hilo/seeds/rotate', {
      token,
      body: { clientSeed: 'my lucky seed' },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.current).toMatchObject({
      game: 'hilo',
      clientSeed: 'my lucky seed',
      nonce: 0,
    });
    expect(rotated.body.revealed.nonce).toBe(1);
    const badSeed = await call('POST', '/hilo/seeds/rotate', { token, body: { clientSeed: '' } });
    expect(badSeed.body.errors).toEqual({ clientSeed: ['round.client_seed'] });
  });

  it('no answer or log line shows a server seed before rotation; afterwards it hashes to the commitment and every round verifies', async () => {
    const { call, player, sandbox, log } = setup();
    const { token } = await player('fair@example.com', 'RUB', 10_000);
    const seen: string[] = [];
    const see = async (...args: Parameters<typeof call>) => {
      const answer = await call(...args);
      seen.push(JSON.stringify(answer.body));
      return answer;
    };
    const plays: Record<MoneyGame, unknown> = {
      dice: dice(10),
      coinflip: { amount: 10, inputs: { side: 'tails' } },
      crash: { amount: 10, inputs: { target: 1.5 } },
      roulette: {
        inputs: {
          chips: [
            { kind: 'black', amount: 10 },
            { kind: 'dozen', index: 2, amount: 5 },
          ],
        },
      },
      keno: { amount: 10, inputs: { picks: [3, 14, 15, 26, 40] } },
      cases: { inputs: { caseId: 'bronze' } },
      miner: { amount: 10, inputs: { mines: 2 } },
      hilo: { amount: 10, inputs: {} },
    };
    const games = Object.keys(plays) as MoneyGame[];
    const before = new Map<MoneyGame, string>();
    for (const game of games) {
      const seeds = await see('GET', `/${game}/seeds`, { token });
      before.set(game, seeds.body.serverSeedHash);
      for (let i = 0; i < 3; i++) {
        const placed = await see('POST', `/${game}/rounds`, { token, body: plays[game] });
        expect(placed.status).toBe(200);
        expect(placed.body.round).toMatchObject({ serverSeed: null, nonce: i + 1 });
        expect(placed.body.round.serverSeedHash).toBe(seeds.body.serverSeedHash);
        const { id } = placed.body.round;
        if (game === 'miner') {
          const step = await see('POST', `/miner/rounds/${id}/reveal`, {
            token,
            body: { tile: 12 },
          });
          if (step.body.round.status === 'active')
            await see('POST', `/miner/rounds/${id}/cashout`, { token });
        }
        if (game === 'hilo') {
          const step = await see('POST', `/hilo/rounds/${id}/guess`, {
            token,
            body: { guess: 'lowerOrSame' },
          });
          if (step.body.round.status === 'active')
            await see('POST', `/hilo/rounds/${id}/cashout`, { token });
        }
      }
      await see('GET', `/${game}/seeds`, { token });
    }
    await see('GET', '/rounds?limit=100', { token });
    seen.push(await (await sandbox.app.fetch(new Request('http://sandbox/_sandbox/state'))).text());
    const secrets = sandbox.world.games.pairs.map((p) => p.serverSeed);
    expect(secrets).toHaveLength(8);
    for (const secret of secrets) {
      for (const text of [...seen, ...log]) expect(text).not.toContain(secret);
    }

    for (const game of games) {
      const rotated = await call('POST', `/${game}/seeds/rotate`, { token });
      expect(rotated.status).toBe(200);
      const { serverSeed, serverSeedHash, nonce } = rotated.body.revealed;
      expect(hashSeed(serverSeed)).toBe(before.get(game));
      expect(serverSeedHash).toBe(before.get(game));
      expect(nonce).toBe(3);
      const { rounds } = (await call('GET', `/rounds?game=${game}`, { token })).body as {
        rounds: FairRound[];
      };
      expect(rounds.map((r) => r.nonce)).toEqual([3, 2, 1]);
      for (const round of rounds) {
        expect(round.serverSeed).toBe(serverSeed);
        expect(verifyRecord(round).verdict).toBe('verified');
      }
    }
    // The new pairs stay secret.
    const state = await (
      await sandbox.app.fetch(new Request('http://sandbox/_sandbox/state'))
    ).text();
    for (const pair of sandbox.world.games.pairs.filter((p) => !p.revealed))
      expect(state).not.toContain(pair.serverSeed);
    for (const line of log) expect(line).not.toMatch(/[0-9a-f]{64}/);
  });
});

describe('history and the ledger', () => {
  it('GET /rounds: newest first, by game, 20 by default and at most 100', async () => {
    const { call, player } = setup();
    const { token } = await player('history@example.com', 'RUB', 10_000);
    for (let i = 0; i < 105; i++) await call('POST', '/dice/rounds', { token, body: dice(1) });
    await call('POST', '/coinflip/rounds', {
      token,
      body: { amount: 1, inputs: { side: 'heads' } },
    });
    const latest = await call('GET', '/rounds', { token });
    expect(latest.body.rounds).toHaveLength(20);
    expect(latest.body.rounds[0].game).toBe('coinflip');
    expect(latest.body.rounds[1]).toMatchObject({ game: 'dice', nonce: 105 });
    // The contract's most is 100: more is refused, not cut.
    const over = await call('GET', '/rounds?game=dice&limit=500', { token });
    expect(over).toMatchObject({
      status: 422,
      body: { errors: { limit: ['validation.max.numeric'] } },
    });
    const all = await call('GET', '/rounds?game=dice&limit=100', { token });
    expect(all.body.rounds).toHaveLength(100);
    expect(all.body.rounds.every((r: FairRound) => r.game === 'dice')).toBe(true);
    expect((await call('GET', '/rounds?game=keno', { token })).body.rounds).toEqual([]);
    expect((await call('GET', '/rounds?limit=2', { token })).body.rounds).toHaveLength(2);
    // Another player's rounds are not in it.
    const other = await player('other@example.com', 'RUB', 0);
    expect((await call('GET', '/rounds', { token: other.token })).body.rounds).toEqual([]);
  });

  it('bets and wins are movements of /profile/history, with the round as reference', async () => {
    const { call, player } = setup();
    const { token } = await player('movements@example.com', 'RUB', 100);
    let placed: Awaited<ReturnType<typeof call>>;
    do
      placed = await call('POST', '/coinflip/rounds', {
        token,
        body: { amount: 1, inputs: { side: 'heads' } },
      });
    while (placed.body.round.payout === 0);
    const history = await call('GET', '/profile/history?type=win', { token });
    expect(history.body.data[0]).toMatchObject({
      type: 'win',
      amount: 1.98,
      reference: `round:${placed.body.round.id}`,
      status: null,
      balance_after: placed.body.balance,
    });
    const bets = await call('GET', '/profile/history?type=bet', { token });
    expect(bets.body.data[0]).toMatchObject({ type: 'bet', amount: -1 });
  });

  it('every game-service operation needs a token', async () => {
    const { call } = setup();
    for (const [method, path] of [
      ['GET', '/dice/seeds'],
      ['POST', '/keno/seeds/rotate'],
      ['POST', '/crash/rounds'],
      ['POST', '/miner/rounds/miner-1/reveal'],
      ['POST', '/hilo/rounds/hilo-1/cashout'],
      ['GET', '/rounds'],
    ] as const) {
      const answer = await call(method, path, { body: method === 'POST' ? {} : undefined });
      expect(answer, path).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    }
  });
});
