// The staged mirror probe (casino mirrors check) against loopback servers that
// fail the ways blocked mirrors do: each gives its verdict, with its stage,
// and `results` stays the map POST /api/sendAntiBonusResult takes. Names are
// pointed at loopback by a local DNS server (--dns-server) and a DoH server.
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeAll } from './probe.ts';
import {
  type Certificate,
  dnsServer,
  dohServer,
  httpServer,
  httpsServer,
  makeCertificate,
  type Running,
  resetting,
  silent,
  stalling,
} from './probe-test-servers.ts';
import { casino } from './test-run.ts';
import { refusedPort } from './test-servers.ts';

const DAY = 86_400_000;
const open: { close(): Promise<void> }[] = [];
const keep = async <T extends { close(): Promise<void> }>(server: Promise<T>): Promise<T> => {
  const started = await server;
  open.push(started);
  return started;
};

let dns: { server: string };
let doh: Running;
let live: Running;

beforeAll(async () => {
  live = await keep(
    httpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>casino mirror</body></html>');
    }),
  );
  // The system resolver (stood in for by --dns-server) and the DoH resolver
  // agree on real.test; on spoof.test the "ISP" answers its stub, 127.0.0.2.
  dns = await keep(dnsServer({ 'real.test': ['127.0.0.1'], 'spoof.test': ['127.0.0.2'] }));
  doh = await keep(dohServer({ 'real.test': ['127.0.0.1'], 'spoof.test': ['127.0.0.1'] }));
});

afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
});

/** `casino mirrors check --json` over `domains`; the parsed document and the exit code. */
async function check(domains: string[], ...flags: string[]) {
  const r = await casino(
    'mirrors',
    'check',
    ...domains.flatMap((d) => ['--domain', d]),
    '--dns-server',
    dns.server,
    '--json',
    ...flags,
  );
  return { code: r.code, stderr: r.stderr, doc: r.json() };
}

describe('DNS', () => {
  it('resolves a name with the system resolver and agrees with DoH: ok', async () => {
    const domain = `real.test:${live.port}`;
    const { code, doc } = await check(
      [domain],
      '--scheme',
      'http',
      '--doh',
      `${doh.url}/dns-query`,
    );
    expect(code).toBe(0);
    expect(doc.details[domain].verdict).toBe('ok');
    expect(doc.details[domain].stages.dns).toMatchObject({
      addresses: ['127.0.0.1'],
      doh: { addresses: ['127.0.0.1'] },
    });
    expect(Number.isInteger(doc.results[domain])).toBe(true);
  });

  it('a DoH resolver that cannot be reached leaves the mirror ok, and the table says the check was not done', async () => {
    const domain = `real.test:${live.port}`;
    const nowhere = `http://127.0.0.1:${await refusedPort()}/dns-query`;
    const { doc } = await check([domain], '--scheme', 'http', '--doh', nowhere);
    expect(doc.details[domain].verdict).toBe('ok');
    expect(doc.details[domain].stages.dns.doh.error).toBeTruthy();
    const r = await casino(
      'mirrors',
      'check',
      '--domain',
      domain,
      '--dns-server',
      dns.server,
      '--scheme',
      'http',
      '--doh',
      nowhere,
    );
    expect(r.stdout).toContain(`; DoH check not done: ${doc.details[domain].stages.dns.doh.error}`);
  });

  it('a spoofed answer that DoH contradicts is dns-mismatch', async () => {
    const domain = `spoof.test:${live.port}`;
    const { code, doc } = await check(
      [domain],
      '--scheme',
      'http',
      '--doh',
      `${doh.url}/dns-query`,
    );
    expect(code).toBe(3);
    expect(doc.results).toEqual({ [domain]: null });
    expect(doc.details[domain]).toMatchObject({
      verdict: 'dns-mismatch',
      stages: { dns: { addresses: ['127.0.0.2'], doh: { addresses: ['127.0.0.1'] } } },
    });
    expect(doc.details[domain].stages.tcp).toBeUndefined();
  });

  it('a name nobody knows is dns-failed; an IP address skips DNS', async () => {
    const { doc } = await check(['nowhere.test', live.host], '--scheme', 'http');
    expect(doc.details['nowhere.test']).toMatchObject({ verdict: 'dns-failed' });
    expect(doc.details['nowhere.test'].error).toContain('NXDOMAIN');
    expect(doc.details[live.host].stages.dns).toEqual({
      ms: 0,
      addresses: ['127.0.0.1'],
      skipped: true,
    });
  });
});

