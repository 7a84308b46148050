// The control API (api.ts) is what the sandbox serves: every control answers
// in its declared shape, a body a control does not take is refused 400 with
// the schema's message (the sandbox's explanation, as before the API was
// declared), values a control ignores are dropped, and the requests the
// clients build from it reach the right routes.
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../server.ts';
import { CONTROL_PREFIX, CONTROLS, type ControlName, controlRequest } from './api.ts';

const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

function setup() {
  const sandbox = createSandbox({
    now: () => Date.parse('2026-11-23T12:00:00Z'),
    log: () => {},
    liveBots: false,
  });
  const call = async (method: string, path: string, body?: string, token?: string) => {
    const response = await sandbox.app.fetch(
      new Request(`http://sandbox${path}`, {
        method,
        body,
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      }),
    );
    return { status: response.status, body: (await response.json()) as unknown };
  };
  /** A control called as its clients call it, its answer checked against its declared shape. */
  const control = async <N extends ControlName>(
    name: N,
    body?: unknown,
    token?: string,
  ): Promise<unknown> => {
    const request = controlRequest(name, ...((body === undefined ? [] : [body]) as never));
    const answer = await call(
      request.method,
      `${CONTROL_PREFIX}${request.path}`,
      request.body,
      token,
    );
    expect(answer.status, name).toBe(200);
    return CONTROLS[name].answer.parse(answer.body);
  };
  return { sandbox, call, control };
}

describe('the control API', () => {
  it('every control answers in its declared shape', async () => {
    const { sandbox, call, control } = setup();
    const registered = await call(
      'POST',
      '/api/v2/auth/register/email',
      JSON.stringify({ email: 'p@example.com', password: 'secret123', currency: 'RUB' }),
    );
    const token = (registered.body as { token: string }).token;
    const deposit = () =>
      call(
        'POST',
        '/billing/payment',
        JSON.stringify({ method_hash: 'card-rub', bonus: false, amount: 1000 }),
        token,
      );
    await deposit();
    expect(await control('payInvoice', undefined, token)).toEqual({
      id: expect.any(Number),
      status: 3,
    });
    const round = await call(
      'POST',
      '/dice/rounds',
      JSON.stringify({ amount: 1, inputs: { direction: 'over', target: 50.5 } }),
      token,
    );
    expect(round.status).toBe(200);
    await deposit();
    expect(await control('failInvoice')).toMatchObject({ status: 4 });
    const payout = () =>
      call(
        'POST',
        '/billing/payouts',
        JSON.stringify({ method: 'USDT', amount: 100, destination: TRON }),
        token,
      );
    await payout();
    expect(await control('payPayout', undefined, token)).toMatchObject({ status: 'paid' });
    await payout();
    expect(await control('failPayout')).toMatchObject({ status: 'failed' });
    expect(
      await control('setFault', { operation: 'GET /geo_ip', kind: 'slow', ms: 500_000 }),
    ).toEqual({
      operation: 'GET /geo_ip',
      kind: 'slow',
      ms: 120_000,
    });
    expect(await control('site', { countryCode: 'KZ', blocked: true })).toMatchObject({
      countryCode: 'KZ',
      blocked: true,
    });
    const state = (await control('state')) as {
      faults: object;
      players: unknown[];
      ledger: unknown[];
      seeds: unknown[];
      rounds: unknown[];
    };
    expect(state.faults).toEqual({ 'GET /geo_ip': { kind: 'slow', ms: 120_000 } });
    expect(state.players).toHaveLength(1);
    expect(state.seeds).toHaveLength(1);
    expect(state.rounds).toHaveLength(1);
    expect(state.ledger.length).toBeGreaterThanOrEqual(4);
    expect(await control('blockPlayer', undefined, token)).toEqual({
      id: expect.any(Number),
      blocked: true,
    });
    expect((await call('GET', '/profile/user', undefined, token)).body).toEqual({
      message: 'This account is blocked.',
      code: 'account_blocked',
    });
    await control('clock');
    expect(await control('advanceClock', { advance: '1h' })).toMatchObject({ offsetMs: 3_600_000 });
    await control('crash');
    expect(await control('holdCrash', { at: 'ended' })).toMatchObject({ hold: 'ended' });
    expect(await control('releaseCrash')).toMatchObject({ hold: null });
    expect(await control('holdRooms')).toEqual({ held: true });
    expect(await control('releaseRooms')).toEqual({ held: false });
    expect(await control('holdBook')).toEqual({ held: true, now: '2026-11-23T13:00:00.000Z' });
    expect(await control('book')).toMatchObject({ held: true });
    expect(await control('releaseBook')).toMatchObject({ held: false });
    expect(await control('expireTokens')).toEqual({ expired: 1 });
    expect(await control('clearFaults')).toEqual({ cleared: true });
    expect(await control('reset')).toEqual({ reset: true });
    sandbox.world.live.stop();
  });

  it('refuses a body a control does not take with 400 and its message; ignores what it ignores', async () => {
    const { call, control } = setup();
    const refusal = async (path: string, body: string | undefined) => {
      const answer = await call('POST', `${CONTROL_PREFIX}${path}`, body);
      expect(answer.status, `${path} ${body}`).toBe(400);
      return (answer.body as { message: string }).message;
    };
    expect(await refusal('/site', '5')).toBe('Send a JSON object.');
    expect(await refusal('/site', '{')).toBe('Send a JSON object.');
    expect(await refusal('/clock', '{"advance":"-1h"}')).toMatch(/^Send \{"advance": "24h"\}/);
    expect(await refusal('/clock', '{"ms":0}')).toMatch(/at most 400 days\.$/);
    expect(await refusal('/live/crash/hold', '{"at":1.005}')).toMatch(/^Send \{"at": "ended"\}/);
    expect(await refusal('/faults', '{"operation":"geo","kind":"error"}')).toBe(
      'Send {"operation": "GET /profile/user", "kind": "error" | "slow" | "malformed"}.',
    );
    expect(await refusal('/faults', '{"operation":"GET /geo_ip","kind":"boom"}')).toBe(
      'kind must be error, slow or malformed.',
    );
    // A site field of the wrong type, a fault's ms that is not a positive whole number: dropped.
    expect(await control('site', { countryCode: 'kz', ip: '203.0.113.7' })).toMatchObject({
      countryCode: 'RU',
      ip: '203.0.113.7',
    });
    expect(
      await control('setFault', { operation: 'GET /geo_ip', kind: 'error', ms: 1.5, times: 0 }),
    ).toEqual({ operation: 'GET /geo_ip', kind: 'error' });
  });
});
