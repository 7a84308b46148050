// What search engines and link previews read of a page: its title and
// description, canonical address, hreflang alternates, robots rule, Open Graph
// and Twitter tags, and for game pages JSON-LD structured data. Pure: route
// table in, data out, no DOM and no React, so the app's PageHead
// (page-head.tsx) and the build's robots.txt and sitemap.xml (web/build/seo.ts,
// in Node) read the same rules.
//
// Indexing, decided per route (NOINDEX below):
// - a player's own pages (/profile and its children) and the for-money frames
//   of slots and live games (/games/.../:slot/play) need a logged-in player.
//   What a crawler gets there (a crawler is always a guest) is `noindex`;
//   robots.txt leaves them crawlable, because a crawler that may not fetch a
//   page never reads its noindex and may list the bare address anyway
//   (Google's robots meta tag documentation says so). The page a logged-in
//   player is shown carries no robots rule at all: no crawler holds a
//   player's session, so a rule there would address nobody (and Lighthouse,
//   which measures /profile as a player, would count it as a blocked page);
// - utility pages (/password/reset, /reset-password/:token, /error,
//   /no-access) are `noindex`; robots.txt disallows /reset-password/ alone,
//   whose addresses carry a secret (DISALLOWED), and leaves the others
//   crawlable, so that a crawler which follows a link to them reads their
//   noindex;
// - an address that names nothing (an unknown tournament, case or status, a
//   path of no route) is `noindex` too (the app answers 200 for it).
// A noindex page has no canonical and no hreflang alternates (they would ask
// for an address to be indexed); every other page has both, absolute.
import { type components, isInHouseGame, type LocaleCode } from '@casino/sdk';
import type { MessageKey } from '../../i18n/i18n.tsx';
import { localizePath } from '../../i18n/paths.ts';
import { ROUTES, type RouteName } from '../../shared/lib/paths.ts';

/** The interface locales, default (unprefixed) first. */
export const SEO_LOCALES: readonly LocaleCode[] = ['ru', 'en', 'kz'];

/** A locale's hreflang (BCP 47 language: Kazakh is `kk`; kz is the country). */
const HREFLANG: Readonly<Record<LocaleCode, string>> = { ru: 'ru', en: 'en', kz: 'kk' };

/** A locale's Open Graph locale (language_TERRITORY). */
const OG_LOCALE: Readonly<Record<LocaleCode, string>> = { ru: 'ru_RU', en: 'en_US', kz: 'kk_KZ' };

/** The share image (web/public/og-image.png, drawn by web/tools/og-image.ts). */
const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** Why a route is kept out of search results. */
type NoindexReason = 'player' | 'utility';

/** The routes search engines are asked not to index, and why (see the top of this file). */
export const NOINDEX: Readonly<Partial<Record<RouteName, NoindexReason>>> = {
  profile: 'player',
  profileAccess: 'player',
  profileBonuses: 'player',
  profileHistory: 'player',
  profileResponsible: 'player',
  profileSetting: 'player',
  slotPlay: 'player',
  livePlay: 'player',
  passwordReset: 'utility',
  resetPassword: 'utility',
  error: 'utility',
  noAccess: 'utility',
};

/** The routes robots.txt disallows: reset links (they carry a token). */
export const DISALLOWED: readonly RouteName[] = ['resetPassword'];

/** True when search engines may index the route's pages. */
export function isIndexable(route: RouteName): boolean {
  return NOINDEX[route] === undefined;
}

/** True when the route's path has no parameters (one page per locale). */
export function isStatic(route: RouteName): boolean {
  return !ROUTES[route].path.includes(':');
}

/** The routes whose address names one thing (a slot, a live game, a tournament, a case, a sport event). */
export type NamedRoute =
  | 'slotDemo'
  | 'slotPlay'
  | 'liveDemo'
  | 'livePlay'
  | 'tournament'
  | 'case'
  | 'bettingEvent';

/** True when the route's head shows the name of the one thing its address names. */
export const isNamedRoute = (route: RouteName | null): route is NamedRoute =>
  route === 'slotDemo' ||
  route === 'slotPlay' ||
  route === 'liveDemo' ||
  route === 'livePlay' ||
  route === 'tournament' ||
  route === 'case' ||
  route === 'bettingEvent';