describe('TCP', () => {
  it('a refused connection is tcp-refused', async () => {
    const domain = `127.0.0.1:${await refusedPort()}`;
    const { doc } = await check([domain], '--scheme', 'http');
    expect(doc.details[domain].verdict).toBe('tcp-refused');
    expect(doc.details[domain].stages.tcp.address).toBe(domain);
  });

  it('a connection nobody answers is tcp-timeout', async () => {
    // Loopback always answers a SYN; a socket that never connects stands in for a dropped one.
    const probed = await probeAll(['silent.test'], {
      scheme: 'http',
      timeoutMs: 300,
      concurrency: 1,
      depth: 'quick',
      resolve: async () => ['192.0.2.1'],
      connector: () => new Socket(),
    });
    expect(probed.get('silent.test')).toMatchObject({
      ms: null,
      detail: { verdict: 'tcp-timeout', stages: { tcp: { address: '192.0.2.1:80' } } },
    });
  });
});

describe('TLS', () => {
  const valid = {
    notBefore: new Date(Date.now() - DAY),
    notAfter: new Date(Date.now() + 30 * DAY),
  };
  let wrongName: Running;
  let expired: Running;
  let selfSigned: Running;
  let good: Certificate;
  let goodServer: Running;

  beforeAll(async () => {
    wrongName = await keep(httpsServer(makeCertificate(['other.test'], valid)));
    expired = await keep(
      httpsServer(
        makeCertificate(['real.test'], {
          notBefore: new Date(Date.now() - 40 * DAY),
          notAfter: new Date(Date.now() - 10 * DAY),
        }),
      ),
    );
    selfSigned = await keep(httpsServer(makeCertificate(['real.test'], valid)));
    good = makeCertificate(['real.test'], valid);
    goodServer = await keep(httpsServer(good));
  });

  it('a certificate for another name is cert-name', async () => {
    const domain = `real.test:${wrongName.port}`;
    const { doc } = await check([domain]);
    expect(doc.details[domain]).toMatchObject({
      verdict: 'cert-name',
      stages: { tls: { subject: 'other.test', daysLeft: 29 } },
    });
    expect(doc.details[domain].error).toContain('other.test');
  });

  it('an expired certificate is cert-expired, with its days left below zero', async () => {
    const domain = `real.test:${expired.port}`;
    const { doc } = await check([domain]);
    expect(doc.details[domain]).toMatchObject({
      verdict: 'cert-expired',
      stages: { tls: { daysLeft: -10 } },
    });
  });

  it('an untrusted certificate is tls-error; trusted, the mirror is ok', async () => {
    const domain = `real.test:${selfSigned.port}`;
    const { doc } = await check([domain]);
    expect(doc.details[domain].verdict).toBe('tls-error');
    expect(doc.details[domain].error).toContain('not trusted');

    const trusted = `real.test:${goodServer.port}`;
    const probed = await probeAll([trusted], {
      scheme: 'https',
      // Nothing here waits for it: wide enough for a loaded machine's TLS handshake.
      timeoutMs: 10_000,
      concurrency: 1,
      depth: 'quick',
      dnsServer: dns.server,
      ca: good.cert,
    });
    expect(probed.get(trusted)?.detail).toMatchObject({
      verdict: 'ok',
      stages: { tls: { subject: 'real.test', daysLeft: 29 }, http: { status: 200 } },
    });
  });

  it("a certificate's names are the server's text: the table spells out their control characters", async () => {
    const hostile = await keep(
      httpsServer(
        makeCertificate(['evil\x1b]0;pwned\x07\x1b[2J.test'], valid, { altNames: false }),
      ),
    );
    const domain = `real.test:${hostile.port}`;
    const r = await casino('mirrors', 'check', '--domain', domain, '--dns-server', dns.server);
    expect(r.stdout).toContain('the certificate is for evil\\x1b]0;pwned\\x07\\x1b[2J.test');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for raw control characters is the point
    expect(r.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });

  it('plain HTTP where TLS was expected is tls-error, said in words with the fix', async () => {
    const { doc } = await check([live.host]);
    expect(doc.details[live.host].verdict).toBe('tls-error');
    expect(doc.details[live.host].error).toBe(
      'the port answered without TLS (plain HTTP? then --scheme http)',
    );
  });
});

describe('HTTP', () => {
  let redirectAway: Running;
  let redirectToMirror: Running;
  let loop: Running;
  let stub: Running;
  let stub1251: Running;
  let legal: Running;

  beforeAll(async () => {
    redirectAway = await keep(
      httpServer((_req, res) => {
        res.writeHead(302, { location: 'http://block.isp.example/stub?site=casino' }).end();
      }),
    );
    redirectToMirror = await keep(
      httpServer((req, res) => {
        if (req.url === '/') res.writeHead(301, { location: `http://${live.host}/ru/` }).end();
      }),
    );
    loop = await keep(
      httpServer((req, res) => {
        res.writeHead(302, { location: `/again${req.url}` }).end();
      }),
    );
    stub = await keep(
      httpServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          '<h1>Доступ к информационному ресурсу ограничен</h1><a href="https://eais.rkn.gov.ru/">реестр</a>',
        );
      }),
    );
    // A stub in windows-1251, as many Russian ISPs serve theirs.
    const cp1251 = (text: string) =>
      Buffer.from(
        [...text].map((c) => (c >= 'А' && c <= 'я' ? c.charCodeAt(0) - 0x350 : c.charCodeAt(0))),
      );
    stub1251 = await keep(
      httpServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=windows-1251' });
        res.end(cp1251('<p>Доступ к данному ресурсу ограничен</p>'));
      }),
    );
    legal = await keep(
      httpServer((_req, res) => {
        res.writeHead(451).end('Unavailable For Legal Reasons');
      }),
    );
  });

  it('a redirect to a host that is not a listed mirror is block-page', async () => {
    const { doc } = await check([redirectAway.host], '--scheme', 'http');
    expect(doc.details[redirectAway.host]).toMatchObject({
      verdict: 'block-page',
      stages: {
        http: {
          status: 302,
          redirects: [{ status: 302, location: 'http://block.isp.example/stub?site=casino' }],
        },
      },
    });
    expect(doc.details[redirectAway.host].error).toContain('block.isp.example');
  });

  it('a redirect to another listed mirror is followed; unlisted, the same one is a block page', async () => {
    const listed = await check([redirectToMirror.host, live.host], '--scheme', 'http');
    expect(listed.doc.details[redirectToMirror.host]).toMatchObject({
      verdict: 'ok',
      stages: { http: { status: 200, redirects: [{ status: 301 }] } },
    });
    const alone = await check([redirectToMirror.host], '--scheme', 'http');
    expect(alone.doc.details[redirectToMirror.host].verdict).toBe('block-page');
  });

  it('endless redirects are http-error after 5', async () => {
    const { doc } = await check([loop.host], '--scheme', 'http');
    expect(doc.details[loop.host].verdict).toBe('http-error');
    expect(doc.details[loop.host].stages.http.redirects).toHaveLength(6);
  });

  it('a page carrying a known block-page marker is block-page, in utf-8 or windows-1251', async () => {
    const { doc } = await check([stub.host, stub1251.host], '--scheme', 'http');
    expect(doc.details[stub.host]).toMatchObject({
      verdict: 'block-page',
      stages: { http: { status: 200 } },
    });
    expect(doc.details[stub1251.host].verdict).toBe('block-page');
    expect(doc.results).toEqual({ [stub.host]: null, [stub1251.host]: null });
  });

  it('451 is block-page; a 500 is http-error', async () => {
    const failing = await keep(httpServer((_req, res) => res.writeHead(503).end('down')));
    const { doc } = await check([legal.host, failing.host], '--scheme', 'http');
    expect(doc.details[legal.host].verdict).toBe('block-page');
    expect(doc.details[failing.host]).toMatchObject({
      verdict: 'http-error',
      error: 'HTTP 503',
      stages: { http: { status: 503 } },
    });
  });

  it('a connection reset is http-error over http and tls-error over https', async () => {
    const reset = await keep(resetting());
    const plain = await check([reset.host], '--scheme', 'http');
    expect(plain.doc.details[reset.host].verdict).toBe('http-error');
    expect(plain.doc.details[reset.host].error).toContain('ECONNRESET');
    const tls = await check([reset.host], '--scheme', 'https');
    expect(tls.doc.details[reset.host].verdict).toBe('tls-error');
    expect(tls.doc.details[reset.host].error).toContain('ECONNRESET');
  });
});

