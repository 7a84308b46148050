// The page module of every route, loaded lazily (one chunk per route). The
// route table itself (paths, layouts, flags, href()) is shared/paths.ts; this
// map must name every route in it, so a route without a page does not compile.
// React Router's declarative mode (docs/decisions/router.md) has no lazy
// route modules and no loaders: a route's element is a React.lazy page
// (route-page.tsx), and the first page's module, messages and first data
// start here before the first render, as a data router's loader would.

import type { ApiClient } from '@casino/sdk';
import { matchPath } from 'react-router';
import { loadMessageGroup, type ModuleWithMessages } from '../i18n/i18n.tsx';
import { splitLocale } from '../i18n/paths.ts';
import { startAnswerChecks } from '../shared/answers.ts';
import { type FirstData, startQuery } from '../shared/api.tsx';
import { nextTask } from '../shared/next-task.ts';
import { ROUTES, type RouteName } from '../shared/paths.ts';

/**
 * A page module: its component, the message groups it needs (`messages`) and
 * what its first screen shows (`firstData`, optional).
 */
export interface PageModule extends ModuleWithMessages<Record<string, never>> {
  firstData?: (first: FirstData) => void;
}

/** Every route's page module, by route name. */
export const PAGES: { readonly [Name in RouteName]: () => Promise<PageModule> } = {
  home: () => import('./pages/home-page.tsx'),
  betting: () => import('../features/betting/betting-page.tsx'),
  bonuses: () => import('../features/bonuses/pages/bonuses-page.tsx'),
  error: () => import('./pages/error-page.tsx'),
  faq: () => import('../features/content/pages/faq-page.tsx'),
  cases: () => import('../features/games/pages/cases-page.tsx'),
  case: () => import('../features/games/pages/case-page.tsx'),
  coinflip: () => import('../features/games/pages/coinflip-page.tsx'),
  crash: () => import('../features/games/pages/crash-page.tsx'),
  dice: () => import('../features/games/pages/dice-page.tsx'),
  hilo: () => import('../features/games/pages/hilo-page.tsx'),
  keno: () => import('../features/games/pages/keno-page.tsx'),
  roulette: () => import('../features/games/pages/roulette-page.tsx'),
  miner: () => import('../features/games/pages/miner-page.tsx'),
  rooms: () => import('../features/games/pages/rooms-page.tsx'),
  roomPurple: () => import('../features/games/pages/room-purple-page.tsx'),
  roomRed: () => import('../features/games/pages/room-red-page.tsx'),
  roomYellow: () => import('../features/games/pages/room-yellow-page.tsx'),
  liveCasino: () => import('../features/games/pages/live-casino-page.tsx'),
  liveDemo: () => import('../features/games/pages/live-demo-page.tsx'),
  livePlay: () => import('../features/games/pages/live-play-page.tsx'),
  slots: () => import('../features/games/pages/slots-page.tsx'),
  slotDemo: () => import('../features/games/pages/slot-demo-page.tsx'),
  slotPlay: () => import('../features/games/pages/slot-play-page.tsx'),
  noAccess: () => import('./pages/no-access-page.tsx'),
  passwordReset: () => import('../features/account/pages/password-reset-page.tsx'),
  resetPassword: () => import('../features/account/pages/reset-password-page.tsx'),
  policyKyc: () => import('../features/content/pages/policy-en-kyc-page.tsx'),
  policyEnAgreement: () => import('../features/content/pages/policy-en-agreement-page.tsx'),
  policyConfidential: () => import('../features/content/pages/policy-ru-confidential-page.tsx'),
  policyRuAgreement: () => import('../features/content/pages/policy-ru-agreement-page.tsx'),
  profile: () => import('../features/account/pages/profile-page.tsx'),
  profileAccess: () => import('../features/account/pages/profile-access-page.tsx'),
  profileBonuses: () => import('./pages/profile-bonuses-page.tsx'),
  profileHistory: () => import('./pages/profile-history-page.tsx'),
  profileResponsible: () => import('./pages/profile-responsible-page.tsx'),
  profileSetting: () => import('../features/account/pages/profile-setting-page.tsx'),
  responsiblePlay: () => import('../features/responsible/pages/responsible-play-page.tsx'),
  top: () => import('../features/content/pages/top-page.tsx'),
  tournament: () => import('../features/tournaments/pages/tournament-page.tsx'),
  tournaments: () => import('../features/tournaments/pages/tournaments-page.tsx'),
  tournamentsByStatus: () => import('../features/tournaments/pages/tournaments-page.tsx'),
  vipClub: () => import('../features/bonuses/pages/vip-club-page.tsx'),
  welcomePack: () => import('../features/bonuses/pages/welcome-pack-page.tsx'),
};

const loadedPages = new Map<RouteName, PageModule>();

/** A page module that has loaded (see preloadFirstPage), or undefined. */
export function loadedPage(name: RouteName): PageModule | undefined {
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
    const page = await PAGES[name]();
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
