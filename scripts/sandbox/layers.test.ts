// The sandbox's modules import one another without a circle, and in layers:
// the world (world/) imports nothing of the HTTP side, the world's parts
// import only its model (world/model.ts), never world.ts, and the control
// API's definition (controls/api.ts), which the web panel and the CLI import
// too, imports nothing of the sandbox. Static
// imports, re-exports, type imports and `import()` alike, read from the
// files' text.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = dirname(fileURLToPath(import.meta.url));

/** Every .ts file under `dir`, relative to ROOT with `/`. */
function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') ? [relative(ROOT, path).split('\\').join('/')] : [];
  });
}

const IMPORT = /(?:\bfrom|\bimport\(?)\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The relative imports of `source`, as paths relative to ROOT (outside it: starting `../`). */
function importsOf(file: string, source: string): string[] {
  return [...source.matchAll(IMPORT)].map((m) =>
    relative(ROOT, resolve(ROOT, dirname(file), m[1] as string))
      .split('\\')
      .join('/'),
  );
}

/** Every circle of a graph, each as `a -> b -> a`, found once from each of its files. */
function circles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (file: string, path: string[]) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      found.push([...path.slice(at), file].join(' -> '));
      return;
    }
    if (done.has(file)) return;
    for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  return found;
}

const files = tsFiles(ROOT);
const graph = new Map(
  files.map((file) => [file, importsOf(file, readFileSync(join(ROOT, file), 'utf8'))]),
);
const isTest = (file: string) => file.endsWith('.test.ts') || file.endsWith('.typecheck.ts');

describe('the sandbox modules', () => {
  it('the circle finder finds a circle', () => {
    const looped = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circles(looped)).toEqual(['a.ts -> b.ts -> c.ts -> a.ts']);
    expect(circles(new Map([['a.ts', ['b.ts']]]))).toEqual([]);
    expect(
      importsOf('world/a.ts', "import type { X } from '../b.ts';\nexport * from './c.ts';"),
    ).toEqual(['b.ts', 'world/c.ts']);
  });

  it('import one another without a circle (static, dynamic and type imports)', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(circles(graph)).toEqual([]);
  });

  it('the world imports nothing of the HTTP side', () => {
    const outside = [...graph]
      .filter(([file]) => file.startsWith('world/') && !isTest(file))
      .flatMap(([file, targets]) =>
        targets.filter((t) => !t.startsWith('world/')).map((t) => `${file} -> ${t}`),
      );
    expect(outside).toEqual([]);
  });

  it("the world's parts import only its model, never the world itself", () => {
    const back = [...graph]
      .filter(([file]) => file.startsWith('world/') && file !== 'world/world.ts' && !isTest(file))
      .flatMap(([file, targets]) =>
        targets.filter((t) => t === 'world/world.ts').map((t) => `${file} -> ${t}`),
      );
    expect(back).toEqual([]);
    expect(graph.get('world/model.ts')).toEqual([]);
  });

  it("the control API's definition imports nothing of the sandbox (the web panel and the CLI import it)", () => {
    expect(graph.get('controls/api.ts')).toEqual([]);
  });
});
