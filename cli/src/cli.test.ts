// The CLI's commands through main(argv): against the programmatic Prism mock
// and loopback stand-ins, with their --json shapes and exit codes.
import { type MockServer, startMockServer } from '@casino/scripts/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casino } from './test-run.ts';
import { answering, hanging, refusedPort, startServer, type TestServer } from './test-servers.ts';

let mock: MockServer;
const servers: TestServer[] = [];
const serve = async (server: Promise<TestServer>) => {
  const started = await server;
  servers.push(started);
  return started;
};

beforeAll(async () => {
  mock = await startMockServer();
});

afterAll(async () => {
  await Promise.all([mock?.stop(), ...servers.map((s) => s.close())]);
});

const api = () => ['--api', mock.url];

describe('casino geo', () => {
  it('prints ip, country code and region', async () => {
    const r = await casino('geo', ...api());
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('country code  RU');
    expect(r.stdout).toMatch(/region\s+RU/);
  });

  it('--json prints the documented shape', async () => {
    const r = await casino('geo', ...api(), '--json');
    expect(r.code).toBe(0);
    expect(r.json()).toEqual({
      ip: '95.165.10.21',
      country_code: 'RU',
      region: 'RU',
      blocked: false,
    });
    expect(r.stderr).toBe('');
  });

  it('maps a country without a region of its own to RU and sends --user-agent, --region and --lang', async () => {
    const server = await serve(
      answering(200, { data: { ip: '1.2.3.4', country_code: 'DE', region: 'RU' } }),
    );
    const r = await casino(
      'geo',
      '--api',
      server.url,
      '--json',
      '--user-agent',
      'Probe/1.0',
      '--region',
      'kz',
      '--lang',
      'br',
    );
    expect(r.json()).toEqual({ ip: '1.2.3.4', country_code: 'DE', region: 'RU', blocked: false });
    const headers = server.received.at(-1)?.headers;
    expect(headers?.['user-agent']).toBe('Probe/1.0');
    expect(headers?.region).toBe('KZ');
    expect(headers?.['accept-language']).toBe('pt-BR');
  });

  it('a 451 says the region is blocked and exits 4', async () => {
    const server = await serve(answering(451, { message: 'Unavailable For Legal Reasons' }));
    const human = await casino('geo', '--api', server.url);
    expect(human.code).toBe(4);
    expect(human.stdout).toContain('blocked');
    const json = await casino('geo', '--api', server.url, '--json');
    expect(json.code).toBe(4);
    expect(json.json()).toEqual({ blocked: true });
  });
});

