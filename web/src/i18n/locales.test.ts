// Every user-visible string exists in ru, en and kz, with the same placeholders;
// no message is empty; each key lives in one group. That the code asks only for
// keys that exist is the MessageKey type's job (tsc), not a test's.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IN_HOUSE_GAMES } from '@casino/sdk';
import { describe, expect, it } from 'vitest';
import { loadMessageGroup, type MessageKey, translate } from './i18n.tsx';
import { MESSAGE_GROUPS } from './message-groups.ts';

type Tree = { [key: string]: string | Tree };
type Lang = 'ru' | 'en' | 'kz';
const LANGS: Lang[] = ['ru', 'en', 'kz'];

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

function lookup(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

const dir = join(import.meta.dirname, 'locales');
const read = (path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8')) as Tree;
const groupNames = readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each message group (the core, and every folder of groups loaded on demand) in the three languages. */
const groups: Record<string, Record<Lang, Tree>> = {
  core: Object.fromEntries(LANGS.map((l) => [l, read(`${l}.json`)])) as Record<Lang, Tree>,
  ...Object.fromEntries(
    groupNames.map((g) => [g, Object.fromEntries(LANGS.map((l) => [l, read(`${g}/${l}.json`)]))]),
  ),
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
  LANGS.map((lang) => [lang, mergeTrees(...Object.values(groups).map((g) => g[lang]))]),
) as Record<Lang, Tree>;

describe('locale files', () => {
  for (const [group, langs] of Object.entries(groups)) {
    it.each(Object.keys(langs))(`${group}: %s has exactly the keys of the others`, (name) => {
      const all = new Set(Object.values(langs).flatMap((tree) => keys(tree)));
      const own = new Set(keys(langs[name as Lang]));
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

  it('loads exactly the groups on disk', () => {
    expect(Object.keys(MESSAGE_GROUPS).sort()).toEqual([...groupNames].sort());
  });

  it.each(groupNames)('loads the %s group in every language', async (group) => {
    for (const lang of LANGS) {
      await loadMessageGroup(MESSAGE_GROUPS[group as keyof typeof MESSAGE_GROUPS], lang);
      const tree = groups[group]?.[lang] ?? {};
      // A message without {{placeholders}}, which translate() would fill in.
      const key = keys(tree).find((k) => !String(lookup(tree, k)).includes('{{')) as MessageKey;
      expect(translate(lang, key)).toBe(lookup(tree, key));
    }
  });

  it('has the names of every game, route section and verification state', () => {
    for (const game of IN_HOUSE_GAMES) {
      for (const part of ['name', 'lead', 'rule1', 'rule2', 'rule3'])
        expect(lookup(files.ru, `games.${game}.${part}`)).toBeTypeOf('string');
    }
    for (const state of ['pending', 'failed', 'success'])
      expect(lookup(files.kz, `profile.verificationState.${state}`)).toBeTypeOf('string');
  });
});
