// The stack as clients see it: Prism's validating proxy in front of the
// sandbox. A request the contract forbids is refused by the sandbox in the
// contract's shape (nothing stored) and reported; an answer outside the
// contract is reported as a violation. The game services
// are called as the SDK sends them, at `/services/{name}/...` on the front.
import { ApiError, type components, createApiClient, createMemoryTokenStore } from '@casino/sdk';
import { type FairRound, minePositions, moveRound, verifyRecord } from '@casino/sdk/fair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxStack, startSandboxStack } from './index.ts';
import { violationOf, violationsOf } from './proxy.ts';

let stack: SandboxStack;
beforeAll(async () => {
  stack = await startSandboxStack({ settings: { log: () => undefined } });
});
afterAll(() => stack?.stop());

const send = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.url}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...init.headers },
    signal: AbortSignal.timeout(10_000),
  });

describe('the validating proxy in front of the sandbox', () => {
  it('passes a valid call through to the state and reports no violation', async () => {
    const registered = await send('/api/v2/auth/register/email', {
      method: 'POST',
      body: JSON.stringify({ email: 'proxy@example.com', password: 'secret123' }),
    });
    expect(registered.status).toBe(200);
    const { token } = (await registered.json()) as { token: string };
    const profile = await send('/profile/user', { headers: { Authorization: `Bearer ${token}` } });
    expect(await profile.json()).toMatchObject({ email: 'proxy@example.com', balance: 0 });
    expect(stack.violations).toEqual([]);
  });

  it('refuses a request the contract forbids in its 422 shape, stores nothing, and reports it', async () => {
    const before = stack.sandbox.world.players.size;
    const answer = await send('/api/v2/auth/register/email', {
      method: 'POST',
      body: JSON.stringify({ email: 'not-an-email', password: '1' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['validation.email'], password: ['validation.min.string'] },
    });
    expect(stack.sandbox.world.players.size).toBe(before);
    expect(stack.violations).toEqual([
      expect.objectContaining({
        kind: 'request',
        message: expect.stringMatching(/^request\.body\.email /),
      }),
      expect.objectContaining({
        kind: 'request',
        message: expect.stringMatching(/^request\.body\.password /),
      }),
    ]);
    expect(new Set(stack.violations.map((v) => v.operation))).toEqual(
      new Set(['POST /api/v2/auth/register/email']),
    );
    stack.violations.length = 0;
  });

  it('serves the malformed fault as it is, once, without blaming the contract', async () => {
    await fetch(`${stack.sandboxUrl}/_sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({
        operation: 'GET /billing/payment/status/{invoiceId}',
        kind: 'malformed',
        times: 1,
      }),
    });
    const answer = await send('/billing/payment/status/58000', {
      headers: { Authorization: 'Bearer none' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('{"data": {"broken');
    expect(
      (await send('/billing/payment/status/58000', { headers: { Authorization: 'Bearer none' } }))
        .status,
    ).toBe(401);
    expect(stack.violations).toEqual([]);
  });

  it('answers a malformed or oversized JSON body with a fast 422, and every answer forbids framing', async () => {
    const answer = await send('/api/v2/auth/register/email', { method: 'POST', body: '{"email":' });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ errors: { body: ['validation.json'] } });
    const large = await send('/api/v2/auth/register/email', {
      method: 'POST',
      body: JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(200_000) }),
    });
    expect(large.status).toBe(422);
    expect(await large.json()).toMatchObject({ errors: { body: ['validation.max.file'] } });
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect((await send('/geo_ip')).headers.get('content-security-policy')).toBe(
      "frame-ancestors 'none'",
    );
  });

  it('20 simultaneous withdrawals that together exceed the balance never take it below zero', async () => {
    const registered = await send('/api/v2/auth/register/email', {
      method: 'POST',
      body: JSON.stringify({ email: 'race@example.com', password: 'secret123' }),
    });
    const { token } = (await registered.json()) as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    await send('/billing/payment', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ method_hash: 'sbp-rub', bonus: false, amount: 1000 }),
    });
    await fetch(`${stack.sandboxUrl}/_sandbox/invoices/pay`, { method: 'POST', headers: auth });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send('/billing/payouts', {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({
            method: 'USDT',
            amount: 150,
            destination: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
          }),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    // 1000 holds six payouts of 150; the other fourteen are refused.
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    expect(statuses.filter((s) => s === 422)).toHaveLength(14);
    const profile = await send('/profile/user', { headers: auth });
    expect(((await profile.json()) as { balance: number }).balance).toBe(100);
    const player = [...stack.sandbox.world.players.values()].find(
      (p) => p.email === 'race@example.com',
    );
    const movements = stack.sandbox.world.ledger.filter((m) => m.playerId === player?.id);
    expect(movements.every((m) => m.balanceAfter >= 0)).toBe(true);
    expect(movements.reduce((sum, m) => sum + m.amount, 0)).toBe(10_000);
    expect(stack.violations).toEqual([]);
  });

  it('passes a chunked body (the SDK rebuilds a game call on its service address) on whole', async () => {
    const registered = await send('/api/v2/auth/register/email', {
      method: 'POST',
      body: JSON.stringify({ email: 'chunked@example.com', password: 'secret123' }),
    });
    const { token } = (await registered.json()) as { token: string };
    const streamed = new Request('http://sdk/', {
      method: 'POST',
      body: JSON.stringify({ clientSeed: 'streamed seed' }),
    }).body;
    const answer = await fetch(`${stack.url}/services/dice/dice/seeds/rotate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: streamed,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ current: { clientSeed: 'streamed seed' } });
    expect(stack.violations).toEqual([]);
  });

  it('answers a secured call without a token with the sandbox’s 401 in the contract’s shape', async () => {
    const answer = await send('/profile/user');
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({ message: 'Unauthenticated.' });
    expect(stack.violations).toEqual([]);
  });
});

