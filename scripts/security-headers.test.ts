// The frame headers (issue 16, clickjacking): the hosting snippet sends
// exactly web/build/security-headers.ts, and so does every answer of the
// in-process mock. The preview server's are checked in web/e2e/redirects.spec.ts.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_HEADERS } from '../web/build/security-headers.ts';
import { type MockServer, startMockServer } from './mock-server.ts';

describe('frame headers', () => {
  it('the nginx snippet for the hosting adds exactly these headers, on every answer', async () => {
    const conf = await readFile(
      new URL('../web/deploy/nginx-security-headers.conf', import.meta.url),
      'utf8',
    );
    const added = [...conf.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(Object.fromEntries(added)).toEqual(FRAME_HEADERS);
    expect(conf.match(/^add_header/gm)).toHaveLength(added.length);
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
      }
    });
  });
});