/** The tournament statuses /tournaments/:status names. */
type TournamentStatus = components['schemas']['TournamentStatus'];
const TOURNAMENT_STATUS = {
  active: true,
  upcoming: true,
  finished: true,
} as const satisfies Record<TournamentStatus, true>;

const isTournamentStatus = (value: string | undefined): value is TournamentStatus =>
  value !== undefined && Object.hasOwn(TOURNAMENT_STATUS, value);

/** `origin` without a trailing slash. */
const trimOrigin = (origin: string) => origin.replace(/\/+$/, '');

/** The absolute address of a path (starting with /) on `origin`. */
export function absoluteUrl(origin: string, path: string): string {
  return `${trimOrigin(origin)}${path}`;
}

/** The path of a route with its parameters, in `locale` (parameters encoded). */
export function routePath(
  route: RouteName,
  locale: LocaleCode,
  params: Readonly<Record<string, string | undefined>> = {},
): string {
  const path = ROUTES[route].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
  return localizePath(path, locale);
}

/** The addresses of one page in every locale, plus x-default (the default locale's, unprefixed). */
export function alternates(
  origin: string,
  route: RouteName,
  params: Readonly<Record<string, string | undefined>> = {},
): { hrefLang: string; href: string }[] {
  const links = SEO_LOCALES.map((locale) => ({
    hrefLang: HREFLANG[locale],
    href: absoluteUrl(origin, routePath(route, locale, params)),
  }));
  return [...links, { hrefLang: 'x-default', href: links[0]?.href ?? absoluteUrl(origin, '/') }];
}

/** Translates a message (page-head.tsx passes the app's translate in the page's language). */
type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** What the page knows about its subject, beyond its address. */
export interface Subject {
  /** The subject's name (a slot's catalog title, a tournament's, a case's), when known. */
  name?: string;
  /** The address names nothing that exists (an unknown tournament, case or status). */
  missing?: boolean;
}

/** What head() needs. */
export interface HeadInput {
  /** The route, or null for a path of no route (the 404 page). */
  route: RouteName | null;
  params: Readonly<Record<string, string | undefined>>;
  locale: LocaleCode;
  /** The site's origin: VITE_SITE_URL, else the page's own. */
  origin: string;
  t: Translate;
  subject?: Subject;
  /** A logged-in player is looking (the page is not what any crawler gets). */
  player?: boolean;
}

/** One <meta> tag: `name` (robots, description, twitter:*) or `property` (og:*). */
type MetaTag = { name: string; content: string } | { property: string; content: string };

/** A page's head. */
export interface HeadData {
  title: string;
  description: string;
  /** Absent on a noindex page. */
  canonical: string | null;
  /** ru, en, kk and x-default; empty on a noindex page. */
  alternates: { hrefLang: string; href: string }[];
  /** Null on a player's page as the player sees it (see the top of this file): no tag. */
  robots: 'index, follow' | 'noindex, follow' | null;
  /** The description, robots, Open Graph and Twitter tags, in order. */
  meta: MetaTag[];
  /** schema.org data of a game page, else null. */
  jsonLd: Record<string, unknown> | null;
}

/** Longest description kept (search engines cut longer ones anyway). */
export const DESCRIPTION_MAX = 160;

