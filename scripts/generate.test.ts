// The committed generated SDK code matches a fresh generation from the spec.
// (Tests check rather than regenerate, so a stale commit fails here instead of
// being fixed silently in CI's working tree: run `npm run generate` and commit.)
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GENERATED_FILES, generate, generatedDir, lazySchemas } from './generate.ts';

let fresh: string;

beforeAll(async () => {
  fresh = await mkdtemp(join(tmpdir(), 'casino-generate-'));
  await generate(fresh);
}, 120_000);

afterAll(async () => {
  await rm(fresh, { recursive: true, force: true });
});

it.each(GENERATED_FILES)(
  'sdk/src/generated/%s is up to date (else run npm run generate)',
  async (name) => {
    const committed = await readFile(join(generatedDir, name), 'utf8');
    const generated = await readFile(join(fresh, name), 'utf8');
    expect(committed === generated, `${name} differs from a fresh generation`).toBe(true);
  },
);

it('wraps each schema the plugin builds in z.lazy (aliases stay), and the module still checks bodies as before', async () => {
  const source = [
    "import * as z from 'zod/mini';",
    'export const zName = z.string().check(z.minLength(2));',
    'export const zPlayer = z.object({ name: zName, age: z.optional(z.number()) });',
    'export const zAlias = zPlayer;',
  ].join('\n');
  const lazy = lazySchemas(source);
  expect(lazy).toContain('export const zName = z.lazy(() => z.string().check(z.minLength(2)));');
  expect(lazy).toContain('export const zAlias = zPlayer;');
  // The rewritten module still checks bodies as the schemas say.
  const dir = await mkdtemp(join(generatedDir, '.lazy-'));
  try {
    await writeFile(join(dir, 'schemas.ts'), lazy);
    const schemas = (await import(join(dir, 'schemas.ts'))) as Record<
      string,
      { safeParse(v: unknown): { success: boolean } }
    >;
    expect(schemas.zAlias?.safeParse({ name: 'Ann', age: 30 }).success).toBe(true);
    expect(schemas.zPlayer?.safeParse({ name: 'A' }).success).toBe(false);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
