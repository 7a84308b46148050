// `casino contract check` against the sandbox (every answer fits: exit 0,
// without a token and with a registered player's), against a loopback proxy
// of the sandbox that drifts (a field's type changed, a required field gone,
// a failing status, an answer that is not JSON: exit 1 with the JSON path and
// expected against got), and against an API that is not there or never
// answers (exit 1, each operation says which failure). The drift lines for
// unions, enums and formats are checked on the schemas themselves.

import type { ServerResponse } from 'node:http';
import { type SandboxStack, startSandboxStack } from '@casino/scripts/sandbox';
import {
  zCrashEvent,
  zErrorBody,
  zGameCatalogPage,
  zGetFaqResponse,
  zTournamentList,
} from '@casino/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDrift } from './contract-drift.ts';
import { casino } from './test-run.ts';
import { hanging, refusedPort, startServer, type TestServer } from './test-servers.ts';

interface Report {
  operationId: string;
  method: string;
  path: string;
  inferred: boolean;
  status: 'ok' | 'drift' | 'error' | 'skipped';
  httpStatus?: number;
  problems?: { path: string; message: string }[];
  error?: string;
  reason?: string;
}
interface CheckJson {
  operations: Report[];
  summary: { ok: number; drift: number; error: number; skipped: number };
}

let stack: SandboxStack;
let token: string;
/** A proxy of the sandbox whose answers drift from the contract in a few places. */
let drifting: TestServer;

