// Runs the arrival tracking once, after the first paint, and attachSource
// after each sign-in.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../shared/api.tsx';
import { useConfig } from '../../shared/config-context.ts';
import { readCookie, writeCookie } from '../../shared/cookies.ts';
import { isBotUserAgent } from '../../shared/device.tsx';
import { onSignedIn } from '../../shared/session-events.ts';
import { attachSource, handleArrival } from './arrival.ts';

const cookies = { read: readCookie, write: writeCookie };

/** Mounted once by the app. */
export default function TrackingStartUp() {
  const { client } = useApi();
  const config = useConfig();
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void handleArrival({
      client,
      cookies,
      href: window.location.href,
      userAgent: navigator.userAgent,
      isBot: isBotUserAgent(),
      partnerCookie: config.partnerCookie,
      adplaceCookie: config.adplaceCookie,
      mirrorHosts: config.mirrorHosts,
      uuid: () => crypto.randomUUID(),
      leave: (url) => window.location.replace(url),
      replaceAddress: (path) => navigate(path, { replace: true }),
    });
  }, [client, config, navigate]);

  useEffect(() => onSignedIn(() => void attachSource(client, cookies)), [client]);

  return null;
}
