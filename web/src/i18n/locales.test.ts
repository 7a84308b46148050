// Every user-visible string exists in ru, en and kz; every key the code asks
// for exists; no message is empty.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import kz from './locales/kz.json';
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

const files = { ru: ru as Tree, en: en as Tree, kz: kz as Tree };

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('locale files', () => {
  it.each(Object.keys(files))('%s has exactly the keys of the others', (name) => {
    const all = new Set(Object.values(files).flatMap((tree) => keys(tree)));
    const own = new Set(keys(files[name as keyof typeof files]));
    expect([...all].filter((k) => !own.has(k))).toEqual([]);
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