beforeAll(async () => {
  stack = await startSandboxStack({ settings: { log: () => undefined } });
  const registered = await fetch(`${stack.url}/api/v2/auth/register/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'contract@example.com', password: 'secret123', currency: 'RUB' }),
  });
  token = ((await registered.json()) as { token: string }).token;
  drifting = await startServer(async (req, res) => {
    const path = req.url ?? '/';
    const forwarded: Record<string, string> = {};
    for (const name of ['authorization', 'region', 'accept-language'])
      if (typeof req.headers[name] === 'string') forwarded[name] = req.headers[name] as string;
    const send = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(body);
    };
    if (path === '/top') return send(503, JSON.stringify({ message: 'Down for maintenance.' }));
    if (path === '/content/faq') return send(200, '<html>blocked</html>', 'text/html');
    if (path === '/tournaments')
      // A terminal escape in the server's message: shown as text, never obeyed.
      return send(500, JSON.stringify({ message: 'Oops\u001b]0;owned\u0007' }));
    if (path === '/mirror') {
      res.writeHead(302, { Location: 'https://blocked.example/' });
      return res.end();
    }
    if (path === '/api/getMirrorsToCheck')
      // A server that echoes the credential: it must not reach the output.
      return send(401, JSON.stringify({ message: `bad token ${req.headers.authorization}` }));
    const upstream = await fetch(stack.url + path, { headers: forwarded });
    const body = (await upstream.json()) as Record<string, unknown>;
    if (path === '/games/slots') {
      const games = body.data as { id: unknown }[];
      (games[0] as { id: unknown }).id = String((games[0] as { id: unknown }).id);
    }
    if (path === '/geo_ip') delete (body.data as Record<string, unknown>).country_code;
    send(upstream.status, JSON.stringify(body));
  });
}, 60_000);

afterAll(async () => {
  await drifting?.close();
  await stack?.stop();
});

const byId = (json: CheckJson) => new Map(json.operations.map((op) => [op.operationId, op]));

describe('casino contract check against the sandbox', () => {
  it('without a token: every public GET that needs no input is ok, the rest skipped with why, exit 0', async () => {
    const run = await casino('contract', 'check', '--api', stack.url, '--json');
    expect(run.code).toBe(0);
    const json = run.json() as CheckJson;
    const ops = byId(json);
    expect(json.summary.drift).toBe(0);
    expect(json.summary.error).toBe(0);
    expect(json.summary.ok).toBeGreaterThanOrEqual(8);
    expect(json.summary.ok + json.summary.skipped).toBe(json.operations.length);
    // Only GETs are called.
    expect(json.operations.every((op) => op.method === 'GET')).toBe(true);
    expect(ops.get('getGeo')).toEqual({
      operationId: 'getGeo',
      method: 'GET',
      path: '/geo_ip',
      inferred: false,
      status: 'ok',
      httpStatus: 200,
    });
    expect(ops.get('listSlots')).toMatchObject({ status: 'ok', inferred: true });
    expect(ops.get('getProfile')).toMatchObject({
      status: 'skipped',
      reason: expect.stringMatching(/needs a token/),
    });
    expect(ops.get('getPromoBonus')).toMatchObject({
      status: 'skipped',
      reason: 'needs path parameter promo',
    });
    expect(ops.get('getPolicy')?.reason).toBe('needs path parameters lang, slug');
    expect(ops.get('streamCrash')).toMatchObject({
      status: 'skipped',
      reason: expect.stringMatching(/live stream.*casino live watch reads it/),
    });
    expect(ops.get('streamSportLive')?.reason).toMatch(/casino betting watch reads it/);
  });

  it('with a refused token: says the token was refused and how to get a fresh one, exit 1', async () => {
    const run = await casino(
      'contract',
      'check',
      '--api',
      stack.url,
      '--token',
      'not-a-valid-token',
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^\d+ calls? answered 401: the API refused the token.*casino token refresh/m,
    );
    expect(run.stdout).not.toMatch(/no operation got a valid answer/);
  });

  it('with a token: the secured GETs are called too (game services included) and fit, exit 0', async () => {
    const run = await casino('contract', 'check', '--api', stack.url, '--token', token, '--json');
    expect(run.code).toBe(0);
    const json = run.json() as CheckJson;
    const ops = byId(json);
    for (const id of ['getProfile', 'getBillingData', 'listHistory', 'getDiceSeeds', 'listRounds'])
      expect(ops.get(id)?.status, id).toBe('ok');
    expect(json.summary).toMatchObject({ drift: 0, error: 0 });
    expect(json.operations.filter((op) => op.status === 'skipped').map((op) => op.reason)).toEqual(
      expect.not.arrayContaining([expect.stringMatching(/token/)]),
    );
    expect(run.stdout).not.toContain(token);
    // The sandbox's validating proxy saw nothing outside the contract.
    expect(stack.violations).toEqual([]);
  });

  it('prints a line per operation for people, inferred ones marked, and the summary', async () => {
    const run = await casino('contract', 'check', '--api', stack.url);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^ok +getGeo +GET \/geo_ip$/m);
    expect(run.stdout).toMatch(/^ok +listSlots \(inferred\) +GET \/games\/slots$/m);
    expect(run.stdout).toMatch(
      /^skipped +getPromoBonus +GET \/bonus-system\/bonus\/\{promo\} +needs path parameter promo$/m,
    );
    expect(run.stdout).toMatch(/^\d+ ok, 0 drift, 0 errors, \d+ skipped/m);
  });
});

describe('casino contract check against an API that drifted', () => {
  it('names the JSON path and expected against got, says which call failed and how, exit 1', async () => {
    const run = await casino(
      'contract',
      'check',
      '--api',
      drifting.url,
      '--token',
      token,
      '--json',
    );
    expect(run.code).toBe(1);
    const json = run.json() as CheckJson;
    const ops = byId(json);
    expect(ops.get('listSlots')).toMatchObject({
      status: 'drift',
      httpStatus: 200,
      inferred: true,
      problems: [
        {
          path: '$.data[0].id',
          message: expect.stringMatching(/^expected integer, got string "\d+"$/),
        },
      ],
    });
    expect(ops.get('getGeo')).toMatchObject({
      status: 'drift',
      problems: [
        {
          path: '$.data.country_code',
          message: 'expected string, got nothing (the field is missing)',
        },
      ],
    });
    expect(ops.get('getTopList')).toMatchObject({
      status: 'error',
      httpStatus: 503,
      error: 'HTTP 503: Down for maintenance.',
    });
    expect(ops.get('getFaq')).toMatchObject({
      status: 'error',
      httpStatus: 200,
      error: expect.stringMatching(/^HTTP 200 with a body that is not JSON \(text\/html\)/),
    });
    expect(ops.get('getMirrorRedirect')).toMatchObject({
      status: 'error',
      httpStatus: 302,
      error: 'HTTP 302 to https://blocked.example/ (a redirect is not followed)',
    });
    expect(ops.get('getMirrorsToCheck')).toMatchObject({
      status: 'error',
      httpStatus: 401,
      error: 'HTTP 401: bad token Bearer ***',
    });
    expect(run.stdout).not.toContain(token);
    expect(ops.get('getProfile')?.status).toBe('ok');
    expect(ops.get('listTournaments')?.error).toBe('HTTP 500: Oops\u001b]0;owned\u0007');
    expect(json.summary).toMatchObject({ drift: 2, error: 5 });
  });

  it('for people: the drift lines under their operation, exit 1', async () => {
    const run = await casino('contract', 'check', '--api', drifting.url);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^drift +listSlots \(inferred\) +GET \/games\/slots +1 problem\n {4}\$\.data\[0\]\.id: expected integer, got string "\d+"$/m,
    );
    expect(run.stdout).toMatch(
      /^error +getTopList \(inferred\) +GET \/top +HTTP 503: Down for maintenance\.$/m,
    );
    expect(run.stdout).toMatch(/^\d+ ok, 2 drift, 4 errors, \d+ skipped/m);
    expect(run.stdout).toContain('HTTP 500: Oops\\x1b]0;owned\\x07');
    expect(run.stdout).not.toContain('\u001b');
  });
});

describe('casino contract check against an API that is not there', () => {
  it('a refused connection: every called operation is an error that says so, with a hint, exit 1', async () => {
    const port = await refusedPort();
    const run = await casino('contract', 'check', '--api', `http://127.0.0.1:${port}`, '--json');
    expect(run.code).toBe(1);
    const json = run.json() as CheckJson;
    const called = json.operations.filter((op) => op.status !== 'skipped');
    expect(called.length).toBeGreaterThan(0);
    for (const op of called) {
      expect(op.status).toBe('error');
      expect(op.error).toMatch(/^network: connection refused/);
      expect(op.httpStatus).toBeUndefined();
    }
    const text = await casino('contract', 'check', '--api', `http://127.0.0.1:${port}`);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/^error +getGeo +GET \/geo_ip +network: connection refused/m);
    expect(text.stdout).toMatch(/no operation got a valid answer: check the --api address/);
  });

  it('an API that never answers: a timeout per operation within --timeout, exit 1', async () => {
    const server = await hanging();
    try {
      const run = await casino(
        'contract',
        'check',
        '--api',
        server.url,
        '--timeout',
        '300',
        '--json',
      );
      expect(run.code).toBe(1);
      const json = run.json() as CheckJson;
      const called = json.operations.filter((op) => op.status !== 'skipped');
      expect(called.length).toBeGreaterThan(0);
      for (const op of called)
        expect(op).toMatchObject({ status: 'error', error: 'timeout: no answer within 300 ms' });
    } finally {
      await server.close();
    }
  });

  it('calls six operations at a time: the API sees six calls waiting before it answers any', async () => {
    const refused = await casino(
      'contract',
      'check',
      '--api',
      `http://127.0.0.1:${await refusedPort()}`,
      '--json',
    );
    const calls = (refused.json() as CheckJson).operations.filter((op) => op.status !== 'skipped');
    expect(calls.length).toBeGreaterThan(6);
    // Holds each call until six wait (or every call left does), then answers
    // them all: calls made one at a time would each wait for --timeout.
    const waiting: ServerResponse[] = [];
    let answered = 0;
    let most = 0;
    const server = await startServer((_req, res) => {
      waiting.push(res);
      most = Math.max(most, waiting.length);
      if (waiting.length < Math.min(6, calls.length - answered)) return;
      for (const held of waiting.splice(0)) {
        answered++;
        held.writeHead(500, { 'Content-Type': 'application/json' });
        held.end(JSON.stringify({ message: 'held' }));
      }
    });
    try {
      const run = await casino('contract', 'check', '--api', server.url, '--json');
      expect(most).toBe(6);
      expect(answered).toBe(calls.length);
      const called = (run.json() as CheckJson).operations.filter((op) => op.status !== 'skipped');
      for (const op of called) expect(op).toMatchObject({ status: 'error', httpStatus: 500 });
    } finally {
      await server.close();
    }
  });

  it('without an API address: a usage error, exit 2', async () => {
    const run = await casino('contract', 'check');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/no API address/);
  });
});

