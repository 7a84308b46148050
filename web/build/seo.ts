// What the build writes for search engines and link previews, from the route
// table and the rules of src/app/seo/head.ts (the same the app's page heads
// follow):
// - robots.txt: every page may be crawled but password reset links (they
//   carry a token), in every locale (a player's pages stay crawlable so that
//   crawlers read their noindex: head.ts says why); a `Sitemap:` line when
//   VITE_SITE_URL is set;
// - sitemap.xml: every indexable page without parameters in ru, en and kz,
//   each with its hreflang alternates (xhtml:link) and x-default. A sitemap
//   lists absolute addresses, so without VITE_SITE_URL (the site's origin is
//   only known at run time: each mirror names itself) none is written and the
//   build says so;
// - staticHeadTags(): each page's own head for its static HTML file
//   (build/route-html.ts), for what reads no JavaScript; stripDefaultHead()
//   takes index.html's defaults out of such a file first.
import type { LocaleCode } from '@casino/sdk';
import type { Plugin } from 'vite';
import {
  absoluteUrl,
  alternates,
  DISALLOWED,
  head,
  isIndexable,
  isStatic,
  jsonLdText,
  routePath,
  SEO_LOCALES,
} from '../src/app/seo/head.ts';
import coreEn from '../src/i18n/locales/en.json' with { type: 'json' };
import coreKz from '../src/i18n/locales/kz.json' with { type: 'json' };
import coreRu from '../src/i18n/locales/ru.json' with { type: 'json' };
import seoEn from '../src/i18n/locales/seo/en.json' with { type: 'json' };
import seoKz from '../src/i18n/locales/seo/kz.json' with { type: 'json' };
import seoRu from '../src/i18n/locales/seo/ru.json' with { type: 'json' };
import { localizePath } from '../src/i18n/paths.ts';
import type { AppConfig } from '../src/shared/lib/config.ts';
import { ROUTES, type RouteName } from '../src/shared/lib/paths.ts';

const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/**
 * The robots.txt path prefix of a route template: a trailing parameter is
 * dropped (`/reset-password/`), one inside the path is `*`
 * (`/games/slots/*\/play`).
 */
function disallowPrefix(template: string): string {
  return template.replace(/:\w+$/, '').replace(/:\w+/g, '*');
}

/** The Disallow prefixes of robots.txt: the DISALLOWED routes in every locale, none covered by another. */
function disallowedPrefixes(): string[] {
  const prefixes = SEO_LOCALES.flatMap((locale) =>
    DISALLOWED.map((route) => localizePath(disallowPrefix(ROUTES[route].path), locale)),
  );
  const unique = [...new Set(prefixes)];
  return unique.filter((p) => !unique.some((q) => q !== p && !q.includes('*') && p.startsWith(q)));
}

/** robots.txt for a site at `siteUrl` (an origin), or at any origin when undefined. */
export function robotsTxt(siteUrl: string | undefined): string {
  const lines = [
    '# Written by the build from the route table (web/build/seo.ts).',
    '# Password reset links carry a token. Pages that need a login are',
    '# crawlable so that crawlers read their noindex.',
    'User-agent: *',
    ...disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`),
  ];
  if (siteUrl) lines.push('', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`);
  return `${lines.join('\n')}\n`;
}

