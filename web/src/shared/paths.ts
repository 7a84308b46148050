// Every route of the product in one table (path, layout, flags) and href(),
// React Router's on the route's template, by route name and language. It
// lives in shared/ so features link by route name; app/routes.ts adds each
// page's module and app/app.tsx the route tree React Router renders.
import type { LocaleCode } from '@casino/sdk';
import { type PathParam, href as routerHref } from 'react-router';
import { localizePath } from '../i18n/paths.ts';

/** One route: its path template (unprefixed), layout and flags. */
export interface RouteDef<Path extends string = string> {
  path: Path;
  layout: 'default' | 'no-access';
  /** A game page (in-house game, slot or live game). */
  game?: true;
  /** The page uses the full width of the screen. */
  fullWidth?: true;
}

type Flags = Omit<RouteDef, 'path'>;

const page = <const Path extends string>(
  path: Path,
  flags: Partial<Flags> = {},
): RouteDef<Path> => ({ path, layout: 'default', ...flags });
/** In-house game pages. */
const game = { game: true } as const;
/** Slot and live games: the game's frame takes the full width. */
const frame = { game: true, fullWidth: true } as const;
const wide = { fullWidth: true } as const;

/** Every route, by name. */
export const ROUTES = {
  home: page('/', wide),
  betting: page('/betting', wide),
  bonuses: page('/bonuses'),
  error: page('/error'),
  faq: page('/faq'),
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
  roomPurple: page('/games/rooms/purple', game),
  roomRed: page('/games/rooms/red', game),
  roomYellow: page('/games/rooms/yellow', game),
  liveCasino: page('/games/live-casino', wide),
  liveDemo: page('/games/live-casino/:slot/demo', frame),
  livePlay: page('/games/live-casino/:slot/play', frame),
  slots: page('/games/slots', wide),
  slotDemo: page('/games/slots/:slot/demo', frame),
  slotPlay: page('/games/slots/:slot/play', frame),
  noAccess: page('/no-access', { layout: 'no-access' }),
  passwordReset: page('/password/reset'),
  resetPassword: page('/reset-password/:token'),
  policyKyc: page('/policy/en/kyc'),
  policyEnAgreement: page('/policy/en/user-agreement'),
  policyConfidential: page('/policy/ru/confidential'),
  policyRuAgreement: page('/policy/ru/user-agreement'),
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