describe('download and timeouts', () => {
  it('--depth full: a page that stops after 16 KB is stalled; quick, it is ok', async () => {
    const frozen = await keep(stalling(16 * 1024, 200 * 1024));
    const full = await check(
      [frozen.host],
      '--scheme',
      'http',
      '--depth',
      'full',
      '--timeout',
      '700',
    );
    expect(full.code).toBe(3);
    expect(full.doc.details[frozen.host]).toMatchObject({
      verdict: 'stalled',
      stages: { http: { status: 200 }, download: { bytes: 16 * 1024 } },
    });
    expect(full.doc.results[frozen.host]).toBeNull();
    // Quick reads 8 KB, which the page sends at once: no timeout to beat.
    const quick = await check([frozen.host], '--scheme', 'http', '--timeout', '10000');
    expect(quick.doc.details[frozen.host].verdict).toBe('ok');
  });

  it('without --depth full, a page that stops within its first 8 KB is stalled too', async () => {
    const frozen = await keep(stalling(2 * 1024, 200 * 1024));
    const { doc } = await check([frozen.host], '--scheme', 'http', '--timeout', '700');
    expect(doc.details[frozen.host]).toMatchObject({
      verdict: 'stalled',
      stages: { http: { status: 200 } },
    });
    expect(doc.details[frozen.host].error).toContain('2048 bytes');
    expect(doc.results[frozen.host]).toBeNull();
  });

  it('--depth full: a page of 64 KB or less read whole is ok', async () => {
    const whole = await keep(
      httpServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(Buffer.alloc(100 * 1024, 'b'));
      }),
    );
    const { doc } = await check([whole.host], '--scheme', 'http', '--depth', 'full');
    expect(doc.details[whole.host]).toMatchObject({
      verdict: 'ok',
      stages: { download: { bytes: 64 * 1024 } },
    });
  });

  it('a server that never answers is timeout at its stage, within the timeout', async () => {
    const quiet = await keep(silent());
    // The server never says a word: only the timeout ends each probe, at the stage it waited in.
    const http = await check([quiet.host], '--scheme', 'http', '--timeout', '400');
    const https = await check([quiet.host], '--scheme', 'https', '--timeout', '400');
    expect(http.doc.details[quiet.host]).toMatchObject({ verdict: 'timeout' });
    expect(Object.keys(http.doc.details[quiet.host].stages).at(-1)).toBe('http');
    expect(http.doc.details[quiet.host].error).toContain('400 ms');
    expect(https.doc.details[quiet.host].verdict).toBe('timeout');
    expect(Object.keys(https.doc.details[quiet.host].stages).at(-1)).toBe('tls');
    // The table names the stage once.
    const table = await casino('mirrors', 'check', '--domain', quiet.host, '--timeout', '400');
    expect(table.stdout).toMatch(/timeout\s+-\s+tls: no answer within 400 ms\n/);
  });
});

