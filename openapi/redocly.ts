// Runs Redocly CLI on the hand-written spec: `bundle` writes dist/openapi.yaml
// (the one file Prism, the generators and the tests read), `lint` checks
// src/ against redocly.yaml. Usable from code and as `node openapi/redocly.ts
// bundle|lint`. Telemetry and update checks are off: the network is closed.
import { execFile } from 'node:child_process';
import { rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

/** The hand-written entry file of the spec. */
export const sourcePath = join(here, 'src', 'openapi.yaml');
/** The bundled, single-file spec. */
export const bundlePath = join(here, 'dist', 'openapi.yaml');

export interface RedoclyResult {
  code: number;
  output: string;
}

/** Runs the Redocly CLI with `args` from the openapi folder and collects its output. */
export function runRedocly(args: string[]): Promise<RedoclyResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cli, ...args, '--config', join(here, 'redocly.yaml')],
      {
        cwd: here,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

/**
 * Bundles src/ into dist/openapi.yaml; rejects with Redocly's output when it fails.
 * Writes a temporary file and renames it, so a reader never sees half a bundle.
 */
export async function bundleSpec(): Promise<string> {
  const temporary = join(here, 'dist', `openapi.${process.pid}.${Date.now()}.yaml`);
  const result = await runRedocly(['bundle', sourcePath, '--output', temporary]);
  if (result.code !== 0) {
    await rm(temporary, { force: true });
    throw new Error(`redocly bundle failed:\n${result.output}`);
  }
  await rename(temporary, bundlePath);
  return bundlePath;
}

/** Lints src/ with the recommended rules plus ours; resolves with the exit code and report. */
export function lintSpec(): Promise<RedoclyResult> {
  return runRedocly(['lint', sourcePath, '--format', 'stylish']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === 'bundle') {
    bundleSpec().then(
      (path) => console.log(`bundled ${path}`),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  } else if (command === 'lint') {
    lintSpec().then(({ code, output }) => {
      process.stdout.write(output);
      process.exit(code);
    });
  } else {
    console.error('usage: node openapi/redocly.ts bundle|lint');
    process.exit(2);
  }
}
