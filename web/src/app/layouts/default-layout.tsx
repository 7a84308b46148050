// The default layout: header (brand, navigation, language switch, login and
// sign-up or the balance), the free-spin widget for a player who has one
// (not on game pages), the page (held behind a skeleton while the region
// check runs: geo-gate.tsx), the footer with the policy pages, and on a
// phone the bottom bar (not on game pages: bottom-bar.tsx). After a route
// change the focus goes to the new page's heading (route-focus.ts).
import { lazy, Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePlayer } from '../../shared/domain/player.tsx';
import { ROUTES } from '../../shared/lib/paths.ts';
import { FatalErrorBoundary } from '../error-boundary.tsx';
import { GeoHold } from '../geo-gate.tsx';
import { routeAt } from '../routes.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useRouteFocus } from './route-focus.ts';

// The phone's bottom bar loads beside the page (game pages, the heaviest
// first visits, never show it).
const BottomBar = lazy(() => import('./bottom-bar.tsx'));

// The free-spin widget loads only for a logged-in player, after the first paint.
const FreeSpinWidget = lazy(
  () => import('../../features/free-spins/components/free-spin-widget.tsx'),
);

/** The layout of every page but /no-access. */
export function DefaultLayout() {
  const { pathname } = useLocation();
  // The page's flags from the route table (a path of no route: neither), in
  // the same render: the prerendered markup has them, and no update follows.
  const route = routeAt(pathname);
  const game = route ? ROUTES[route].game === true : false;
  const fullWidth = route ? ROUTES[route].fullWidth === true : false;
  const { loggedIn } = usePlayer();
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <div className="app">
      <Header />
      <main
        ref={main}
        id="content"
        className={fullWidth ? 'main main--full' : 'main'}
        data-game={game ? 'true' : undefined}
        data-full-width={fullWidth ? 'true' : undefined}
      >
        <GeoHold>
          {loggedIn && !game ? (
            <Suspense fallback={null}>
              <FreeSpinWidget />
            </Suspense>
          ) : null}
          <FatalErrorBoundary>
            <Outlet />
          </FatalErrorBoundary>
        </GeoHold>
      </main>
      <Footer />
      {game ? null : (
        <Suspense fallback={null}>
          <BottomBar />
        </Suspense>
      )}
    </div>
  );
}
