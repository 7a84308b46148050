import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('takes the API and sportsbook URLs and defaults the cookie names', () => {
    expect(readConfig({ VITE_API_URL: 'http://127.0.0.1:4010' })).toEqual({
      apiUrl: 'http://127.0.0.1:4010',
      sportsbookUrl: undefined,
      partnerCookie: 'partner',
      adplaceCookie: 'adplace',
    });
  });

  it('treats blank values as absent', () => {
    expect(readConfig({ VITE_API_URL: '  ' }).apiUrl).toBeUndefined();
  });

  it('lists every bad value at once', () => {
    expect(() =>
      readConfig({
        VITE_API_URL: 'ftp://x',
        VITE_SPORTSBOOK_URL: 'nope',
        VITE_PARTNER_COOKIE: 'a b',
      }),
    ).toThrow(
      /Invalid configuration:\nVITE_API_URL must be an http\(s\) URL \(got "ftp:\/\/x"\)\nVITE_SPORTSBOOK_URL must be an http\(s\) URL \(got "nope"\)\nVITE_PARTNER_COOKIE must be a cookie name \(got "a b"\)/,
    );
  });
});
