// Every route of SPEC.md section 2 in one table (path, layout, flags) and
// href(), whose parameters are typed from the path template. It lives in
// shared/ so features link by route name; app/routes.ts adds each page's module.
import type { LocaleCode } from '@casino/sdk';
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
  // Not in SPEC.md section 2's table: the public responsible-play page of issue 23.
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

/** The `:name` segments of a path template, e.g. `'slot'` for `/games/slots/:slot/demo`. */
type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a route's path needs. */
type RouteParams<Name extends RouteName> = Record<
  PathParamNames<(typeof ROUTES)[Name]['path']>,
  string | number
>;

/** A route whose path has no parameters. */
export type StaticRouteName = {
  [Name in RouteName]: [PathParamNames<(typeof ROUTES)[Name]['path']>] extends [never]
    ? Name
    : never;
}[RouteName];

/** The parameters argument of href(): none for a static route, required otherwise. */
type ParamsArg<Name extends RouteName> = [PathParamNames<(typeof ROUTES)[Name]['path']>] extends [
  never,
]
  ? []
  : [params: RouteParams<Name>];

/** The path of a route with its parameters filled in (encoded), in `locale`. */
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
  const path = ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`href(${name}) needs ${key}`);
    return encodeURIComponent(String(value));
  });
  return localizePath(path, locale);
}
