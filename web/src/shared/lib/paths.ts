// Every route of the product in one table (path, layout, flags, the values a
// shared page module takes on it) and href(), React Router's on the route's
// template, by route name and language. It lives in shared/ so features link
// by route name; app/routes.ts adds each page's module and app/app.tsx the
// route tree React Router renders.
import type { LocaleCode } from '@casino/sdk';
import { type PathParam, href as routerHref } from 'react-router';
import { localizePath } from '../../i18n/paths.ts';

/** The values a route gives its page module's component (its props): names to strings. */
export type PageParams = Readonly<Record<string, string>>;

/** One route: its path template (unprefixed), layout and flags. */
export interface RouteDef<Path extends string = string> {
  path: Path;
  layout: 'default' | 'no-access';
  /** A game page (in-house game, slot or live game). */
  game?: true;
  /** The page uses the full width of the screen. */
  fullWidth?: true;
  /**
   * What this route's page is of, for a page module several routes share
   * (the three rooms, the four policies): passed to the module's component as
   * props (app/route-page.tsx). Each value keeps a route of its own (its name,
   * address and prerendered file); a value taken from the address is a
   * `:param` of the path instead, read with useParams().
   */
  params?: PageParams;
}

type Flags = Omit<RouteDef, 'path' | 'params'>;

/** A route of the default layout unless `flags` say otherwise; `params` keeps its literal type. */
const page = <
  const Path extends string,
  const Extra extends Partial<Flags> & { params?: PageParams },
>(
  path: Path,
  flags?: Extra,
): RouteDef<Path> & Extra => ({ path, layout: 'default', ...(flags as Extra) });
/** In-house game pages. */
const game = { game: true } as const;
/** Slot and live games: the game's frame takes the full width. */
const frame = { game: true, fullWidth: true } as const;
const wide = { fullWidth: true } as const;

/** Every route, by name. */
export const ROUTES = {
  home: page('/', wide),
  betting: page('/betting', wide),
  // Not in SPEC.md (inferred, docs/decisions/sportsbook.md): the sportsbook's events in play and one event's markets.
  bettingLive: page('/betting/live', wide),
  bettingEvent: page('/betting/event/:id', wide),
  bonuses: page('/bonuses'),
  error: page('/error'),
  faq: page('/faq'),
  // Not in SPEC.md: the public page of the fairness scheme and its verifier (inferred).
  fairness: page('/fairness'),
  cases: page('/games/cases', game),
  case: page('/games/cases/:slug', game),
  coinflip: page('/games/coinflip', game),
  crash: page('/games/crash', game),
  dice: page('/games/dice', game),
  hilo: page('/games/hilo', game),
  keno: page('/games/keno', game),
  roulette: page('/games/roulette', game),
  // Not in SPEC.md section 2's table, but miner is one of the in-house games of section 1 (inferred).
  miner: page('/games/miner', game),
  rooms: page('/games/rooms', game),
  roomPurple: page('/games/rooms/purple', { ...game, params: { room: 'purple' } }),
  roomRed: page('/games/rooms/red', { ...game, params: { room: 'red' } }),
  roomYellow: page('/games/rooms/yellow', { ...game, params: { room: 'yellow' } }),
  liveCasino: page('/games/live-casino', wide),
  liveDemo: page('/games/live-casino/:slot/demo', {
    ...frame,
    params: { kind: 'live', mode: 'demo' },
  }),
  livePlay: page('/games/live-casino/:slot/play', {
    ...frame,
    params: { kind: 'live', mode: 'play' },
  }),
  slots: page('/games/slots', wide),
  slotDemo: page('/games/slots/:slot/demo', { ...frame, params: { kind: 'slots', mode: 'demo' } }),
  slotPlay: page('/games/slots/:slot/play', { ...frame, params: { kind: 'slots', mode: 'play' } }),
  noAccess: page('/no-access', { layout: 'no-access' }),
  passwordReset: page('/password/reset'),
  resetPassword: page('/reset-password/:token'),
  policyKyc: page('/policy/en/kyc', { params: { lang: 'en', slug: 'kyc' } }),
  policyEnAgreement: page('/policy/en/user-agreement', {
    params: { lang: 'en', slug: 'user-agreement' },
  }),
  policyConfidential: page('/policy/ru/confidential', {
    params: { lang: 'ru', slug: 'confidential' },
  }),
  policyRuAgreement: page('/policy/ru/user-agreement', {
    params: { lang: 'ru', slug: 'user-agreement' },
  }),
  profile: page('/profile'),
  profileAccess: page('/profile/access'),
  profileBonuses: page('/profile/bonuses'),
  profileHistory: page('/profile/history'),
  profileResponsible: page('/profile/responsible'),
  profileSetting: page('/profile/setting'),
  // Not in SPEC.md section 2's table: the public page of the responsible-play rules (inferred).
  responsiblePlay: page('/responsible-play'),
  top: page('/top'),
  tournament: page('/tournament/:id'),
  tournaments: page('/tournaments'),
  tournamentsByStatus: page('/tournaments/:status'),
  vipClub: page('/vip-club'),
  welcomePack: page('/welcome-pack'),
} satisfies Record<string, RouteDef>;

/** A route name. */
export type RouteName = keyof typeof ROUTES;

type PathOf<Name extends RouteName> = (typeof ROUTES)[Name]['path'];

/** The props a route gives its page module's component: its `params` (none for most routes). */
export type PagePropsOf<Name extends RouteName> = (typeof ROUTES)[Name] extends {
  params: infer Params;
}
  ? Params
  : Record<string, never>;

/** The `:name` parameters of a route's path (of each route, for a union of names). */
type ParamsOf<Name extends RouteName> = Name extends RouteName ? PathParam<PathOf<Name>> : never;

/**
 * The route table registered with React Router (as its type generation does
 * in framework mode), so that its `href()` checks every path and its
 * parameters against the table.
 */
type Pages = {
  [Name in RouteName as PathOf<Name>]: { params: { [Key in PathParam<PathOf<Name>>]: string } };
};
declare module 'react-router' {
  interface Register {
    pages: Pages;
  }
}

/** A route whose path has no parameters. */
export type StaticRouteName = {
  [Name in RouteName]: [ParamsOf<Name>] extends [never] ? Name : never;
}[RouteName];

/** The parameters argument of href(): none for a static route, required otherwise. */
type ParamsArg<Name extends RouteName> = [ParamsOf<Name>] extends [never]
  ? []
  : [params: Record<ParamsOf<Name>, string | number>];

/**
 * The path of a route with its parameters filled in, in `locale`: React
 * Router's `href()` (which encodes each parameter as a path segment and
 * throws when one is missing) on the route's template, with the locale's
 * prefix.
 */
export function href<Name extends RouteName>(
  name: Name,
  locale: LocaleCode,
  ...params: ParamsArg<Name>
): string;
export function href(
  name: RouteName,
  locale: LocaleCode,
  params: Record<string, string | number> = {},
): string {
  const values = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  // The template's own type is lost through the name lookup; the overload above checked the pair.
  const path = (routerHref as (path: string, params: Record<string, string>) => string)(
    ROUTES[name].path,
    values,
  );
  return localizePath(path, locale);
}
