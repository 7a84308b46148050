// Messages with rosetta. Each locale's core messages are a chunk of their own,
// named by the page's file for its language (build/route-html.ts) and loaded
// before the first render (main.tsx), so no page carries another language's
// words; the feature groups load on demand, en-US fills any gap, and
// a key is a MessageKey (typed from the ru files). `<html lang>` follows the locale.
import { DEFAULT_LOCALE, type LocaleCode, localeEntry } from '@casino/sdk';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import rosetta from 'rosetta';
import { afterFirstPage } from '../shared/lib/first-page.ts';
import type { MESSAGE_GROUPS } from './message-groups.ts';

type Messages = typeof import('./locales/ru.json');
type Params = Record<string, string | number>;

const loaders: Record<LocaleCode, () => Promise<Messages>> = {
  ru: () => import('./locales/ru.json').then((m) => m.default),
  en: () => import('./locales/en.json').then((m) => m.default as Messages),
  kz: () => import('./locales/kz.json').then((m) => m.default as Messages),
};

const store = rosetta<Messages>();

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
const loaded = new Set<LocaleCode>();

type Loader = () => Promise<{ default: object }>;

/** A message group: one feature's messages, a loader for each language (message-groups.ts). */
export type MessageGroup = Readonly<Record<LocaleCode, Loader>>;

type Groups = typeof MESSAGE_GROUPS;

