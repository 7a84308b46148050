// Messages with rosetta. The default locale's messages ship with the app; the
// others load on demand, and en-US fills any gap. `<html lang>` follows the
// locale's iso code.
import { DEFAULT_LOCALE, type LocaleCode, localeEntry } from '@casino/sdk';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import rosetta from 'rosetta';
import ru from './locales/ru.json';

/** The message dictionary shape (the ru file is the reference). */
export type Messages = typeof ru;
type Params = Record<string, string | number>;

const loaders: Record<LocaleCode, () => Promise<Messages>> = {
  ru: async () => ru,
  en: () => import('./locales/en.json').then((m) => m.default as Messages),
  kz: () => import('./locales/kz.json').then((m) => m.default as Messages),
};

const store = rosetta<Messages>({ ru });
const loaded = new Set<LocaleCode>(['ru']);

/** Loads a locale's messages (and en, the fallback); logs, never throws. */
export async function loadLocale(locale: LocaleCode): Promise<void> {
  const wanted = [locale, 'en' as const].filter((l) => !loaded.has(l));
  await Promise.all(
    wanted.map(async (l) => {
      try {
        store.set(l, await loaders[l]());
        loaded.add(l);
      } catch (error) {
        console.error('Failed locale loading', l, error);
      }
    }),
  );
}

/** Translates `key` in `locale`, falling back to en, then to the key itself. */
export function translate(locale: LocaleCode, key: string, params?: Params): string {
  const value = store.t(key, params, locale) || store.t(key, params, 'en');
  return value || key;
}

/** True when `key` has a message in `locale` or en. */
export function hasMessage(locale: LocaleCode, key: string): boolean {
  return store.t(key, undefined, locale) !== '' || store.t(key, undefined, 'en') !== '';
}

interface I18n {
  locale: LocaleCode;
  t: (key: string, params?: Params) => string;
  has: (key: string) => boolean;
}

const I18nContext = createContext<I18n>({
  locale: DEFAULT_LOCALE,
  t: (key, params) => translate(DEFAULT_LOCALE, key, params),
  has: (key) => hasMessage(DEFAULT_LOCALE, key),
});

/** Provides messages for `locale`; shows `fallback` while a non-default locale loads. */
export function I18nProvider({
  locale,
  children,
  fallback = null,
}: {
  locale: LocaleCode;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [ready, setReady] = useState(() => loaded.has(locale));
  useEffect(() => {
    document.documentElement.lang = localeEntry(locale).iso;
    if (loaded.has(locale) && loaded.has('en')) {
      setReady(true);
      return;
    }
    let current = true;
    setReady(loaded.has(locale));
    loadLocale(locale).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [locale]);
  const value = useMemo<I18n>(
    () => ({
      locale,
      t: (key, params) => translate(locale, key, params),
      has: (key) => hasMessage(locale, key),
    }),
    [locale],
  );
  return <I18nContext.Provider value={value}>{ready ? children : fallback}</I18nContext.Provider>;
}

/** The current locale and its translate function. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
