// One HTML file per page of the route table (issue 21: the first page's code
// is asked for with the HTML, not after the app's code has run): a copy of
// the built index.html for each route without parameters, in each language
// (`games/dice.html`, `en/games/dice.html`…), whose head names the page's
// module, the modules it imports and its stylesheets (and, for /en and /kz,
// the language's core messages), with <html lang> set. A server answers an
// address with its file (`try_files $uri $uri.html /index.html`; `vite
// preview` does so) and everything else with index.html, which is the home
// page's (/) file: addresses with parameters (a slot, a tournament) get the
// home page's preloads too, a few kilobytes the browser may not use.
// `head(name, locale)` adds the page's own head tags (title, description…).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { LocaleCode } from '@casino/sdk';
import type { Plugin } from 'vite';
import { localizePath } from '../src/i18n/paths.ts';
import { ROUTES, type RouteName } from '../src/shared/paths.ts';
import { manifestPath } from './pwa.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const LOCALES = ['ru', 'en', 'kz'] as const satisfies readonly LocaleCode[];
const HTML_LANG: Record<LocaleCode, string> = { ru: 'ru-RU', en: 'en-US', kz: 'kk-KZ' };

/** Route name → its page module's path under web/ (from app/routes.ts's import map). */
export async function pageModules(webRoot: string): Promise<Map<RouteName, string>> {
  const source = await readFile(join(webRoot, 'src/app/routes.ts'), 'utf8');
  const modules = new Map<RouteName, string>();
  for (const [, name, path] of source.matchAll(/^\s+(\w+): \(\) => import\('([^']+)'\)/gm))
    modules.set(name as RouteName, relative(webRoot, resolve(webRoot, 'src/app', path as string)));
  const missing = Object.keys(ROUTES).filter((name) => !modules.has(name as RouteName));
  if (missing.length > 0)
    throw new Error(`route-html: no page module found for ${missing.join(', ')}`);
  return modules;
}

/** The files a manifest entry loads: its own, its static imports' (deep), and their stylesheets. */
function filesOf(manifest: Manifest, key: string, skip: ReadonlySet<string>) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || skip.has(k) || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

/** index.html with `extra` before </head> and <html lang> for `locale`. */
function pageHtml(index: string, locale: LocaleCode, extra: string[]): string {
  return index
    .replace(/<html lang="[^"]*">/, `<html lang="${HTML_LANG[locale]}">`)
    .replace('/manifest.webmanifest', manifestPath(locale))
    .replace('  </head>', `${extra.map((line) => `    ${line}\n`).join('')}  </head>`);
}

/**
 * Writes the route HTML files after the build (index.html becomes the home
 * page's). With `apiUrl`, every page opens its connection to the API while
 * the app's code loads (a preconnect: the first API call skips the handshake).
 */
export function routeHtmlPlugin(
  options: { apiUrl?: string; head?: (name: RouteName, locale: LocaleCode) => string[] } = {},
): Plugin {
  let outDir = '';
  let webRoot = '';
  return {
    name: 'casino:route-html',
    apply: 'build',
    transformIndexHtml: () =>
      options.apiUrl
        ? [
            {
              tag: 'link',
              attrs: { rel: 'preconnect', href: new URL(options.apiUrl).origin, crossorigin: '' },
              injectTo: 'head',
            },
          ]
        : [],
    configResolved(config) {
      webRoot = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = JSON.parse(
        await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      const index = await readFile(join(outDir, 'index.html'), 'utf8');
      // What index.html loads already (the entry and the first-visit chunks).
      const skip = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
      const modules = await pageModules(webRoot);
      const writes: [string, string][] = [];
      for (const [name, route] of Object.entries(ROUTES) as [
        RouteName,
        (typeof ROUTES)[RouteName],
      ][]) {
        if (route.path.includes(':')) continue;
        const key = modules.get(name) as string;
        if (!manifest[key]) throw new Error(`route-html: ${key} is not in the build's manifest`);
        const page = filesOf(manifest, key, skip);
        for (const locale of LOCALES) {
          const messages =
            locale === 'ru' ? undefined : manifest[`src/i18n/locales/${locale}.json`]?.file;
          const extra = [
            ...(messages ? [`<link rel="modulepreload" crossorigin href="/${messages}">`] : []),
            ...page.scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
            ...page.styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
            ...(options.head?.(name, locale) ?? []),
          ];
          const path = localizePath(route.path, locale);
          const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
          writes.push([file, pageHtml(index, locale, extra)]);
        }
      }
      await Promise.all(
        writes.map(async ([file, html]) => {
          await mkdir(dirname(join(outDir, file)), { recursive: true });
          await writeFile(join(outDir, file), html);
        }),
      );
    },
  };
}
