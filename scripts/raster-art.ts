// `npm run art`: the WebP copies of the SVG covers the pages show in numbers
// (the in-house games' covers, the sandbox's catalog covers). An
// SVG image is a document of its own that the browser parses, lays out and
// paints on the page's main thread, a long task each on a slow phone (about
// 350 ms of blocking time on the home page, measured); a WebP is decoded off
// it. The SVG drawings stay the source: this renders each in Debian's
// Chromium (a canvas and its WebP encoder) at the size the pages need,
// writes the .webp, and records each source's SHA-256 in the folder's
// raster.json, so that scripts/raster-art.test.ts fails when a drawing
// changed and its copy did not. Not part of the build: the copies are
// committed, and a build needs no browser.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { coverSvg } from './sandbox/covers.ts';
import { catalogGames } from './sandbox/routes/catalog.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What the rendering page is asked for: an image to decode and a canvas to encode. */
interface PageDocument {
  createElement(tag: 'img'): {
    width: number;
    height: number;
    src: string;
    decode(): Promise<void>;
  };
  createElement(tag: 'canvas'): {
    width: number;
    height: number;
    getContext(kind: '2d'): {
      drawImage(image: unknown, x: number, y: number, w: number, h: number): void;
    } | null;
    toDataURL(type: string, quality: number): string;
  };
}

/** One drawing to copy: its SVG text, where the WebP goes, its size in pixels, its WebP quality. */
export interface RasterJob {
  svg: string;
  out: string;
  width: number;
  height: number;
  quality: number;
}

/** A folder of copies: the jobs and where their sources' hashes are kept. */
export interface RasterFolder {
  dir: string;
  jobs: () => Promise<RasterJob[]>;
}

/** The hash of a drawing as raster.json keeps it. */
export const sourceHash = (svg: string) => createHash('sha256').update(svg).digest('hex');

/** The SVG files of a folder, each copied at its drawing's size. */
async function svgFiles(dir: string, quality: number): Promise<RasterJob[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.svg')).sort();
  return Promise.all(
    files.map(async (file) => {
      const svg = await readFile(join(dir, file), 'utf8');
      const [, w, h] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
      if (!w || !h) throw new Error(`${file}: no viewBox="0 0 W H"`);
      return {
        svg,
        out: file.replace(/\.svg$/, '.webp'),
        width: Number(w),
        height: Number(h),
        quality,
      };
    }),
  );
}

/**
 * Every folder of copies: the in-house covers at their drawing's size (400 ×
 * 300: a tile is at most that many device pixels on a phone), about 11 KB
 * each; the sandbox's covers, stand-ins for a provider's thumbnails, at 320 ×
 * 240 (a catalog card's size), about 6 KB each. The home hero's three
 * pictures stay SVG: with their transparency a WebP copy weighs 70–85 KB,
 * thirty times the SVG, and the first of them is the page's largest paint.
 */
export const FOLDERS: RasterFolder[] = [
  {
    dir: join(root, 'web/src/features/games/art'),
    jobs: () => svgFiles(join(root, 'web/src/features/games/art'), 0.8),
  },
  {
    dir: join(root, 'scripts/sandbox/covers'),
    jobs: async () =>
      catalogGames().map((game) => ({
        svg: coverSvg(game),
        out: `${game.slug}.webp`,
        width: 320,
        height: 240,
        quality: 0.75,
      })),
  },
];

async function main(): Promise<void> {
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(Boolean);
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    for (const folder of FOLDERS) {
      const hashes: Record<string, string> = {};
      for (const job of await folder.jobs()) {
        const dataUrl = await page.evaluate(
          async ({ svg, width, height, quality }) => {
            // In the page: the DOM's types are not this Node script's.
            const { document } = globalThis as unknown as { document: PageDocument };
            const image = document.createElement('img');
            image.width = width;
            image.height = height;
            image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
            await image.decode();
            const canvas = document.createElement('canvas');
            canvas.width = width;
            canvas.height = height;
            canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
            return canvas.toDataURL('image/webp', quality);
          },
          { svg: job.svg, width: job.width, height: job.height, quality: job.quality },
        );
        const bytes = Buffer.from(dataUrl.replace(/^data:image\/webp;base64,/, ''), 'base64');
        await writeFile(join(folder.dir, job.out), bytes);
        hashes[job.out] = sourceHash(job.svg);
        console.log(`art: ${join(folder.dir, job.out)} ${(bytes.length / 1000).toFixed(1)} KB`);
      }
      await writeFile(join(folder.dir, 'raster.json'), `${JSON.stringify(hashes, null, 2)}\n`);
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.main) await main();
