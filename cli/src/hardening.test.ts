// Hardening, through main(argv): server and file data cannot
// drive the terminal, commander's errors never echo option values, every
// bearer token is redacted, bad ports, timeouts and API addresses are
// refused with a fix, --json failures print one JSON error object, and
// fair verify refuses input whose arithmetic overflows.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createContext } from './context.ts';
import { FROM_ENV } from './raw-options.ts';
import { casino } from './test-run.ts';
import { answering, startServer, type TestServer } from './test-servers.ts';

const servers: TestServer[] = [];
const serve = async (server: Promise<TestServer>) => {
  const started = await server;
  servers.push(started);
  return started;
};

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

/** A window title, a screen clear and a forged green line: what a hostile API would send. */
const HOSTILE = '\x1b]0;pwned\x07\x1b[2J\x1b[31mFAKE OK\u009b31m\x7f';
/** The same, as the CLI must show it: every control character spelled out. */
const SHOWN = '\\x1b]0;pwned\\x07\\x1b[2J\\x1b[31mFAKE OK\\u009b31m\\x7f';
/** Any control character but the newline that ends a line. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

function expectNoControl(text: string) {
  expect(text).not.toMatch(RAW_CONTROL);
}

describe('terminal escapes from the server are spelled out in human output', () => {
  it('mirrors resolve: newLink', async () => {
    const server = await serve(
      answering(200, { redirect: { newLink: `https://mirror.example/${HOSTILE}` } }),
    );
    const r = await casino('mirrors', 'resolve', '--api', server.url);
    expect(r.code).toBe(0);
    expectNoControl(r.stdout);
    expect(r.stdout).toBe(`https://mirror.example/${SHOWN}\n`);
  });

  it('mirrors resolve: a newline in newLink cannot forge a second line', async () => {
    const server = await serve(
      answering(200, { redirect: { newLink: 'https://mirror.example/\nFAKE OK' } }),
    );
    const r = await casino('mirrors', 'resolve', '--api', server.url);
    expect(r.stdout).toBe('https://mirror.example/\\nFAKE OK\n');
  });

  it('--json stays exact: the same characters, one parseable document', async () => {
    const link = `https://mirror.example/${HOSTILE}\u2028`;
    const server = await serve(answering(200, { redirect: { newLink: link } }));
    const r = await casino('mirrors', 'resolve', '--api', server.url, '--json');
    expect(r.code).toBe(0);
    expectNoControl(r.stdout);
    expect(r.json()).toEqual({ newLink: link });
  });

  it('geo: ip and country code', async () => {
    const server = await serve(
      answering(200, { data: { ip: `1.2.3.4${HOSTILE}`, country_code: '\x1bc' } }),
    );
    const r = await casino('geo', '--api', server.url);
    expect(r.code).toBe(0);
    expectNoControl(r.stdout);
    expect(r.stdout).toContain(`ip            1.2.3.4${SHOWN}\n`);
    expect(r.stdout).toContain('country code  \\x1bc\n');
    const json = await casino('geo', '--api', server.url, '--json');
    expect(json.json()).toMatchObject({ ip: `1.2.3.4${HOSTILE}`, country_code: '\x1bc' });
  });

  it('utm replay: advId and promo', async () => {
    const server = await serve(
      answering(200, { advId: `adv${HOSTILE}`, promo: { type: 'free\rspins', value: HOSTILE } }),
    );
    const r = await casino(
      'utm',
      'replay',
      'https://x.example/?utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d',
      '--api',
      server.url,
    );
    expect(r.code).toBe(0);
    expectNoControl(r.stdout);
    expect(r.stdout).toBe(`advId  adv${SHOWN}\npromo  free\\rspins ${SHOWN}\n`);
  });

  it("an error message carrying the server's text", async () => {
    const server = await serve(answering(502, { message: `Bad Gateway${HOSTILE}\nFAKE line` }));
    const r = await casino('geo', '--api', server.url);
    expect(r.code).toBe(1);
    expectNoControl(r.stderr);
    expect(r.stderr).toContain(`GET /geo_ip failed with 502: Bad Gateway${SHOWN}\\nFAKE line`);
    expect(r.stderr.split('\n')[0]).toMatch(/^casino: /);
  });

  it('the skipped-domains notice of mirrors check', async () => {
    const live = await serve(answering(200, 'ok'));
    const apiServer = await serve(answering(200, { domains: [live.host, `evil${HOSTILE}`] }));
    const r = await casino(
      'mirrors',
      'check',
      '--api',
      apiServer.url,
      '--token',
      'tok-123456789',
      '--scheme',
      'http',
    );
    expect(r.code).toBe(0);
    expectNoControl(r.stdout + r.stderr);
    expect(r.stderr).toContain(`skipping malformed domains from the API: evil${SHOWN}`);
  });

  it('with --debug the stack keeps its lines but not the escapes', async () => {
    const server = await serve(answering(500, { message: HOSTILE }));
    const r = await casino('geo', '--api', server.url, '--debug');
    expect(r.code).toBe(1);
    expectNoControl(r.stderr);
    expect(r.stderr).toMatch(/\n\s+at /);
  });
});

describe("commander's errors and tokens: never echoed", () => {
  it('an unknown option does not echo its value', async () => {
    const r = await casino('geo', '--tokn=sekret-token-123456');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown option '--tokn'");
    expect(r.stdout + r.stderr).not.toContain('sekret');
    const quoted = await casino('geo', "--tokn=it's\nsekret");
    expect(quoted.stderr).toContain("unknown option '--tokn'\n");
    expect(quoted.stderr).not.toContain('sekret');
  });

  it("commander's suggestion becomes the hint", async () => {
    const r = await casino('geo', '--tokn');
    expect(r.stderr).toBe(
      "casino: unknown option '--tokn'\nhint: did you mean --token? see casino --help, or casino <command> --help\n",
    );
  });

  it('an option given before the command says where it goes, never its value', async () => {
    const r = await casino('--token=sekret-token-123456', 'geo');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'casino: --token goes after the command\nhint: casino <command> [options], e.g. casino geo --api http://127.0.0.1:4010\n',
    );
  });

  it('too many arguments are counted, not shown', async () => {
    const r = await casino('utm', 'replay', 'https://x.example/', 'sekret-token-123456');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('too many arguments');
    expect(r.stderr).not.toContain('sekret');
  });

  it('an unknown command that is not a word is not shown', async () => {
    const r = await casino(`sekret${HOSTILE}`);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown command');
    expect(r.stderr).not.toContain('sekret');
    expectNoControl(r.stderr);
  });

  it('a command without its subcommand shows help and exits 2', async () => {
    const r = await casino('mirrors');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Usage: casino mirrors');
  });

  it('a bearer token of any length is redacted, and a short --token too', async () => {
    const server = await serve(
      answering(502, { message: 'upstream rejected Bearer abc; token abc is not valid' }),
    );
    const r = await casino('geo', '--api', server.url, '--token', 'abc');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('upstream rejected Bearer ***; token *** is not valid');
    expect(r.stderr).not.toMatch(/\babc\b/);
    // A short token is not cut out of other words.
    expect(r.stderr).toContain('casino: GET /geo_ip failed with 502');
  });
});

describe('ports, timeouts and API addresses out of range are refused with a fix', () => {
  it.each([
    [['mirrors', 'check', '--domain', '127.0.0.1:99999'], 'port 99999 is outside 1-65535'],
    [['mirrors', 'check', '--domain', 'mirror.example:0'], 'port 0 is outside 1-65535'],
    [['geo', '--api', 'http://127.0.0.1:99999'], '--api port 99999 is outside 1-65535'],
    [['geo', '--api', 'http://127.0.0.1:0'], '--api port 0 is outside 1-65535'],
    [
      ['geo', '--api', 'http://127.0.0.1:4010', '--timeout', '2147483648'],
      '--timeout must be a whole number of milliseconds from 1 to 600000 (got "2147483648")',
    ],
    [
      ['geo', '--api', 'http://127.0.0.1:4010', '--timeout', '600001'],
      '--timeout must be a whole number of milliseconds from 1 to 600000',
    ],
    [
      ['mirrors', 'check', '--domain', 'a.example', '--timeout', '2147483648'],
      '--timeout must be a whole number of milliseconds from 1 to 600000',
    ],
    [
      ['mirrors', 'check', '--domain', 'a.example', '--concurrency', '100000'],
      '--concurrency must be a whole number from 1 to 1000',
    ],
    [
      ['geo', '--api', 'http://127.0.0.1:4010/?debug=1'],
      '--api must not have a query or a fragment',
    ],
    [['geo', '--api', 'http://127.0.0.1:4010/#top'], '--api must not have a query or a fragment'],
    [
      ['geo', '--api', 'http://127.0.0.1:4010', '--token', 'abc\r'],
      '--token must be printable ASCII with no spaces or control characters',
    ],
    [['geo', '--api', 'http://127.0.0.1:4010', '--token', 'тест'], '--token must be printable'],
    [
      ['geo', '--api', 'http://127.0.0.1:4010', '--user-agent', 'a\nb'],
      '--user-agent must be printable ASCII on one line',
    ],
    [
      ['fair', 'chain', '--from', 'ab'.repeat(32)],
      '--count is required: a whole number from 1 to 10000000',
    ],
  ])('casino %j exits 2', async (argv, message) => {
    const r = await casino(...argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).toContain('hint: ');
    expect(r.stdout).toBe('');
  });

  it('--api with a query never shows it (it may hold a secret)', async () => {
    const r = await casino('geo', '--api', 'http://127.0.0.1:4010/?access_token=abcdef');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('(got "http://127.0.0.1:4010/?…")');
    expect(r.stderr).not.toContain('abcdef');
  });

  it('--api with a user name and password names the problem, never shows the password', async () => {
    const r = await casino('geo', '--api', 'http://ops:hunter2@127.0.0.1:4010');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--api must not contain a user name or password');
    expect(r.stderr).toContain('hint: pass the token with --token or CASINO_TOKEN');
    expect(r.stderr).not.toContain('hunter2');
  });

  it('--api with a path prefix is an API behind a gateway: calls go under it', async () => {
    const server = await serve(
      answering(200, { data: { ip: '1.2.3.4', country_code: 'KZ', region: 'KZ' } }),
    );
    const r = await casino('geo', '--api', `${server.url}/casino-api/`, '--json');
    expect(r.code).toBe(0);
    expect(server.received.at(-1)?.route).toBe('GET /casino-api/geo_ip');
  });

  it('the largest timeout is accepted', async () => {
    const server = await serve(
      answering(200, { data: { ip: '1.2.3.4', country_code: 'KZ', region: 'KZ' } }),
    );
    const r = await casino('geo', '--api', server.url, '--timeout', '600000', '--json');
    expect(r.code).toBe(0);
  });
});

describe('a bad value from the environment names its variable', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('blames CASINO_TOKEN and CASINO_API_URL, not flags that were not given, and says to fix or unset them', async () => {
    vi.stubEnv('CASINO_TOKEN', 'abc def');
    const token = await casino('geo', '--api', 'http://127.0.0.1:9');
    expect(token.code).toBe(2);
    expect(token.stderr).toMatch(
      /^casino: CASINO_TOKEN \(read for --token\) must be printable ASCII/,
    );
    expect(token.stderr).toContain('hint: fix or unset CASINO_TOKEN, or pass the option itself');
    expect(token.stderr).not.toContain('abc def');
    vi.stubEnv('CASINO_TOKEN', '');
    vi.stubEnv('CASINO_API_URL', 'nonsense');
    const api = await casino('geo');
    expect(api.code).toBe(2);
    expect(api.stderr).toMatch(
      /^casino: CASINO_API_URL \(read for --api\) must be an http\(s\) URL/,
    );
  });

  it('refuses --api and --site together; a CASINO_API_URL gives way to a --site given', async () => {
    const both = await casino('geo', '--api', 'http://127.0.0.1:9', '--site', 'casino.example');
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/^casino: --api and --site both name the API\nhint: pass one/);
    const out = { stdout: () => undefined, stderr: () => undefined, interactive: false };
    const fromEnv = createContext(
      { api: 'http://127.0.0.1:9', site: 'casino.example', [FROM_ENV]: { api: 'CASINO_API_URL' } },
      out,
    );
    expect(fromEnv.apiBaseUrl()).toBe('https://api.casino.example');
  });

  it('says an empty --token once, and a fragment in --api as a fragment', async () => {
    const empty = await casino('geo', '--api', 'http://127.0.0.1:9', '--token', '');
    expect(empty.stderr).toBe('casino: --token must not be empty\nhint: see casino geo --help\n');
    const fragment = await casino('geo', '--api', 'http://127.0.0.1:9/#part');
    expect(fragment.stderr).toContain('(got "http://127.0.0.1:9/#…")');
  });
});

describe('--json failures: one JSON error object on stdout and the exit code', () => {
  const errorOf = (stdout: string) => JSON.parse(stdout).error;

  it.each([
    [['geo', '--nope', '--json'], 2, 'usage'],
    [['geo', '--json'], 2, 'usage'],
    [['geo', '--api', 'http://127.0.0.1:4010', '--timeout', '0', '--json'], 2, 'usage'],
    [['mirrors', 'check', '--domain', 'bad/domain', '--json'], 2, 'usage'],
    [['mirrors', 'resolve', '--json'], 2, 'usage'],
    [['token', 'refresh', '--api', 'http://127.0.0.1:4010', '--json'], 2, 'usage'],
    [['utm', 'replay', 'not a url', '--api', 'http://127.0.0.1:4010', '--json'], 2, 'usage'],
    [['fair', 'verify', '--game', 'dice', '--json'], 2, 'usage'],
    [
      [
        'fair',
        'verify',
        '--game',
        'poker',
        '--server-seed',
        's',
        '--client-seed',
        'c',
        '--nonce',
        '1',
        '--json',
      ],
      2,
      'usage',
    ],
  ])('casino %j', async (argv, exit, code) => {
    const r = await casino(...argv);
    expect(r.code).toBe(exit);
    const error = errorOf(r.stdout);
    expect(error.code).toBe(code);
    expect(typeof error.message).toBe('string');
    expect(error.message.length).toBeGreaterThan(0);
    expect(error).toHaveProperty('suggestion');
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('an API failure gives its kind, status and message, exit 1', async () => {
    const server = await serve(answering(502, { message: `Bad Gateway ${HOSTILE}` }));
    const r = await casino('geo', '--api', server.url, '--json', '--token', 'tok-secret-1234');
    expect(r.code).toBe(1);
    expect(errorOf(r.stdout)).toEqual({
      code: 'http',
      status: 502,
      message: `GET /geo_ip failed with 502: Bad Gateway ${HOSTILE}`,
      suggestion: null,
    });
    expect(r.stderr).toContain('casino: GET /geo_ip failed with 502');
  });

  it('a rejected token on refresh, and a timeout', async () => {
    const rejected = await serve(answering(401, { message: 'no' }));
    const r = await casino('token', 'refresh', '--api', rejected.url, '--token', 't', '--json');
    expect(r.code).toBe(1);
    expect(errorOf(r.stdout)).toMatchObject({ code: 'token-rejected' });
    const hang = await serve(startServer(() => undefined));
    const t = await casino('mirrors', 'resolve', '--api', hang.url, '--timeout', '200', '--json');
    expect(t.code).toBe(1);
    expect(errorOf(t.stdout)).toMatchObject({ code: 'timeout' });
  });

  it('the token never reaches the JSON error either', async () => {
    const server = await serve(answering(500, { message: 'token tok-secret-1234 failed' }));
    const r = await casino('geo', '--api', server.url, '--json', '--token', 'tok-secret-1234');
    expect(r.stdout).not.toContain('tok-secret-1234');
    expect(errorOf(r.stdout).message).toContain('token *** failed');
  });
});

describe('fair verify: overflowing arithmetic and huge counts are refused', () => {
  const seeds = ['--server-seed', 's', '--client-seed', 'c'];
  it.each([
    [['--game', 'cases', '--weights', '1e308,1e308'], /--weights add up to more than/],
    [['--game', 'rooms', '--stakes', '1.7e308,1.7e308,1'], /--stakes add up to more than/],
    [['--game', 'cases', '--weights', '1e400'], /--weights must be positive numbers/],
    [['--game', 'cases', '--weights', '0x10,1'], /--weights must be positive numbers/],
    [['--game', 'cases', '--weights', Array(1001).fill('1').join(',')], /at most 1000/],
    [['--game', 'hilo', '--cards', '1000000'], /--cards must be a whole number from 1 to 1000/],
    [['--game', 'mines', '--mines', '25'], /--mines must be a whole number from 1 to 24/],
  ])('%j exits 2', async (args, message) => {
    const r = await casino('fair', 'verify', ...seeds, '--nonce', '1', ...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });

  it('a nonce past the largest exact whole number is refused and says the range', async () => {
    const r = await casino(
      'fair',
      'verify',
      ...seeds,
      '--game',
      'dice',
      '--nonce',
      '99999999999999999999',
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--nonce must be a whole number from 1 to 9007199254740991');
  });

  it('the largest card count and nonce still work', async () => {
    const r = await casino(
      'fair',
      'verify',
      ...seeds,
      '--game',
      'hilo',
      '--cards',
      '1000',
      '--nonce',
      '9007199254740991',
      '--json',
    );
    expect(r.code).toBe(0);
    expect(r.json().result).toHaveLength(1000);
  });
});
