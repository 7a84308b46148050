// The geo gate (SPEC.md sections 4 and 6): the geo call on start; a 451 sends
// the visitor to /no-access; on /no-access a successful answer sends them to
// /. Bots skip the check and get the interface at once. Other failures, and
// an answer that takes longer than GEO_TIMEOUT_MS, let the visitor in (a late
// answer still sets the region, and a late 451 still blocks).
import { ApiError, regionForCountry } from '@casino/sdk';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { useApi } from '../shared/api.tsx';
import { isBotUserAgent } from '../shared/device.tsx';
import { href } from '../shared/paths.ts';
import { checkGeo } from './api.ts';

type GeoState = 'checking' | 'open' | 'blocked';

/** How long the region splash waits for the geo answer before letting the visitor in. */
export const GEO_TIMEOUT_MS = 5_000;

/** Holds the interface until the geo check answers (not for bots). */
export function GeoGate({ children }: { children: ReactNode }) {
  const { client, setRegion } = useApi();
  const { t, locale } = useI18n();
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

  if (state === 'checking' && !onNoAccess) {
    return (
      <div className="splash" role="status" aria-live="polite">
        <span className="brand brand--large">
          <span className="brand__mark" aria-hidden="true">
            ★
          </span>
          {t('brand.name')}
        </span>
        <span className="spinner" aria-hidden="true" />
        <span className="splash__text">{t('geo.checking')}</span>
      </div>
    );
  }
  if (state === 'blocked' && !onNoAccess) return null;
  return <>{children}</>;
}
