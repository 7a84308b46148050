// The geo gate (SPEC.md sections 4 and 6): the geo call on start; a 451 sends
// the visitor to /no-access; on /no-access a successful answer sends them to
// /. Bots skip the check and get the interface at once. Other failures, and
// an answer that takes longer than GEO_TIMEOUT_MS, let the visitor in (a late
// answer still sets the region, and a late 451 still blocks).
//
// The check never blanks the page (issue 20, a calm first load): the shell
// (header, footer) renders at once and the page loads its data meanwhile;
// only what a blocked visitor must not see waits — the page itself behind a
// skeleton (GeoHold) and anything that pops up (GeoOpen: the modals).
import { ApiError, regionForCountry } from '@casino/sdk';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { useApi } from '../shared/api.tsx';
import { isBotUserAgent } from '../shared/device.tsx';
import { href } from '../shared/paths.ts';
import { HeldUntil } from '../shared/ui.tsx';
import { checkGeo } from './api.ts';

type GeoState = 'checking' | 'open' | 'blocked';

const GeoContext = createContext<GeoState>('open');

/** How long the region check may hold the page before letting the visitor in. */
export const GEO_TIMEOUT_MS = 5_000;

/** Runs the region check (not for bots) and tells GeoHold and GeoOpen its state. */
export function GeoGate({ children }: { children: ReactNode }) {
  const { client, setRegion } = useApi();
  const { locale } = useI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [state, setState] = useState<GeoState>(() => (isBotUserAgent() ? 'open' : 'checking'));
  const onNoAccess = pathname === href('noAccess', locale);

  useEffect(() => {
    if (isBotUserAgent()) return;
    let current = true;
    const timer = setTimeout(
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
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, setRegion]);

  useEffect(() => {
    if (state === 'blocked' && !onNoAccess) navigate(href('noAccess', locale), { replace: true });
    if (state === 'open' && onNoAccess && !isBotUserAgent())
      navigate(href('home', locale), { replace: true });
  }, [state, onNoAccess, navigate, locale]);

  return <GeoContext.Provider value={state}>{children}</GeoContext.Provider>;
}

/**
 * The page while the region check runs: rendered (so its code and data load
 * in parallel with the check) but hidden, with a skeleton in its place; gone
 * for a blocked visitor (on the way to /no-access).
 */
export function GeoHold({ children }: { children: ReactNode }) {
  const state = useContext(GeoContext);
  const { t } = useI18n();
  if (state === 'blocked') return null;
  return (
    <HeldUntil ready={state === 'open'} label={t('geo.checking')} heading>
      {children}
    </HeldUntil>
  );
}

/** What may only appear once the visitor is let in (dialogs, pop-ups). */
export function GeoOpen({ children }: { children: ReactNode }) {
  return useContext(GeoContext) === 'open' ? children : null;
}
