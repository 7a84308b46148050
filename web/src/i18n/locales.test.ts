// Every user-visible string exists in ru, en and kz; every key the code asks
// for exists; no message is empty.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import accountEn from './locales/account/en.json';
import accountKz from './locales/account/kz.json';
import accountRu from './locales/account/ru.json';
import en from './locales/en.json';
import kz from './locales/kz.json';
import pagesEn from './locales/pages/en.json';
import pagesKz from './locales/pages/kz.json';
import pagesRu from './locales/pages/ru.json';
import ru from './locales/ru.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

function lookup(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

/** Each message group (the core, and the groups loaded on demand) in the three languages. */
const groups: Record<string, Record<'ru' | 'en' | 'kz', Tree>> = {
  core: { ru: ru as Tree, en: en as Tree, kz: kz as Tree },
  pages: { ru: pagesRu as Tree, en: pagesEn as Tree, kz: pagesKz as Tree },
  account: { ru: accountRu as Tree, en: accountEn as Tree, kz: accountKz as Tree },
};

function mergeTrees(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [k, v] of Object.entries(tree)) {
      const existing = out[k];
      out[k] = typeof v === 'object' && typeof existing === 'object' ? mergeTrees(existing, v) : v;
    }
  }
  return out;
}

/** Every message of a language, all groups together. */
const files = Object.fromEntries(
  (['ru', 'en', 'kz'] as const).map((lang) => [
    lang,
    mergeTrees(...Object.values(groups).map((g) => g[lang])),
  ]),
) as Record<'ru' | 'en' | 'kz', Tree>;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('locale files', () => {
  for (const [group, langs] of Object.entries(groups)) {
    it.each(Object.keys(langs))(`${group}: %s has exactly the keys of the others`, (name) => {
      const all = new Set(Object.values(langs).flatMap((tree) => keys(tree)));
      const own = new Set(keys(langs[name as keyof typeof langs]));
      expect([...all].filter((k) => !own.has(k))).toEqual([]);
    });
  }

  it('keeps each key in one group only', () => {
    const seen = new Map<string, string>();
    for (const [group, langs] of Object.entries(groups)) {
      for (const key of keys(langs.ru)) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${group}`).toBeUndefined();
        seen.set(key, group);
      }
    }
  });

  it('has no empty message, and the same {{placeholders}} in every language', () => {
    for (const key of keys(files.en)) {
      const placeholders = (text: string) =>
        [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      const reference = placeholders(lookup(files.en, key) as string);
      for (const [name, tree] of Object.entries(files)) {
        const text = lookup(tree, key);
        expect(typeof text === 'string' && text.trim() !== '', `${name}: ${key}`).toBe(true);
        expect(placeholders(text as string), `${name}: ${key}`).toEqual(reference);
      }
    }
  });

  it('has every key the code asks for by name', () => {
    const root = join(import.meta.dirname, '..');
    const used = new Set<string>();
    for (const file of sources(root)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) used.add(m[1] as string);
      for (const m of text.matchAll(/(?:titleKey|Key)=["']([a-zA-Z0-9_.]+)["']/g))
        used.add(m[1] as string);
      for (const m of text.matchAll(/translate\(locale, '([a-zA-Z0-9_.]+)'/g))
        used.add(m[1] as string);
    }
    expect(used.size).toBeGreaterThan(100);
    const missing = [...used].filter((key) => typeof lookup(files.ru, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('has the names of every game, route section and verification state', () => {
    for (const game of [
      'crash',
      'dice',
      'roulette',
      'coinflip',
      'hilo',
      'keno',
      'miner',
      'cases',
      'rooms',
    ]) {
      for (const part of ['name', 'lead', 'rule1', 'rule2', 'rule3'])
        expect(lookup(files.ru, `games.${game}.${part}`)).toBeTypeOf('string');
    }
    for (const state of ['pending', 'failed', 'success'])
      expect(lookup(files.kz, `profile.verificationState.${state}`)).toBeTypeOf('string');
  });
});