describe('casino mirrors', () => {
  it('check probes a live, a hanging and a refused mirror in one run', async () => {
    const live = await serve(answering(200, 'ok'));
    const slow = await serve(hanging());
    const refused = `127.0.0.1:${await refusedPort()}`;
    const r = await casino(
      'mirrors',
      'check',
      '--domain',
      live.host,
      '--domain',
      slow.host,
      '--domain',
      refused,
      '--scheme',
      'http',
      // Only the hanging mirror waits for it: wide enough for the live one's
      // loopback answer on a loaded machine.
      '--timeout',
      '3000',
      '--json',
    );
    expect(r.code).toBe(0);
    const { results, reported } = r.json();
    expect(reported).toBe(false);
    expect(Object.keys(results)).toEqual([live.host, slow.host, refused]);
    expect(Number.isInteger(results[live.host])).toBe(true);
    expect(results[live.host]).toBeGreaterThanOrEqual(0);
    expect(results[slow.host]).toBeNull();
    expect(results[refused]).toBeNull();
  });

  it('check prints a table fastest first, with the verdict and the failing stage of the others', async () => {
    const live = await serve(answering(200, 'ok'));
    const failing = await serve(answering(500, 'down but answering'));
    const refused = `127.0.0.1:${await refusedPort()}`;
    const r = await casino(
      'mirrors',
      'check',
      '--domain',
      refused,
      '--domain',
      failing.host,
      '--domain',
      live.host,
      '--scheme',
      'http',
      // Every mirror here answers or refuses at once: nothing waits for the timeout.
      '--timeout',
      '10000',
    );
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^domain\s+verdict\s+time\s+stage$/);
    expect(lines[1]).toMatch(
      new RegExp(`^${live.host}\\s+ok\\s+\\d+ ms\\s+slowest: \\w+ \\d+ ms$`),
    );
    // The two failing mirrors follow, by name.
    expect(lines.slice(2, 4)).toEqual(
      [failing.host, refused].sort().map((d) => expect.stringMatching(new RegExp(`^${d}\\s`))),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${failing.host}\\s+http-error\\s+-\\s+http: HTTP 500$`)),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${refused}\\s+tcp-refused\\s+-\\s+tcp: connection refused: ${refused} ECONNREFUSED$`,
        ),
      ),
    );
    expect(r.stdout).toContain('1 of 3 ok (1 tcp-refused, 1 http-error)');
  });

  it('a TLS failure counts as unreachable', async () => {
    const plain = await serve(answering(200, 'no tls here'));
    const r = await casino(
      'mirrors',
      'check',
      '--domain',
      plain.host,
      '--scheme',
      'https',
      '--timeout',
      '1000',
      '--json',
    );
    expect(r.json().results[plain.host]).toBeNull();
    expect(r.code).toBe(3);
  });

  it('exits 3 when no mirror answered', async () => {
    const refused = `127.0.0.1:${await refusedPort()}`;
    const r = await casino('mirrors', 'check', '--domain', refused, '--scheme', 'http', '--json');
    expect(r.code).toBe(3);
    expect(r.json()).toMatchObject({
      results: { [refused]: null },
      details: { [refused]: { verdict: 'tcp-refused' } },
      reported: false,
    });
  });

  it('without --domain takes the API list and --report posts exactly the results', async () => {
    const live = await serve(answering(204));
    const apiServer = await serve(
      startServer((req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify(
            req.url === '/api/getMirrorsToCheck' ? { domains: [live.host] } : { success: true },
          ),
        );
      }),
    );
    const r = await casino(
      'mirrors',
      'check',
      '--api',
      apiServer.url,
      '--token',
      'tok-123456789',
      '--scheme',
      'http',
      '--report',
      '--json',
    );
    expect(r.code).toBe(0);
    const out = r.json();
    expect(out.reported).toBe(true);
    const posted = apiServer.received.find((x) => x.route === 'POST /api/sendAntiBonusResult');
    expect(JSON.parse(posted?.body ?? '{}')).toEqual({ results: out.results });
    expect(posted?.headers.authorization).toBe('Bearer tok-123456789');
  });

  it('a refused --report still prints the results, then says the report failed, exit 1', async () => {
    const live = await serve(answering(204));
    const apiServer = await serve(answering(401, { message: 'Unauthenticated.' }));
    const argv = [
      'mirrors',
      'check',
      '--domain',
      live.host,
      '--scheme',
      'http',
      '--api',
      apiServer.url,
      '--token',
      'tok-123456789',
      '--report',
    ];
    const human = await casino(...argv);
    expect(human.code).toBe(1);
    expect(human.stdout).toContain(live.host);
    expect(human.stdout).toContain('1 of 1 ok');
    expect(human.stderr).toContain(
      'casino: the results were not reported: POST /api/sendAntiBonusResult',
    );
    expect(human.stderr).toContain('hint: the API refused the token');
    const json = await casino(...argv, '--json');
    expect(json.code).toBe(1);
    expect(json.json()).toMatchObject({
      results: { [live.host]: expect.any(Number) },
      reported: false,
      reportError: { status: 401 },
    });
  });

  // A refresh would retire the operator's token and the new one would be lost at exit.
  it('an expired token is not refreshed behind the operator: the 401 says how to get a fresh one', async () => {
    const apiServer = await serve(
      startServer((req, res) => {
        const json = (status: number, body: unknown) => {
          res.writeHead(status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (req.url === '/auth/refresh-token')
          return json(200, { access_token: 'fresh-token-000001' });
        json(401, { message: 'Unauthenticated.' });
      }),
    );
    const r = await casino(
      'mirrors',
      'check',
      '--api',
      apiServer.url,
      '--token',
      'stale-token-000000',
      '--json',
    );
    expect(r.code).toBe(1);
    expect(r.json()).toMatchObject({ error: { code: 'http', status: 401 } });
    expect(r.stderr).toContain('GET /api/getMirrorsToCheck');
    expect(r.stderr).toContain('hint: the API refused the token');
    expect(r.stderr).toContain('casino token refresh');
    expect(apiServer.received.filter((x) => x.route === 'POST /auth/refresh-token')).toEqual([]);
  });

  it('against the mock: the list, the report and the exit code', async () => {
    const r = await casino(
      'mirrors',
      'check',
      ...api(),
      '--token',
      'mock-token',
      '--timeout',
      '300',
      '--report',
      '--json',
    );
    expect(Object.keys(r.json().results)).toEqual([
      'casino-mirror1.example',
      'casino-mirror2.example',
      'casino-mirror3.example',
    ]);
    expect(r.json().reported).toBe(true);
    expect(r.code).toBe(3); // the example domains do not exist here
  });

  it('resolve prints redirect.newLink', async () => {
    expect((await casino('mirrors', 'resolve', ...api())).stdout.trim()).toBe(
      'https://casino-mirror2.example',
    );
    expect((await casino('mirrors', 'resolve', ...api(), '--json')).json()).toEqual({
      newLink: 'https://casino-mirror2.example',
    });
  });

  it('names a bad --domain, --scheme or --concurrency and exits 2', async () => {
    const bad = await casino('mirrors', 'check', '--domain', 'https://x.example/path');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--domain "https://x.example/path" is not a host[:port]');
    const scheme = await casino('mirrors', 'check', '--domain', 'a.example', '--scheme', 'ftp');
    expect(scheme.code).toBe(2);
    expect(scheme.stderr).toContain('--scheme must be https or http (got "ftp")');
    const conc = await casino('mirrors', 'check', '--domain', 'a.example', '--concurrency', '0');
    expect(conc.code).toBe(2);
    expect(conc.stderr).toContain('--concurrency must be a whole number from 1 to 1000 (got "0")');
  });

  it('needs a token for the API list or --report, and says so', async () => {
    const r = await casino('mirrors', 'check', ...api());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('needs a token');
    expect(r.stderr).toContain('hint: pass --token <token> or set CASINO_TOKEN');
  });
});