describe('the JSON document and the table', () => {
  it('results stays the map of domain to ms or null, in the order given', async () => {
    const refused = `127.0.0.1:${await refusedPort()}`;
    const { doc } = await check([live.host, refused, 'nowhere.test'], '--scheme', 'http');
    expect(Object.keys(doc)).toEqual(['results', 'details', 'reported']);
    expect(Object.keys(doc.results)).toEqual([live.host, refused, 'nowhere.test']);
    expect(Object.values(doc.results).map((v) => (v === null ? null : typeof v))).toEqual([
      'number',
      null,
      null,
    ]);
    expect(doc.results[live.host]).toBeGreaterThanOrEqual(doc.details[live.host].stages.http.ms);
  });

  it('the table names each verdict and the stage that failed', async () => {
    const refused = `127.0.0.1:${await refusedPort()}`;
    const r = await casino(
      'mirrors',
      'check',
      '--domain',
      live.host,
      '--domain',
      refused,
      '--scheme',
      'http',
    );
    const lines = r.stdout.trim().split('\n');
    expect(lines[1]).toMatch(new RegExp(`^${live.host}\\s+ok\\s+\\d+ ms\\s+slowest: `));
    expect(lines[2]).toMatch(
      new RegExp(`^${refused}\\s+tcp-refused\\s+-\\s+tcp: connection refused`),
    );
    expect(lines.at(-1)).toBe('1 of 2 ok (1 tcp-refused)');
  });

  it('a bad --doh, --dns-server or --depth is exit 2', async () => {
    for (const [flag, value, message] of [
      ['--doh', 'ftp://x', '--doh must be the http(s) URL of a DNS-over-HTTPS resolver'],
      ['--dns-server', 'dns.example', '--dns-server must be an IP address with an optional :port'],
      ['--depth', 'deep', '--depth must be quick or full'],
    ] as const) {
      const r = await casino('mirrors', 'check', '--domain', live.host, flag, value);
      expect(r.code, flag).toBe(2);
      expect(r.stderr).toContain(message);
    }
  });
});
