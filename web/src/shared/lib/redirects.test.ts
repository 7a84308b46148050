// The redirect builder: table cases from the hostile pass, and property tests
// over generated hostile paths and links (fast-check).
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normaliseAddress, sameOriginPath } from './in-app-path.ts';
import { checkRedirectTarget, redirectOnOrigin } from './redirects.ts';

const ALLOWED = ['allowed.example', 'Mirror2.Example'];
const APP = 'https://app.test';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Pieces hostile paths and links are made of. */
const PIECES = [
  '/',
  '\\',
  '//',
  '/\\',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%252f',
  '.',
  '..',
  './',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '@',
  ':',
  '?',
  '#',
  '&',
  'evil.example',
  'allowed.example',
  'allowed.example.evil',
  'allowed.example.',
  'аllowed.example', // Cyrillic а
  'xn--llowed-6nf.example',
  'ALLOWED.EXAMPLE',
  'javascript:',
  'data:',
  'https:',
  'http:',
  'alert(1)',
  'x',
  '\u3002', // ideographic full stop, a dot to the URL parser
  '\uff0f', // fullwidth solidus
];
const hostile = fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((p) => p.join(''));
const anyPath = fc.oneof(
  hostile,
  fc.string(),
  hostile.map((p) => `/${p}`),
);

/** True when `path` stays on the app's origin and starts with one slash only. */
function staysHere(path: string): boolean {
  return (
    /^\/(?![/\\]|%2f|%5c)/i.test(path) &&
    new URL(path, APP).origin === APP &&
    // Nor once a router or server decodes the encoded slashes.
    !/^[/\\]{2}/.test(path.replace(/%2f/gi, '/').replace(/%5c/gi, '\\'))
  );
}

describe('sameOriginPath: paths inside the app', () => {
  it.each([
    ['/games/slots?x=1#top', '/games/slots?x=1#top'],
    ['//evil.example/x', '/evil.example/x'],
    ['/\\evil.example/x', '/evil.example/x'],
    ['\\\\evil.example/x', '/evil.example/x'],
    ['/%2f%2Fevil.example/x', '/evil.example/x'],
    ['/%5cevil.example/x', '/evil.example/x'],
    ['/.//evil.example/x', '/evil.example/x'],
    ['/\t/evil.example/x', '/evil.example/x'],
    ['/../%2F.//', '/'],
    ['/../%5c.//evil.example', '/evil.example'],
    ['https://evil.example/x', '/'],
    ['javascript:alert(1)', '/'],
    ['data:text/html,x', '/'],
    ['evil.example', '/'],
    ['', '/'],
  ])('%j becomes %j', (path, expected) => {
    expect(sameOriginPath(path)).toBe(expected);
  });

  it('never leaves the origin, whatever the path (property)', () => {
    fc.assert(
      fc.property(anyPath, (path) => staysHere(sameOriginPath(path))),
      { numRuns: 20000 },
    );
  }, 30_000);

  it('keeps an ordinary path as it is (property)', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        return sameOriginPath(path) === path;
      }),
    );
  });
});

describe('checkRedirectTarget: links to another host', () => {
  it.each([
    'http://allowed.example/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://allowed.example.evil/',
    'https://allowed.example@evil.example/',
    'https://user:pw@allowed.example/',
    'https://evil.example\\@allowed.example/',
    'https://allowed.example./',
    'https://аllowed.example/',
    'https://xn--llowed-6nf.example/',
    '//allowed.example/',
    '/relative',
    'not an address',
  ])('refuses %j', (link) => {
    expect(checkRedirectTarget(link, ALLOWED, 'Test')).toBeNull();
  });

  it('accepts an allowed host over https, in any letter case', () => {
    expect(checkRedirectTarget('https://ALLOWED.example/sso', ALLOWED, 'Test')?.href).toBe(
      'https://allowed.example/sso',
    );
    expect(checkRedirectTarget('https://mirror2.example/', ALLOWED, 'Test')?.host).toBe(
      'mirror2.example',
    );
  });

  it('accepts only https addresses on an allowed host without credentials (property)', () => {
    const link = fc.oneof(
      hostile,
      hostile.map((p) => `https://${p}`),
      fc.tuple(hostile, hostile).map(([a, b]) => `https://${a}allowed.example${b}`),
    );
    fc.assert(
      fc.property(link, (l) => {
        const url = checkRedirectTarget(l, ALLOWED, 'Test');
        return (
          url === null ||
          (url.protocol === 'https:' &&
            !url.username &&
            !url.password &&
            ['allowed.example', 'mirror2.example'].includes(url.hostname))
        );
      }),
      { numRuns: 2000 },
    );
  }, 30_000);
});

describe('redirectOnOrigin: a path carried to an allowed host', () => {
  it('sets the page path on the allowed origin, never as a host', () => {
    for (const path of ['//evil.example/steal?a=1', '/\\evil.example/steal?a=1']) {
      expect(redirectOnOrigin('https://allowed.example/', path, ALLOWED, 'Test')?.href).toBe(
        'https://allowed.example/evil.example/steal?a=1',
      );
    }
  });

  it('refuses a link off the list whatever the path', () => {
    expect(redirectOnOrigin('https://evil.example/', '/x', ALLOWED, 'Test')).toBeNull();
  });

  it('stays on the allowed origin for any path (property)', () => {
    fc.assert(
      fc.property(anyPath, (path) => {
        const url = redirectOnOrigin('https://allowed.example/base', path, ALLOWED, 'Test');
        return url?.origin === 'https://allowed.example' && staysHere(url.pathname);
      }),
      { numRuns: 20000 },
    );
  }, 30_000);
});

describe('normaliseAddress: the address a visitor arrives on', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('collapses //host and /\\host to a path here, keeping query and hash', () => {
    window.history.replaceState(null, '', '/x');
    // happy-dom resolves like a browser: set the hostile path as the path of this origin.
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      `${window.location.origin}//evil.example/x?login#top`,
    );
    normaliseAddress();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/evil.example/x?login#top',
    );
  });

  it('leaves an ordinary address alone (no history entry touched)', () => {
    window.history.replaceState(null, '', '/en/games/slots?a=1&b=%20x#h');
    const replace = vi.spyOn(window.history, 'replaceState');
    normaliseAddress();
    expect(replace).not.toHaveBeenCalled();
  });
});