describe('casino utm replay', () => {
  const landing =
    'https://www.casino.example/?utm_source=google&utm_medium=cpc&utm_campaign=autumn&utm_term=slots&gclid=abc';

  it('sends every query parameter and prints advId and promo', async () => {
    const r = await casino('utm', 'replay', landing, ...api(), '--json');
    expect(r.code).toBe(0);
    expect(r.json()).toEqual({ advId: 'adv-5521', promo: { type: 'freespins', value: '50' } });
  });

  it('sends all of the URL query as the body', async () => {
    const server = await serve(answering(200, { advId: 'adv-1' }));
    const r = await casino('utm', 'replay', landing, '--api', server.url, '--json');
    expect(r.json()).toEqual({ advId: 'adv-1', promo: null });
    expect(JSON.parse(server.received.at(-1)?.body ?? '')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'autumn',
      utm_term: 'slots',
      gclid: 'abc',
    });
  });

  it('names each missing utm field and exits 2 without calling the API', async () => {
    const r = await casino('utm', 'replay', 'https://x.example/?utm_source=a&utm_term=b', ...api());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('the landing URL lacks utm_medium, utm_campaign');
    const notUrl = await casino('utm', 'replay', 'not a url', ...api());
    expect(notUrl.code).toBe(2);
    expect(notUrl.stderr).toContain('"not a url" is not a URL');
  });
});

