// The geo gate (SPEC.md sections 4 and 6): the geo call on start; a 451 sends
// the visitor to /no-access; on /no-access a successful answer sends them to
// /. Bots skip the check and get the interface at once. Other failures, and
// an answer that takes longer than GEO_TIMEOUT_MS, let the visitor in (a late
// answer still sets the region, and a late 451 still blocks).
//
// The check holds nothing a visitor reads (the first paint is the
// page, not a skeleton waiting for a second origin): the shell and the page
// render at once; what acts on the visitor waits (GeoOpen: dialogs, sign-in
// by link, tracking, payments). A 451 takes the page away (GeoHold) and goes
// to /no-access.
import { ApiError, regionForCountry } from '@casino/sdk';
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { useApi } from '../shared/lib/api.tsx';
import { href } from '../shared/lib/paths.ts';
import { checkGeo } from './api.ts';

/** A bot is let in without a check (and may stay on /no-access). */
type GeoState = 'checking' | 'open' | 'blocked' | 'bot';

const GeoContext = createContext<GeoState>('open');

/** How long the region check may hold the page before letting the visitor in. */
export const GEO_TIMEOUT_MS = 5_000;

/** Runs the region check (not for bots) and tells GeoHold and GeoOpen its state. */
export function GeoGate({ children }: { children: ReactNode }) {
  const { client, setRegion } = useApi();
  const { locale } = useI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [state, setGeoState] = useState<GeoState>('checking');
  const onNoAccess = pathname === href('noAccess', locale);

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // In a transition: the answer often comes while the page still hydrates,
    // and an urgent update of a context above it would hydrate the rest of
    // the page in one long task; a transition's work yields to the browser.
    const setState = (next: GeoState | ((now: GeoState) => GeoState)) =>
      startTransition(() => setGeoState(next));
    const check = () => {
      timer = setTimeout(
        () => setState((now) => (now === 'checking' ? 'open' : now)),
        GEO_TIMEOUT_MS,
      );
      checkGeo(client)
        .finally(() => clearTimeout(timer))
        .then((geo) => {
          if (!current) return;
          setRegion(geo.region ?? regionForCountry(geo.country_code));
          setState('open');
        })
        .catch((error: unknown) => {
          if (!current) return;
          if (error instanceof ApiError && error.status === 451) {
            setState('blocked');
          } else {
            console.error('geo check failed; letting the visitor in', error);
            setState('open');
          }
        });
    };
    // Crawler detection (isbot's pattern) loads beside the first page rather
    // than in the first visit's code; a bot skips the check.
    import('../shared/lib/bot.ts')
      .then(({ isBotUserAgent }) => {
        if (!current) return;
        if (isBotUserAgent()) setState('bot');
        else check();
      })
      .catch((error: unknown) => {
        console.error('geo check could not start; letting the visitor in', error);
        if (current) setState('open');
      });
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, setRegion]);

  useEffect(() => {
    if (state === 'blocked' && !onNoAccess) navigate(href('noAccess', locale), { replace: true });
    if (state === 'open' && onNoAccess) navigate(href('home', locale), { replace: true });
  }, [state, onNoAccess, navigate, locale]);

  return <GeoContext.Provider value={state}>{children}</GeoContext.Provider>;
}

/** The page, gone for a blocked visitor (on the way to /no-access). */
export function GeoHold({ children }: { children: ReactNode }) {
  return useContext(GeoContext) === 'blocked' ? null : children;
}

/** What may only appear once the visitor is let in (dialogs, pop-ups). */
export function GeoOpen({ children }: { children: ReactNode }) {
  const state = useContext(GeoContext);
  return state === 'open' || state === 'bot' ? children : null;
}
