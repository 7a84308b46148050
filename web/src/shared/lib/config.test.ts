import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('takes the API URL and defaults the cookie names', () => {
    expect(readConfig({ VITE_API_URL: 'http://127.0.0.1:4010' })).toEqual({
      apiUrl: 'http://127.0.0.1:4010',
      partnerCookie: 'partner',
      adplaceCookie: 'adplace',
      ssoHosts: [],
      mirrorHosts: [],
      scripts: {},
    });
  });

  it('turns on only the third-party scripts given, over https', () => {
    expect(
      readConfig({
        VITE_SCRIPT_CHAT: 'https://chat.example.com/widget.js',
        VITE_SCRIPT_CAPTCHA: ' ',
      }).scripts,
    ).toEqual({ chat: 'https://chat.example.com/widget.js' });
    expect(() => readConfig({ VITE_SCRIPT_FINGERPRINT: 'http://fp.example.com/fp.js' })).toThrow(
      'VITE_SCRIPT_FINGERPRINT must be an https URL (got "http://fp.example.com/fp.js")',
    );
  });

  it('reads the mirror allow-list like the SSO one', () => {
    expect(
      readConfig({ VITE_MIRROR_HOSTS: 'mirror2.example.com,mirror3.example.com' }).mirrorHosts,
    ).toEqual(['mirror2.example.com', 'mirror3.example.com']);
    expect(() => readConfig({ VITE_MIRROR_HOSTS: 'https://m.example' })).toThrow(
      'VITE_MIRROR_HOSTS must be host names separated by commas',
    );
  });

  it('reads the SSO allow-list as comma-separated hosts', () => {
    expect(readConfig({ VITE_SSO_HOSTS: 'sso.example.com, auth.example.org' }).ssoHosts).toEqual([
      'sso.example.com',
      'auth.example.org',
    ]);
    expect(() => readConfig({ VITE_SSO_HOSTS: 'https://x/y' })).toThrow(
      'VITE_SSO_HOSTS must be host names separated by commas',
    );
  });

  it('takes the site address as an origin, and nothing with a path', () => {
    expect(readConfig({ VITE_SITE_URL: 'https://casino.example/' }).siteUrl).toBe(
      'https://casino.example',
    );
    expect(readConfig({ VITE_SITE_URL: 'http://127.0.0.1:4173' }).siteUrl).toBe(
      'http://127.0.0.1:4173',
    );
    expect(readConfig({}).siteUrl).toBeUndefined();
    expect(() => readConfig({ VITE_SITE_URL: 'https://casino.example/ru' })).toThrow(
      /^Invalid configuration:\nVITE_SITE_URL must be an origin, without a path \(got "https:\/\/casino.example\/ru"\)$/,
    );
    expect(() => readConfig({ VITE_SITE_URL: 'casino.example' })).toThrow(
      /^Invalid configuration:\nVITE_SITE_URL must be an http\(s\) URL \(got "casino.example"\)$/,
    );
  });

  it('treats blank values as absent', () => {
    expect(readConfig({ VITE_API_URL: '  ' }).apiUrl).toBeUndefined();
  });

  it('lists every bad value at once', () => {
    expect(() =>
      readConfig({
        VITE_API_URL: 'ftp://x',
        VITE_SITE_URL: 'nope',
        VITE_PARTNER_COOKIE: 'a b',
      }),
    ).toThrow(
      /Invalid configuration:\nVITE_API_URL must be an http\(s\) URL \(got "ftp:\/\/x"\)\nVITE_SITE_URL must be an http\(s\) URL \(got "nope"\)\nVITE_PARTNER_COOKIE must be a cookie name \(got "a b"\)/,
    );
  });
});