describe('casino token refresh', () => {
  it('prints the new access token', async () => {
    const r = await casino('token', 'refresh', ...api(), '--token', 'old-token-value', '--json');
    expect(r.code).toBe(0);
    expect(r.json()).toEqual({ access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEwMDF9.refreshed' });
    const human = await casino('token', 'refresh', ...api(), '--token', 'old-token-value');
    expect(human.stdout.trim()).toBe('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEwMDF9.refreshed');
  });

  it('without a token exits 2', async () => {
    const r = await casino('token', 'refresh', ...api());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('token refresh needs a token');
  });

  it('a rejected token exits 1, says so, and never shows the token', async () => {
    const server = await serve(answering(401, { message: 'token old-token-value is expired' }));
    const r = await casino('token', 'refresh', '--api', server.url, '--token', 'old-token-value');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('the token was rejected (401)');
    expect(r.stdout + r.stderr).not.toContain('old-token-value');
  });
});

describe('faults: one clear line, exit 1, no stack, no token', () => {
  it.each([
    [
      'a 5xx',
      () => answering(502, { message: 'Bad Gateway' }),
      'GET /geo_ip failed with 502: Bad Gateway',
    ],
    [
      'a web page where the API was expected',
      () => answering(404, '<!DOCTYPE html>\n<html><head><title>404</title></head></html>'),
      "GET /geo_ip failed with 404: the answer is a web page, not the API's\nhint: nothing answers that call there: is --api the casino API",
    ],
    [
      'a body that is not JSON',
      () => answering(200, '<html>captive portal</html>'),
      'GET /geo_ip answered 200 with a body that is not JSON',
    ],
    [
      'an answer that does not fit the spec',
      () => answering(200, { data: { ip: 5 } }),
      'does not match the spec',
    ],
  ])('%s', async (_name, make, message) => {
    const server = await serve(make());
    const r = await casino('geo', '--api', server.url, '--token', 'secret-token-xyz');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stderr).not.toContain('secret-token-xyz');
  });

  it('a refused connection', async () => {
    const r = await casino('geo', '--api', `http://127.0.0.1:${await refusedPort()}`);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('GET /geo_ip got no answer');
    expect(r.stderr).toContain('ECONNREFUSED');
  });

  it('an API that never answers, bounded by --timeout', async () => {
    const server = await serve(hanging());
    const r = await casino('geo', '--api', server.url, '--timeout', '300');
    // The server never answers: only the timeout ends the one call, and says so.
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('GET /geo_ip got no answer within the timeout');
    expect(server.received.map((request) => request.route)).toEqual(['GET /geo_ip']);
  });

  it('--debug adds the stack', async () => {
    const server = await serve(answering(500, { message: 'boom' }));
    const r = await casino('geo', '--api', server.url, '--debug');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/\n\s+at /);
  });
});

describe('bad usage: exit 2 with the reason', () => {
  it.each([
    [['geo', '--api', 'not-a-url'], '--api must be an http(s) URL'],
    [['geo', '--api', 'ftp://x'], '--api must be an http(s) URL'],
    [
      ['geo', '--api', 'http://127.0.0.1:4010', '--timeout', 'soon'],
      '--timeout must be a whole number of milliseconds from 1 to 600000 (got "soon")',
    ],
    [
      ['geo', '--api', 'http://127.0.0.1:4010', '--region', 'XX'],
      '--region must be one of RU, KZ, AZ, TR',
    ],
    [['geo', '--site', 'not a host'], '--site "not a host" is not a host name'],
    [['geo', '--site', 'localhost:4410'], '--site takes a host without a port'],
    [['geo', '--site', 'api.casino.example'], "--site is the site's host, not the API's"],
    [['geo'], 'no API address'],
    [['frobnicate'], "unknown command 'frobnicate'"],
    [['geo', '--frobnicate'], "unknown option '--frobnicate'"],
    [['utm', 'replay'], "missing required argument 'landing-url'"],
  ])('casino %j', async (argv, message) => {
    const r = await casino(...argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stdout).toBe('');
  });

  it('--site derives the API host', async () => {
    const r = await casino('geo', '--site', 'www.casino.invalid', '--timeout', '2000');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('GET /geo_ip got no answer');
  });
});
