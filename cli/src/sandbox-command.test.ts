// `casino sandbox …` against a real sandbox on 127.0.0.1:0: each action
// changes what `state` (or the API) shows afterwards and prints one line (or
// the sandbox's answer with --json); --token acts on that player and is never
// printed; bad input is exit 2 before any call; a refusal, a sandbox that is
// not there, one that never answers and an answer that is not the sandbox's
// are exit 1 saying what to do.
import { type SandboxServer, startSandbox } from '@casino/scripts/sandbox-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { casino } from './test-run.ts';
import { answering, hanging, refusedPort, type TestServer } from './test-servers.ts';

let server: SandboxServer;
/** The controls' address, as --sandbox takes it. */
let controls: string;

beforeAll(async () => {
  server = await startSandbox({ settings: { log: () => undefined, liveBots: false } });
  controls = `${server.url}/_sandbox`;
});
afterAll(() => server.stop());
afterEach(() => server.sandbox.reset());

/** A call to the sandbox's API (its own port: no proxy needed). */
async function api(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function register(email: string): Promise<string> {
  const answer = await api('POST', '/api/v2/auth/register/email', undefined, {
    email,
    password: 'secret123',
    currency: 'RUB',
  });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

/** A registered player with `rubles` on the balance (a deposit paid by the control). */
async function playerWith(email: string, rubles: number): Promise<string> {
  const token = await register(email);
  expect(
    (
      await api('POST', '/billing/payment', token, {
        method_hash: 'sbp-rub',
        bonus: false,
        amount: rubles,
      })
    ).status,
  ).toBe(200);
  expect((await sandbox('invoice', 'pay', '--token', token)).code).toBe(0);
  return token;
}

/** `casino sandbox ...args --sandbox <the test sandbox>`. */
const sandbox = (...args: string[]) => casino('sandbox', ...args, '--sandbox', controls);

/** The sandbox's state as `casino sandbox state --json` prints it. */
async function state() {
  const run = await sandbox('state', '--json');
  expect(run.code).toBe(0);
  return run.json();
}

describe('casino sandbox state', () => {
  it('prints the sandbox answer with --json, and a summary for people', async () => {
    const token = await register('state@example.com');
    await api('POST', '/billing/payment', token, {
      method_hash: 'sbp-rub',
      bonus: false,
      amount: 250,
    });
    const json = await state();
    expect(json.players).toHaveLength(1);
    expect(json.players[0]).toMatchObject({ email: 'state@example.com', balance: 0 });
    expect(json.players[0]).not.toHaveProperty('passwordHash');
    expect(json.invoices).toHaveLength(1);
    expect(json.site).toMatchObject({ countryCode: 'RU', blocked: false });

    const text = await sandbox('state');
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(
      /^site {6}country RU, not blocked, ip 127\.0\.0\.1, sso none, mirrors none, new link none$/m,
    );
    expect(text.stdout).toMatch(/^players {3}1$/m);
    expect(text.stdout).toMatch(
      /#1001 +state@example\.com +balance 0\.00 RUB +bonus 0\.00 RUB +RU/,
    );
    expect(text.stdout).toMatch(/^invoices {2}1 waiting, 0 paid, 0 failed$/m);
    expect(text.stdout).toMatch(/^ {2}waiting #\d+ of player #1001: 250\.00 RUB$/m);
    expect(text.stdout).toMatch(/^faults {4}none/m);
    expect(text.stdout).not.toContain(token);
  });

  it('takes the bare origin of the sandbox and a localhost address', async () => {
    const bare = await casino('sandbox', 'state', '--json', '--sandbox', server.url);
    expect(bare.code).toBe(0);
    expect(bare.json()).toHaveProperty('players');
    const named = await casino(
      'sandbox',
      'state',
      '--json',
      '--sandbox',
      `http://localhost:${server.port}/_sandbox/`,
    );
    expect(named.code).toBe(0);
  });

  it('reads CASINO_SANDBOX_URL when --sandbox is not given', async () => {
    const before = process.env.CASINO_SANDBOX_URL;
    process.env.CASINO_SANDBOX_URL = controls;
    try {
      const run = await casino('sandbox', 'state', '--json');
      expect(run.code).toBe(0);
      expect(run.json()).toHaveProperty('players');
    } finally {
      if (before === undefined) delete process.env.CASINO_SANDBOX_URL;
      else process.env.CASINO_SANDBOX_URL = before;
    }
  });
});

describe('invoices, payouts and tokens', () => {
  it('pays the open invoice of the --token player: the balance is credited', async () => {
    const token = await register('pay@example.com');
    const other = await register('other@example.com');
    const mine = await api('POST', '/billing/payment', token, {
      method_hash: 'sbp-rub',
      bonus: false,
      amount: 300,
    });
    await api('POST', '/billing/payment', other, {
      method_hash: 'sbp-rub',
      bonus: false,
      amount: 700,
    });
    const run = await sandbox('invoice', 'pay', '--token', token);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `invoice ${mine.body.id} paid: the deposit is credited to the balance\n`,
    );
    const after = await state();
    const byEmail = (email: string) =>
      after.players.find((p: { email: string }) => p.email === email);
    expect(byEmail('pay@example.com').balance).toBe(30000);
    expect(byEmail('other@example.com').balance).toBe(0);
    expect((await api('GET', `/billing/payment/status/${mine.body.id}`, token)).body.status).toBe(
      3,
    );
  });

  it('fails the newest open invoice without --token, and says when none is waiting (exit 1)', async () => {
    const token = await register('fail@example.com');
    const invoice = await api('POST', '/billing/payment', token, {
      method_hash: 'sbp-rub',
      bonus: false,
      amount: 300,
    });
    const run = await sandbox('invoice', 'fail', '--json');
    expect(run.code).toBe(0);
    expect(run.json()).toEqual({ id: invoice.body.id, status: 4 });
    expect((await state()).invoices[0].status).toBe(4);

    const none = await sandbox('invoice', 'pay');
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('No invoice is waiting for payment.');
    expect(none.stderr).toMatch(/^hint: open a deposit first/m);
  });

  it('pays or fails the pending payout: a failed one gives the money back', async () => {
    const token = await playerWith('payout@example.com', 1000);
    const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    const first = await api('POST', '/billing/payouts', token, {
      method: 'USDT',
      amount: 300,
      destination: TRON,
    });
    expect(first.status).toBe(200);
    const failed = await sandbox('payout', 'fail', '--token', token);
    expect(failed.code).toBe(0);
    expect(failed.stdout).toBe(
      `payout ${first.body.data.id} failed: the money is back on the balance\n`,
    );
    expect((await state()).players[0].balance).toBe(100000);

    const second = await api('POST', '/billing/payouts', token, {
      method: 'USDT',
      amount: 200,
      destination: TRON,
    });
    const paid = await sandbox('payout', 'pay', '--json');
    expect(paid.code).toBe(0);
    expect(paid.json()).toEqual({ id: second.body.data.id, status: 'paid' });
    const after = await state();
    expect(after.payouts.map((p: { status: string }) => p.status)).toEqual(['failed', 'paid']);
    expect(after.players[0].balance).toBe(80000);

    const none = await sandbox('payout', 'pay');
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('No payout is pending.');
  });

  it('expires the --token token, or every token; the token never appears in the output', async () => {
    const token = await register('tokens@example.com');
    const other = await register('tokens2@example.com');
    const one = await sandbox('tokens', 'expire', '--token', token);
    expect(one.code).toBe(0);
    expect(one.stdout).toBe(
      'expired 1 token: the next call with it is a 401, a token refresh cures it\n',
    );
    expect((await api('GET', '/profile/user', token)).status).toBe(401);
    expect((await api('GET', '/profile/user', other)).status).toBe(200);

    const all = await sandbox('tokens', 'expire', '--json');
    expect(all.json()).toEqual({ expired: 2 });
    expect((await api('GET', '/profile/user', other)).status).toBe(401);

    const unknown = await sandbox('tokens', 'expire', '--token', 'not-a-real-token-123', '--json');
    expect(unknown.code).toBe(1);
    expect(unknown.json().error).toMatchObject({ code: 'http' });
    expect(unknown.stderr).toContain('Unknown token.');
    expect(unknown.stdout + unknown.stderr).not.toContain('not-a-real-token-123');
  });
});

describe('casino sandbox site', () => {
  it('switches the geo country, the 451, the IP, SSO, mirrors and the new link', async () => {
    const run = await sandbox(
      'site',
      '--country',
      'kz',
      '--blocked',
      '--ip',
      '203.0.113.7',
      '--sso',
      'https://auth.example.org/sso',
      '--mirror',
      'm1.example.com',
      'm2.example.com:8443',
      '--new-link',
      'https://www2.casino.example',
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      'site now: country KZ, blocked (geo answers 451), ip 203.0.113.7, sso https://auth.example.org/sso, new link https://www2.casino.example, mirrors m1.example.com, m2.example.com:8443\n',
    );
    expect((await api('GET', '/geo_ip')).status).toBe(451);
    const token = await register('site@example.com');
    expect((await api('GET', '/api/getMirrorsToCheck', token)).body).toEqual({
      domains: ['m1.example.com', 'm2.example.com:8443'],
    });

    const back = await sandbox(
      'site',
      '--no-blocked',
      '--no-sso',
      '--no-mirrors',
      '--no-new-link',
      '--json',
    );
    expect(back.code).toBe(0);
    expect(back.json()).toEqual({
      ip: '203.0.113.7',
      countryCode: 'KZ',
      blocked: false,
      sso: null,
      mirrors: [],
      newLink: null,
    });
    const geo = await api('GET', '/geo_ip');
    expect(geo.body.data).toMatchObject({ country_code: 'KZ', ip: '203.0.113.7' });
  });
});

describe('faults, the clock and reset', () => {
  it('sets a fault by operation or operationId, for --times calls; faults clear ends them', async () => {
    const token = await register('fault@example.com');
    const once = await sandbox(
      'fault',
      '--operation',
      'getProfile',
      '--kind',
      'error',
      '--times',
      '1',
    );
    expect(once.code).toBe(0);
    expect(once.stdout).toBe('fault set: GET /profile/user answers 500 for the next 1 call\n');
    expect((await state()).faults).toEqual({ 'GET /profile/user': { kind: 'error', times: 1 } });
    expect((await api('GET', '/profile/user', token)).status).toBe(500);
    expect((await api('GET', '/profile/user', token)).status).toBe(200);

    const slow = await sandbox(
      'fault',
      '--operation',
      'get  /geo_ip',
      '--kind',
      'slow',
      '--ms',
      '50',
      '--json',
    );
    expect(slow.json()).toEqual({ operation: 'GET /geo_ip', kind: 'slow', ms: 50 });
    const text = await sandbox('state');
    expect(text.stdout).toMatch(/^faults {4}1$/m);
    expect(text.stdout).toContain(
      '  GET /geo_ip waits 50 ms, then answers until the faults are cleared',
    );

    const cleared = await sandbox('faults', 'clear');
    expect(cleared.stdout).toBe('faults cleared: every operation answers normally again\n');
    expect((await state()).faults).toEqual({});
  });

  it('moves the clock forward: tokens expire with it; reset brings real time back', async () => {
    const token = await register('clock@example.com');
    const before = await sandbox('clock');
    expect(before.code).toBe(0);
    expect(before.stdout).toMatch(/^sandbox clock: \d{4}-\d\d-\d\dT[\d:.]+Z \(real time\)\n$/);
    const moved = await sandbox('clock', '--advance', '1d');
    expect(moved.code).toBe(0);
    expect(moved.stdout).toMatch(/^clock moved forward: now \S+Z \(1d ahead of real time\)\n$/);
    expect((await api('GET', '/profile/user', token)).status).toBe(401);
    const more = await sandbox('clock', '--advance', '90m', '--json');
    expect(more.json().offsetMs).toBe(86_400_000 + 5_400_000);
    expect((await sandbox('state')).stdout).toMatch(
      /^clock {5}\S+Z \(1d 1h 30m ahead of real time\)$/m,
    );

    const reset = await sandbox('reset');
    expect(reset.code).toBe(0);
    expect(reset.stdout).toMatch(/^sandbox reset: /);
    expect((await state()).players).toEqual([]);
    expect((await sandbox('clock', '--json')).json().offsetMs).toBe(0);
  });
});

describe('bad input: exit 2 before any call', () => {
  // A refused port: had any of these called the sandbox, the exit would be 1.
  let nowhere: string;
  beforeAll(async () => {
    nowhere = `http://127.0.0.1:${await refusedPort()}/_sandbox`;
  });
  const cases: [string[], RegExp, RegExp][] = [
    [
      ['fault', '--operation', 'GET /profile/user', '--kind', 'broken'],
      /--kind must be error, slow or malformed \(got "broken"\)/,
      /see casino sandbox fault --help/,
    ],
    [
      ['fault', '--operation', 'GET /profil/user', '--kind', 'error'],
      /--operation is not an operation of the contract/,
      /did you mean "GET \/profile\/user"/,
    ],
    [
      ['fault', '--operation', 'GET /profile/usr', '--kind', 'error'],
      /--operation is not an operation of the contract/,
      /did you mean "GET \/profile\/user"\?\n/,
    ],
    [
      ['fault', '--operation', 'GET /geo-ip', '--kind', 'error'],
      /--operation is not an operation of the contract/,
      /did you mean "GET \/geo_ip"\?/,
    ],
    [['fault', '--kind', 'error'], /--operation is required/, /see casino sandbox fault --help/],
    [
      ['fault', '--operation', 'getGeo', '--kind', 'slow', '--ms', 'soon'],
      /--ms must be a whole number of milliseconds from 1 to 120000 \(got "soon"\)/,
      /see casino sandbox fault --help/,
    ],
    [
      ['fault', '--operation', 'getGeo', '--kind', 'error', '--ms', '100'],
      /--ms is the delay of a slow fault/,
      /pass --kind slow with --ms/,
    ],
    [['site', '--country', 'KAZ'], /--country must be a two-letter country code/, /--country KZ/],
    [['site', '--ip', '300.1.1.1'], /--ip must be an IPv4 or IPv6 address/, /--ip 203\.0\.113\.7/],
    [['site', '--sso', 'auth.example.org'], /--sso must be an http\(s\) URL/, /--no-sso/],
    [['site', '--mirror', 'bad host'], /--mirror must be host names/, /--mirror m1\.example\.com/],
    [['site'], /nothing to change/, /pass --country <code>/],
    [
      ['clock', '--advance', '-1h'],
      /--advance must be a duration forward, at most 400 days/,
      /--advance 24h/,
    ],
    [['clock', '--advance', '401d'], /--advance must be a duration forward/, /--advance 7d/],
  ];
  it.each(cases)('casino sandbox %j', async (args, message, hint) => {
    const run = await casino('sandbox', ...args, '--sandbox', nowhere);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toMatch(new RegExp(`^hint: .*${hint.source}`, 'm'));
  });

  it('never shows the password of a --sandbox address it refuses', async () => {
    const run = await casino(
      'sandbox',
      'state',
      '--sandbox',
      'http://ops:s3cret@127.0.0.1:1/_sandbox',
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--sandbox must not contain a user name or password/);
    expect(run.stderr).toContain('http://***@127.0.0.1:1/_sandbox');
    expect(run.stderr).not.toContain('s3cret');
  });

  it('refuses a --sandbox that is not on this machine unless --allow-remote', async () => {
    const run = await casino(
      'sandbox',
      'reset',
      '--sandbox',
      'https://www.casino.example/_sandbox',
      '--json',
    );
    expect(run.code).toBe(2);
    expect(run.json().error).toMatchObject({ code: 'usage' });
    expect(run.stderr).toMatch(/--sandbox points at www\.casino\.example, not this machine/);
    expect(run.stderr).toMatch(/^hint: pass --allow-remote/m);
    // 0.0.0.0 is not a loopback name, but connecting to it stays on this machine.
    const port = await refusedPort();
    const guarded = await casino('sandbox', 'state', '--sandbox', `http://0.0.0.0:${port}`);
    expect(guarded.code).toBe(2);
    const allowed = await casino(
      'sandbox',
      'state',
      '--sandbox',
      `http://0.0.0.0:${port}`,
      '--allow-remote',
    );
    expect(allowed.code).toBe(1);
    expect(allowed.stderr).toContain('connection refused');
    // Only localhost itself and literal loopback addresses: a name under .localhost resolves as its resolver likes.
    const named = await casino('sandbox', 'state', '--sandbox', `http://evil.localhost:${port}`);
    expect(named.code).toBe(2);
    expect(named.stderr).toMatch(/--sandbox points at evil\.localhost, not this machine/);
    const bad = await casino('sandbox', 'state', '--sandbox', 'ftp://127.0.0.1/_sandbox');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--sandbox must be an http\(s\) URL/);
  });
});

describe('a sandbox that is not there or not the sandbox: exit 1', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });

  it('says to start the sandbox when nothing listens', async () => {
    const port = await refusedPort();
    const run = await casino('sandbox', 'state', '--sandbox', `http://127.0.0.1:${port}`, '--json');
    expect(run.code).toBe(1);
    expect(run.json().error).toMatchObject({ code: 'network' });
    expect(run.stderr).toContain('connection refused');
    expect(run.stderr).toMatch(/^hint: is the sandbox running\? npm start \/ npm run sandbox/m);
  });

  it('gives up after --timeout on one that never answers', async () => {
    const silent = await hanging();
    servers.push(silent);
    const run = await casino('sandbox', 'reset', '--sandbox', silent.url, '--timeout', '300');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('no answer within 300 ms');
    expect(run.stderr).toMatch(/^hint: is the sandbox running\?/m);
  });

  it('reports an answer that is not JSON, and sends the token only as the Authorization header', async () => {
    const page = await answering(200, '<html>a web page</html>');
    servers.push(page);
    const run = await casino(
      'sandbox',
      'tokens',
      'expire',
      '--sandbox',
      page.url,
      '--token',
      'secret-token-42',
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/answered 200 with something that is not a JSON object/);
    expect(page.received[0]?.route).toBe('POST /_sandbox/tokens/expire');
    expect(page.received[0]?.headers.authorization).toBe('Bearer secret-token-42');
    expect(run.stdout + run.stderr).not.toContain('secret-token-42');
  });
});

