// The page module of every route, loaded lazily (one chunk per module). The
// route table itself (paths, layouts, flags, href()) is shared/lib/paths.ts; this
// map must name every route in it, so a route without a page does not compile.
// Every module is in app/pages/, named after its route; routes whose pages
// differ only by a value (the rooms, the policies, a slot's or live game's
// demo and play) share one module, which takes the value as a prop from the
// route's `params` (checked here against the module's component).
// React Router's declarative mode (docs/decisions/router.md) has no lazy
// route modules and no loaders: a route's element is a React.lazy page
// (route-page.tsx), and the first page's module, messages and first data
// start here before the first render, as a data router's loader would.

import type { ApiClient } from '@casino/sdk';
import { matchPath } from 'react-router';
import { loadMessageGroup, type ModuleWithMessages } from '../i18n/i18n.tsx';
import { splitLocale } from '../i18n/paths.ts';
import { startAnswerChecks } from '../shared/lib/answers.ts';
import { type FirstData, startQuery } from '../shared/lib/api.tsx';
import { nextTask } from '../shared/lib/next-task.ts';
import { type PageParams, type PagePropsOf, ROUTES, type RouteName } from '../shared/lib/paths.ts';

/**
 * A page module: its component (taking the route's `params` as props), the
 * message groups it needs (`messages`) and what its first screen shows
 * (`firstData`, optional).
 */
export interface PageModule<Props = Record<string, never>> extends ModuleWithMessages<Props> {
  firstData?: (first: FirstData) => void;
}

/**
 * Any route's page module, as route-page.tsx renders it: the route's
 * `params` for props (PAGES's type checks each pair; a lookup by name loses it).
 */
export type AnyPageModule = PageModule<PageParams>;

/** Every route's page module, by route name: its component takes the route's `params`. */
export const PAGES: {
  readonly [Name in RouteName]: () => Promise<PageModule<PagePropsOf<Name>>>;
} = {
  home: () => import('./pages/home-page.tsx'),
  betting: () => import('./pages/betting-page.tsx'),
  bettingLive: () => import('./pages/betting-live-page.tsx'),
  bettingEvent: () => import('./pages/betting-event-page.tsx'),
  bonuses: () => import('./pages/bonuses-page.tsx'),
  error: () => import('./pages/error-page.tsx'),
  faq: () => import('./pages/faq-page.tsx'),
  fairness: () => import('./pages/fairness-page.tsx'),
  cases: () => import('./pages/cases-page.tsx'),
  case: () => import('./pages/case-page.tsx'),
  coinflip: () => import('./pages/coinflip-page.tsx'),
  crash: () => import('./pages/crash-page.tsx'),
  dice: () => import('./pages/dice-page.tsx'),
  hilo: () => import('./pages/hilo-page.tsx'),
  keno: () => import('./pages/keno-page.tsx'),
  roulette: () => import('./pages/roulette-page.tsx'),
  miner: () => import('./pages/miner-page.tsx'),
  rooms: () => import('./pages/rooms-page.tsx'),
  roomPurple: () => import('./pages/room-page.tsx'),
  roomRed: () => import('./pages/room-page.tsx'),
  roomYellow: () => import('./pages/room-page.tsx'),
  liveCasino: () => import('./pages/live-casino-page.tsx'),
  liveDemo: () => import('./pages/game-launch-page.tsx'),
  livePlay: () => import('./pages/game-launch-page.tsx'),
  slots: () => import('./pages/slots-page.tsx'),
  slotDemo: () => import('./pages/game-launch-page.tsx'),
  slotPlay: () => import('./pages/game-launch-page.tsx'),
  noAccess: () => import('./pages/no-access-page.tsx'),
  passwordReset: () => import('./pages/password-reset-page.tsx'),
  resetPassword: () => import('./pages/reset-password-page.tsx'),
  policyKyc: () => import('./pages/policy-page.tsx'),
  policyEnAgreement: () => import('./pages/policy-page.tsx'),
  policyConfidential: () => import('./pages/policy-page.tsx'),
  policyRuAgreement: () => import('./pages/policy-page.tsx'),
  profile: () => import('./pages/profile-page.tsx'),
  profileAccess: () => import('./pages/profile-access-page.tsx'),
  profileBonuses: () => import('./pages/profile-bonuses-page.tsx'),
  profileHistory: () => import('./pages/profile-history-page.tsx'),
  profileResponsible: () => import('./pages/profile-responsible-page.tsx'),
  profileSetting: () => import('./pages/profile-setting-page.tsx'),
  responsiblePlay: () => import('./pages/responsible-play-page.tsx'),
  top: () => import('./pages/top-page.tsx'),
  tournament: () => import('./pages/tournament-page.tsx'),
  tournaments: () => import('./pages/tournaments-page.tsx'),
  tournamentsByStatus: () => import('./pages/tournaments-page.tsx'),
  vipClub: () => import('./pages/vip-club-page.tsx'),
  welcomePack: () => import('./pages/welcome-pack-page.tsx'),
};

const loadedPages = new Map<RouteName, AnyPageModule>();

/** A page module that has loaded (see preloadFirstPage), or undefined. */
export function loadedPage(name: RouteName): AnyPageModule | undefined {
  return loadedPages.get(name);
}

/** The routes without parameters, by path: most first pages are one of them. */
const STATIC_ROUTES = new Map<string, RouteName>(
  (Object.keys(ROUTES) as RouteName[])
    .filter((name) => !ROUTES[name].path.includes(':'))
    .map((name) => [ROUTES[name].path, name]),
);

/** The route an address shows, or undefined (not found). */
export function routeAt(pathname: string): RouteName | undefined {
  const { path } = splitLocale(pathname);
  const exact = STATIC_ROUTES.get(path.length > 1 ? path.replace(/\/$/, '') : path);
  if (exact) return exact;
  return (Object.keys(ROUTES) as RouteName[]).find((name) =>
    matchPath({ path: ROUTES[name].path, end: true }, path),
  );
}

/**
 * Loads the first page's module and its message groups in `locale`, so the
 * first render shows the page itself (main.tsx awaits this beside the core
 * messages): without it the first paint would be a skeleton, and the page's
 * code would only be asked for once the app's code had run. With `client`
 * (made on first use), the page's first data is asked for as soon as its
 * module is there, while the app hydrates. Never throws: a page that fails
 * to load here loads (and fails visibly) when it renders.
 */
export async function preloadFirstPage(
  pathname: string,
  client?: () => ApiClient,
  search = '',
): Promise<void> {
  const name = routeAt(pathname);
  if (!name) return;
  try {
    const page = (await PAGES[name]()) as AnyPageModule;
    const { locale } = splitLocale(pathname);
    const messages = Promise.all(
      (page.messages ?? []).map((group) => loadMessageGroup(group, locale)),
    );
    // The page's calls go out one task each: a call's set-up (the client's
    // middleware, the request) takes a slow phone 10–20 ms, several of them
    // one long task.
    const calls: (() => void)[] = [];
    if (client)
      page.firstData?.({
        start: (path, init, vary) => calls.push(() => startQuery(client(), path, init, vary)),
        search: new URLSearchParams(search),
      });
    for (const [i, call] of calls.entries()) {
      if (i > 0) await nextTask();
      call();
    }
    // Their answers are checked in a worker: it loads while they are on their way.
    if (calls.length > 0) startAnswerChecks();
    await messages;
    loadedPages.set(name, page);
  } catch {
    // RoutePage loads it again and shows the error page if it still fails.
  }
}
