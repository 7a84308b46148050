// What the build writes for search engines (web/build/seo.ts): robots.txt
// keeps crawlers off a player's pages in every language and nothing public,
// the sitemap is well-formed XML listing every public page without
// parameters in ru, en and kz with its hreflang alternates and no player
// page, and without VITE_SITE_URL there is no sitemap and the build says so;
// each page's static HTML file gets its own head (for what reads no
// JavaScript), with addresses only when the site's origin is known.
import { describe, expect, it } from 'vitest';
import {
  NO_SITEMAP_WARNING,
  robotsTxt,
  seoFiles,
  sitemapRoutes,
  sitemapXml,
  staticHeadTags,
  stripDefaultHead,
} from '../../../build/seo.ts';
import { localizePath } from '../../i18n/paths.ts';
import { ROUTES, type RouteName } from '../../shared/lib/paths.ts';
import { NOINDEX } from './head.ts';

const SITE = 'https://casino.example';
const LOCALES = ['ru', 'en', 'kz'] as const;
const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** A sample address of a route (parameters filled in). */
const sample = (route: RouteName) =>
  ROUTES[route].path.replace(/:(\w+)/g, (_, key: string) =>
    key === 'status' ? 'active' : key === 'id' ? '7' : 'sample-slug',
  );

/** True when robots.txt lets any crawler fetch `path` (Google's matching: prefixes, `*`, `$`). */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .filter((line) => /^Disallow:/.test(line))
    .map((line) => line.replace(/^Disallow:\s*/, ''));
  return !rules.some((rule) => {
    const pattern = rule
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${pattern}`).test(path);
  });
}

describe('robots.txt', () => {
  const robots = robotsTxt(SITE);

  it('holds only directives every crawler reads', () => {
    for (const line of robots.trimEnd().split('\n'))
      expect(line).toMatch(/^(#.*|User-agent: \*|Disallow: \/\S*|Sitemap: https:\/\/\S+|)$/);
    expect(robots.split('\n').filter((l) => l.startsWith('User-agent'))).toEqual(['User-agent: *']);
  });

  it('keeps crawlers off reset links (they carry a token), in every language', () => {
    for (const locale of LOCALES)
      expect(allowed(robots, localizePath(sample('resetPassword'), locale)), locale).toBe(false);
  });

  it('lets crawlers fetch every other page, a player’s included (to read its noindex), in every language', () => {
    const on = ROUTE_NAMES.filter((r) => r !== 'resetPassword');
    expect(on).toEqual(expect.arrayContaining(['profile', 'slotPlay', 'slotDemo']));
    for (const route of on)
      for (const locale of LOCALES)
        expect(allowed(robots, localizePath(sample(route), locale)), `${route} ${locale}`).toBe(
          true,
        );
  });

  it('names the sitemap only when the site’s address is known', () => {
    expect(robots).toContain('\nSitemap: https://casino.example/sitemap.xml\n');
    expect(robotsTxt(undefined)).not.toContain('Sitemap');
  });
});

describe('sitemap.xml', () => {
  const xml = sitemapXml(SITE);
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const urls = [...doc.getElementsByTagName('url')];
  const locs = urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent ?? '');

  it('is well-formed XML in the sitemap namespace', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe('urlset');
    expect(doc.documentElement.getAttribute('xmlns')).toBe(
      'http://www.sitemaps.org/schemas/sitemap/0.9',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    // Every & is an entity (the parser here does not check it).
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('lists every public page without parameters in each language, and nothing else', () => {
    const expected = ROUTE_NAMES.filter((r) => !(r in NOINDEX) && !ROUTES[r].path.includes(':'));
    expect(sitemapRoutes().sort()).toEqual([...expected].sort());
    expect(expected).toEqual(
      expect.arrayContaining(['home', 'dice', 'slots', 'faq', 'tournaments']),
    );
    const wanted = expected.flatMap((route) =>
      LOCALES.map((locale) => `${SITE}${localizePath(ROUTES[route].path, locale)}`),
    );
    expect(locs.sort()).toEqual(wanted.sort());
    const paths = locs.map((loc) => loc.slice(SITE.length));
    expect(paths.some((path) => /\/profile|\/play|reset|\/error|no-access|:/.test(path))).toBe(
      false,
    );
  });

  it('gives each address its hreflang alternates and x-default', () => {
    for (const url of urls) {
      const links = [...url.getElementsByTagName('xhtml:link')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
      const loc = url.getElementsByTagName('loc')[0]?.textContent ?? '';
      expect(links.map(([lang]) => lang)).toEqual(['ru', 'en', 'kk', 'x-default']);
      expect(links.map(([, href]) => href)).toContain(loc);
      expect(links[3]?.[1]).toBe(links[0]?.[1]);
      for (const [, href] of links) expect(href?.startsWith(`${SITE}/`)).toBe(true);
    }
  });
});

describe('the build plugin', () => {
  type Emitted = { fileName: string; source: string };
  const run = (siteUrl: string | undefined) => {
    const emitted: Emitted[] = [];
    const warnings: string[] = [];
    const plugin = seoFiles({ siteUrl });
    const hook = plugin.generateBundle as unknown as (this: unknown) => void;
    hook.call({
      emitFile: (file: Emitted) => emitted.push(file),
      warn: (message: string) => warnings.push(message),
    });
    return { emitted, warnings };
  };

  it('writes robots.txt and sitemap.xml with the site’s address', () => {
    const { emitted, warnings } = run(SITE);
    expect(emitted.map((f) => f.fileName)).toEqual(['robots.txt', 'sitemap.xml']);
    expect(warnings).toEqual([]);
  });

  it('writes robots.txt alone without it, and says so', () => {
    const { emitted, warnings } = run(undefined);
    expect(emitted.map((f) => f.fileName)).toEqual(['robots.txt']);
    expect(warnings).toEqual([NO_SITEMAP_WARNING]);
  });
});

describe('a page’s static head (its HTML file)', () => {
  /** The tags as a document head, read back by the DOM. */
  const parse = (tags: string[]) => {
    const doc = new DOMParser().parseFromString(
      `<!doctype html><html><head>${tags.join('')}</head></html>`,
      'text/html',
    );
    const all = (selector: string, attr: string) =>
      [...doc.head.querySelectorAll(selector)].map((node) => node.getAttribute(attr));
    return {
      doc,
      title: [...doc.head.querySelectorAll('title')].map((node) => node.textContent),
      description: all('meta[name="description"]', 'content'),
      robots: all('meta[name="robots"]', 'content'),
      canonical: all('link[rel="canonical"]', 'href'),
      hreflang: all('link[rel="alternate"]', 'hreflang'),
      ogUrl: all('meta[property="og:url"]', 'content'),
      ogImage: all('meta[property="og:image"]', 'content'),
      jsonLd: doc.head.querySelectorAll('script[type="application/ld+json"]').length,
    };
  };

  it('has the page’s title, description and robots rule in its language, every tag replaceable', () => {
    const head = parse(staticHeadTags('faq', 'kz', undefined));
    expect(head.title).toEqual(['Сұрақтар мен жауаптар · Casino Star']);
    expect(head.description).toEqual([
      expect.stringMatching(/^Casino Star ойыншыларының жиі қоятын сұрақтарына/),
    ]);
    expect(head.robots).toEqual(['index, follow']);
    expect(parse(staticHeadTags('profile', 'ru', undefined)).robots).toEqual(['noindex, follow']);
    for (const node of head.doc.head.children)
      expect(node.hasAttribute('data-default-head'), node.outerHTML).toBe(true);
  });

  it('names no address without the site’s origin', () => {
    const head = parse(staticHeadTags('dice', 'en', undefined));
    expect(head.canonical).toEqual([]);
    expect(head.hreflang).toEqual([]);
    expect(head.ogUrl).toEqual([]);
    expect(head.ogImage).toEqual([]);
    expect(head.jsonLd).toBe(0);
  });

  it('names the page’s addresses, image and structured data with it', () => {
    const head = parse(staticHeadTags('dice', 'en', SITE));
    expect(head.canonical).toEqual([`${SITE}/en/games/dice`]);
    expect(head.hreflang).toEqual(['ru', 'en', 'kk', 'x-default']);
    expect(head.ogUrl).toEqual([`${SITE}/en/games/dice`]);
    expect(head.ogImage).toEqual([`${SITE}/og-image.png`]);
    expect(head.jsonLd).toBe(1);
  });

  it('on the home page’s file (also the answer for addresses with parameters) names no address', () => {
    const head = parse(staticHeadTags('home', 'ru', SITE));
    expect(head.title).toEqual([
      'Онлайн-казино: слоты, лайв-казино и собственные игры · Casino Star',
    ]);
    expect(head.canonical).toEqual([]);
    expect(head.hreflang).toEqual([]);
    expect(head.ogUrl).toEqual([]);
    expect(head.ogImage).toEqual([`${SITE}/og-image.png`]);
  });

  it('replaces index.html’s title and defaults, and nothing else', () => {
    const index = [
      '<head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="description" content="Default" data-default-head />',
      '    <link rel="manifest" href="/manifest.webmanifest" />',
      '    <title>Casino Star</title>',
      '  </head>',
    ].join('\n');
    expect(stripDefaultHead(index)).toBe(
      [
        '<head>',
        '    <meta charset="UTF-8" />',
        '    <link rel="manifest" href="/manifest.webmanifest" />',
        '  </head>',
      ].join('\n'),
    );
  });
});
