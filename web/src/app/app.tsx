// Composes the app: router, locale, data layer, geo gate, layouts and routes.
import type { TokenStore } from '@casino/sdk';
import { lazy, type ReactElement, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { matchRoutes, type RouteObject, renderMatches, useLocation } from 'react-router';
import { SessionEffects } from '../features/account/session.tsx';
import { configureSso } from '../features/account/sso-config.ts';
import { I18nProvider, useI18n } from '../i18n/i18n.tsx';
import { splitLocale } from '../i18n/paths.ts';
import { ApiProvider, type ApiState, useHasToken } from '../shared/lib/api.tsx';
import type { AppConfig } from '../shared/lib/config.ts';
import { ConfigContext } from '../shared/lib/config-context.ts';
import { cookieTokenStore } from '../shared/lib/cookies.ts';
import { ROUTES, type RouteDef, type RouteName } from '../shared/lib/paths.ts';
import { ModalProvider } from '../shared/ui/modals.tsx';
import { Notifications } from '../shared/ui/notify.tsx';
import { Loading } from '../shared/ui/ui.tsx';
import { BackgroundFlows } from './background-flows.tsx';
import { GeoGate, GeoOpen } from './geo-gate.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { PlayerProvider } from './player-provider.tsx';
import { RoutePage } from './route-page.tsx';

// The layout of /no-access loads with the page it frames (a blocked visitor sees it once).
const NoAccessLayout = lazy(() =>
  import('./layouts/no-access-layout.tsx').then((m) => ({ default: m.NoAccessLayout })),
);

// The dialogs opened by address (?login, ?deposit…): once the region check has let the visitor in.
const ModalHost = lazy(() => import('./modal-host.tsx').then((m) => ({ default: m.ModalHost })));

// Simple-auth and the SSO check, once the first page is on screen (as the rest below).
const SessionStartUp = lazy(() => import('../features/account/start-up.tsx'));

// Invoice polling and the automatic PayIn.
const PaymentWatcher = lazy(() =>
  import('../features/payments/watcher.tsx').then((m) => ({ default: m.PaymentWatcher })),
);

// Arrival tracking (entry parameters, subH, utm, attachSource).
const TrackingStartUp = lazy(() => import('../features/tracking/tracking-start-up.tsx'));

// The bonus state (promo lookup, guest countdown resets, super_bonus).
const BonusStartUp = lazy(() => import('../features/bonuses/bonus-start-up.tsx'));

// The installable app: service worker (production), install and new-build banners.
const PwaStartUp = lazy(() => import('../features/pwa/pwa-start-up.tsx'));

// The reality check: loaded only while a player is logged in.
const RealityCheck = lazy(() => import('../features/play-safety/reality-check.tsx'));

function RealityCheckForPlayer() {
  return useHasToken() ? <RealityCheck /> : null;
}

// Mirror checks while a player is logged in.
const MirrorChecks = lazy(() => import('../features/mirrors/mirror-checks.tsx'));

/** The background flows, in the order they start. */
const FLOWS: readonly ReactElement[] = [
  <SessionStartUp key="session" />,
  <ModalHost key="modals" />,
  <PaymentWatcher key="payments" />,
  <TrackingStartUp key="tracking" />,
  <BonusStartUp key="bonuses" />,
  <PwaStartUp key="pwa" enabled={import.meta.env.PROD} build={__BUILD__} />,
  <MirrorChecks key="mirrors" />,
  <RealityCheckForPlayer key="reality-check" />,
];

/** The routes of a layout, each its page's element. */
function routesFor(layout: RouteDef['layout']): RouteObject[] {
  return (Object.entries(ROUTES) as [RouteName, RouteDef][])
    .filter(([, route]) => route.layout === layout)
    .map(([name, route]) => ({
      path: route.path,
      element: <RoutePage name={name} />,
    }));
}

/**
 * The route tree: /no-access in its own layout, every other page (and the
 * 404 page, for any path no route matches) in the default one. Its paths are
 * unprefixed: an address in /en or /kz is matched without its prefix, so the
 * tree is not repeated per language.
 */
const ROUTE_TREE: RouteObject[] = [
  {
    element: (
      <Suspense fallback={<Loading />}>
        <NoAccessLayout />
      </Suspense>
    ),
    children: routesFor('no-access'),
  },
  {
    element: <DefaultLayout />,
    children: [...routesFor('default'), { path: '*', element: <NotFoundPage /> }],
  },
];

/**
 * The page at the current address in its layout: React Router's matching
 * (`matchRoutes`, then `renderMatches`, which is what `useRoutes` does) of
 * the address without its language prefix, once per path: matching ranks and
 * compiles every route anew each time, a long task on a slow phone.
 */
function Pages() {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(ROUTE_TREE, splitLocale(pathname).path), [pathname]);
  return renderMatches(matches);
}

/**
 * The data layer in the language on screen (during a switch, the old one
 * until the new words are there), so each answer is cached under the
 * language it is written in.
 */
function ApiInLanguage({
  config,
  tokens,
  api,
  children,
}: {
  config: AppConfig;
  tokens: TokenStore;
  api: ApiState | undefined;
  children: ReactNode;
}) {
  const { locale } = useI18n();
  return (
    <ApiProvider
      settings={{ apiUrl: config.apiUrl, tokens, locale, ssoHosts: config.ssoHosts }}
      state={api}
    >
      {children}
    </ApiProvider>
  );
}

function Shell({ config, api }: { config: AppConfig; api: ApiState | undefined }) {
  const { locale } = splitLocale(useLocation().pathname);
  const tokens = useMemo(() => cookieTokenStore(), []);
  return (
    <I18nProvider locale={locale}>
      <ApiInLanguage config={config} tokens={tokens} api={api}>
        <GeoGate>
          <ModalProvider>
            <PlayerProvider>
              <SessionEffects />
              {/* What acts on the visitor (SSO, sign-in by link, tracking, payments,
                  pop-ups) waits for the region check: a blocked visitor gets none of it;
                  and for the first page to be on screen (shared/lib/first-page.ts). */}
              <GeoOpen>
                <BackgroundFlows flows={FLOWS} />
              </GeoOpen>
              <Pages />
            </PlayerProvider>
          </ModalProvider>
        </GeoGate>
        <Notifications />
      </ApiInLanguage>
    </I18nProvider>
  );
}

/**
 * The web app. `api`: the SDK client main.tsx made before the first render
 * (it may have started the first page's calls); without it the app makes one.
 */
export function App({ config, api }: { config: AppConfig; api?: ApiState }) {
  configureSso({ hosts: config.ssoHosts, development: import.meta.env.DEV });
  // Third-party scripts: only those configured, never in development, after the page is interactive.
  useEffect(() => {
    if (import.meta.env.DEV || Object.keys(config.scripts).length === 0) return;
    import('../features/third-party/scripts.ts')
      .then((m) => m.startThirdPartyScripts(config.scripts, { enabled: true }))
      .catch((error: unknown) => console.error('third-party scripts failed to start', error));
  }, [config]);
  return (
    <ConfigContext.Provider value={config}>
      <Shell config={config} api={api} />
    </ConfigContext.Provider>
  );
}
