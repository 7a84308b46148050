// One HTML file per page of the route table (the first page's code is asked
// for with the HTML, not after the app's code has run): a copy of
// the built index.html for each route without parameters, in each language
// (`games/dice.html`, `en/games/dice.html`…), whose head names the page's
// module, the modules it imports, its message groups in its language and its
// stylesheets and the language's core messages, with
// <html lang> set: everything the page needs before it is interactive, which
// `npm run size` counts from these files. A server answers an
// address with its file (`try_files $uri $uri.html /index.html`; `vite
// preview` does so) and everything else with index.html, which is the home
// page's (/) file: addresses with parameters (a slot, a tournament) get the
// home page's preloads too, a few kilobytes the browser may not use.
// `head(name, locale)` adds the page's own head tags (title, description…).
// React Router writes page files itself only in framework mode (its
// `prerender`); in its declarative mode (docs/decisions/router.md) this plugin
// does.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { LocaleCode } from '@casino/sdk';
import type { Plugin } from 'vite';
import { localizePath } from '../src/i18n/paths.ts';
import { ROUTES, type RouteName } from '../src/shared/lib/paths.ts';
import { prerender } from './prerender.ts';
import { manifestPath } from './pwa.ts';
import { stripDefaultHead } from './seo.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const LOCALES = ['ru', 'en', 'kz'] as const satisfies readonly LocaleCode[];
const HTML_LANG: Record<LocaleCode, string> = { ru: 'ru-RU', en: 'en-US', kz: 'kk-KZ' };

/** The phone's bottom bar, a lazily loaded part of the default layout (app/layouts/default-layout.tsx). */
const BOTTOM_BAR = 'src/app/layouts/bottom-bar.tsx';

