// The committed generated SDK code matches a fresh generation from the spec.
// (Tests check rather than regenerate, so a stale commit fails here instead of
// being fixed silently in CI's working tree: run `npm run generate` and commit.)
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GENERATED_FILES, generate, generatedDir } from './generate.ts';

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