/** The dotted path of every message of a message tree (its leaves, never a subtree). */
type LeafKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafKeys<T[K]>}`;
}[keyof T & string];

/** The ru messages of a group (ru is the reference every language matches). */
type GroupMessages<N extends keyof Groups> = Awaited<ReturnType<Groups[N]['ru']>>['default'];

/** The key of a message of the core or of any group: `t()` accepts nothing else. */
export type MessageKey =
  | LeafKeys<Messages>
  | { [N in keyof Groups]: LeafKeys<GroupMessages<N>> }[keyof Groups];

const loadedGroups = new Set<Loader>();

/** The groups of the components on screen, with how many of them use each. */
const mountedGroups = new Map<MessageGroup, number>();

/** Loads one language's file of a message group, once; logs, never throws. */
async function loadGroupFile(group: MessageGroup, locale: LocaleCode): Promise<void> {
  if (loadedGroups.has(group[locale])) return;
  try {
    merge(locale, (await group[locale]()).default);
    loadedGroups.add(group[locale]);
  } catch (error) {
    console.error('Failed locale loading', locale, error);
  }
}

/**
 * Loads a message group for a locale. Its en file, the fallback (every
 * language has every key; message-coverage.test.ts), follows once the first
 * page is on screen, so it never competes with the page's own files.
 */
export async function loadMessageGroup(group: MessageGroup, locale: LocaleCode): Promise<void> {
  if (locale !== 'en') void afterFirstPage().then(() => loadGroupFile(group, 'en'));
  await loadGroupFile(group, locale);
}

/**
 * Renders `children` once the message `groups` (fixed for the instance) are
 * loaded for the current locale, or failed to (en, then the keys, fill in).
 */
export function WithMessages({
  groups,
  children,
  fallback = null,
}: {
  groups: readonly MessageGroup[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { locale } = useI18n();
  const [attempted, setAttempted] = useState<LocaleCode | null>(null);
  const ready = attempted === locale || groups.every((g) => loadedGroups.has(g[locale]));
  // Known to a language switch, which loads them before it shows the new language.
  useEffect(() => {
    for (const g of groups) mountedGroups.set(g, (mountedGroups.get(g) ?? 0) + 1);
    return () => {
      for (const g of groups) {
        const count = (mountedGroups.get(g) ?? 1) - 1;
        if (count > 0) mountedGroups.set(g, count);
        else mountedGroups.delete(g);
      }
    };
  }, [groups]);
  useEffect(() => {
    if (ready) return;
    let current = true;
    Promise.all(groups.map((g) => loadMessageGroup(g, locale))).then(
      () => current && setAttempted(locale),
    );
    return () => {
      current = false;
    };
  }, [groups, locale, ready]);
  return <>{ready ? children : fallback}</>;
}

/** A page or modal module: its component, and the message groups it needs. */
export interface ModuleWithMessages<P> {
  default: ComponentType<P>;
  messages?: readonly MessageGroup[];
}

/** For React.lazy: the module's component, rendered once its message groups are loaded. */
export function withMessages<P extends object>(
  { default: Component, messages = [] }: ModuleWithMessages<P>,
  fallback?: ReactNode,
): { default: ComponentType<P> } {
  return {
    default: (props: P) => (
      <WithMessages groups={messages} fallback={fallback}>
        <Component {...props} />
      </WithMessages>
    ),
  };
}

/** Loads a locale's messages (and en, the fallback, unless `withFallback` is false); logs, never throws. */
export async function loadLocale(locale: LocaleCode, withFallback = true): Promise<void> {
  const wanted = (withFallback ? [locale, 'en' as const] : [locale]).filter((l) => !loaded.has(l));
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

/** The message at `key` in `locale`, or '' (also where `key` names a group of messages). */
function lookup(locale: LocaleCode, key: string, params?: Params): string {
  const value: unknown = store.t(key, params, locale);
  return typeof value === 'string' ? value : '';
}

/** Translates `key` in `locale`, falling back to en, then to the key itself. */
export function translate(locale: LocaleCode, key: MessageKey, params?: Params): string {
  return lookup(locale, key, params) || lookup('en', key, params) || key;
}

/**
 * The message of a code the server sent (SPEC.md section 8: each line of an
 * errors object, a status or a settings code, "translated via error.* keys"),
 * or undefined when there is none. The one key only known at run time, so the
 * one lookup checked at run time.
 */
export function translateServerMessage(
  locale: LocaleCode,
  code: string | number,
): string | undefined {
  const key = `error.${code}`;
  return ownMessage(locale, key) || ownMessage('en', key) || undefined;
}

/**
 * The message at a key the server chose, walking own properties only: a code
 * such as `valueOf`, `constructor.name` or `__proto__` names no message (rosetta
 * would call or return Object.prototype's members).
 */
function ownMessage(locale: LocaleCode, key: string): string {
  let node: unknown = store.table(locale);
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return '';
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? lookup(locale, key) : '';
}

interface I18n {
  locale: LocaleCode;
  t: (key: MessageKey, params?: Params) => string;
}

const I18nContext = createContext<I18n>({
  locale: DEFAULT_LOCALE,
  t: (key, params) => translate(DEFAULT_LOCALE, key, params),
});

/**
 * Provides messages for `locale`. While a newly chosen locale loads, the
 * previous one stays on screen (a switch never blanks the page nor shows a
 * key); only a first locale that has not loaded shows `fallback` (main.tsx
 * loads the first locale before the first render, so the app never does).
 */
export function I18nProvider({
  locale,
  children,
  fallback = null,
}: {
  locale: LocaleCode;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [shown, setShown] = useState<LocaleCode | null>(() => (loaded.has(locale) ? locale : null));
  useEffect(() => {
    const groups = [...mountedGroups.keys()];
    if (
      loaded.has(locale) &&
      loaded.has('en') &&
      groups.every((g) => loadedGroups.has(g[locale]))
    ) {
      setShown(locale);
      return;
    }
    let current = true;
    // The core and the groups on screen, so the page stays as it is until it
    // can be shown whole in the new language; a language that cannot be
    // loaded (offline) leaves the one on screen, else the default (never keys).
    Promise.all([loadLocale(locale), ...groups.map((g) => loadMessageGroup(g, locale))]).then(
      () => {
        if (!current) return;
        setShown((now) => (loaded.has(locale) ? locale : (now ?? DEFAULT_LOCALE)));
      },
    );
    return () => {
      current = false;
    };
  }, [locale]);
  // With the words it labels (in the same commit), not a frame later.
  useLayoutEffect(() => {
    if (shown) document.documentElement.lang = localeEntry(shown).iso;
  }, [shown]);
  const value = useMemo<I18n | null>(
    () =>
      shown && {
        locale: shown,
        t: (key, params) => translate(shown, key, params),
      },
    [shown],
  );
  return value ? <I18nContext.Provider value={value}>{children}</I18nContext.Provider> : fallback;
}

/** The current locale and its translate function. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
