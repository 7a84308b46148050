// `npm run size`: the first-visit JavaScript of the built app (the entry
// script and the chunks it imports: what every page loads), gzipped, and the size of each route
// chunk and locale. Prints figures; with --budget <KB> it exits 1 when the first
// visit is over that many kilobytes (1 KB = 1000 bytes, as Vite prints).
// It also exits 1 when a built script mentions the sandbox's controls
// (`/_sandbox/`): the development panel must never reach a production build.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../web/dist/', import.meta.url));

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const gz = async (file: string) => gzipSync(await readFile(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`;

/**
 * The first-visit files and their gzipped sizes: the entry script and the
 * chunks it imports, which every page loads before it renders (the page's own
 * module, which the route's HTML file also names, is listed below).
 */
export async function firstVisit(): Promise<{ files: [string, number][]; total: number }> {
  const manifest = JSON.parse(
    await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entry = manifest['index.html'];
  if (!entry) throw new Error('the manifest has no index.html entry');
  const files = [entry.file, ...(entry.imports ?? []).map((key) => manifest[key]?.file as string)];
  const sizes: [string, number][] = await Promise.all(
    files.map(async (f): Promise<[string, number]> => [f, await gz(f)]),
  );
  return { files: sizes, total: sizes.reduce((sum, [, size]) => sum + size, 0) };
}

async function main(): Promise<void> {
  const budgetIndex = process.argv.indexOf('--budget');
  const budget = budgetIndex === -1 ? undefined : Number(process.argv[budgetIndex + 1]);
  if (budget !== undefined && !(budget > 0)) {
    console.error('size: --budget takes kilobytes, e.g. --budget 110');
    process.exit(2);
  }
  let visit: Awaited<ReturnType<typeof firstVisit>>;
  try {
    visit = await firstVisit();
  } catch {
    console.error('size: web/dist is missing; run `npm run build` first');
    process.exit(2);
  }
  console.log('First visit (the entry script and the chunks it imports), gzipped:');
  for (const [file, size] of visit.files) console.log(`  ${kb(size).padStart(10)}  ${file}`);
  console.log(`  ${kb(visit.total).padStart(10)}  total${budget ? ` (budget ${budget} KB)` : ''}`);

  const manifest = JSON.parse(
    await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const lazy = Object.values(manifest).filter((c) => c.isDynamicEntry && c.src);
  const rows = await Promise.all(
    lazy.map(async (c) => [c.src as string, await gz(c.file)] as const),
  );
  console.log('\nOn demand (route modules, locales, notifications), gzipped, own chunk only:');
  for (const [src, size] of rows.sort((a, b) => b[1] - a[1]))
    console.log(`  ${kb(size).padStart(10)}  ${src}`);

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

  if (budget !== undefined && visit.total > budget * 1000) {
    console.error(`\nsize: the first visit is ${kb(visit.total)}, over the ${budget} KB budget`);
    process.exit(1);
  }
}

if (import.meta.main) await main();
