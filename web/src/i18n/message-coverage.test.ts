// Every module that renders on its own (a route's page, a modal, a widget that
// wraps itself in WithMessages) names the message groups of every key it and
// the modules it imports ask for. The unit tests load every group up front and
// the browser suite moves between routes in one page load, so neither would see
// a page that forgets a group; this reads the sources instead. A key written
// with a template (`games.${game}.lead`) needs every group holding a key it
// can be. A game's rules are the one key built from parts this cannot read
// (`games.${game}.rule${n}`, in-house-game.tsx): a module naming a game
// (`game="dice"`) needs the group of that game's rules.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const src = join(import.meta.dirname, '..');
const localesDir = join(import.meta.dirname, 'locales');

function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`),
  );
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Tree;
const coreKeys = new Set(leaves(readJson(join(localesDir, 'ru.json'))));
const groupKeys = new Map(
  readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [
      entry.name,
      new Set(leaves(readJson(join(localesDir, entry.name, 'ru.json')))),
    ]),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The keys a key template can be: each `${...}` stands for one part. */
function templatePattern(key: string): RegExp {
  const parts = key.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^.]+')}$`);
}

/** The groups a key or key template needs: those holding a key it can be. */
function groupsFor(key: string): string[] {
  const pattern = templatePattern(key);
  const inGroups = [...groupKeys].filter(([, keys]) => [...keys].some((k) => pattern.test(k)));
  return inGroups.map(([group]) => group);
}

/** The message keys (and key templates) a source file names in string literals. */
function keysIn(text: string): string[] {
  const found = text.matchAll(/[`'"]([a-zA-Z][\w-]*(?:\.(?:[\w-]+|\$\{[^}`]+\}))+)[`'"]/g);
  return [...found]
    .map((m) => m[1] as string)
    .filter((key) => {
      const pattern = templatePattern(key);
      return (
        [...coreKeys].some((k) => pattern.test(k)) ||
        [...groupKeys.values()].some((keys) => [...keys].some((k) => pattern.test(k)))
      );
    });
}

interface SourceFile {
  path: string;
  needs: Map<string, string[]>;
  imports: string[];
  /** The groups the module loads itself (a `messages` export, a WithMessages or AfterFirstPage wrapper). */
  loads: string[] | null;
}

const files = new Map<string, SourceFile>(
  sourceFiles(src).map((path) => {
    const text = readFileSync(path, 'utf8');
    const rules = [...text.matchAll(/(?<![\w-])game="(\w+)"/g)].flatMap((m) =>
      [1, 2, 3].map((n) => `games.${m[1]}.rule${n}`),
    );
    const needs = new Map([...keysIn(text), ...rules].map((key) => [key, groupsFor(key)] as const));
    // A module imported on demand (`lazy(() => import('./round-proof.tsx'))`)
    // renders inside its importer, with the groups its importer loaded.
    const imports = [
      ...text.matchAll(/^(?:import|export)[^'"]*from\s+'(\.[^']+)'/gm),
      ...text.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g),
    ].map((m) => resolve(dirname(path), m[1] as string));
    const selfLoading =
      /^export const messages\b/m.test(text) ||
      /<(WithMessages|AfterFirstPage)\b[^>]*\sgroups=/.test(text);
    const loads = selfLoading
      ? [...text.matchAll(/MESSAGE_GROUPS(?:\.([\w]+)|\['([\w-]+)'\])/g)].map(
          (m) => (m[1] ?? m[2]) as string,
        )
      : null;
    return [path, { path, needs, imports, loads }];
  }),
);

/** What `entry` and the modules it imports statically ask for, but not what a self-loading import covers. */
function missing(entry: SourceFile): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  const visit = (file: SourceFile) => {
    if (seen.has(file.path)) return;
    seen.add(file.path);
    for (const [key, groups] of file.needs) {
      for (const group of groups)
        if (!entry.loads?.includes(group))
          problems.push(`${relative(src, file.path)}: ${key} needs the ${group} group`);
    }
    for (const path of file.imports) {
      const imported = files.get(path);
      if (imported && imported.loads === null) visit(imported);
    }
  };
  visit(entry);
  return problems;
}

describe('message groups', () => {
  const entries = [...files.values()].filter((file) => file.loads !== null);

  it('finds the modules that load groups and the keys they use', () => {
    expect(entries.length).toBeGreaterThan(40);
    expect(groupsFor(`games.\${game}.lead`)).toEqual(['house']);
    expect(groupsFor('games.dice.rule1')).toEqual(['dice']);
    expect(groupsFor('nav.slots')).toEqual([]);
  });

  it.each(entries.map((file) => [relative(src, file.path), file] as const))(
    '%s loads every group its keys need',
    (_, entry) => {
      expect(missing(entry)).toEqual([]);
    },
  );

  it('no module outside a self-loading one asks for a group key', () => {
    const reached = new Set<string>();
    const walk = (file: SourceFile) => {
      if (reached.has(file.path)) return;
      reached.add(file.path);
      for (const path of file.imports) {
        const imported = files.get(path);
        if (imported && imported.loads === null) walk(imported);
      }
    };
    for (const entry of entries) walk(entry);
    const stray = [...files.values()]
      .filter((file) => !reached.has(file.path))
      .flatMap((file) =>
        [...file.needs]
          .filter(([, groups]) => groups.length > 0)
          .map(([key, groups]) => `${relative(src, file.path)}: ${key} (${groups.join(', ')})`),
      );
    expect(stray).toEqual([]);
  });
});
