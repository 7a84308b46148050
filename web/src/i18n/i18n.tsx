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

type Tree = { [key: string]: string | Tree };

function deepMerge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === 'object' && typeof existing === 'object'
        ? deepMerge({ ...existing }, value)
        : value;
  }
  return target;
}

/** Adds messages to a locale, keeping what is there (rosetta's own set merges one level only). */
function merge(locale: LocaleCode, messages: object): void {
  const current = (store.table(locale) ?? {}) as unknown as Tree;
  store.set(locale, deepMerge({ ...current }, messages as Tree) as unknown as Messages);
}
const loaded = new Set<LocaleCode>(['ru']);

/** Message groups loaded only where they are used (the account forms and pages). */
const namespaces = {
  pages: {
    ru: () => import('./locales/pages/ru.json'),
    en: () => import('./locales/pages/en.json'),
    kz: () => import('./locales/pages/kz.json'),
  },
  account: {
    ru: () => import('./locales/account/ru.json'),
    en: () => import('./locales/account/en.json'),
    kz: () => import('./locales/account/kz.json'),
  },
} satisfies Record<string, Record<LocaleCode, () => Promise<{ default: object }>>>;

/** A message group of `namespaces`. */
export type Namespace = keyof typeof namespaces;
const loadedNamespaces = new Set<string>();

/** Loads a message group for a locale and en (the fallback); logs, never throws. */
export async function loadNamespace(ns: Namespace, locale: LocaleCode): Promise<void> {
  await Promise.all(
    [locale, 'en' as const]
      .filter((l) => !loadedNamespaces.has(`${ns}:${l}`))
      .map(async (l) => {
        try {
          merge(l, (await namespaces[ns][l]()).default);
          loadedNamespaces.add(`${ns}:${l}`);
        } catch (error) {
          console.error('Failed locale loading', `${ns}:${l}`, error);
        }
      }),
  );
}

/** Renders `children` once a message group is loaded for the current locale. */
export function WithMessages({
  ns,
  children,
  fallback = null,
}: {
  ns: Namespace;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { locale } = useI18n();
  const [ready, setReady] = useState(() => loadedNamespaces.has(`${ns}:${locale}`));
  useEffect(() => {
    let current = true;
    if (loadedNamespaces.has(`${ns}:${locale}`)) setReady(true);
    else {
      setReady(false);
      loadNamespace(ns, locale).then(() => current && setReady(true));
    }
    return () => {
      current = false;
    };
  }, [ns, locale]);
  return <>{ready ? children : fallback}</>;
}

/** Loads a locale's messages (and en, the fallback); logs, never throws. */
export async function loadLocale(locale: LocaleCode): Promise<void> {
  const wanted = [locale, 'en' as const].filter((l) => !loaded.has(l));
  await Promise.all(
    wanted.map(async (l) => {
      try {
        merge(l, await loaders[l]());
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
