// The web app's layers (docs/architecture.md): a feature never imports another
// feature or web/src/app; web/src/shared and web/src/i18n import neither. Biome
// enforces it (biome.json, noRestrictedImports); this test proves the rule bites
// on a probe tree that uses the real biome.json, and that every feature folder
// is in the rule, so a new feature cannot slip past it.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');
const run = promisify(execFile);

interface Override {
  includes: string[];
  linter?: {
    rules?: {
      style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } };
    };
  };
}

async function restricted(includes: string): Promise<string[]> {
  const config = JSON.parse(await readFile(join(root, 'biome.json'), 'utf8')) as {
    overrides?: Override[];
  };
  const override = config.overrides?.find((o) => o.includes.includes(includes));
  return (
    override?.linter?.rules?.style?.noRestrictedImports?.options?.patterns?.flatMap(
      (p) => p.group,
    ) ?? []
  );
}

describe('layers of the web app', () => {
  let probe: string;

  beforeAll(async () => {
    probe = await mkdtemp(join(tmpdir(), 'casino-layers-'));
    const config = (await readFile(join(root, 'biome.json'), 'utf8')).replace(
      /"\$schema":[^\n]*\n/,
      '',
    );
    await writeFile(join(probe, 'biome.json'), config);
  });
  afterAll(async () => {
    await rm(probe, { recursive: true, force: true });
  });

  /** Lints one probe file at `path` (relative to the repo layout); returns Biome's diagnostics. */
  async function lint(path: string, source: string): Promise<string> {
    const file = join(probe, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, source);
    try {
      await run(biome, ['lint', '--colors=off', '--vcs-enabled=false', path], { cwd: probe });
      return '';
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      return `${stdout ?? ''}${stderr ?? ''}`;
    } finally {
      await rm(file);
    }
  }

  it('every feature folder is in the rule', async () => {
    const features = (await readdir(join(root, 'web/src/features'), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => `../**/${entry.name}/**`);
    expect(features.length).toBeGreaterThan(5);
    expect(await restricted('web/src/features/**')).toEqual(
      expect.arrayContaining(['../**/app/**', ...features]),
    );
  });

  it('fails a feature that imports another feature or the app, statically or lazily', async () => {
    const output = await lint(
      'web/src/features/account/probe.ts',
      [
        "import { a } from '../bonuses/api.ts';",
        "import { b } from '../../app/routes.ts';",
        "export { c } from '../games/components/bet-panel.tsx';",
        "export const d = () => import('../payments/api.ts');",
        'export const e = [a, b];',
        '',
      ].join('\n'),
    );
    expect(output.match(/lint\/style\/noRestrictedImports/g)).toHaveLength(4);
    expect(output).toContain('never another feature or web/src/app');
  });

  it('lets a feature import its own modules, shared, i18n and packages', async () => {
    const output = await lint(
      'web/src/features/account/forms/probe.ts',
      [
        "import { unwrap } from '@casino/sdk';",
        "import { useI18n } from '../../../i18n/i18n.tsx';",
        "import { useApi } from '../../../shared/lib/api.tsx';",
        "import { useProfile } from '../api.ts';",
        'export const all = [unwrap, useI18n, useApi, useProfile];',
        '',
      ].join('\n'),
    );
    expect(output).toBe('');
  });

  it('fails shared code that imports a feature or the app', async () => {
    const output = await lint(
      'web/src/shared/lib/probe.ts',
      [
        "import { a } from '../../features/bonuses/api.ts';",
        "import { b } from '../../app/routes.ts';",
        'export const all = [a, b];',
        '',
      ].join('\n'),
    );
    expect(output.match(/lint\/style\/noRestrictedImports/g)).toHaveLength(2);
  });
});