describe('the game services through the front and the proxy', () => {
  it('a player deposits, plays the eight games, moves miner and hilo, rotates and reads the history, with no violation', async () => {
    stack.violations.length = 0;
    const registered = await send('/api/v2/auth/register/email', {
      method: 'POST',
      body: JSON.stringify({ email: 'games@example.com', password: 'secret123' }),
    });
    const { token } = (await registered.json()) as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    await send('/billing/payment', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ method_hash: 'sbp-rub', bonus: false, amount: 5000 }),
    });
    await fetch(`${stack.sandboxUrl}/_sandbox/invoices/pay`, { method: 'POST', headers: auth });
    // The SDK's client: each game call goes to {api}/services/{name}/..., which the front strips.
    const api = createApiClient({ baseUrl: stack.url, tokens: createMemoryTokenStore(token) });
    expect(api.services.dice).toBe(`${stack.url}/services/dice`);
    const held = (id: string) => {
      const round = stack.sandbox.world.games.rounds.find((r) => r.id === id);
      if (!round) throw new Error(`round ${id} not held`);
      return round;
    };
    const seedsOf = (id: string) => ({
      serverSeed: held(id).pair.serverSeed,
      clientSeed: held(id).pair.clientSeed,
      nonce: held(id).nonce,
    });

    const commitment = (await api.GET('/dice/seeds')).data?.serverSeedHash;
    let balance = 5000;
    type RoundAnswer = components['schemas']['RoundAnswer'];
    const played: RoundAnswer['round'][] = [];
    const take = (answer: { data?: unknown }) => {
      const { round, balance: after } = answer.data as RoundAnswer;
      played.push(round);
      balance = after;
      return round;
    };
    // Cents a binary float cannot hold exactly (5.07 / 0.01 is not a whole
    // number in floating point) pass the contract: two decimals are allowed.
    take(
      await api.POST('/dice/rounds', {
        body: { amount: 5.07, inputs: { direction: 'over', target: 50.07 } },
      }),
    );
    take(await api.POST('/coinflip/rounds', { body: { amount: 10, inputs: { side: 'heads' } } }));
    take(await api.POST('/crash/rounds', { body: { amount: 10, inputs: { target: 1.15 } } }));
    take(
      await api.POST('/roulette/rounds', {
        body: {
          inputs: {
            chips: [
              { kind: 'straight', pocket: 7, amount: 5 },
              { kind: 'column', index: 3, amount: 5 },
            ],
          },
        },
      }),
    );
    take(await api.POST('/keno/rounds', { body: { amount: 10, inputs: { picks: [5, 10, 20] } } }));
    take(await api.POST('/cases/rounds', { body: { inputs: { caseId: 'silver' } } }));

    const miner = take(
      await api.POST('/miner/rounds', { body: { amount: 10, inputs: { mines: 3 } } }),
    );
    expect(miner).toMatchObject({ status: 'active', result: null });
    const mines = minePositions(seedsOf(miner.id), 3);
    const tile = [0, 1, 2, 3].find((t) => !mines.includes(t)) as number;
    const blocked = await fetch(`${stack.url}/services/miner/miner/seeds/rotate`, {
      method: 'POST',
      headers: auth,
    });
    expect(blocked.status).toBe(422);
    const revealed = await api.POST('/miner/rounds/{roundId}/reveal', {
      params: { path: { roundId: miner.id } },
      body: { tile },
    });
    expect(revealed.data?.round).toMatchObject({ status: 'active', result: null });
    const minerEnd = take(
      await api.POST('/miner/rounds/{roundId}/cashout', {
        params: { path: { roundId: miner.id } },
      }),
    );
    expect(minerEnd).toMatchObject({ status: 'settled', result: { mines } });

    const hilo = take(await api.POST('/hilo/rounds', { body: { amount: 10, inputs: {} } }));
    const guess = (['higherOrSame', 'lowerOrSame'] as const).find(
      (g) =>
        moveRound(held(hilo.id).engine, { kind: 'guess', guess: g }, seedsOf(hilo.id)).status ===
        'active',
    ) as 'higherOrSame';
    const guessed = await api.POST('/hilo/rounds/{roundId}/guess', {
      params: { path: { roundId: hilo.id } },
      body: { guess },
    });
    expect(guessed.data?.round.status).toBe('active');
    take(
      await api.POST('/hilo/rounds/{roundId}/cashout', { params: { path: { roundId: hilo.id } } }),
    );

    // Refusals are part of the contract too: limits, a move on an unknown round.
    const refused = await api
      .POST('/dice/rounds', {
        body: { amount: 20_000, inputs: { direction: 'under', target: 50 } },
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect((refused as ApiError).body).toMatchObject({ errors: { amount: ['bet.max'] } });
    const unknown = await fetch(`${stack.url}/services/miner/miner/rounds/miner-999/cashout`, {
      method: 'POST',
      headers: auth,
    });
    expect(unknown.status).toBe(404);

    const profile = await send('/profile/user', { headers: auth });
    expect(((await profile.json()) as { balance: number }).balance).toBe(balance);
    const history = await api.GET('/rounds', { params: { query: { limit: 100 } } });
    const ids = [...new Set(played.map((r) => r.id))].reverse();
    expect(history.data?.rounds.map((r) => r.id)).toEqual(ids);
    expect(ids).toHaveLength(8);
    const rotated = await api.POST('/dice/seeds/rotate', { body: { clientSeed: 'mine' } });
    expect(rotated.data?.revealed.serverSeedHash).toBe(commitment);
    const dice = await api.GET('/rounds', { params: { query: { game: 'dice' } } });
    expect(dice.data?.rounds).toHaveLength(1);
    for (const round of dice.data?.rounds ?? [])
      expect(verifyRecord(round as FairRound).verdict).toBe('verified');
    const bets = await send('/profile/history?type=bet', { headers: auth });
    expect(((await bets.json()) as { meta: { total: number } }).meta.total).toBe(8);
    expect(stack.violations).toEqual([]);
  });
});

