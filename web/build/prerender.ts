// Prerendering at build time (the page paints with the HTML, before the
// app's code has loaded): a server-side build of src/prerender.tsx in a
// scratch folder of the repository's .cache (so its imports resolve from
// node_modules), then prerender-worker.ts in a child process renders each
// address as a guest's first render (no API answers, data places as
// skeletons). main.tsx hydrates the result. React Router pre-renders only
// in framework mode; in its declarative mode (docs/decisions/router.md) the
// build renders the app itself, inside <StaticRouter>.
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'vite';

const run = promisify(execFile);
const worker = fileURLToPath(new URL('./prerender-worker.ts', import.meta.url));

/** The HTML of #root for each address, from the app's code at `webRoot` built in `mode`. */
export async function prerender(
  webRoot: string,
  mode: string,
  addresses: readonly string[],
): Promise<Record<string, string>> {
  const outDir = join(webRoot, '..', '.cache', `prerender-${process.pid}-${Date.now()}`);
  try {
    await build({
      root: webRoot,
      mode,
      logLevel: 'warn',
      build: {
        ssr: join(webRoot, 'src/prerender.tsx'),
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: false,
      },
    });
    const { stdout } = await run(
      process.execPath,
      [worker, join(outDir, 'prerender.js'), ...addresses],
      {
        maxBuffer: 256 * 1024 * 1024,
      },
    );
    return JSON.parse(stdout) as Record<string, string>;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
