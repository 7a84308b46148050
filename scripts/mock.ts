// `npm run mock`: serves the bundled spec with the real Prism binary on
// 127.0.0.1:4010. The port comes from --port N (or -p N), else MOCK_PORT, else
// 4010. This process bundles the spec, then replaces itself with Prism
// (process.execve), so the PID you started is Prism's and stopping it stops
// the mock.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { bundleSpec } from '@casino/openapi';

export const DEFAULT_MOCK_PORT = 4010;

/** Reads the port from argv and the environment; throws a readable error for a bad one. */
export function resolveMockPort(argv: string[], env: NodeJS.ProcessEnv): number {
  let raw: string | undefined;
  let source = 'default';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--port' || arg === '-p') {
      raw = argv[i + 1];
      source = arg;
      i++;
    } else if (arg.startsWith('--port=')) {
      raw = arg.slice('--port='.length);
      source = '--port';
    } else {
      throw new Error(`Unknown argument "${arg}". Usage: npm run mock -- [--port N]`);
    }
  }
  if (raw === undefined && env.MOCK_PORT !== undefined && env.MOCK_PORT !== '') {
    raw = env.MOCK_PORT;
    source = 'MOCK_PORT';
  }
  if (raw === undefined) {
    if (source !== 'default') throw new Error(`${source} needs a value, e.g. ${source} 4010`);
    return DEFAULT_MOCK_PORT;
  }
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new Error(`${source} must be a port number from 1 to 65535, got "${raw}"`);
  }
  return port;
}

async function main(): Promise<void> {
  let port: number;
  try {
    port = resolveMockPort(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`mock: ${(error as Error).message}`);
    process.exit(2);
  }
  const specPath = await bundleSpec();
  const require = createRequire(import.meta.url);
  const prism = join(
    dirname(require.resolve('@stoplight/prism-cli/package.json')),
    'dist',
    'index.js',
  );
  console.error(`mock: serving ${specPath} on http://127.0.0.1:${port} (pid ${process.pid})`);
  if (!process.execve) throw new Error(`Node ${process.version} lacks process.execve; use Node 24`);
  process.execve(
    process.execPath,
    [process.execPath, prism, 'mock', '--host', '127.0.0.1', '--port', String(port), specPath],
    process.env,
  );
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(`mock: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
