// The default layout: header (brand, navigation, language switch, login and
// sign-up or the balance), the free-spin widget for a player who has one
// (not on game pages), the page (held behind a skeleton while the region
// check runs: geo-gate.tsx), the footer with the policy pages. After a route
// change the focus goes to the new page's heading (route-focus.ts).
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { usePlayer } from '../../shared/player.tsx';
import { FatalErrorBoundary } from '../error-boundary.tsx';
import { GeoHold } from '../geo-gate.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { type LayoutFlags, LayoutFlagsContext } from './layout-flags.tsx';
import { useRouteFocus } from './route-focus.ts';

// The free-spin widget loads only for a logged-in player, after the first paint.
const FreeSpinWidget = lazy(
  () => import('../../features/free-spins/components/free-spin-widget.tsx'),
);

/** The layout of every page but /no-access. */
export function DefaultLayout() {
  const [flags, setFlagsState] = useState<LayoutFlags>({ game: false, fullWidth: false });
  const { loggedIn } = usePlayer();
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  const setFlags = useCallback((next: LayoutFlags) => {
    setFlagsState((prev) =>
      prev.game === next.game && prev.fullWidth === next.fullWidth ? prev : next,
    );
  }, []);
  return (
    <LayoutFlagsContext.Provider value={setFlags}>
      <div className="app">
        <Header />
        <main
          ref={main}
          id="content"
          className={flags.fullWidth ? 'main main--full' : 'main'}
          data-game={flags.game ? 'true' : undefined}
          data-full-width={flags.fullWidth ? 'true' : undefined}
        >
          <GeoHold>
            {loggedIn && !flags.game ? (
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
      </div>
    </LayoutFlagsContext.Provider>
  );
}