/** `text` cut to `max` characters at a word, with an ellipsis. */
function clamp(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—–-]+$/, '')}…`;
}

/** A slug as words (`gonzos-quest` → `gonzos quest`), as the game pages show it. */
const slugWords = (slug: string | undefined) => (slug ?? '').replace(/-/g, ' ').trim();

/** The title and description keys of a page, and the name they take. */
function textsOf(
  route: RouteName | null,
  params: HeadInput['params'],
  subject: Subject,
): { title: MessageKey; description: MessageKey; name?: string } {
  if (route === null || subject.missing)
    return { title: 'seo.notFound.title', description: 'seo.notFound.description' };
  switch (route) {
    case 'slotDemo':
    case 'slotPlay':
    case 'liveDemo':
    case 'livePlay':
    case 'case':
      return {
        title: `seo.pages.${route}.title`,
        description: `seo.pages.${route}.description`,
        name: subject.name ?? slugWords(params.slot ?? params.slug),
      };
    case 'tournament':
      return subject.name
        ? {
            title: 'seo.pages.tournament.title',
            description: 'seo.pages.tournament.description',
            name: subject.name,
          }
        : {
            title: 'seo.pages.tournament.unnamed.title',
            description: 'seo.pages.tournament.unnamed.description',
          };
    case 'bettingEvent':
      return subject.name
        ? {
            title: 'seo.pages.bettingEvent.title',
            description: 'seo.pages.bettingEvent.description',
            name: subject.name,
          }
        : {
            title: 'seo.pages.bettingEvent.unnamed.title',
            description: 'seo.pages.bettingEvent.unnamed.description',
          };
    case 'tournamentsByStatus': {
      const status = params.status;
      if (!isTournamentStatus(status))
        return { title: 'seo.notFound.title', description: 'seo.notFound.description' };
      return {
        title: `seo.tournamentStatus.${status}.title`,
        description: `seo.tournamentStatus.${status}.description`,
      };
    }
    default:
      return { title: `seo.pages.${route}.title`, description: `seo.pages.${route}.description` };
  }
}

/** True when the address names nothing (checked from the address alone). */
function namesNothing(route: RouteName | null, params: HeadInput['params'], subject: Subject) {
  if (route === null || subject.missing) return true;
  return route === 'tournamentsByStatus' && !isTournamentStatus(params.status);
}

/** The head of a page. */
export function head({
  route,
  params,
  locale,
  origin,
  t,
  subject = {},
  player = false,
}: HeadInput): HeadData {
  const brand = t('brand.name');
  const keys = textsOf(route, params, subject);
  const values = keys.name !== undefined ? { name: keys.name } : undefined;
  const pageTitle = t(keys.title, values);
  const title = `${pageTitle} · ${brand}`;
  const description = clamp(t(keys.description, values), DESCRIPTION_MAX);
  const indexable = route !== null && isIndexable(route) && !namesNothing(route, params, subject);
  const url =
    route === null || namesNothing(route, params, subject)
      ? null
      : absoluteUrl(origin, routePath(route, locale, params));
  const canonical = indexable ? url : null;
  const ownPage = player && route !== null && NOINDEX[route] === 'player';
  const robots = indexable ? 'index, follow' : ownPage ? null : 'noindex, follow';
  const image = absoluteUrl(origin, OG_IMAGE.path);
  const meta: MetaTag[] = [
    { name: 'description', content: description },
    ...(robots ? [{ name: 'robots', content: robots }] : []),
    { property: 'og:site_name', content: brand },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: pageTitle },
    { property: 'og:description', content: description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(OG_IMAGE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE.height) },
    { property: 'og:image:alt', content: t('seo.imageAlt') },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    ...SEO_LOCALES.filter((l) => l !== locale).map((l) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALE[l],
    })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: pageTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: t('seo.imageAlt') },
  ];
  const game = route !== null && ROUTES[route].game === true && url !== null;
  return {
    title,
    description,
    canonical,
    alternates: indexable && route !== null ? alternates(origin, route, params) : [],
    robots,
    meta,
    jsonLd: game
      ? gameData({
          route,
          // The game's own name: the subject's, an in-house game's, else the page's title.
          name: subject.name ?? (isInHouseGame(route) ? t(`games.${route}.name`) : pageTitle),
          description,
          url,
          locale,
          brand,
          origin,
        })
      : null,
  };
}

/** The routes whose games anyone can play without money (every in-house game has a demo; slots and live games on /demo). */
const forMoneyOnly = (route: RouteName) => route === 'slotPlay' || route === 'livePlay';

/** schema.org data of a game page: a web application in the game category, only what is true of it. */
function gameData(page: {
  route: RouteName;
  name: string;
  description: string;
  url: string;
  locale: LocaleCode;
  brand: string;
  origin: string;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: page.name,
    description: page.description,
    url: page.url,
    inLanguage: HREFLANG[page.locale],
    applicationCategory: 'GameApplication',
    operatingSystem: 'Any',
    browserRequirements: 'Requires JavaScript',
    ...(forMoneyOnly(page.route) ? {} : { isAccessibleForFree: true }),
    image: absoluteUrl(page.origin, OG_IMAGE.path),
    provider: { '@type': 'Organization', name: page.brand, url: absoluteUrl(page.origin, '/') },
  };
}

/**
 * JSON for a <script type="application/ld+json">: `<`, `>` and `&` as JSON
 * escapes, so no text in it (a name from the API) can close the script or
 * open a comment; U+2028 and U+2029 escaped too.
 */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