describe('drift lines', () => {
  const drift = (schema: { safeParse(v: unknown): unknown }, body: unknown) => {
    const result = schema.safeParse(body) as { success: boolean; error?: { issues: never[] } };
    expect(result.success).toBe(false);
    return describeDrift(result.error?.issues ?? [], body, schema as never);
  };

  it('an enum value, a format, a bound and a missing object', () => {
    const page = {
      data: [
        {
          id: 1,
          slug: 'Bad Slug',
          title: 't',
          provider: 'p',
          category: 'c',
          image: 'not a url',
          has_demo: 'yes',
        },
      ],
      meta: { page: 0, per_page: 24, total: 1 },
      providers: [],
    };
    expect(drift(zGameCatalogPage, page)).toEqual([
      {
        path: '$.data[0].slug',
        message: expect.stringMatching(
          /^expected a string of format regex, got string "Bad Slug"$/,
        ),
      },
      {
        path: '$.data[0].image',
        message: 'expected a string of format url, got string "not a url"',
      },
      { path: '$.data[0].has_demo', message: 'expected boolean, got string "yes"' },
      { path: '$.meta.page', message: 'expected at least 1, got integer 0' },
      { path: '$.categories', message: 'expected array, got nothing (the field is missing)' },
    ]);
    expect(drift(zTournamentList, { data: [{ status: 'paused' }] })).toContainEqual({
      path: '$.data[0].status',
      message: 'expected one of "active", "upcoming", "finished", got string "paused"',
    });
    expect(drift(zGetFaqResponse, null)).toEqual([
      { path: '$', message: expect.stringMatching(/^expected (object|array), got null$/) },
    ]);
  });

  it('a union: the types it takes, or the fields of the branch that came closest', () => {
    expect(drift(zErrorBody, { message: 'm', code: true })).toEqual([
      { path: '$.code', message: 'expected string or integer, got boolean true' },
    ]);
    const tick = { type: 'tick', serverTime: 1_764_000_000_000, roundId: 5, multiplier: 2 };
    expect(drift(zCrashEvent, tick)).toEqual([
      { path: '$.roundId', message: 'expected string, got integer 5' },
    ]);
  });
});
