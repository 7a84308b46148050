// Locale in the path: the default locale (ru) is unprefixed, the others prefix
// the path (`/en/...`, `/kz/...`).
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode, resolveLocale } from '@casino/sdk';
import { sameOriginPath } from '../shared/lib/in-app-path.ts';

/** The locale a path is in, and the path without its prefix. */
export function splitLocale(pathname: string): { locale: LocaleCode; path: string } {
  const match = /^\/(en|kz)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale: match[1] as LocaleCode, path: pathname.slice(match[0].length) || '/' };
}

/** `path` (unprefixed, starting with /) in `locale`. */
export function localizePath(path: string, locale: LocaleCode): string {
  // One leading slash, whatever the path started with (`//host` stays a path).
  const clean = `/${path.replace(/^[/\\]+/, '')}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/**
 * The current address (path, query and hash) in `locale`, as a path on this
 * origin: what the locale redirect, the profile's language and the language
 * switch navigate to. A hostile path (`/en//evil.example/x`) stays a path here.
 */
export function addressIn(
  location: { pathname: string; search: string; hash: string },
  locale: LocaleCode,
): string {
  const { path } = splitLocale(location.pathname);
  return sameOriginPath(`${localizePath(path, locale)}${location.search}${location.hash}`);
}

/**
 * The locale a visitor should see on an unprefixed path: the stored locale
 * cookie first, then the browser's languages (unsupported ones mean en).
 */
export function preferredLocale(
  cookie: string | undefined,
  languages: readonly string[],
): LocaleCode {
  if (cookie && isLocaleCode(cookie)) return cookie;
  const first = languages.find((l) => l.trim() !== '');
  return first ? resolveLocale(first) : DEFAULT_LOCALE;
}
