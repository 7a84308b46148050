// Runs the arrival tracking once, when the first page is on screen (for the
// address the visit arrived at), attachSource after each sign-in, and keeps
// the browser family in the userBrowser cookie.
import { COOKIES } from '@casino/sdk';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { arrivalAddress } from '../../shared/domain/arrival-address.ts';
import { takeLoginLink } from '../../shared/domain/login-link.ts';
import { onSignedIn } from '../../shared/domain/session-events.ts';
import { useApi } from '../../shared/lib/api.tsx';
import { isBotUserAgent } from '../../shared/lib/bot.ts';
import { useConfig } from '../../shared/lib/config-context.ts';
import { readCookie, writeCookie } from '../../shared/lib/cookies.ts';
import { attachSource, handleArrival } from './arrival.ts';
import { useBrowser } from './use-browser.ts';

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
    const href = arrivalAddress();
    void handleArrival({
      client,
      cookies,
      href,
      loginLink: takeLoginLink(),
      userAgent: navigator.userAgent,
      isBot: isBotUserAgent(),
      partnerCookie: config.partnerCookie,
      adplaceCookie: config.adplaceCookie,
      mirrorHosts: config.mirrorHosts,
      uuid: () => crypto.randomUUID(),
      leave: (url) => window.location.replace(url),
      // Only while the visitor is still on the arrival's page (the tracking waits for it to show).
      replaceAddress: (path) => {
        if (window.location.href === href) navigate(path, { replace: true });
      },
    });
  }, [client, config, navigate]);

  // The browser family for the userBrowser cookie (86400 s).
  const browser = useBrowser();
  useEffect(() => {
    if (browser && browser !== readCookie(COOKIES.userBrowser)) {
      writeCookie(COOKIES.userBrowser, browser);
    }
  }, [browser]);

  useEffect(() => onSignedIn(() => void attachSource(client, cookies)), [client]);

  return null;
}
