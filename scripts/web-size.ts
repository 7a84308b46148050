// `npm run size`: the JavaScript each page of the built app makes the browser
// fetch before the page is interactive, gzipped. For every page file of the
// build (web/dist/**/*.html that starts the app: one per route and language,
// index.html being the home page's), it follows what the file names, its
// module scripts and modulepreloads (the entry, the shared chunk, the page's
// module, its message groups, a language's core messages), and every module
// those import statically, as the browser does; each file counted once per
// page. Prints the table (page, KB) and, with --budget <KB>, exits 1 when any
// page is over that many kilobytes (1 KB = 1000 bytes, gzip at zlib's default
// level, as Vite prints sizes). The browser suite (web/e2e/prerender.spec.ts)
// checks that a page fetches no script before it is interactive that its
// file does not name, so nothing the browser fetches escapes this count.
//
// It also exits 1 when a built script mentions the sandbox's controls
// (`/_sandbox/`): the development panel must never reach a production build.
// `--dist <dir>` measures a build written elsewhere (`vite build --outDir`).
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../web/dist/', import.meta.url));

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The scripts an HTML file names: module scripts and modulepreloads, as paths under web/dist. */
export function namedScripts(html: string): string[] {
  const pattern =
    /<(?:script\b[^>]*\btype="module"[^>]*\bsrc|link\b[^>]*\brel="modulepreload"[^>]*\bhref)="\/([^"]+)"/g;
  return [...html.matchAll(pattern)].map((match) => match[1] as string);
}

/** `files` and every chunk they import statically, deep (the manifest's `imports`). */
export function withStaticImports(manifest: Manifest, files: readonly string[]): Set<string> {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const key of byFile.get(file)?.imports ?? []) {
      const next = manifest[key]?.file;
      if (next) visit(next);
    }
  };
  for (const file of files) visit(file);
  return seen;
}

/** The page files of the build: every HTML file that starts the app, by address. */
async function pageFiles(dist: string): Promise<[address: string, file: string][]> {
  const pages: [string, string][] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets' && entry.name !== '.vite' && entry.name !== 'builds')
          await walk(path);
      } else if (entry.name.endsWith('.html')) {
        const html = await readFile(path, 'utf8');
        if (!/<script\b[^>]*type="module"/.test(html)) continue;
        const file = relative(dist, path);
        const address = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
        pages.push([address, file]);
      }
    }
  };
  await walk(dist);
  return pages;
}

/** Each page's first-visit JavaScript, gzipped, largest first. */
export async function pageSizes(
  dist: string,
): Promise<{ address: string; bytes: number; files: number }[]> {
  const manifest = JSON.parse(
    await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const gzipped = new Map<string, number>();
  const size = async (file: string) => {
    let bytes = gzipped.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(await readFile(join(dist, file))).length;
      gzipped.set(file, bytes);
    }
    return bytes;
  };
  const rows = [];
  for (const [address, file] of await pageFiles(dist)) {
    const html = await readFile(join(dist, file), 'utf8');
    const files = withStaticImports(manifest, namedScripts(html));
    let bytes = 0;
    for (const script of files) bytes += await size(script);
    rows.push({ address, bytes, files: files.size });
  }
  return rows.sort((a, b) => b.bytes - a.bytes || a.address.localeCompare(b.address));
}

async function main(): Promise<void> {
  let options: { budget?: string; dist?: string };
  try {
    options = parseArgs({
      options: { budget: { type: 'string' }, dist: { type: 'string' } },
    }).values;
  } catch (error) {
    console.error(`size: ${(error as Error).message}; it takes --budget <KB> and --dist <dir>`);
    process.exit(2);
  }
  const dist = options.dist ? resolve(options.dist) : DIST;
  const budget = options.budget === undefined ? undefined : Number(options.budget);
  if (budget !== undefined && !(budget > 0)) {
    console.error('size: --budget takes kilobytes, e.g. --budget 120');
    process.exit(2);
  }
  let rows: Awaited<ReturnType<typeof pageSizes>>;
  try {
    rows = await pageSizes(dist);
  } catch {
    console.error(`size: ${dist} holds no build; run \`npm run build\` first`);
    process.exit(2);
  }
  if (rows.length === 0) {
    console.error(`size: ${dist} has no page files; run \`npm run build\` first`);
    process.exit(2);
  }
  console.log(
    'JavaScript each page fetches before it is interactive (named by its HTML file, with static imports), gzipped:',
  );
  const width = Math.max(...rows.map((r) => r.address.length));
  console.log(`  ${'page'.padEnd(width)}  ${'KB'.padStart(8)}  files`);
  for (const { address, bytes, files } of rows)
    console.log(
      `  ${address.padEnd(width)}  ${kb(bytes).padStart(8)}  ${String(files).padStart(5)}`,
    );
  const largest = rows[0] as (typeof rows)[number];
  console.log(
    `\n  largest: ${largest.address} ${kb(largest.bytes)}${budget ? ` (budget ${budget} KB per page)` : ''}`,
  );

  const assets = (await readdir(join(dist, 'assets'))).filter((f) => f.endsWith('.js'));
  const leaks: string[] = [];
  for (const file of assets)
    if ((await readFile(join(dist, 'assets', file), 'utf8')).includes('/_sandbox'))
      leaks.push(file);
  if (leaks.length > 0) {
    console.error(
      `\nsize: ${leaks.join(', ')} mention the sandbox's /_sandbox/ controls: the development panel leaked into the production build`,
    );
    process.exit(1);
  }

  const over = budget === undefined ? [] : rows.filter((r) => r.bytes > budget * 1000);
  if (over.length > 0) {
    console.error(
      `\nsize: ${over.length} page(s) over the ${budget} KB budget: ${over
        .map((r) => `${r.address} ${kb(r.bytes)}`)
        .join(', ')}`,
    );
    process.exit(1);
  }
}

if (import.meta.main) await main();
