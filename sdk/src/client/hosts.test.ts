import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveApiBaseUrl,
  deriveServiceUrls,
  SERVICE_NAMES,
  siteDomain,
  ssoRedirectUrl,
} from './hosts.ts';

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,14}[a-z0-9])?$/);
const domain = fc
  .tuple(
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.constantFrom('com', 'kz', 'example', 'io'),
  )
  .map(([labels, tld]) => [...labels, tld].join('.'))
  .filter((d) => !d.startsWith('www.'));

describe('host derivation', () => {
  it('removes www. and prefixes api.', () => {
    expect(deriveApiBaseUrl('www.casino.example')).toBe('https://api.casino.example');
    expect(deriveApiBaseUrl('casino.example')).toBe('https://api.casino.example');
    expect(deriveApiBaseUrl('https://www.casino.example/games?x=1')).toBe(
      'https://api.casino.example',
    );
    expect(deriveApiBaseUrl('http://www.casino.test')).toBe('http://api.casino.test');
    expect(deriveApiBaseUrl('WWW.Casino.Example')).toBe('https://api.casino.example');
  });

  it('for any domain, with or without www., gives https://api.<domain>', () => {
    fc.assert(
      fc.property(domain, fc.boolean(), (d, www) => {
        const host = www ? `www.${d}` : d;
        expect(siteDomain(host)).toBe(d);
        expect(deriveApiBaseUrl(host)).toBe(`https://api.${d}`);
        const services = deriveServiceUrls({ pageHost: host });
        for (const name of SERVICE_NAMES) expect(services[name]).toBe(`https://${name}.${d}`);
      }),
    );
  });

  it('rejects what is not a host with a message saying what to pass', () => {
    expect(() => deriveApiBaseUrl('')).toThrow(
      'The page host is empty; pass e.g. "www.example.com".',
    );
    expect(() => deriveApiBaseUrl('not a host')).toThrow('"not a host" is not a host name');
  });
});

describe('SSO redirect address', () => {
  it('keeps the SSO link and puts the current page in url', () => {
    expect(
      ssoRedirectUrl('https://sso.example.com/login', 'https://www.casino.example/?a=1&b=2'),
    ).toBe('https://sso.example.com/login?url=https%3A%2F%2Fwww.casino.example%2F%3Fa%3D1%26b%3D2');
  });

  it('for any current address, the url parameter reads back unchanged', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.string(),
        (page, extra) => {
          const current = `${page}${encodeURIComponent(extra)}`;
          const target = new URL(
            ssoRedirectUrl('https://sso.example.com/auth?client=casino', current),
          );
          expect(target.searchParams.get('url')).toBe(current);
          expect(target.searchParams.get('client')).toBe('casino');
        },
      ),
    );
  });
});