/** The routes the sitemap lists: indexable, without parameters. */
export function sitemapRoutes(): RouteName[] {
  return ROUTE_NAMES.filter((route) => isIndexable(route) && isStatic(route));
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** sitemap.xml for a site at `siteUrl` (an origin): every page of sitemapRoutes() in each locale. */
export function sitemapXml(siteUrl: string): string {
  const urls = sitemapRoutes().flatMap((route) => {
    const links = alternates(siteUrl, route)
      .map(
        (link) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hrefLang)}" href="${escapeXml(link.href)}"/>`,
      )
      .join('\n');
    return SEO_LOCALES.map((locale) =>
      [
        '  <url>',
        `    <loc>${escapeXml(absoluteUrl(siteUrl, routePath(route, locale)))}</loc>`,
        links,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

type Tree = { [key: string]: string | Tree };

/** Every message of a locale the page heads use: the core's and the seo group's. */
const MESSAGES: Record<LocaleCode, Tree> = {
  ru: { ...coreRu, ...seoRu },
  en: { ...coreEn, ...seoEn },
  kz: { ...coreKz, ...seoKz },
};

/** The message at `key` in `locale` (en fills a gap, as in the app), its {{params}} filled in. */
function translate(locale: LocaleCode, key: string, params: Record<string, string | number> = {}) {
  const find = (tree: Tree) =>
    key
      .split('.')
      .reduce<string | Tree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        tree,
      );
  const found = find(MESSAGES[locale]) ?? find(MESSAGES.en);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The head tags of a page without parameters in `locale`, as HTML, for its
 * static file (build/route-html.ts's `head`): what reads no JavaScript (most
 * link previews, some crawlers) gets the page's title, description, robots
 * rule and Open Graph text. Addresses need the site's origin: with
 * VITE_SITE_URL the canonical link, hreflang alternates, og:url, the share
 * image and a game page's JSON-LD are there too; without it they come with
 * the app at run time. The home page's file is also what a server answers
 * for addresses with parameters and unknown ones, so it names no address of
 * its own. Every tag carries data-default-head: the app's page head
 * (src/app/seo/page-head.tsx) replaces them.
 */
export function staticHeadTags(
  route: RouteName,
  locale: LocaleCode,
  siteUrl: string | undefined,
): string[] {
  const data = head({
    route,
    params: {},
    locale,
    origin: siteUrl ?? '',
    t: (key, params) => translate(locale, key, params),
  });
  const addressed = siteUrl !== undefined && route !== 'home';
  // An image's and a page's address are absolute or nothing; the home page's file names no page.
  const needsOrigin = (key: string) =>
    key === 'og:url' || key.startsWith('og:image') || key.startsWith('twitter:image');
  const keep = (key: string) =>
    key === 'og:url' ? addressed : siteUrl !== undefined || !needsOrigin(key);
  const tags = [
    `<title data-default-head>${escapeHtml(data.title)}</title>`,
    ...data.meta
      .map((tag) =>
        'name' in tag
          ? { attr: 'name', key: tag.name, content: tag.content }
          : { attr: 'property', key: tag.property, content: tag.content },
      )
      .filter((tag) => keep(tag.key))
      .map(
        (tag) =>
          `<meta ${tag.attr}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" data-default-head>`,
      ),
  ];
  if (addressed && data.canonical)
    tags.push(`<link rel="canonical" href="${escapeHtml(data.canonical)}" data-default-head>`);
  if (addressed)
    for (const link of data.alternates)
      tags.push(
        `<link rel="alternate" hreflang="${escapeHtml(link.hrefLang)}" href="${escapeHtml(link.href)}" data-default-head>`,
      );
  if (addressed && data.jsonLd)
    tags.push(
      `<script type="application/ld+json" data-default-head>${jsonLdText(data.jsonLd)}</script>`,
    );
  return tags;
}

/** index.html without its <title> and its other defaults (data-default-head), for a page's own head. */
export function stripDefaultHead(html: string): string {
  return html
    .replace(/[ \t]*<title\b[^>]*>[\s\S]*?<\/title>[ \t]*\n?/i, '')
    .replace(/[ \t]*<(meta|link)\b[^>]*\bdata-default-head\b[^>]*>[ \t]*\n?/gi, '');
}

/** The warning of a build without VITE_SITE_URL. */
export const NO_SITEMAP_WARNING =
  'VITE_SITE_URL is not set: no sitemap.xml (it lists absolute addresses) and no Sitemap line in robots.txt; ' +
  'canonical and hreflang links use each page’s own origin at run time';

/** Writes robots.txt and (with VITE_SITE_URL) sitemap.xml into the build. */
export function seoFiles(config: Pick<AppConfig, 'siteUrl'>): Plugin {
  return {
    name: 'casino:seo-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(config.siteUrl) });
      if (config.siteUrl)
        this.emitFile({
          type: 'asset',
          fileName: 'sitemap.xml',
          source: sitemapXml(config.siteUrl),
        });
      else this.warn(NO_SITEMAP_WARNING);
    },
  };
}
