// `npm start`: regenerates the SDK, then runs the sandbox API (Prism's
// validating proxy on 127.0.0.1:4010 in front of the stateful sandbox on
// 127.0.0.1:4011, scripts/sandbox.ts) and the web app's dev server on
// 127.0.0.1:5173, pointed at the proxy. One Ctrl-C (or SIGTERM to this
// process) stops all; if one stops on its own, the rest are stopped too.
// Both start at once; "dev: ready" is said once the API and the web app both
// answer, so a page opened after it never meets an API that is still starting.
// Ports: API_PORT (4010), SANDBOX_PORT (4011), WEB_PORT (5173).
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './generate.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const API_PORT = Number(process.env.API_PORT || 4010);
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT || 4011);
const WEB_PORT = String(Number(process.env.WEB_PORT || 5173));
const apiUrl = `http://127.0.0.1:${API_PORT}`;
const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;

await generate();
const vite = join(
  dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin',
  'vite.js',
);

const children: ChildProcess[] = [];
let stopping = false;

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  ).then(() => process.exit(code));
}

function run(name: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = root): void {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`dev: ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

run('sandbox', [join(root, 'scripts', 'sandbox.ts')], {
  API_PORT: String(API_PORT),
  SANDBOX_PORT: String(SANDBOX_PORT),
});
run(
  'web',
  [vite, '--host', '127.0.0.1', '--port', WEB_PORT, '--strictPort'],
  // VITE_SANDBOX_URL: the scenario controls, for the development-only panel.
  { VITE_API_URL: apiUrl, VITE_SANDBOX_URL: sandboxUrl },
  join(root, 'web'),
);
console.error(
  `dev: starting the web app on http://127.0.0.1:${WEB_PORT} and the sandbox API at ${apiUrl}; Ctrl-C stops all`,
);

/** Resolves once `url` answers (any status), asking every 250 ms; false after `ms`. */
async function answers(url: string, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (!stopping && Date.now() < until) {
    const answered = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (answered) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const [api, web] = await Promise.all([
  answers(`${apiUrl}/geo_ip`, 120_000),
  answers(`http://127.0.0.1:${WEB_PORT}/`, 120_000),
]);
if (!stopping)
  console.error(
    api && web
      ? `dev: ready: open http://127.0.0.1:${WEB_PORT} (the sandbox API at ${apiUrl}, its controls at ${sandboxUrl}/_sandbox/)`
      : `dev: still not answering after 2 minutes: ${[api ? null : `the API at ${apiUrl}`, web ? null : `the web app on port ${WEB_PORT}`].filter(Boolean).join(' and ')}`,
  );

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(0));
