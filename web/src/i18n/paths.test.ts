import { describe, expect, it } from 'vitest';
import { addressIn, localizePath, preferredLocale, splitLocale } from './paths.ts';

describe('locale paths', () => {
  it('leaves the default locale unprefixed and prefixes the others', () => {
    expect(localizePath('/games/crash', 'ru')).toBe('/games/crash');
    expect(localizePath('/games/crash', 'en')).toBe('/en/games/crash');
    expect(localizePath('/', 'kz')).toBe('/kz');
  });

  it('keeps the address of a hostile path on this origin in every locale', () => {
    const at = (pathname: string) => ({ pathname, search: '?a=1', hash: '#h' });
    expect(addressIn(at('/en//evil.example/x'), 'ru')).toBe('/evil.example/x?a=1#h');
    expect(addressIn(at('/kz/\\evil.example/x'), 'ru')).toBe('/evil.example/x?a=1#h');
    expect(addressIn(at('//evil.example/x'), 'en')).toBe('/en/evil.example/x?a=1#h');
    expect(addressIn(at('/en/games/crash'), 'kz')).toBe('/kz/games/crash?a=1#h');
  });

  it('reads the locale back from a path', () => {
    expect(splitLocale('/en/games/crash')).toEqual({ locale: 'en', path: '/games/crash' });
    expect(splitLocale('/kz')).toEqual({ locale: 'kz', path: '/' });
    expect(splitLocale('/english')).toEqual({ locale: 'ru', path: '/english' });
    expect(splitLocale('/')).toEqual({ locale: 'ru', path: '/' });
  });

  it('prefers the locale cookie, then the browser language (unsupported means en)', () => {
    expect(preferredLocale('kz', ['en-US'])).toBe('kz');
    expect(preferredLocale(undefined, ['en-US', 'ru'])).toBe('en');
    expect(preferredLocale(undefined, ['kk-KZ'])).toBe('kz');
    expect(preferredLocale(undefined, ['de-DE'])).toBe('en');
    expect(preferredLocale('xx', ['ru-RU'])).toBe('ru');
    expect(preferredLocale(undefined, [])).toBe('ru');
  });
});
