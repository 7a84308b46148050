// Interface languages (SPEC.md section 2 and 3, Locale entry).

/** A supported interface locale code. */
export type LocaleCode = 'ru' | 'en' | 'kz';

/** A locale entry: code, name (in its own language) and iso code. */
export interface LocaleEntry {
  code: LocaleCode;
  name: string;
  iso: 'ru-RU' | 'en-US' | 'kk-KZ';
}

/** The interface languages, default first. */
export const LOCALES: readonly LocaleEntry[] = [
  { code: 'ru', name: 'Русский', iso: 'ru-RU' },
  { code: 'en', name: 'English', iso: 'en-US' },
  { code: 'kz', name: 'Қазақша', iso: 'kk-KZ' },
];

/** The default locale: its paths carry no prefix (inferred from RUB being the default currency). */
export const DEFAULT_LOCALE: LocaleCode = 'ru';
/** The iso code whose messages fill in missing ones (SPEC.md section 2). */
export const FALLBACK_ISO = 'en-US';
/** Where an unsupported locale falls back to (SPEC.md section 9). */
export const UNSUPPORTED_LOCALE_FALLBACK: LocaleCode = 'en';

/** True when `code` is one of the interface locales. */
export function isLocaleCode(code: unknown): code is LocaleCode {
  return LOCALES.some((l) => l.code === code);
}

/**
 * The interface locale for a code, an iso code or a browser language
 * (`kk-KZ` and `kk` -> kz, `ru-RU` -> ru, `en-GB` -> en); anything else -> en.
 */
export function resolveLocale(input: string | null | undefined): LocaleCode {
  const text = (input ?? '').trim().toLowerCase();
  const exact = LOCALES.find((l) => l.code === text || l.iso.toLowerCase() === text);
  if (exact) return exact.code;
  const language = text.split(/[-_]/)[0];
  if (language === 'kk' || language === 'kz') return 'kz';
  if (language === 'ru') return 'ru';
  if (language === 'en') return 'en';
  return UNSUPPORTED_LOCALE_FALLBACK;
}

/** The locale entry of a code. */
export function localeEntry(code: LocaleCode): LocaleEntry {
  return LOCALES.find((l) => l.code === code) as LocaleEntry;
}

/** The Accept-Language value for a locale: the Brazilian locale as pt-BR, others as given. */
export function acceptLanguageFor(locale: string): string {
  const text = locale.trim();
  if (/^(br|pt|pt[-_]br)$/i.test(text)) return 'pt-BR';
  return text;
}

/**
 * The locale to format numbers of an interface language with. Kazakh numbers
 * are written as Russian ones (a no-break space between groups, a decimal
 * comma, as CLDR has them for both), and some browsers (Debian's Chromium)
 * list kk-KZ yet format it with the root locale ("11,999.5"): ru-RU always
 * gives the right digits.
 */
export function numberLocale(code: LocaleCode): string {
  return code === 'kz' ? 'ru-RU' : localeEntry(code).iso;
}
