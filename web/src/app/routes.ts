// Every route of SPEC.md section 2, in one table: path (unprefixed), layout,
// flags and the lazily loaded module. Paths in other locales get /en or /kz in
// front (see i18n/paths.ts); href() builds them.
import type { LocaleCode } from '@casino/sdk';
import type { ModuleWithMessages } from '../i18n/i18n.tsx';
import { localizePath } from '../i18n/paths.ts';

/** A page module: its component and the message groups it needs (`messages`). */
type PageModule = ModuleWithMessages<Record<string, never>>;

/** One route. */
export interface RouteDef {
  path: string;
  layout: 'default' | 'no-access';
  /** A game page (in-house game, slot or live game). */
  game?: true;
  /** The page uses the full width of the screen. */
  fullWidth?: true;
  load: () => Promise<PageModule>;
}

const page = (
  path: string,
  load: () => Promise<PageModule>,
  flags: Partial<RouteDef> = {},
): RouteDef => ({
  path,
  layout: 'default',
  load,
  ...flags,
});
/** In-house game pages. */
const game = { game: true } as const;
/** Slot and live games: the game's frame takes the full width. */
const frame = { game: true, fullWidth: true } as const;
const wide = { fullWidth: true } as const;

/** Every route, by name. */
export const ROUTES = {
  home: page('/', () => import('./pages/home-page.tsx'), wide),
  betting: page('/betting', () => import('../features/betting/betting-page.tsx'), wide),
  bonuses: page('/bonuses', () => import('../features/bonuses/pages/bonuses-page.tsx')),
  error: page('/error', () => import('./pages/error-page.tsx')),
  faq: page('/faq', () => import('../features/content/pages/faq-page.tsx')),
  cases: page('/games/cases', () => import('../features/games/pages/cases-page.tsx'), game),
  case: page('/games/cases/:slug', () => import('../features/games/pages/case-page.tsx'), game),
  coinflip: page(
    '/games/coinflip',
    () => import('../features/games/pages/coinflip-page.tsx'),
    game,
  ),
  crash: page('/games/crash', () => import('../features/games/pages/crash-page.tsx'), game),
  dice: page('/games/dice', () => import('../features/games/pages/dice-page.tsx'), game),
  hilo: page('/games/hilo', () => import('../features/games/pages/hilo-page.tsx'), game),
  keno: page('/games/keno', () => import('../features/games/pages/keno-page.tsx'), game),
  roulette: page(
    '/games/roulette',
    () => import('../features/games/pages/roulette-page.tsx'),
    game,
  ),
  // Not in SPEC.md section 2's table, but miner is one of the in-house games of section 1 (inferred).
  miner: page('/games/miner', () => import('../features/games/pages/miner-page.tsx'), game),
  rooms: page('/games/rooms', () => import('../features/games/pages/rooms-page.tsx'), game),
  roomPurple: page(
    '/games/rooms/purple',
    () => import('../features/games/pages/room-purple-page.tsx'),
    game,
  ),
  roomRed: page(
    '/games/rooms/red',
    () => import('../features/games/pages/room-red-page.tsx'),
    game,
  ),
  roomYellow: page(
    '/games/rooms/yellow',
    () => import('../features/games/pages/room-yellow-page.tsx'),
    game,
  ),
  liveCasino: page(
    '/games/live-casino',
    () => import('../features/games/pages/live-casino-page.tsx'),
    wide,
  ),
  liveDemo: page(
    '/games/live-casino/:slot/demo',
    () => import('../features/games/pages/live-demo-page.tsx'),
    frame,
  ),
  livePlay: page(
    '/games/live-casino/:slot/play',
    () => import('../features/games/pages/live-play-page.tsx'),
    frame,
  ),
  slots: page('/games/slots', () => import('../features/games/pages/slots-page.tsx'), wide),
  slotDemo: page(
    '/games/slots/:slot/demo',
    () => import('../features/games/pages/slot-demo-page.tsx'),
    frame,
  ),
  slotPlay: page(
    '/games/slots/:slot/play',
    () => import('../features/games/pages/slot-play-page.tsx'),
    frame,
  ),
  noAccess: {
    path: '/no-access',
    layout: 'no-access',
    load: () => import('./pages/no-access-page.tsx'),
  } as RouteDef,
  passwordReset: page(
    '/password/reset',
    () => import('../features/account/pages/password-reset-page.tsx'),
  ),
  resetPassword: page(
    '/reset-password/:token',
    () => import('../features/account/pages/reset-password-page.tsx'),
  ),
  policyKyc: page(
    '/policy/en/kyc',
    () => import('../features/content/pages/policy-en-kyc-page.tsx'),
  ),
  policyEnAgreement: page(
    '/policy/en/user-agreement',
    () => import('../features/content/pages/policy-en-agreement-page.tsx'),
  ),
  policyConfidential: page(
    '/policy/ru/confidential',
    () => import('../features/content/pages/policy-ru-confidential-page.tsx'),
  ),
  policyRuAgreement: page(
    '/policy/ru/user-agreement',
    () => import('../features/content/pages/policy-ru-agreement-page.tsx'),
  ),
  profile: page('/profile', () => import('../features/account/pages/profile-page.tsx')),
  profileAccess: page(
    '/profile/access',
    () => import('../features/account/pages/profile-access-page.tsx'),
  ),
  profileBonuses: page('/profile/bonuses', () => import('./pages/profile-bonuses-page.tsx')),
  profileHistory: page(
    '/profile/history',
    () => import('../features/account/pages/profile-history-page.tsx'),
  ),
  profileSetting: page(
    '/profile/setting',
    () => import('../features/account/pages/profile-setting-page.tsx'),
  ),
  top: page('/top', () => import('../features/content/pages/top-page.tsx')),
  tournament: page(
    '/tournament/:id',
    () => import('../features/tournaments/pages/tournament-page.tsx'),
  ),
  tournaments: page(
    '/tournaments',
    () => import('../features/tournaments/pages/tournaments-page.tsx'),
  ),
  tournamentsByStatus: page(
    '/tournaments/:status',
    () => import('../features/tournaments/pages/tournaments-page.tsx'),
  ),
  vipClub: page('/vip-club', () => import('../features/bonuses/pages/vip-club-page.tsx')),
  welcomePack: page(
    '/welcome-pack',
    () => import('../features/bonuses/pages/welcome-pack-page.tsx'),
  ),
} satisfies Record<string, RouteDef>;

/** A route name. */
export type RouteName = keyof typeof ROUTES;

/** The path of a route with its parameters filled in, in `locale`. */
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