/** Route name → its page module's path under web/ (from app/routes.ts's import map). */
async function pageModules(webRoot: string): Promise<Map<RouteName, string>> {
  const source = await readFile(join(webRoot, 'src/app/routes.ts'), 'utf8');
  const modules = new Map<RouteName, string>();
  for (const [, name, path] of source.matchAll(/^\s+(\w+): \(\) => import\('([^']+)'\)/gm))
    modules.set(name as RouteName, relative(webRoot, resolve(webRoot, 'src/app', path as string)));
  const missing = Object.keys(ROUTES).filter((name) => !modules.has(name as RouteName));
  if (missing.length > 0)
    throw new Error(`route-html: no page module found for ${missing.join(', ')}`);
  return modules;
}

/**
 * The message groups a page module names in its `messages` export
 * (`[MESSAGE_GROUPS.house, MESSAGE_GROUPS['no-access']]`), read from its
 * source like the routes above; none when it exports none.
 */
async function pageGroups(webRoot: string, module: string): Promise<string[]> {
  const source = await readFile(join(webRoot, module), 'utf8');
  // To the statement's end: a quoted name (`MESSAGE_GROUPS['no-access']`) holds brackets.
  const list = /^export const messages = \[([\s\S]*?)\];/m.exec(source)?.[1] ?? '';
  return [...list.matchAll(/MESSAGE_GROUPS(?:\.([\w]+)|\['([\w-]+)'\])/g)].map(
    ([, dotted, quoted]) => (dotted ?? quoted) as string,
  );
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

/**
 * A stylesheet inline (a <style>, so the first paint needs no second
 * request), followed by its <link>, disabled: the browser never fetches a
 * disabled stylesheet, and the module loader (which adds a page's
 * stylesheets as it imports the page) finds it and adds no other. (A
 * print-only link would still be fetched, competing with the app's code.)
 */
async function inlineStyle(outDir: string, file: string): Promise<string[]> {
  const css = await readFile(join(outDir, file), 'utf8');
  return [
    `<style>${css.replaceAll('</style', '<\\/style')}</style>`,
    `<link rel="stylesheet" crossorigin href="/${file}" disabled>`,
  ];
}

/**
 * The one inline script (its hash is in every page's CSP). The markup of a
 * page is hidden (#root, until main.tsx has the app's own render) when it is
 * not what the app will show: in a frame (the app does not render there, and
 * nothing of it may be clicked through one), the address is another than the page's (the
 * home page's file answers every address with parameters), or an unprefixed
 * (Russian) address will send this visitor to /en or /kz (a language cookie
 * other than ru, else a first browser language that is not Russian:
 * locale-redirect.ts has the exact rule; this errs towards hiding). It also
 * starts the browser's number and date formatting (ICU) while the page is
 * still parsing: the first Intl format of a page loads ICU's data, 20–40 ms
 * on this machine and four times that on a slow phone, one long task that
 * would otherwise land after the first paint, when the visitor may act.
 */
const HOLD_SCRIPT =
  "(function(){var d=document.documentElement,n=navigator,p=location.pathname,c=document.cookie.match(/(?:^|;\\s*)locale=([^;]*)/),l=c?c[1]:(n.languages&&n.languages[0])||n.language||'';" +
  "if(top!==self||d.getAttribute('data-page')!==p||(!/^\\/(en|kz)(\\/|$)/.test(p)&&!/bot\\b|crawler|spider|slurp|yandex|baidu/i.test(n.userAgent)&&(c?l!=='ru':!/^ru(-|_|$)/i.test(l))))" +
  "d.setAttribute('data-hold','');try{new Intl.NumberFormat().format(0)}catch(e){}})()";

const HOLD_HASH = createHash('sha256').update(HOLD_SCRIPT).digest('base64');

/** The pages rendered at build time: public ones (a player's pages would show a guest's view first). */
const PRERENDERED = (name: RouteName) =>
  !ROUTES[name].path.startsWith('/profile') && name !== 'error' && name !== 'noAccess';

/**
 * The tags React hoists to the head (a page's title and meta tags, image
 * preloads), which its server rendering writes before the body's markup.
 */
function splitHoisted(html: string): { head: string[]; body: string } {
  const head: string[] = [];
  const pattern =
    /^(<link\b[^>]*\/?>|<meta\b[^>]*\/?>|<title\b[^>]*>[^<]*<\/title>|<script type="application\/ld\+json"[^>]*>[^<]*<\/script>)/;
  let rest = html;
  for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/**
 * index.html for a page: <html lang> and the manifest of `locale`, `extra`
 * before </head>, and, when prerendered, the page's markup in #root (marked
 * with its address, so main.tsx hydrates only what it would render itself)
 * and its head tags (its own <title> replacing the default one).
 */
function pageHtml(
  index: string,
  locale: LocaleCode,
  extra: string[],
  address: string,
  prerendered: string | undefined,
): string {
  const { head, body } = splitHoisted(prerendered ?? '');
  let html = index;
  if (prerendered !== undefined)
    html = html
      .replace(
        'script-src &#39;self&#39;',
        `script-src &#39;self&#39; &#39;sha256-${HOLD_HASH}&#39;`,
      )
      .replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <script>${HOLD_SCRIPT}</script>`,
      );
  if (head.some((tag) => tag.startsWith('<title')))
    html = html.replace(/<title>[^<]*<\/title>/, '');
  if (prerendered !== undefined)
    html = html.replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${address}">${body}</div>`,
    );
  // A high-priority picture's preload (React hoists one for the home hero's
  // picture, the page's largest paint) goes before the scripts, which would
  // otherwise be asked for first; other pictures' preloads stay after them.
  const images = head.filter((tag) =>
    /^<link rel="preload"[^>]* as="image"[^>]* fetchpriority="high"/.test(tag),
  );
  const rest = head.filter((tag) => !images.includes(tag));
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${HTML_LANG[locale]}" data-page="${address}">`)
    .replace('/manifest.webmanifest', manifestPath(locale))
    .replace(/(\s*)<script type="module"/, (tag, space: string) =>
      images.length > 0 ? `${images.map((line) => `${space}${line}`).join('')}${tag}` : tag,
    )
    .replace(
      '  </head>',
      `${[...extra, ...rest].map((line) => `    ${line}\n`).join('')}  </head>`,
    );
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
  let ssr = false;
  let mode = 'production';
  // A build that failed wrote no manifest: closeBundle then leaves the build's
  // own error to be reported instead of one of its own about the missing file.
  let failed = false;
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
      ssr = Boolean(config.build.ssr);
      mode = config.mode;
    },
    buildEnd(error) {
      if (error) failed = true;
    },
    renderError() {
      failed = true;
    },
    async closeBundle() {
      // The server-side build of the prerendering (build/prerender.ts) has no pages of its own.
      if (ssr || failed) return;
      const manifest = JSON.parse(
        await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      // The shell's stylesheet inline too: the first paint waits for no request but the HTML.
      let index = await readFile(join(outDir, 'index.html'), 'utf8');
      // Each page names its own title and description (options.head).
      if (options.head) index = stripDefaultHead(index);
      for (const [tag, file] of index.matchAll(
        /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
      ))
        index = index.replace(tag, (await inlineStyle(outDir, file as string)).join('\n    '));
      // What index.html loads already (the entry and the first-visit chunks).
      const skip = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
      const modules = await pageModules(webRoot);
      const pages: { name: RouteName; locale: LocaleCode; address: string; extra: string[] }[] = [];
      for (const [name, route] of Object.entries(ROUTES) as [
        RouteName,
        (typeof ROUTES)[RouteName],
      ][]) {
        if (route.path.includes(':')) continue;
        const key = modules.get(name) as string;
        if (!manifest[key]) throw new Error(`route-html: ${key} is not in the build's manifest`);
        const own = filesOf(manifest, key, skip);
        // The phone's bottom bar, which the default layout loads lazily on
        // every page but a game page's, is in the page's prerendered markup:
        // its code and style are the page's too.
        const bar =
          route.layout === 'default' && !('game' in route)
            ? filesOf(manifest, BOTTOM_BAR, skip)
            : { scripts: [], styles: [] };
        const page = {
          scripts: [...new Set([...own.scripts, ...bar.scripts])],
          styles: [...new Set([...own.styles, ...bar.styles])],
        };
        // The page's message groups: main.tsx renders (or hydrates) the page
        // once they are there, so the file names them beside the page's code
        // rather than leaving them to be asked for once that code has run.
        const groups = await pageGroups(webRoot, key);
        for (const locale of LOCALES) {
          const messages = manifest[`src/i18n/locales/${locale}.json`]?.file;
          // The page's message groups in its language (main.tsx waits for them
          // before the first render): asked for with its code, not after that has run.
          const groupFiles = groups.map((group) => {
            const file = manifest[`src/i18n/locales/${group}/${locale}.json`]?.file;
            if (!file)
              throw new Error(`route-html: ${key} names a message group ${group} the build lacks`);
            return file;
          });
          const extra = [
            ...(messages ? [`<link rel="modulepreload" crossorigin href="/${messages}">`] : []),
            ...page.scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
            ...groupFiles.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
            ...(await Promise.all(page.styles.map((f) => inlineStyle(outDir, f)))).flat(),
            ...(options.head?.(name, locale) ?? []),
          ];
          pages.push({ name, locale, address: localizePath(route.path, locale), extra });
        }
      }
      const bodies = await prerender(
        webRoot,
        mode,
        pages.filter((p) => PRERENDERED(p.name)).map((p) => p.address),
      );
      const writes = pages.map(({ locale, address, extra }): [string, string] => {
        const file = address === '/' ? 'index.html' : `${address.slice(1)}.html`;
        return [file, pageHtml(index, locale, extra, address, bodies[address])];
      });
      await Promise.all(
        writes.map(async ([file, html]) => {
          await mkdir(dirname(join(outDir, file)), { recursive: true });
          await writeFile(join(outDir, file), html);
        }),
      );
    },
  };
}
