// The stack as clients see it: Prism's validating proxy in front of the
// sandbox. A request the contract forbids never reaches the sandbox; an
// answer outside the contract is reported as a violation. The game services
// are called as the SDK sends them, at `/services/{name}/...` on the front.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxStack, startSandboxStack } from './index.ts';
import { violationOf } from './proxy.ts';

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

  it('stops a request the contract forbids before the sandbox sees it', async () => {
    const before = stack.sandbox.world.players.size;
    const answer = await send('/api/v2/auth/register/email', {
      method: 'POST',
      body: JSON.stringify({ email: 'not-an-email', password: '1' }),
    });
    expect(answer.status).toBe(422);
    expect(stack.sandbox.world.players.size).toBe(before);
    expect(stack.violations).toEqual([
      expect.objectContaining({ kind: 'request', operation: 'POST /api/v2/auth/register/email' }),
    ]);
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

  it('answers a malformed JSON body with a fast 400, and every answer forbids framing', async () => {
    const answer = await send('/api/v2/auth/register/email', { method: 'POST', body: '{"email":' });
    expect(answer.status).toBe(400);
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
      body: JSON.stringify({ method_hash: 'sbp-rub', amount: 1000 }),
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

  it('reports a secured call without a token as a request violation', async () => {
    expect((await send('/profile/user')).status).toBe(401);
    expect(stack.violations).toEqual([
      expect.objectContaining({ kind: 'request', operation: 'GET /profile/user' }),
    ]);
    stack.violations.length = 0;
  });
});

describe("Prism's log lines become violations by kind", () => {
  const line = (msg: string) =>
    JSON.stringify({ level: 50, msg, input: { method: 'get', url: { path: '/geo_ip' } } });
  it('an answer off the contract, a refused request, an unreadable upstream answer; other lines are not', () => {
    expect(
      violationOf(
        line(
          'Request terminated with error: https://stoplight.io/prism/errors#VIOLATIONS: Request/Response not valid',
        ),
      ),
    ).toEqual({
      kind: 'response',
      operation: 'GET /geo_ip',
      message: expect.stringContaining('VIOLATIONS'),
    });
    expect(violationOf(line('Violation: request.body.email must match format "email"'))?.kind).toBe(
      'request',
    );
    expect(
      violationOf(line('Violation: response.body.data must have required property ip'))?.kind,
    ).toBe('response');
    expect(
      violationOf(line('Request terminated with error: FetchError: invalid json response body'))
        ?.kind,
    ).toBe('upstream');
    expect(violationOf(line('Request received'))).toBeNull();
    expect(violationOf('not json')).toBeNull();
  });
});
