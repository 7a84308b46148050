// SSO (SPEC.md sections 4 and 8). Redirects go only to the mirror's SSO link
// (or a login answer's `sso` address), over https, to a host on the allow-list
// (VITE_SSO_HOSTS); anything else is refused and logged. Never in development.
import { COOKIES, LOCAL_STORAGE_KEYS, ssoRedirectUrl } from '@casino/sdk';
import { readCookie, removeCookie, writeCookie } from '../../shared/lib/cookies.ts';
import { checkRedirectTarget } from '../../shared/lib/redirects.ts';

import { ssoConfig } from './sso-config.ts';

/** The address to go to, or null (refused, with the reason logged). */
export function checkSsoTarget(link: string): URL | null {
  return checkRedirectTarget(link, ssoConfig.hosts, 'SSO');
}

/** Base64 of a UTF-8 string. */
function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

/**
 * Goes to an SSO address with the current address in its `url` parameter:
 * base64-encoded for a login answer's `sso` (SPEC.md section 8), as is for
 * the mirror's link. Returns false when refused or in development.
 */
export function redirectToSso(link: string, reason: 'login' | 'mirror'): boolean {
  if (ssoConfig.development) return false;
  const target = checkSsoTarget(link);
  if (!target) return false;
  const here = window.location.href;
  // Built with URL (the page goes into the url parameter), and checked again once built.
  const address = checkSsoTarget(
    ssoRedirectUrl(target.toString(), reason === 'login' ? base64(here) : here),
  );
  if (!address) return false;
  window.location.assign(address.href);
  return true;
}

/** A generated SSO session id. */
function newSessionId(): string {
  return crypto.randomUUID();
}

/** What the start-up SSO step needs. */
export interface SsoStart {
  ssoLink: string | null | undefined;
  hasToken: boolean;
  query: URLSearchParams;
  isBot: boolean;
  report: (
    name: 'ssoAvailabilityCreate' | 'ssoAvailabilityFinish',
    data: { session_id: string; mirror?: string },
  ) => Promise<unknown>;
}

/**
 * The start-up step of SPEC.md section 4. Returning from SSO (marker set):
 * clear the marker, report availability-finish with the session id and the
 * mirror host, forget the id. Else, when the mirror has an SSO link, the
 * visitor has no token, the query has no no_sso, and this is not development
 * or a bot: set the marker, store a new session id, report
 * availability-create, go to SSO.
 */
export async function runSsoStart(s: SsoStart): Promise<'returned' | 'redirected' | 'skipped'> {
  if (s.isBot) return 'skipped';
  if (readCookie(COOKIES.ssoRedirectMarker)) {
    removeCookie(COOKIES.ssoRedirectMarker);
    const sessionId = localStorage.getItem(LOCAL_STORAGE_KEYS.ssoSessionId);
    if (sessionId) {
      await s
        .report('ssoAvailabilityFinish', {
          session_id: sessionId,
          mirror: window.location.hostname,
        })
        .catch((e: unknown) => console.error('middleware error: ssoAvailabilityFinish', e));
    }
    localStorage.removeItem(LOCAL_STORAGE_KEYS.ssoSessionId);
    return 'returned';
  }
  if (!s.ssoLink || s.hasToken || s.query.has('no_sso') || ssoConfig.development) return 'skipped';
  if (!checkSsoTarget(s.ssoLink)) return 'skipped';
  writeCookie(COOKIES.ssoRedirectMarker, '1');
  const sessionId = newSessionId();
  localStorage.setItem(LOCAL_STORAGE_KEYS.ssoSessionId, sessionId);
  await s
    .report('ssoAvailabilityCreate', { session_id: sessionId })
    .catch((e: unknown) => console.error('middleware error: ssoAvailabilityCreate', e));
  return redirectToSso(s.ssoLink, 'mirror') ? 'redirected' : 'skipped';
}