describe('another server where the sandbox was expected', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('says a web page answered, without pasting it, and gives its status in --json', async () => {
    const page = await answering(
      404,
      '<!DOCTYPE HTML>\n<html lang="en"><head><title>Not found</title>',
    );
    servers.push(page);
    const run = await casino('sandbox', 'state', '--sandbox', page.url, '--json');
    expect(run.code).toBe(1);
    expect(run.json().error).toMatchObject({ code: 'http', status: 404 });
    expect(run.stderr).toMatch(/answered 404 with a web page, not the sandbox's controls/);
    expect(run.stderr).not.toContain('DOCTYPE');
    expect(run.stderr).toMatch(/^hint: is --sandbox the sandbox's \/_sandbox address\?/m);
  });
});

describe('help', () => {
  it('lists the sandbox commands in casino --help and each action in casino sandbox --help', async () => {
    const top = await casino('--help');
    expect(top.code).toBe(0);
    expect(top.stdout).toContain('casino sandbox state | invoice pay|fail | payout pay|fail');
    expect(top.stdout).toContain('casino sandbox clock [--advance <duration>]');
    const group = await casino('sandbox', '--help');
    expect(group.code).toBe(0);
    for (const action of [
      'state',
      'invoice',
      'payout',
      'tokens',
      'site',
      'fault',
      'faults',
      'clock',
      'reset',
    ])
      expect(group.stdout).toMatch(new RegExp(`^  ${action}\\b`, 'm'));
    const bare = await casino('sandbox');
    expect(bare.code).toBe(2);
  });
});