describe("Prism's log lines become violations by kind", () => {
  const line = (msg: string) =>
    JSON.stringify({ level: 50, msg, input: { method: 'get', url: { path: '/geo_ip' } } });
  it('an unreadable upstream answer is reported from the log; other lines are not', () => {
    expect(
      violationOf(line('Request terminated with error: FetchError: invalid json response body')),
    ).toEqual({
      kind: 'upstream',
      operation: 'GET /geo_ip',
      message: expect.stringContaining('FetchError'),
    });
    expect(violationOf(line('Violation: request.body.email must match format "email"'))).toBeNull();
    expect(violationOf(line('Request received'))).toBeNull();
    expect(violationOf('not json')).toBeNull();
  });

  it('Prism’s findings on an exchange: errors on the request or the answer, warnings left out', () => {
    expect(
      violationsOf('POST /billing/payouts', [
        { location: ['request', 'body', 'amount'], severity: 'Error', message: 'must be number' },
        { location: ['response', 'body', 'id'], severity: 'Error', message: 'required' },
        { location: ['request', 'header'], severity: 'Warning', message: 'unknown header' },
      ]),
    ).toEqual([
      {
        kind: 'request',
        operation: 'POST /billing/payouts',
        message: 'request.body.amount must be number',
      },
      {
        kind: 'response',
        operation: 'POST /billing/payouts',
        message: 'response.body.id required',
      },
    ]);
  });
});

describe('the stack without its validating proxy (npm run audit)', () => {
  it('answers a browser on another origin as Prism would: the preflight, then the call', async () => {
    const bare = await startSandboxStack({ validate: false, settings: { log: () => undefined } });
    try {
      const origin = 'http://127.0.0.1:5173';
      const preflight = await fetch(`${bare.url}/profile/user`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET');
      expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization');
      const games = await fetch(`${bare.url}/games/slots?per_page=1`, {
        headers: { Origin: origin },
      });
      expect(games.status).toBe(200);
      expect(games.headers.get('access-control-allow-origin')).toBe(origin);
      expect(((await games.json()) as { data: unknown[] }).data).toHaveLength(1);
    } finally {
      await bare.stop();
    }
  });
});
