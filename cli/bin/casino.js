#!/usr/bin/env node
// The `casino` launcher. Plain JavaScript so that any Node can read it: the CLI
// itself is TypeScript run by Node >= 24 (type stripping). On an older Node it
// re-runs itself with the Node 24 that `npm start` / `npm test` installed into
// .cache/node24, or says how to get one. runAsProcess exits once the result
// is written (exit 5, quietly, when stdout or stderr cannot be written).
// The re-run is asynchronous so that the launcher can pass on the SIGTERM or
// SIGHUP a service manager or `kill` sends it: a long-running command (a
// watch) then stops cleanly instead of living on, orphaned, with its port.
// Ctrl-C reaches both processes from the terminal, so the launcher only
// waits for the CLI to finish on SIGINT.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const major = Number(process.versions.node.split('.')[0]);
const argv = process.argv.slice(2);

/**
 * `casino`, `casino --help`, `casino -h`: the program's help from its copy
 * (cli/help.txt, written by `npm run docs:cli` from the definitions and
 * checked by help-copy.test.ts), without loading the CLI: the first thing a
 * person asks comes at once, on any Node. Null when the copy is missing.
 */
function helpCopy() {
  if (argv.length > 1 || (argv.length === 1 && argv[0] !== '--help' && argv[0] !== '-h'))
    return null;
  try {
    return readFileSync(join(here, '..', 'help.txt'), 'utf8');
  } catch {
    return null;
  }
}

const help = helpCopy();
if (help !== null) {
  // A closed pipe (`casino --help | head -1`) or a full disk ends quietly with exit 5, as the CLI does.
  process.stdout.on('error', () => process.exit(5));
  process.stdout.write(help, () => {
    process.exitCode = argv.length === 0 ? 2 : 0;
  });
} else if (major >= 24) {
  // V8's compiled code of the CLI and its libraries (zod, commander), kept on
  // disk between runs (Node's compile cache, in the system's temporary
  // directory): a run after the first skips compiling them.
  (await import('node:module')).enableCompileCache?.();
  const { runAsProcess } = await import('../src/process.ts');
  await runAsProcess(argv);
} else {
  const node24 = join(here, '..', '..', '.cache', 'node24', 'node_modules', '.bin', 'node');
  if (existsSync(node24)) {
    const child = spawn(node24, [fileURLToPath(import.meta.url), ...argv], {
      stdio: 'inherit',
    });
    process.on('SIGINT', () => undefined);
    process.on('SIGTERM', () => child.kill('SIGTERM'));
    process.on('SIGHUP', () => child.kill('SIGHUP'));
    child.on('error', () => {
      process.exitCode = 1;
    });
    child.on('exit', (code) => {
      process.exitCode = code ?? 1;
    });
  } else {
    process.stderr.write(
      `casino: needs Node 24 or newer, this is Node ${process.versions.node}.\n` +
        'hint: run `npm test` or `npm start` once in the repository (they install Node 24 into .cache/node24), or install Node 24.\n',
    );
    process.exitCode = 2;
  }
}
