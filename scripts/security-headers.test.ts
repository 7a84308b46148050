// The security headers (no framing, no path or query in a Referer):
// the hosting snippet sends exactly web/build/security-headers.ts, and so does
// every answer of the in-process mock; index.html states the same referrer
// policy before anything it loads. The preview server's frame headers are
// checked in web/e2e/redirects.spec.ts.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../web/build/security-headers.ts';
import { type MockServer, startMockServer } from './mock-server.ts';

describe('security headers', () => {
  it('the nginx snippet for the hosting adds exactly these headers, on every answer', async () => {
    const conf = await readFile(
      new URL('../web/deploy/nginx-security-headers.conf', import.meta.url),
      'utf8',
    );
    const added = [...conf.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(Object.fromEntries(added)).toEqual(SECURITY_HEADERS);
    expect(conf.match(/^add_header/gm)).toHaveLength(added.length);
  });

  it('index.html sets the same referrer policy before it loads anything', async () => {
    const html = await readFile(new URL('../web/index.html', import.meta.url), 'utf8');
    const meta = html.indexOf(
      `<meta name="referrer" content="${SECURITY_HEADERS['Referrer-Policy']}" />`,
    );
    expect(meta).toBeGreaterThan(0);
    const firstLoad = html.search(/<(link|script|img|style)\b/);
    expect(meta).toBeLessThan(firstLoad);
    expect(html.match(/<meta name="referrer"/g)).toHaveLength(1);
  });

  describe('the in-process mock', () => {
    let mock: MockServer;
    beforeAll(async () => {
      mock = await startMockServer();
    });
    afterAll(() => mock.stop());

    it('sends them on answers, errors and preflights', async () => {
      const answers = await Promise.all([
        fetch(`${mock.url}/geo_ip`),
        fetch(`${mock.url}/profile/user`), // 401 without a token
        fetch(`${mock.url}/geo_ip`, {
          method: 'OPTIONS',
          headers: { Origin: 'http://127.0.0.1:1', 'Access-Control-Request-Method': 'GET' },
        }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 401, 204]);
      for (const answer of answers) {
        expect(answer.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
        expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
        expect(answer.headers.get('Referrer-Policy')).toBe('strict-origin');
      }
    });
  });
});
